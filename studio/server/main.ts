// `npm run studio`: the marketers' editor for site.json, on this machine only.
// It runs two servers on 127.0.0.1: the studio's page and API (STUDIO_PORT, default 4330), and
// the project's own Vite dev server (the next port) on the draft, which the page shows as its
// preview. The dev server reloads the preview whenever the draft file changes.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { studioApi } from './studioApi.ts';

const host = '127.0.0.1';
const siteFile = resolve(process.env.SITE_FILE ?? join(projectRoot, 'site.json'));
const port = Number(process.env.STUDIO_PORT ?? 4330);
const previewPort = Number(process.env.STUDIO_PREVIEW_PORT ?? port + 1);

// Outside node_modules: Vite's watcher ignores everything in there, and the preview must see each write.
const draftDir = mkdtempSync(join(tmpdir(), 'nuqta-studio-'));
const draftFile = join(draftDir, 'site.json');
copyFileSync(siteFile, draftFile);

// The project's vite.config.ts reads SITE_FILE when it loads.
process.env.SITE_FILE = draftFile;
process.on('exit', () => rmSync(draftDir, { recursive: true, force: true }));
const preview = await createServer({
  root: projectRoot,
  configFile: join(projectRoot, 'vite.config.ts'),
  clearScreen: false,
  logLevel: 'warn',
  server: { host, port: previewPort, strictPort: true },
});
await preview.listen();

const studio = await createServer({
  root: join(projectRoot, 'studio/app'),
  configFile: false,
  // Its own cache: the studio's libraries are not the site's.
  cacheDir: join(projectRoot, 'node_modules/.cache/studio/vite'),
  clearScreen: false,
  logLevel: 'warn',
  plugins: [react(), studioApi({ siteFile, draftFile, previewOrigin: `http://${host}:${previewPort}` })],
  // No CORS: by default Vite lets any page on localhost read its answers, the draft included.
  server: { host, port, strictPort: true, cors: false },
});
await studio.listen();

console.log(`The studio is editing ${siteFile}\n  Studio:  http://${host}:${port}/\n  Preview: http://${host}:${previewPort}/ (the draft, reloaded on every valid edit)\nPress Ctrl+C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([studio.close(), preview.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
