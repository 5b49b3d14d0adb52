// What a page of a draft will cost a visitor before the browser is idle ("JavaScript before
// idle", the page budget `jsKb` that a publish enforces, src/server/render/pageBudgets.ts), estimated
// from the draft alone, in the browser as on the server: the code's share, measured from the build
// (codeBeforeIdleKb), plus the page's content as the release writes it (src/server/render/renderSite.ts:
// the language's content file and the page's own file of blocks), gzipped here as the build does.
// CompressionStream compresses at zlib's default level where the build uses 9: a few bytes a page.
import { codeBeforeIdleKb, pageBudgets } from './pageBudgetFigures.ts';
import { localizeSite } from './localize.ts';
import { fillPlaceholders } from './siteTemplates.ts';
import { locales, type Locale } from '../../src/app/locale.ts';
import { routeBlocks, siteContentData } from '../../src/app/siteContentData.ts';
import type { Site } from '../../src/types/site.ts';
import type { SiteData } from './siteData.ts';

export { pageBudgets };

export interface PageEstimate {
  /** The route's index in the draft. */
  route: number;
  locale: Locale;
  /** Everything before idle, KB gzipped: the code's share, the language's content file and the page's file. */
  kb: number;
  /** The page's own file of blocks, KB gzipped. */
  pageKb: number;
  /** Each block's part of the page's file (its share of the bytes), KB. */
  blockKb: number[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Bytes of `text` gzipped. */
export async function gzippedBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Eight hex digits standing for a file's hash in the content file's list of pages (as random as a hash, so it compresses as one). */
function pseudoHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** The draft in one language as the release renders it, or undefined when it cannot be made (a draft with problems). */
function siteIn(draft: SiteData, locale: Locale): Site | undefined {
  try {
    return fillPlaceholders(localizeSite(draft, locale), locale).site;
  } catch {
    return undefined;
  }
}

/** A pause for whatever waits (a key typed): the estimate is done in short tasks. */
const yieldToKeys = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Every page's estimate in both languages; pages that cannot be made yet (a draft with problems) are left out. */
export async function estimatePages(draft: SiteData): Promise<PageEstimate[]> {
  const estimates: PageEstimate[] = [];
  for (const locale of locales) {
    await yieldToKeys();
    const site = siteIn(draft, locale);
    if (!site) continue;
    const pages: Record<string, string> = {};
    const files: Array<{ route: number; text: string; blocks: string[] }> = [];
    await yieldToKeys();
    site.routes.forEach((route, r) => {
      try {
        const blocks = routeBlocks(site, route.path) ?? [];
        const text = JSON.stringify(blocks);
        pages[route.path] = `/assets/content/pages${route.path === '/' ? '/index' : route.path}-${pseudoHash(text)}.json`;
        files.push({ route: r, text, blocks: blocks.map((block) => JSON.stringify(block)) });
      } catch {
        // A block naming an article or a project that is not there: a problem the draft shows.
      }
    });
    let content: number;
    try {
      content = await gzippedBytes(JSON.stringify({ ...siteContentData(site, locale), pages }));
    } catch {
      continue;
    }
    for (const file of files) {
      const page = await gzippedBytes(file.text);
      const raw = file.blocks.reduce((sum, block) => sum + block.length, 0) || 1;
      estimates.push({
        route: file.route,
        locale,
        kb: Math.round((codeBeforeIdleKb[locale] + kb(content) + kb(page)) * 10) / 10,
        pageKb: kb(page),
        blockKb: file.blocks.map((block) => kb((page * block.length) / raw)),
      });
    }
  }
  return estimates;
}
