// Search across the site (Ctrl+Shift+F): every page (its path and titles), every block (its type in
// words and every text in it) and every site-wide part, in English and Arabic. Arabic is matched
// without its short vowels and with its letter variants folded (أ إ آ are ا, ى is ي, ة is ه), as
// a person types it.
import { blockLabel } from '../shared/blockLabels.ts';
import type { SiteData } from '../shared/siteData.ts';
import { blockName } from '../shared/blockLabels.ts';
import { fieldWords } from '../shared/problemWords.ts';
import { sections } from '../shared/sections.ts';
import type { Selection } from './SiteNav.tsx';
import { studioWords } from './console/words/studio.ts';
import { blockNamesAr, sectionNamesAr } from '../shared/studioNames.ts';
import type { StudioLanguage } from './studioWords.ts';

export interface SearchEntry {
  where: Selection;
  /** The page ("/pricing · Pricing") or the site-wide part ("Plans and prices"). */
  place: string;
  /** The block, when the text is in one: "Block 2, Pricing table: Website Plans". */
  block?: string;
  /** The field, in words: "Heading (Arabic)". */
  field: string;
  text: string;
  language?: 'en' | 'ar';
  /** A text of a form (not a page's path or a block's type): its field can take the focus. */
  inForm: boolean;
  /** The text as it is matched (see fold). */
  folded: string;
  /** folded[i] is text[at[i]]: the match is shown in the text as written. */
  at: number[];
  /** Pages and block types before the texts that mention them. */
  rank: number;
}

const arabicVowels = /[\u064B-\u065F\u0670\u0640]/;
const arabicVariants: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ى': 'ي', 'ة': 'ه' };

/** The text as it is matched: lower case, Arabic without short vowels and with its variants folded. */
export function fold(text: string): { folded: string; at: number[] } {
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (arabicVowels.test(char)) continue;
    folded += arabicVariants[char] ?? (char.toLowerCase().length === 1 ? char.toLowerCase() : char);
    at.push(i);
  }
  return { folded, at };
}

type Entry = Omit<SearchEntry, 'folded' | 'at' | 'rank' | 'inForm'> & { rank?: number; inForm?: false };
const skippedKeys = new Set(['type', 'id', 'icon', 'style', 'variant']);

/** Every text under `node` (not the keys that only say what kind of thing it is). */
function texts(node: unknown, path: string[], out: Array<{ path: string[]; text: string; language?: 'en' | 'ar' }>) {
  if (typeof node === 'string') {
    const last = path.at(-1);
    if (node.trim() && !skippedKeys.has(last ?? '')) out.push({ path, text: node, language: last === 'en' || last === 'ar' ? last : undefined });
  } else if (Array.isArray(node) && (path.at(-1) === 'en' || path.at(-1) === 'ar')) {
    // A text with marked words (its parts) is found as the words read, and its links apart.
    const words = node.map((part) => (typeof part === 'string' ? part : typeof part?.text === 'string' ? part.text : '')).join('');
    if (words.trim()) out.push({ path, text: words, language: path.at(-1) as 'en' | 'ar' });
    node.forEach((part, i) => typeof part?.href === 'string' && texts(part.href, [...path, String(i), 'href'], out));
  } else if (Array.isArray(node)) node.forEach((item, i) => texts(item, [...path, String(i)], out));
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) texts(value, [...path, key], out);
  return out;
}

/** Every text of the site, its place named in the studio's words (`words`): the Arabic studio finds a block or a part by its Arabic name. */
export function searchIndex(site: SiteData, keys: string[][], words: StudioLanguage = 'en'): SearchEntry[] {
  const said = studioWords[words].searchBox;
  const entries: Entry[] = [];
  site.routes.forEach((route, r) => {
    const where: Selection = { kind: 'route', route: r };
    const place = `${route.path} · ${route.title?.[words] ?? ''}`;
    entries.push({ where, place, field: said.path, text: route.path, rank: 0, inForm: false });
    for (const { path, text, language } of texts({ title: route.title, description: route.description }, [], [])) entries.push({ where: { ...where, settings: true }, place, field: fieldWords(path, route, words), text, language, rank: path[0] === 'title' ? 0 : 2 });
    route.blocks.forEach((block, b) => {
      const inBlock = { where: { kind: 'route' as const, route: r, block: keys[r]?.[b] }, place, block: said.block(b + 1, blockName(block, words, words)) };
      entries.push({ ...inBlock, field: said.blockType, text: blockLabel(block.type, words === 'ar' ? blockNamesAr : undefined), rank: 1, inForm: false });
      for (const { path, text, language } of texts(block, [], [])) entries.push({ ...inBlock, field: fieldWords(path, block, words), text, language });
    });
  });
  for (const part of sections) {
    const label = words === 'ar' ? sectionNamesAr[part.section] : part.label;
    entries.push({ where: { kind: part.section }, place: label, field: said.sitePart, text: label, rank: 1, inForm: false });
    const value = part.get(site);
    for (const { path, text, language } of texts(value, [], [])) entries.push({ where: { kind: part.section }, place: label, field: fieldWords(path, value, words), text, language });
  }
  return entries.map((entry) => ({ ...entry, ...fold(entry.text), rank: entry.rank ?? 2, inForm: entry.inForm ?? true }));
}

export interface SearchResult {
  entry: SearchEntry;
  /** Where the match is in the entry's text. */
  start: number;
  end: number;
}

/** The entries whose text holds `query` (folded): pages, then block types, then texts; the closest matches first, then in the site's order. */
export function search(index: SearchEntry[], query: string, limit = 50): { results: SearchResult[]; total: number } {
  const wanted = fold(query.trim().replace(/\s+/g, ' ')).folded;
  if (!wanted) return { results: [], total: 0 };
  const found: Array<SearchResult & { score: number }> = [];
  for (const entry of index) {
    const i = entry.folded.indexOf(wanted);
    if (i < 0) continue;
    // A text that is the query itself, then one where it starts a word, then the rest.
    const closeness = entry.folded.trim() === wanted ? 0 : i === 0 || /[\s\p{P}]/u.test(entry.folded[i - 1]) ? 1 : 2;
    found.push({ entry, start: entry.at[i], end: entry.at[i + wanted.length - 1] + 1, score: entry.rank * 3 + closeness });
  }
  found.sort((a, b) => a.score - b.score);
  return { results: found.slice(0, limit).map(({ score, ...result }) => result), total: found.length };
}

/** The words around a match: at most `around` characters before it, and twice that after, cut between words. */
export function snippet({ entry, start, end }: SearchResult, around = 40): { before: string; match: string; after: string } {
  const { text } = entry;
  let from = Math.max(0, start - around);
  let to = Math.min(text.length, end + around * 2);
  if (from > 0) from = Math.min(start, text.indexOf(' ', from) + 1 || start);
  if (to < text.length) to = Math.max(end, text.lastIndexOf(' ', to));
  return {
    before: `${from > 0 ? '…' : ''}${text.slice(from, start)}`,
    match: text.slice(start, end),
    after: `${text.slice(end, to)}${to < text.length ? '…' : ''}`,
  };
}
