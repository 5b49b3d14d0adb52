// The console's build (the studio behind the team's sign-in, served under /studio by the
// production server): BUILD_DIR/studio, with Vite's manifest, from which the server learns which
// files the sign-in page needs (anyone may load those; the rest only members).
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');

export default defineConfig({
  root: resolve('studio/app'),
  base: '/studio/',
  plugins: [react()],
  // Its own cache: the studio's libraries are not the site's.
  cacheDir: resolve('node_modules/.cache/studio/vite'),
  build: {
    outDir: resolve(buildDir, 'studio'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // A work tool on a desk: the studio's forms (rjsf, MUI) are large, and load after sign-in.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: { input: resolve('studio/app/console.html') },
  },
});
