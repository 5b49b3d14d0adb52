// The service worker (src/server/render/pwa.ts): offline pages and the installable app, in production
// builds only. It keeps each page as it is visited; the page that installs it loaded before it,
// so on that first visit the page asks the worker to keep it too (workbox's CACHE_URLS message,
// routed like a page), and is there offline like the pages visited after it.
export async function registerServiceWorker(): Promise<void> {
  const workers = navigator.serviceWorker;
  const firstVisit = workers.controller === null;
  try {
    await workers.register('/sw.js', { scope: '/' });
    if (firstVisit) (await workers.ready).active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href] } });
  } catch {
    // No service worker (private mode, a blocked script): the site works without one.
  }
}
