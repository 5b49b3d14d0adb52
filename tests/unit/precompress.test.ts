// The build's brotli and gzip copies are kept by the hash of what they compress: a later build
// of the same bytes takes them from that cache instead of compressing again, and a copy unused
// for a week is removed. (That the copies of the real build decompress to their files:
// tests/integration/precompressed.test.ts.)
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../src/server/render/precompress.ts';

const workDir = mkdtempSync(join(tmpdir(), 'nuqta-precompress-test-'));
const cacheDir = join(workDir, 'cache');
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const page = `<!doctype html><title>Services</title>${'<p>Websites, cloud systems and AI for businesses in Qatar.</p>'.repeat(60)}`;

/** A build folder holding one page. */
function buildWith(name: string, html: string): string {
  const dir = join(workDir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
}

describe('the precompressed copies', () => {
  it('of bytes compressed before are taken from the cache, and a copy unused for a week is removed', async () => {
    const first = buildWith('first', page);
    expect(await precompress(first, cacheDir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(first, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(first, 'index.html.gz'))).toString()).toBe(page);
    const [brotliCopy] = readdirSync(cacheDir).filter((name) => name.endsWith('.br-q11'));
    expect(readdirSync(cacheDir)).toHaveLength(2);

    // The cache's copy is replaced by another valid one (brotli's fastest quality): a build of the
    // same page gets that one, so it was not compressed again.
    const fastest = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    expect(fastest.equals(readFileSync(join(first, 'index.html.br')))).toBe(false);
    writeFileSync(join(cacheDir, brotliCopy), fastest);
    // A copy of a page no build has had for eight days.
    const stale = join(cacheDir, `${'0'.repeat(64)}.br-q11`);
    writeFileSync(stale, fastest);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    utimesSync(stale, eightDaysAgo, eightDaysAgo);
    utimesSync(join(cacheDir, brotliCopy), eightDaysAgo, eightDaysAgo);

    const second = buildWith('second', page);
    expect(await precompress(second, cacheDir)).toBe(2);
    expect(readFileSync(join(second, 'index.html.br')).equals(fastest)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(second, 'index.html.br'))).toString()).toBe(page);
    // Used now: kept, and marked as used; the other is gone.
    expect(statSync(join(cacheDir, brotliCopy)).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    expect(existsSync(stale)).toBe(false);
    expect(readdirSync(cacheDir)).toHaveLength(2);

    // Other bytes are compressed anew.
    const changed = buildWith('changed', page.replace('Services', 'Our Services'));
    await precompress(changed, cacheDir);
    expect(brotliDecompressSync(readFileSync(join(changed, 'index.html.br'))).toString()).toBe(page.replace('Services', 'Our Services'));
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });
});
