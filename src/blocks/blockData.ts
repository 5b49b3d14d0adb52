// What a block component receives: its block from site.json, plus, for blocks that name
// entries declared elsewhere in site.json (projects, articles), those entries. The build fills
// them in (scripts/vite-plugin-site.ts) so that each page's chunk carries exactly what it shows.
import type { Article, ArticleBlock, Block, NewsListBlock, PortfolioGridBlock, Project, ProjectDetailBlock, Site } from '../types/site.ts';

/** What a portfolio card shows; the card lists the first three features only. */
export type ProjectSummary = Pick<Project, 'slug' | 'title' | 'category' | 'description' | 'image' | 'technologies' | 'url' | 'completionYear' | 'teamSize'> & {
  features: string[];
};
/** What the news list shows of an article. */
export type ArticleSummary = Pick<Article, 'slug' | 'title' | 'excerpt' | 'author' | 'date' | 'category' | 'readTime' | 'image'>;

export type PortfolioGridData = PortfolioGridBlock & { projects: ProjectSummary[] };
export type ProjectDetailData = ProjectDetailBlock & { projectData: Project };
export type NewsListData = NewsListBlock & { articles: ArticleSummary[] };
export type ArticleData = ArticleBlock & { articleData: Article; labels: NonNullable<Site['ui']['article']> };

type Filled = PortfolioGridData | ProjectDetailData | NewsListData | ArticleData;
/** Any block as its component receives it. */
export type BlockData = Exclude<Block, { type: Filled['type'] }> | Filled;
/** The data of one block type. */
export type BlockDataOf<T extends Block['type']> = Extract<BlockData, { type: T }>;

export const projectCardFeatureCount = 3;

export function summariseProject(project: Project): ProjectSummary {
  const { slug, title, category, description, image, technologies, url, completionYear, teamSize } = project;
  return { slug, title, category, description, image, technologies, url, completionYear, teamSize, features: project.features.slice(0, projectCardFeatureCount) };
}

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
    case 'portfolioGrid':
      return { ...block, projects: (site.projects ?? []).map(summariseProject) };
    case 'projectDetail':
      return { ...block, projectData: site.projects!.find((p) => p.slug === block.project)! };
    case 'newsList':
      return { ...block, articles: articlesByDate(site.articles ?? []).map(summariseArticle) };
    case 'article':
      return { ...block, articleData: site.articles!.find((a) => a.slug === block.article)!, labels: site.ui.article! };
    default:
      return block;
  }
}
