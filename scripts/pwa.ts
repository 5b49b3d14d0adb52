// The installable app: the web manifest from site.json's facts, and the service worker's rules
// (vite-plugin-pwa, generateSW). See README "Installable app and offline use".
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { Site } from '../src/types/site.ts';
import { offlineFileFor } from './vite-plugin-prerender.ts';

const background = '#0a0f1e';

export function pwaOptions(site: Site): Partial<VitePWAOptions> {
  const title = (path: string) => site.routes.find((route) => route.path === path)?.title ?? path;
  return {
    strategies: 'generateSW',
    injectRegister: false, // src/entry-client.tsx registers it, in production only
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
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp,avif,webmanifest}'],
      // The not-found page is answered with 404 by the server, and is not a page to keep.
      // The 3D scene loads only where it may run (not under reduced motion or Save-Data): not in advance.
      // The share cards (social/) are for other sites' link previews, not for visitors.
      // Only the Latin subset of Inter and the Arabic one of Cairo are kept in advance; the others load if a text needs them.
      // The Arabic pages are kept as they are visited (below), not in advance: most visitors read one language.
      globIgnores: [
        '404.html',
        'ar/404.html',
        'ar/index.html',
        'ar/**/index.html',
        '**/node_modules/**',
        'assets/heroScene-*.js',
        'images/news/**',
        'social/**',
        'assets/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese,latin-ext}-*.woff2',
        'assets/cairo-{latin,latin-ext}-*.woff2',
      ],
      // Prerendered pages are stored under their addresses: "contact/index.html" is "/contact".
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => ({
            ...entry,
            url: entry.url === 'index.html' ? '/' : entry.url.endsWith('/index.html') ? `/${entry.url.slice(0, -'/index.html'.length)}` : entry.url,
          })),
          warnings: [],
        }),
      ],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        // Forms and their tokens always go to the server; nothing of them is kept.
        { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
        { urlPattern: ({ request }) => request.destination === 'image', handler: 'CacheFirst', options: { cacheName: 'images', expiration: { maxEntries: 80, maxAgeSeconds: 30 * 86_400 } } },
        // Arabic pages: the network first, keeping each visited page for offline use; else the Arabic offline page.
        // (These functions are copied into the service worker as text: they can use nothing from outside.)
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/ar(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: { cacheName: 'pages-ar', expiration: { maxEntries: 60 }, precacheFallback: { fallbackURL: `/${offlineFileFor('ar')}` } },
        },
        // A page not saved in advance: the network, or the offline page when there is none.
        { urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: `/${offlineFileFor('en')}` } } },
      ],
    },
  };
}
