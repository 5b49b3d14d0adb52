import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunk, appCompileHints } from './scripts/lib/appChunk.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { validateSiteFile } from './src/server/render/validateSite.ts';
import { pwaOptions } from './src/server/render/pwa.ts';
import { sitePlugin } from './scripts/vite-plugin-site.ts';
import { prerenderPlugin } from './scripts/vite-plugin-prerender.ts';

// SITE_FILE and BUILD_DIR let the console's publisher and the tests build another site file into another folder.
const siteFile = resolve(process.env.SITE_FILE ?? 'site.json');
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
// PUBLIC_DIR: a console release's own public/, the project's files and the images members uploaded.
const publicDir = resolve(process.env.PUBLIC_DIR ?? 'public');

// React Router's package exports name only its development build, whose warnings run on every
// render; a production build takes the identical code with them switched off.
const reactRouterProduction = (entry: string) => resolve(`node_modules/react-router/dist/production/${entry}`);

export default defineConfig(({ command, isSsrBuild }) => {
  const validation = validateSiteFile(siteFile, { publicDir });
  return {
  plugins: [
    react(),
    appCompileHints(),
    sitePlugin({ siteFile, publicDir }),
    prerenderPlugin({ serverEntry: resolve(buildDir, 'server/entry-server.js'), sites: validation.ok ? validation.sites : undefined }),
    // The site plugin reports an invalid site.json; the app's manifest needs a valid one.
    ...(validation.ok && !isSsrBuild ? [VitePWA(pwaOptions(validation.site, resolve(buildDir, 'client')))] : []),
    // Last: it compresses what the others wrote (pages, service worker) once they are done.
    precompressPlugin(),
  ],
  publicDir,
  build: {
    outDir: resolve(buildDir, isSsrBuild ? 'server' : 'client'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: appChunk({ app: resolve('src/entry-client.tsx'), boot: resolve('src/boot.ts') }) }, experimental: { lazyBarrel: true } },
  },
  resolve: {
    alias: command === 'build' ? [
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ] : [],
  },
  ssr: {
    // Bundle the app's libraries into the server entry so the prerender needs no JSX or CSS loaders.
    noExternal: isSsrBuild ? true : undefined,
  },
  server: { host: '127.0.0.1', port: 5173 },
  };
});
