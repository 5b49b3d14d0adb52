// Browser entry: hydrates the prerendered page (or renders it, in the dev server).
import '@fontsource-variable/inter/wght.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { createAppRoutes } from './app/routes.tsx';
import { createEmotionCache } from './theme/emotionCache.ts';

// A chunk from an older deployment may be gone: reload once to pick up the new build instead of breaking.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'nuqta-chunk-reload';
  if (sessionStorage.getItem(key) === location.pathname) return;
  sessionStorage.setItem(key, location.pathname);
  event.preventDefault();
  location.reload();
});

async function start() {
  const container = document.getElementById('root')!;
  const routes = createAppRoutes();
  const prerendered = container.firstElementChild !== null;

  // The prerendered HTML carries no inline data (the CSP forbids inline scripts), so the
  // current route's loaders run here first: their chunks are preloaded, so this is quick.
  const loaderData: Record<string, unknown> = {};
  for (const match of matchRoutes(routes, location) ?? []) {
    const { loader, id } = match.route;
    if (typeof loader === 'function' && id)
      loaderData[id] = await loader({ params: match.params, request: new Request(location.href), context: undefined } as never);
  }
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  const app = (
    <StrictMode>
      <AppProviders cache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
