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
