import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/vite-plugin-site.ts';
import { prerenderPlugin } from './scripts/vite-plugin-prerender.ts';

// SITE_FILE and BUILD_DIR let the build tests build fixture sites into temporary folders.
const siteFile = resolve(process.env.SITE_FILE ?? 'site.json');
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    sitePlugin({ siteFile, publicDir: resolve('public') }),
    prerenderPlugin({ serverEntry: resolve(buildDir, 'server/entry-server.js') }),
  ],
  build: {
    outDir: resolve(buildDir, isSsrBuild ? 'server' : 'client'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    target: 'es2022',
  },
  ssr: {
    // Bundle the app's libraries into the server entry so the prerender needs no JSX or CSS loaders.
    noExternal: isSsrBuild ? true : undefined,
  },
  server: { host: '127.0.0.1', port: 5173 },
}));
