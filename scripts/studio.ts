// `npm run studio`: the marketers' editor for site.json, on this machine only. It builds the
// studio's page and its preview (preview.html: the site's components drawing the draft in place)
// in production mode, then serves them with the studio's API on 127.0.0.1 (STUDIO_PORT, default
// 4330). The site's files are PUBLIC_DIR, else the public/ beside its site.json, else the
// repository's: its images are the library, the preview's images and the uploads' place.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, preview } from 'vite';
import { projectRoot } from '../src/server/render/schemas.ts';
import { studioApi } from './lib/studioApi.ts';

const host = '127.0.0.1';
const siteFile = resolve(process.env.SITE_FILE ?? join(projectRoot, 'site.json'));
const besideSiteFile = join(dirname(siteFile), 'public');
const publicDir = resolve(process.env.PUBLIC_DIR ?? (existsSync(besideSiteFile) ? besideSiteFile : join(projectRoot, 'public')));
const port = Number(process.env.STUDIO_PORT ?? 4330);
const configFile = join(projectRoot, 'studio/vite.config.ts');

process.env.STUDIO_LOCAL = '1';
console.log('Building the studio…');
await build({ configFile, logLevel: 'warn' });
const { localStudioDir } = await import('../studio/vite.config.ts');
const studio = await preview({
  configFile,
  logLevel: 'warn',
  plugins: [studioApi({ siteFile, publicDir })],
  build: { outDir: localStudioDir },
  // No CORS: by default Vite lets any page on localhost read its answers, the draft included.
  preview: { host, port, strictPort: true, cors: false },
});

console.log(`The studio is editing ${siteFile}, with the files of ${publicDir}\n  Studio: http://${host}:${port}/\nPress Ctrl+C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await studio.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
