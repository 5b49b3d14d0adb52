// The studio's build, in production mode (React's development build made every keystroke cost
// 100-400 ms): for the console (the studio behind the team's sign-in, served under /studio by the
// production server) into BUILD_DIR/studio, with Vite's manifest, from which the server learns
// which files the sign-in page needs (anyone may load those; the rest only members); and for
// `npm run studio` (STUDIO_LOCAL=1), at /, into Vite's cache.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const local = process.env.STUDIO_LOCAL === '1';
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
// In the project, not under node_modules/ (which worktrees of the project may share).
export const localStudioDir = resolve('.cache/studio/app');

export default defineConfig({
  root: resolve('studio/app'),
  base: local ? '/' : '/studio/',
  plugins: [react()],
  // Its own cache: the studio's libraries are not the site's.
  cacheDir: resolve('.cache/studio/vite'),
  build: {
    outDir: local ? localStudioDir : resolve(buildDir, 'studio'),
    emptyOutDir: true,
    manifest: !local,
    target: 'es2022',
    // A work tool on a desk: the studio's forms (rjsf, MUI) are large, and load after sign-in.
    chunkSizeWarningLimit: 1000,
    // The studio (the console, or the local one) and its preview frame (the site's components drawing the draft).
    rolldownOptions: { input: [resolve('studio/app', local ? 'index.html' : 'console.html'), resolve('studio/app/preview.html')] },
  },
});
