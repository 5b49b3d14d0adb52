// site.json as the studio edits it: every text in both languages. The generated types
// (src/types/site.ts) describe the site in one language, as pages receive it; a draft may
// also be invalid while it is edited, so the studio relies only on this outline.
export interface Bilingual {
  en: string;
  ar: string;
}

export interface BlockData {
  type: string;
  [field: string]: unknown;
}

export interface RouteData {
  path: string;
  title: Bilingual;
  description: Bilingual;
  blocks: BlockData[];
}

/** A website plan's figures (QAR): the validation requires firstYearTotal = price + renewal. */
export interface PlanData {
  id: string;
  price: number;
  renewal: number;
  firstYearTotal: number;
  [field: string]: unknown;
}

export interface SiteData {
  site: Record<string, unknown>;
  layout: Record<string, unknown> & { header: unknown; footer: unknown };
  routes: RouteData[];
  plans?: PlanData[];
  projects?: Array<{ slug: string }>;
  articles?: Array<{ slug: string }>;
  /** Old addresses that lead to current routes (301). */
  redirects?: Array<{ from: string; to: string }>;
  [part: string]: unknown;
}

/** A language of a text: a string, or (a paragraph of a long text with marked words) its parts. */
type TextValue = string | Array<string | { text: string; bold?: true; italic?: true; code?: true; href?: string }>;

/** Whether a value is a text in both languages, plain or with marked words (defs.schema.json's text and inlineText). */
export const isBilingualText = (value: unknown): value is Record<'en' | 'ar', TextValue> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 2 && (['en', 'ar'] as const).every((language) => typeof (value as Record<string, unknown>)[language] === 'string' || Array.isArray((value as Record<string, unknown>)[language]));

/** A language of a text in words, its marks written as in Markdown (**bold**, *italic*, `code`, [a link](/contact)): for lists of changes. */
export function markedWords(value: TextValue): string {
  if (typeof value === 'string') return value;
  return value
    .map((part) => {
      if (typeof part === 'string') return part;
      if (!part || typeof part.text !== 'string') return '';
      let words = part.code ? `\`${part.text}\`` : part.text;
      if (part.italic) words = `*${words}*`;
      if (part.bold) words = `**${words}**`;
      return part.href !== undefined ? `[${words}](${part.href})` : words;
    })
    .join('');
}
