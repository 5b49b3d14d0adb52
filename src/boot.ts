// The page's only script tag, and all that runs before the visitor acts. The prerendered page is
// complete without it: links lead to their pages, forms post to the server, and the frame's
// controls (menu, Services, Get Started, the floating button) are the browser's own dialogs and
// popovers. This script adds what they need beyond the browser, keeps the install events and
// offers the install dialog, and holds a tap that only the app can answer. The app (React, the
// router, MUI, the blocks: most of the bytes) downloads once the page has loaded and the browser
// is idle, and runs when the visitor starts to use the page: the first touch, click, key,
// scroll or movement of the mouse outside the frame's controls. A reader who only reads, or only
// opens the menu and follows its links, runs nothing more.
import { enhanceFrameControls } from './client/frameControls.ts';
import { holdClicks } from './client/heldClick.ts';
import { offerInstall } from './client/installPrompt.ts';
import { nextTask, preloadModules } from './client/modulePreload.ts';
import { holdTapAgain, loadNewRelease, pageLeaving, releaseFilesThere, watchLeaving, watchTyping } from './client/newRelease.ts';
import { logNotFound } from './client/notFound.ts';
import { registerServiceWorker } from './client/serviceWorker.ts';
import { pageDataFiles, preloadData } from './client/siteData.ts';

offerInstall();
enhanceFrameControls();
holdClicks();
watchTyping();
watchLeaving();
if (document.querySelector('[data-not-found]')) logNotFound(location.pathname, { atLoad: true });

const script = document.querySelector<HTMLScriptElement>('script[data-chunks]');
const appFiles = script?.dataset.chunks?.split(' ').filter(Boolean) ?? [];
/** The page's content: its language's and its route's data files (src/client/siteData.ts). */
const dataFiles = pageDataFiles();
const prerendered = Boolean(document.getElementById('root')?.firstElementChild);

let preloaded: Promise<void> | undefined;
const preloadApp = () => (preloaded ??= (preloadData(dataFiles), preloadModules(appFiles)));

let appStarted = false;
async function startApp() {
  if (appStarted) return;
  appStarted = true;
  for (const type of startEvents) removeEventListener(type, startOnInteraction, true);
  await preloadApp();
  // React's file runs a task before the rest of the app (scripts/lib/appChunk.ts): run together,
  // they would keep the page from answering a tap for one long task.
  await import('./client/reactDom.ts');
  await nextTask();
  await (await import('./entry-client.tsx')).started;
}

/**
 * Starts the app. Its files may be gone: a deployment since the page loaded removed them (or a
 * cache served an old page). The page then loads again, the new release, at a moment that loses
 * nothing typed (src/client/newRelease.ts); offline, it stays as it is, complete without the app.
 */
function start() {
  startApp().catch(async (error: unknown) => {
    // A page being left stops its downloads: nothing is wrong.
    if (pageLeaving()) return;
    const there = await releaseFilesThere([...appFiles, ...dataFiles]);
    if (there === false) loadNewRelease();
    else if (there && !pageLeaving()) console.error(error);
  });
}

/** Events that show the visitor has started to use the page. */
const startEvents = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'pointermove'] as const;
/** Where a press or a key is still down, the event that ends it. */
const endOf: Partial<Record<string, string[]>> = { pointerdown: ['pointerup', 'pointercancel'], touchstart: ['touchend', 'touchcancel'], keydown: ['keyup'] };

/**
 * The frame's buttons and the dialogs and popovers they open: the browser answers them, with
 * links and this script's help (src/client/frameControls.ts), and never the app. Using them
 * starts nothing: the app's first tasks would hold back the visitor's next tap in the same menu
 * (Get Started from an open menu, on a slowed phone, 108 ms at the median against 57 ms).
 */
const frameControl = '[commandfor], [popovertarget], dialog[open], [popover], [data-services-menu]';

/**
 * The app starts once the interaction that started it has been answered and painted: its first
 * tasks (React's file alone is a few tens of milliseconds on a phone) must not hold back what
 * the interaction shows.
 */
function startOnInteraction(event: Event) {
  if (event.target instanceof Element && event.target.closest(frameControl)) return;
  // A mouse that has not moved: a browser may report where a resting pointer is as the page
  // appears under it (Chromium's headless shell does, at 0,0), and the visitor has done nothing.
  if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const ends = endOf[event.type];
  if (!ends) return afterPaint();
  let started = false;
  const once = () => void (started || ((started = true), afterPaint()));
  for (const type of ends) addEventListener(type, once, { capture: true, once: true });
  setTimeout(once, 1000); // a long press
}

/**
 * When the browser is idle after the page has loaded and painted its text in its fonts: the
 * app's download, started before that paint, shares the network with it, and Lighthouse then
 * counts the download in LCP (a paint 100 ms late cost /pricing 0.9 s of simulated LCP); the
 * service worker's start, at the load event, made a tap at load answer 50-100 ms later.
 */
function whenSettled(work: () => void) {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 200));
  const afterFirstPaint = () => void document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(whenIdle, 0)));
  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });
}

// A page without prerendered content (the dev server) needs the app at once. An address asking
// for a view the prerender could not show (a filter, a linked question) needs it once the page
// has loaded, and so does a page the browser restored already scrolled.
// A page loaded again for a new release while it held the visitor's tap for the app gives it now.
if (!prerendered || holdTapAgain()) start();
else {
  for (const type of startEvents) addEventListener(type, startOnInteraction, { capture: true, passive: true });
  // Downloaded while the visitor reads, so that it is ready to run when they act.
  whenSettled(() => (location.search || location.hash || scrollY > 0 ? start() : void preloadApp()));
}

// The service worker (offline pages, installable app) exists in production builds only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) whenSettled(() => void registerServiceWorker());
