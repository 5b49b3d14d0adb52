// Brotli and gzip copies beside every compressible file of the client build ("app.js.br",
// "app.js.gz"), so that the server sends them as they are instead of compressing the same bytes
// on every request. Build time can afford brotli's best quality.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cachedFile, removeUnusedFiles } from './fileCache.ts';

/** Text formats; images and fonts (png, webp, avif, woff2) are compressed already. */
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|ico)$/;
/** Below this a compressed copy saves less than the extra file costs (the server's on-the-fly threshold too). */
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli's best quality costs about 16 s of CPU for the site's 88 pages; a publish changes a few
// of them, and the scripts stay the same from build to build of the same code. So each copy is
// kept by the hash of the bytes it compresses, and a later build takes it from there. A copy no
// build has used for a week is removed.
export const precompressCacheDir = fileURLToPath(new URL('../../../node_modules/.cache/precompress', import.meta.url));
const cacheDays = 7;

/** Writes the .br and .gz copies of the compressible files under `dir`, each only where it is smaller. Returns how many files it wrote. */
export async function precompress(dir: string, cacheDir = precompressCacheDir): Promise<number> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  // The compressions run on libuv's threads, in parallel.
  const written = await Promise.all(files.map((file) => precompressFile(file, cacheDir)));
  removeUnusedFiles(cacheDir, cacheDays);
  return written.reduce((sum, n) => sum + n, 0);
}

/** The quality of a publish's brotli copies: a few per cent larger than the best, about fifty times faster. */
const quickBrotliQuality = 5;

/**
 * Writes the .br and .gz copies of one file, each only where it is smaller. Returns how many it
 * wrote. `quick` (a publish, which someone waits for) takes the best copy from the cache, or else
 * makes a quick one.
 */
export async function precompressFile(file: string, cacheDir = precompressCacheDir, { quick = false } = {}): Promise<number> {
  const source = readFileSync(file);
  if (source.length < minBytes) return 0;
  const key = createHash('sha256').update(source).digest('hex');
  const best = join(cacheDir, `${key}.br-q11`);
  const quality = quick && !existsSync(best) ? quickBrotliQuality : constants.BROTLI_MAX_QUALITY;
  const copies = await Promise.all([
    cachedFile(join(cacheDir, `${key}.br-q${quality}`), () => brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })).then((data) => ['br', data] as const),
    cachedFile(join(cacheDir, `${key}.gz-9`), () => gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })).then((data) => ['gz', data] as const),
  ]);
  const smaller = copies.filter(([, data]) => data.length < source.length);
  // Renamed into place: a server may be sending the file meanwhile, and a release's copy may be a
  // link to the deployment's (scripts/render-release.ts), which must not be written through.
  for (const [extension, data] of smaller) {
    writeFileSync(`${file}.${extension}.partial`, data);
    renameSync(`${file}.${extension}.partial`, `${file}.${extension}`);
  }
  return smaller.length;
}
