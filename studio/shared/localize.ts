// site.json holds every text in both languages ({ "en": "…", "ar": "…" }); the build makes one
// plain site per language from it: each text becomes that language's string (or, for a text
// with marked words, that language's list of parts), and in Arabic every link to a page of the
// site, every route path and every redirect moves under "/ar", the links of marked words too.
import { isPageLink, localizedPath, type Locale } from '../../src/app/locale.ts';
import type { Site } from '../../src/types/site.ts';

/**
 * A bilingual text as site.json holds it: each language a string, or a list of parts (inlineText).
 * The schema allows no other object with exactly these keys.
 */
function isBilingualText(node: object): node is { en: unknown; ar: unknown } {
  const keys = Object.keys(node);
  return keys.length === 2 && keys.includes('en') && keys.includes('ar') && Object.values(node).every((value) => typeof value === 'string' || Array.isArray(value));
}

const pathKeys = new Set(['href', 'path', 'from', 'to']);

/** The site in one language. The input is site.json as validated against the schemas. */
export function localizeSite(bilingual: unknown, locale: Locale): Site {
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return key && pathKeys.has(key) && isPageLink(node) ? localizedPath(node, locale) : node;
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (node && typeof node === 'object') {
      // A language's parts may hold links ("href"), localized as any other.
      if (isBilingualText(node)) return walk(node[locale]);
      return Object.fromEntries(Object.entries(node).map(([k, value]) => [k, k === '$schema' ? value : walk(value, k)]));
    }
    return node;
  };
  return walk(bilingual) as Site;
}
