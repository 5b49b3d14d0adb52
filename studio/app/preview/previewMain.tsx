// The studio's preview: the site's own components draw the draft the studio sends, in place, so
// that an edit shows within a frame or two, without a reload and without losing the scroll. The
// content is made from the draft as the build makes it (localizeSite, fillPlaceholders). No boot
// script runs here: no service worker, no install dialog. A version that cannot be drawn (a draft
// with a problem) leaves the last one that could on screen, and the studio says so.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/cairo/wght.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { localizeSite } from '../../shared/localize.ts';
import { fillPlaceholders } from '../../shared/siteTemplates.ts';
import { AppProviders } from '../../../src/app/AppProviders.tsx';
import { BlockMarksContext } from '../../../src/app/blockMarks.ts';
import { localeInfo } from '../../../src/app/locale.ts';
import { createAppRoutes } from '../../../src/app/routes.tsx';
import type { SiteContent } from '../../../src/app/siteContent.tsx';
import { siteContentOf } from '../../../src/app/siteContentData.ts';
import { createEmotionCache } from '../../../src/theme/emotionCache.ts';
import { rtlStylisPlugins } from '../../../src/theme/rtl.ts';
import { isToPreview, type FromPreview, type ToPreview } from './previewProtocol.ts';

const studio: Window | null = window.parent !== window ? window.parent : window.opener;
const tell = (message: FromPreview) => studio?.postMessage(message, location.origin);
const root = createRoot(document.getElementById('root')!);

interface Shown {
  /** The routes and language the router was made for: a change of either makes a new one. */
  key: string;
  router: ReturnType<typeof createMemoryRouter>;
  /** What the router's page loaders read: the latest content that could be drawn. */
  latest: { current: SiteContent };
  cache: ReturnType<typeof createEmotionCache>;
}
let shown: Shown | undefined;
let selected: number | undefined;

/** Calls `onDrawn` once its render is on the page. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * Draws a version, in a transition: the preview shares the studio's thread, and a long page (the
 * FAQ's 80 answers) drawn in one piece would hold up the key the marketer types next; a transition
 * is drawn in slices, with the studio's keys between them. Resolves once the version is on the page.
 */
function draw(content: SiteContent): Promise<void> {
  const { router, cache } = shown!;
  return new Promise((drawn) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders content={content} cache={cache}>
            <BlockMarksContext value={true}>
              <RouterProvider router={router} />
            </BlockMarksContext>
          </AppProviders>
          <Drawn onDrawn={drawn} />
        </StrictMode>,
      ),
    ),
  );
}

async function show(message: Extract<ToPreview, { type: 'show' }>) {
  const { locale } = message;
  // The studio sends the page's own blocks only (Preview.tsx, draftForPage).
  const site = fillPlaceholders(localizeSite(message.site, locale), locale).site;
  const content = siteContentOf(site, locale);
  const key = `${locale} ${content.routes.map((route) => route.path).join(' ')} ${JSON.stringify(content.redirects)}`;
  const previous = shown?.latest.current;
  if (shown?.key !== key) {
    const latest = { current: content };
    // Page loaders that read the latest content: a new version reloads the page's data in place.
    const loaders = Object.fromEntries(content.routes.map((route) => [route.path, () => latest.current.pageLoaders[route.path]()]));
    const router = createMemoryRouter(createAppRoutes({ ...content, pageLoaders: loaders }), { initialEntries: [message.path] });
    shown = { key, router, latest, cache: createEmotionCache(localeInfo[locale].dir === 'rtl' ? rtlStylisPlugins : undefined) };
    document.documentElement.lang = localeInfo[locale].lang;
    document.documentElement.dir = localeInfo[locale].dir;
  } else {
    shown.latest.current = content;
    if (shown.router.state.location.pathname !== message.path) await shown.router.navigate(message.path);
    else await shown.router.revalidate();
  }
  await draw(content);
  // A version that fails to draw (a problem the studio lists) gives way to the last one that drew.
  const failed = Object.keys(shown.router.state.errors ?? {}).length > 0;
  if (failed && previous) {
    shown.latest.current = previous;
    await shown.router.revalidate();
    await draw(previous);
  }
  select(message.selectedBlock);
  requestAnimationFrame(() => tell({ type: 'shown', version: message.version, stale: failed }));
}

/** Outlines the chosen block and scrolls to it (only when it changed: typing must not move the page). */
function select(index: number | undefined) {
  const changed = index !== selected;
  selected = index;
  for (const element of document.querySelectorAll('[data-block-index]')) (element as HTMLElement).style.outline = '';
  const element = index === undefined ? null : document.querySelector<HTMLElement>(`[data-block-index="${index}"]`);
  if (!element) return;
  element.style.outline = '3px solid #1565c0';
  element.style.outlineOffset = '-3px';
  if (changed) element.scrollIntoView({ block: 'start' });
}

// A message is taken in its turn: a version is drawn whole before the next.
let queue = Promise.resolve();
addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== studio || event.origin !== location.origin || !isToPreview(event.data)) return;
  const message = event.data;
  queue = queue.then(() => (message.type === 'show' ? show(message) : select(message.selectedBlock))).catch((error) => console.error(error));
});

// A click opens its block (and the field of the text clicked) in the studio; links and forms do
// not lead away from the draft (menus and dialogs still open, to be seen).
addEventListener(
  'click',
  (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('a[href], button[type="submit"]')) event.preventDefault();
    const block = target.closest<HTMLElement>('[data-block-index]');
    if (block) tell({ type: 'open', blockIndex: Number(block.dataset.blockIndex), text: (target.textContent ?? '').trim().slice(0, 500) });
  },
  true,
);

tell({ type: 'ready' });
