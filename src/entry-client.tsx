// The app: hydrates the prerendered page (or renders it, in the dev server). src/boot.ts loads it
// when the visitor starts to use the page.
import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, createPath, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { hydrateEverything } from './app/deferred.tsx';
import { localeInfo, localeOfPath } from './app/locale.ts';
import { prefetchPage } from './app/pageData.ts';
import { createAppRoutes } from './app/routes.tsx';
import { nextTask } from './client/modulePreload.ts';
import { loadNewRelease } from './client/newRelease.ts';
import { createRoot, hydrateRoot } from './client/reactDom.ts';
import { loadSiteContent } from './client/siteData.ts';
import { createEmotionCache } from './theme/emotionCache.ts';

// A chunk or data file of an older release may be gone: load the new release instead of breaking, once
// (src/client/newRelease.ts, shared with the boot script). Mid-navigation, the page the visitor
// asked for, not the one they are leaving. When it does not (a second failure soon after, which is
// real: offline, a server down), the page's error screen shows it rather than reload in a loop.
// The event is never prevented: Vite's import would then resolve to undefined instead of failing,
// and whatever read the module would break on it; the imports wait instead while the next
// release loads (untilNewRelease).
const loadNewReleaseHere = () => {
  const target = router?.state.navigation.location;
  loadNewRelease(target ? createPath(target) : undefined);
};
window.addEventListener('vite:preloadError', loadNewReleaseHere);

let router: ReturnType<typeof createBrowserRouter> | undefined;

async function start() {
  // Built pages carry their fonts' @font-face rules inline (src/server/render/fonts.ts); the dev server has no prerender.
  // The dev server's check of site.json: an invalid file shows its problems in the error overlay.
  if (import.meta.env.DEV) await Promise.all([import('@fontsource-variable/inter/wght.css'), import('@fontsource-variable/cairo/wght.css'), import('virtual:site-problems')]);
  const container = document.getElementById('root')!;
  const locale = localeOfPath(location.pathname);
  // The page's language, and for right-to-left pages the RTL style plugins, load in parallel.
  const [content, rtlPlugins] = await Promise.all([
    loadSiteContent(locale, loadNewReleaseHere),
    localeInfo[locale].dir === 'rtl' ? import('./theme/rtl.ts').then((m) => m.rtlStylisPlugins) : undefined,
  ]);
  const routes = createAppRoutes(content);
  const prerendered = container.firstElementChild !== null;

  // The prerendered HTML carries no inline data (the CSP forbids inline scripts), so the
  // current route's loaders run here first: their chunks are preloaded, so this is quick.
  const loaderData: Record<string, unknown> = {};
  for (const match of matchRoutes(routes, location) ?? []) {
    const { loader, id } = match.route;
    if (typeof loader === 'function' && id)
      loaderData[id] = await loader({ params: match.params, request: new Request(location.href), context: undefined } as never);
  }
  // Each step in a task of its own: together they blocked a phone for over 100 ms.
  await nextTask();
  router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  // Subscribed before the app: the parts still waiting for the visitor or to be seen hydrate
  // before React renders the navigation, which could not commit past them.
  const { location: firstLocation } = router.state;
  router.subscribe((state) => {
    if (state.location !== firstLocation || state.navigation.state !== 'idle') hydrateEverything();
  });
  const app = (
    <StrictMode>
      <AppProviders content={content} cache={createEmotionCache(rtlPlugins)} prefetch={(path) => prefetchPage(content.pageLoaders, path)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  await nextTask();
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Awaited by the boot script, so that its start fails with it (a file gone, a page left while it
// loaded) and is handled there (src/boot.ts), rather than an unhandled rejection. Not a top-level
// await: with one, the bundler moved what the boot script shares with the app (newRelease,
// installPrompt, notFound) into files of their own, which the boot script then waited for.
export const started = start();
