// The page's only script tag. The prerendered page can be read before any script runs, so the
// app (React, the router, MUI: most of the bytes) is fetched once the page has painted and loaded:
// on a slow phone connection its text, styles, font and images get the bandwidth first. Then the
// app's two files and the chunks of this page (listed by the prerender in data-chunks) load in
// parallel, and the app hydrates the page.
import { nextTask, preloadModules } from './client/modulePreload.ts';

/** Resolves after the first paint with content (at once where the browser cannot tell). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true })));
}

async function boot() {
  // The router reads session storage as it starts, and a page's first read waits on the browser
  // process (10 ms in a Lighthouse trace). Made here, while the page is still loading, it no
  // longer lengthens the app's start, which counts as blocking time.
  try {
    void sessionStorage.length;
  } catch {
    // storage blocked: the router copes
  }
  // A page without prerendered content (the dev server) has nothing to paint before the app.
  if (document.getElementById('root')?.firstElementChild) await Promise.all([firstContentfulPaint(), pageLoaded()]);
  const script = document.querySelector<HTMLScriptElement>('script[data-chunks]');
  await preloadModules(script?.dataset.chunks?.split(' ').filter(Boolean) ?? []);
  // React's file runs a task before the rest of the app (scripts/lib/appChunk.ts): run together,
  // they would keep the page from answering a tap for one long task.
  await import('./client/reactDom.ts');
  await nextTask();
  await import('./entry-client.tsx');
}

void boot();
