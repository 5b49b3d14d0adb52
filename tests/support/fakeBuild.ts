// A minimal build folder for server tests: three pages, a not-found page, one asset. The form
// pages are over 1 KB, so that the build's precompress (scripts/lib/precompress.ts) copies them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PrerenderManifest } from '../../scripts/vite-plugin-prerender.ts';

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
  return buildDir;
}
