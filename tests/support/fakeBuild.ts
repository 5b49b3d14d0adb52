// A minimal build folder for server tests: three pages, a not-found page, one asset, the console. The form
// pages are over 1 KB, so that the build's precompress (src/server/render/precompress.ts) copies them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PrerenderManifest } from '../../src/server/releaseFiles.ts';

export function makeFakeBuild(): string {
  const buildDir = mkdtempSync(join(tmpdir(), 'nuqta-build-'));
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(buildDir, file)), { recursive: true });
    writeFileSync(join(buildDir, file), content);
  };
  const page = (title: string, body = '') => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
  const form = `<form method="post" action="/api/contact"><input type="hidden" name="formToken"/></form><p>${'Tell us about your project. '.repeat(50)}</p>`;
  write('client/index.html', page('Home'));
  write('client/contact/index.html', page('Contact', form + form.replace('/api/contact', '/api/consultation')));
  write('client/news/index.html', page('News', form.replace('/api/contact', '/api/newsletter')));
  write('client/404.html', page('Oops! Page not found'));
  write('client/assets/app-abc123.js', 'export {};\n');
  const manifest: PrerenderManifest = {
    pages: [
      { path: '/', file: 'index.html', styleHashes: [] },
      { path: '/contact', file: 'contact/index.html', styleHashes: [] },
      { path: '/news', file: 'news/index.html', styleHashes: [] },
    ],
    notFound: { path: null, file: '404.html', styleHashes: [] },
    redirects: [],
  };
  write('prerender-manifest.json', JSON.stringify(manifest));
  // The console: its page, the sign-in entry's files, and one file only members may load.
  write('studio/console.html', '<!doctype html><html><head><title>Console</title><script type="module" src="/studio/assets/index-1.js"></script></head><body><div id="root"></div></body></html>');
  write('studio/assets/index-1.js', 'import "./shared-1.js";\n');
  write('studio/assets/shared-1.js', 'export {};\n');
  write('studio/assets/index-1.css', 'body{}\n');
  write('studio/assets/StudioApp-1.js', 'export const studio = true;\n');
  write('studio/assets/SignedInConsole-1.js', 'export default true;\n');
  write('studio/assets/InboxPage-1.js', 'export default true;\n');
  write('studio/assets/preview-1.js', 'export const preview = true;\n');
  write('studio/preview.html', '<!doctype html><title>Preview</title><script type="module" src="/studio/assets/preview-1.js"></script>');
  write(
    'studio/.vite/manifest.json',
    JSON.stringify({
      'console.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_shared'], dynamicImports: ['StudioApp.tsx'] },
      'preview.html': { file: 'assets/preview-1.js', isEntry: true, imports: ['_shared'] },
      _shared: { file: 'assets/shared-1.js' },
      'StudioApp.tsx': { file: 'assets/StudioApp-1.js', isDynamicEntry: true, imports: ['_shared'] },
      'console/SignedInConsole.tsx': { file: 'assets/SignedInConsole-1.js', isDynamicEntry: true, imports: ['_shared'], dynamicImports: ['StudioApp.tsx', 'console/inbox/InboxPage.tsx'] },
      'console/inbox/InboxPage.tsx': { file: 'assets/InboxPage-1.js', isDynamicEntry: true, imports: ['_shared'] },
    }),
  );
  return buildDir;
}
