// What a block component receives: its block from site.json, plus, for blocks that name
// entries declared elsewhere in site.json (articles), those entries. The build fills
// them in (scripts/vite-plugin-site.ts) so that each page's chunk carries exactly what it shows.
import type { Article, ArticleBlock, Block, NewsListBlock, Site } from '../types/site.ts';

/** What the news list shows of an article. */
export type ArticleSummary = Pick<Article, 'slug' | 'title' | 'excerpt' | 'author' | 'date' | 'category' | 'readTime' | 'image'>;

export type NewsListData = NewsListBlock & { articles: ArticleSummary[] };
export type ArticleData = ArticleBlock & { articleData: Article; labels: NonNullable<Site['ui']['article']> };

type Filled = NewsListData | ArticleData;
/** Any block as its component receives it. */
export type BlockData = Exclude<Block, { type: Filled['type'] }> | Filled;
/** The data of one block type. */
export type BlockDataOf<T extends Block['type']> = Extract<BlockData, { type: T }>;

export function summariseArticle({ slug, title, excerpt, author, date, category, readTime, image }: Article): ArticleSummary {
  return { slug, title, excerpt, author, date, category, readTime, image };
}

/** Newest first. */
export function articlesByDate(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}

/** The block with the entries it names filled in. Validation has checked that they exist. */
export function blockData(block: Block, site: Site): BlockData {
  switch (block.type) {
    case 'newsList':
      return { ...block, articles: articlesByDate(site.articles ?? []).map(summariseArticle) };
    case 'article':
      return { ...block, articleData: site.articles!.find((a) => a.slug === block.article)!, labels: site.ui.article! };
    default:
      return block;
  }
}
