// The news articles as the studio opens them: one at a time, by its place in site.json's
// "articles" (a slug being typed in must not lose the selection), previewed on its own page.
import type { SiteData } from '../shared/siteData.ts';

export type ArticleData = { slug: string; title?: { en?: string; ar?: string }; [field: string]: unknown };

/** The article open in the Articles part: the one asked for while it exists, else the first. */
export const openArticle = (site: SiteData, asked: number | undefined) => (asked !== undefined && asked < (site.articles?.length ?? 0) ? asked : 0);

/** The article's index from its slug, as an article block names it (-1: no such article). */
export const articleIndex = (site: SiteData, slug: unknown) => site.articles?.findIndex((article) => article.slug === slug) ?? -1;

/** The page that shows an article (its article block's route), for the preview. */
export function articlePagePath(site: SiteData, index: number): string | undefined {
  const slug = site.articles?.[index]?.slug;
  return site.routes.find((route) => route.blocks.some((block) => block.type === 'article' && block.article === slug))?.path;
}
