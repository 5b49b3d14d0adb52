// The installable app: the web manifest from site.json's facts, and the service worker's rules
// (vite-plugin-pwa, generateSW). See docs/development.md, "Installable app and offline use".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { locales } from '../../app/locale.ts';
import type { Site } from '../../types/site.ts';
import { offlineFileFor } from './renderSite.ts';

const background = '#0a0f1e';

/**
 * The hashed files the shell needs: what the offline pages use (their fonts' main cuts) and the boot
 * script, the one script of every page (read from the home page), so that a kept page's frame works
 * offline. Of the rest of the shell, vite-plugin-pwa adds the manifest and its icons, the glob
 * patterns the offline pages and the two icons they name.
 */
export function shellFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  const used = (html: string, pattern: RegExp) => {
    for (const [, file] of html.matchAll(pattern)) files.add(file);
  };
  for (const locale of locales) used(readFileSync(join(clientDir, offlineFileFor(locale)), 'utf8'), /(?:\bsrc="|\bhref="|url\()\/(assets\/[^")]+)/g);
  used(readFileSync(join(clientDir, 'index.html'), 'utf8'), /<script type="module"[^>]*\bsrc="\/(assets\/[^"]+)"/g);
  return files;
}

/**
 * Nothing marked no-store is kept: a review link's pages and files (src/server/review/), which
 * show a version visitors do not see. (Copied into the service worker as text, as the patterns below.)
 */
const notNoStore = { cacheWillUpdate: async ({ response }: { response: Response }) => (/no-store/.test(response.headers.get('cache-control') ?? '') ? null : response) };

export function pwaOptions(site: Site, clientDir: string): Partial<VitePWAOptions> {
  const title = (path: string) => site.routes.find((route) => route.path === path)?.title ?? path;
  return {
    strategies: 'generateSW',
    injectRegister: false, // the boot script registers it, in production only (src/client/serviceWorker.ts)
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    manifest: {
      name: site.ui.install!.appName,
      short_name: site.site.brand,
      description: site.site.description,
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      theme_color: background,
      background_color: background,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        { name: title('/contact'), url: '/contact', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        { name: title('/pricing'), url: '/pricing', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      ],
    },
    workbox: {
      // Only the shell is kept in advance (see shellFiles): a first visit downloads what the visitor
      // reads and the frame, not the whole site. The rest is kept as it is visited (below).
      globPatterns: ['**/offline.html', 'favicon.svg', 'icons/apple-touch-icon.png', 'assets/*.{js,woff2}'],
      manifestTransforms: [
        async (entries) => {
          const shell = shellFiles(clientDir);
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)), warnings: [] };
        },
      ],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // A page's request to the network starts as the worker starts, not once it has started.
      navigationPreload: true,
      // (These functions are copied into the service worker as text: they can use nothing from outside.)
      runtimeCaching: [
        // Forms and their tokens always go to the server; nothing of them is kept. Nor anything of
        // the team's console (/studio): its pages and data are for signed-in members only.
        { urlPattern: ({ url }) => url.pathname.startsWith('/api/') || url.pathname === '/studio' || url.pathname.startsWith('/studio/'), handler: 'NetworkOnly' },
        // The build's hashed files never change: a name is kept once its file has been fetched.
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 60 * 86_400 }, cacheableResponse: { statuses: [200] }, plugins: [notNoStore] },
        },
        { urlPattern: ({ request }) => request.destination === 'image', handler: 'CacheFirst', options: { cacheName: 'images', expiration: { maxEntries: 80, maxAgeSeconds: 30 * 86_400 }, plugins: [notNoStore] } },
        // Pages: the network first, so that the next page view after a deployment shows the new
        // release; each page is kept as it is visited, for offline use and for a network that has not
        // answered in 3 s. A page neither answered nor kept gets its language's offline page. The
        // boot script asks for the page that installed the worker, which loaded before it (a message,
        // src/client/serviceWorker.ts).
        {
          urlPattern: ({ request, url, event }) => (request.mode === 'navigate' || event?.type === 'message') && /^\/ar(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: { cacheName: 'pages-ar', networkTimeoutSeconds: 3, expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] }, precacheFallback: { fallbackURL: `/${offlineFileFor('ar')}` }, plugins: [notNoStore] },
        },
        {
          urlPattern: ({ request, event }) => request.mode === 'navigate' || event?.type === 'message',
          handler: 'NetworkFirst',
          options: { cacheName: 'pages', networkTimeoutSeconds: 3, expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] }, precacheFallback: { fallbackURL: `/${offlineFileFor('en')}` }, plugins: [notNoStore] },
        },
      ],
    },
  };
}
