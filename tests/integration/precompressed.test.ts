// The build's brotli and gzip copies (src/server/render/precompress.ts) on the real build: beside every
// page and script, each smaller than its file and decompressing to it, none of images or fonts,
// and none in the service worker's precache list. Runs after `npm run build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PrerenderManifest } from '../../src/server/releaseFiles.ts';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const clientDir = join(buildDir, 'client');
const manifest: PrerenderManifest = JSON.parse(readFileSync(join(buildDir, 'prerender-manifest.json'), 'utf8'));
const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
const copies = [
  ['.br', brotliDecompressSync],
  ['.gz', gunzipSync],
] as const;

/** The copies of these files that are missing, or not smaller than their file, or not equal to it once decompressed. */
function badCopies(list: string[]): string[] {
  const bad: string[] = [];
  for (const file of list) {
    const original = readFileSync(join(clientDir, file));
    for (const [extension, decompress] of copies) {
      const copy = join(clientDir, file + extension);
      if (!existsSync(copy)) bad.push(`${file}${extension}: missing`);
      else if (readFileSync(copy).length >= original.length) bad.push(`${file}${extension}: not smaller`);
      else if (!decompress(readFileSync(copy)).equals(original)) bad.push(`${file}${extension}: not the file`);
    }
  }
  return bad;
}

describe("the build's precompressed copies", () => {
  it('every page, the not-found and offline pages, every script, stylesheet and data file over 1 KB and the feeds have theirs; images and fonts none', () => {
    const pages = [...manifest.pages, ...Object.values(manifest.notFoundByLocale ?? {}), ...Object.values(manifest.offlineByLocale ?? {})].map((page) => page.file);
    const assets = files.filter((file) => /^assets\/.+\.(js|css|json)$/.test(file) && statSync(join(clientDir, file)).size > 1024);
    expect(pages.length).toBeGreaterThan(60);
    expect(assets.length).toBeGreaterThan(50);
    expect(assets.filter((file) => file.startsWith('assets/content/')).length).toBeGreaterThan(40);
    expect(badCopies([...pages, ...assets, 'sitemap.xml', 'rss.xml', 'ar/rss.xml'])).toEqual([]);
    expect(files.filter((file) => /\.(png|jpe?g|webp|avif|woff2?)\.(br|gz)$/.test(file))).toEqual([]);
  });

  it("the service worker, which the PWA plugin writes last, has its copies, and its precache list names none", () => {
    expect(badCopies(['sw.js', ...files.filter((file) => /^workbox-[\w-]+\.js$/.test(file))])).toEqual([]);
    const precached = [...readFileSync(join(clientDir, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
    // The shell only (src/server/render/pwa.ts): the offline pages among the files that have copies.
    expect(precached).toEqual(expect.arrayContaining(['offline.html', 'ar/offline.html']));
    expect(precached.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });
});
