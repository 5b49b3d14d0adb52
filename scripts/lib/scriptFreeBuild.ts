// A copy of the build whose pages run no script: the same HTML, styles, fonts and images, served
// by the same server code. Lighthouse on it gives the best this design can score on this machine,
// so that `npm run bench -- --baseline` can say what the scripts cost.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressFile } from '../../src/server/render/precompress.ts';

/** Every script element except JSON-LD, which is data for search engines, not code. */
const scriptElement = /<script\b(?![^>]*\btype=["']?application\/ld\+json)[^>]*>[\s\S]*?<\/script>\s*/g;
/** Module preloads fetch code that nothing would run. */
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload[^>]*>\s*/g;

export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(modulePreload, '');
}

/**
 * Copies `buildDir` to `copyDir` (replacing it) and removes the scripts from every page of the
 * copy. The server sends a page's .br or .gz copy before the page itself, so those are written
 * again from the changed page. Returns how many pages changed.
 */
export async function writeScriptFreeBuild(buildDir: string, copyDir: string): Promise<number> {
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(buildDir, copyDir, { recursive: true });
  const pages = readdirSync(join(copyDir, 'client'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  let changed = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const stripped = withoutScripts(html);
    if (stripped === html) continue;
    writeFileSync(page, stripped);
    rmSync(`${page}.br`, { force: true });
    rmSync(`${page}.gz`, { force: true });
    await precompressFile(page);
    changed++;
  }
  return changed;
}
