// The Fastify server on a small fake build: status codes, one address per page, caching,
// compression (the build's precompressed copies), and the security headers (with each page's
// own CSP) on every response.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../src/server/render/precompress.ts';
import type { PrerenderManifest } from '../../src/server/releaseFiles.ts';
import { buildServer } from '../../src/server/app.ts';

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

const homeHashes = [styleHash('body{margin:0}'), styleHash('.home{color:red}')];
const contactHashes = [styleHash('body{margin:0}'), styleHash('.contact{color:blue}')];
const notFoundHashes = [styleHash('.not-found{color:gray}')];

// Over the 1 KB below which the build keeps no compressed copy.
const homeHtml = `<!doctype html><html><head><title>Home | Nuqta</title></head><body><h1>Home page</h1><p>${'Nuqta builds fast websites. '.repeat(60)}</p></body></html>`;
const contactHtml = '<!doctype html><html><head><title>Contact | Nuqta</title></head><body><h1>Contact page</h1></body></html>';
const notFoundHtml = `<!doctype html><html><head><title>Page not found | Nuqta</title></head><body><h1>Oops! Page not found</h1><p>${'Try the menu. '.repeat(80)}</p></body></html>`;
// Larger than the compression threshold, so that it is sent compressed to browsers that accept it.
const assetJs = `export const text = ${JSON.stringify('Nuqta builds fast websites. '.repeat(200))};\n`;
// Over the 1 KB below which the build keeps no compressed copy.
const feedXml = (lang: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${lang === 'ar' ? 'الأخبار' : 'News'}</title><language>${lang}</language>${'<item><title>Nuqta news</title></item>'.repeat(40)}</channel></rss>`;
const faviconSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

const manifest: PrerenderManifest = {
  pages: [
    { path: '/', file: 'index.html', styleHashes: homeHashes },
    { path: '/contact', file: 'contact/index.html', styleHashes: contactHashes },
  ],
  notFound: { path: null, file: '404.html', styleHashes: notFoundHashes },
  redirects: [{ from: '/contact-us', to: '/contact' }],
};

let buildDir: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  mkdirSync(dirname(join(buildDir, file)), { recursive: true });
  writeFileSync(join(buildDir, file), content);
}

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'nuqta-server-'));
  write('client/index.html', homeHtml);
  write('client/404.html', notFoundHtml);
  write('client/contact/index.html', contactHtml);
  write('client/assets/app-abc123.js', assetJs);
  write('client/favicon.svg', faviconSvg);
  write('client/rss.xml', feedXml('en'));
  write('client/ar/rss.xml', feedXml('ar'));
  write('client/.secret', 'not for visitors');
  write('prerender-manifest.json', JSON.stringify(manifest, null, 2));
  await precompress(join(buildDir, 'client'));
  app = await buildServer({ buildDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The CSP's directives by name, e.g. { "script-src": ["'self'"] }. */
function cspDirectives(response: LightMyRequestResponse): Record<string, string[]> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const h = response.headers;
  expect(h['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['permissions-policy']).toContain('microphone=()');
  expect(h['permissions-policy']).toContain('geolocation=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  const csp = cspDirectives(response);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  // A <base> injected into a page cannot send its relative links and scripts elsewhere.
  expect(csp['base-uri']).toEqual(["'none'"]);
}

describe('pages', () => {
  it.each([
    ['/', homeHtml, homeHashes, contactHashes],
    ['/contact', contactHtml, contactHashes, homeHashes],
  ])('%s answers 200 with its prerendered HTML and a CSP allowing exactly its own inline styles', async (url, html, own, other) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const styleSrc = cspDirectives(response)['style-src'];
    for (const hash of own) expect(styleSrc).toContain(hash);
    for (const hash of other.filter((h) => !own.includes(h))) expect(styleSrc).not.toContain(hash);
    expect(styleSrc).not.toContain("'unsafe-inline'");
    expectSecurityHeaders(response);
  });

  it('redirects a trailing slash to the one address of the page, keeping the query', async () => {
    const response = await get('/contact/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/contact');
    expectSecurityHeaders(response);

    const withQuery = await get('/contact/?from=ad');
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe('/contact?from=ad');
  });

  // "//evil.example" in a Location header is a link to another site: an open redirect.
  it('answers a declared old address with a permanent redirect to its page', async () => {
    const response = await get('/contact-us');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/contact');
  });

  it('never redirects to another site', async () => {
    for (const url of ['//evil.example/', '//evil.example/path/']) {
      const response = await get(url);
      expect(String(response.headers.location ?? '/')).toMatch(/^\/(?![/\\])/);
    }
  });

  it.each(['/index.html', '/contact/index.html', '/404.html'])('does not serve %s as a raw file', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(notFoundHtml);
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/services/does-not/exist', '/assets/missing-123.js'])('%s answers 404 with the not-found page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(notFoundHtml);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const hash of notFoundHashes) expect(cspDirectives(response)['style-src']).toContain(hash);
    for (const hash of homeHashes) expect(cspDirectives(response)['style-src']).not.toContain(hash);
    expectSecurityHeaders(response);
  });

  it('answers other methods with a plain 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/nope', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
    expectSecurityHeaders(response);
  });
});

describe('the wrong method on an address that exists', () => {
  it.each(['/', '/contact', '/assets/app-abc123.js', '/favicon.svg', '/contact-us'])('%s answers 405 with the methods it allows', async (url) => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(response);
    }
  });
});


describe('static files', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(assetJs);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  it('serves other public files with a short, revalidated cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(faviconSvg);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
    expectSecurityHeaders(response);
  });

  it('serves each language\'s news feed as RSS in UTF-8', async () => {
    for (const [url, lang] of [['/rss.xml', 'en'], ['/ar/rss.xml', 'ar']]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/rss+xml; charset=utf-8');
      expect(response.body).toBe(feedXml(lang));
    }
  });

  it('compresses a large asset for a client that accepts gzip', async () => {
    expect(assetJs.length).toBeGreaterThan(2048);
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(assetJs.length);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(assetJs);
    expectSecurityHeaders(response);

    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetJs);
  });
});

describe('the build\'s precompressed copies', () => {
  const head = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'HEAD', url, headers });
  const copy = (file: string) => readFileSync(join(buildDir, 'client', file));
  const encodings = [
    ['br', '.br', brotliDecompressSync],
    ['gzip', '.gz', gunzipSync],
  ] as const;
  const files = [
    { url: '/', file: 'index.html', original: homeHtml, type: /^text\/html; charset=utf-8$/, cacheControl: 'no-cache', styleHashes: homeHashes },
    { url: '/assets/app-abc123.js', file: 'assets/app-abc123.js', original: assetJs, type: /^(text|application)\/javascript; charset=utf-8$/, cacheControl: 'public, max-age=31536000, immutable', styleHashes: [] },
  ];

  describe.each(files)('$url', ({ url, file, original, type, cacheControl, styleHashes }) => {
    const expectHeaders = (response: LightMyRequestResponse) => {
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      for (const hash of styleHashes) expect(cspDirectives(response)['style-src']).toContain(hash);
      expectSecurityHeaders(response);
    };

    it.each(encodings)('accept-encoding %s: the build\'s %s file as it is, with its length', async (encoding, extension, decompress) => {
      const response = await get(url, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.equals(copy(file + extension))).toBe(true);
      expect(decompress(response.rawPayload).toString('utf8')).toBe(original);
      expect(response.headers['content-length']).toBe(String(copy(file + extension).length));
      expectHeaders(response);
    });

    it.each<Record<string, string>>([{}, { 'accept-encoding': 'identity' }])('%o: the original file', async (headers) => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(original);
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(original)));
      expectHeaders(response);
    });

    it('HEAD: the headers of the copy GET would send, without a body', async () => {
      const response = await head(url, { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-length']).toBe(String(copy(`${file}.br`).length));
      expect(response.rawPayload.length).toBe(0);
      expectHeaders(response);
    });

    it('each encoding has its own ETag: a cached brotli copy is not taken for the gzip one', async () => {
      const { etag } = (await get(url, { 'accept-encoding': 'br' })).headers;
      expect(etag).toBeDefined();
      const notModified = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      const gzip = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
      expect(gzip.statusCode).toBe(200);
      expect(gzip.rawPayload.equals(copy(`${file}.gz`))).toBe(true);
    });

    it('the copies are no addresses of their own', async () => {
      for (const extension of ['.br', '.gz']) {
        const response = await get(url === '/' ? `/${file}${extension}` : `${url}${extension}`, { 'accept-encoding': 'identity' });
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(notFoundHtml);
      }
    });
  });

  it('the not-found page comes from its copy too, with its 404', async () => {
    const response = await get('/nope', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(copy('404.html.br'))).toBe(true);
    for (const hash of notFoundHashes) expect(cspDirectives(response)['style-src']).toContain(hash);
  });

  it('the feed keeps its RSS type when sent compressed', async () => {
    const response = await get('/rss.xml', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(feedXml('en'));
  });
});

describe('dotfiles', () => {
  it('a file whose name starts with a dot is not served', async () => {
    const response = await get('/.secret');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(notFoundHtml);
  });
});

describe('buildServer', () => {
  it('refuses to start without a build, saying how to make one', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'nuqta-empty-'));
    try {
      await expect(buildServer({ buildDir: empty })).rejects.toThrow(/No build found in .*nuqta-empty-.*npm run build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
