// The news articles: exactly SPEC section 3's six, each long enough for the read time it claims,
// each with its illustration generated in both formats and widths, each with its own page.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteFile } from '../../src/server/render/validateSite.ts';
import { imageSources, readableDate } from '../../src/blocks/article/articleFormat.ts';
import { inlinePlain } from '../../src/app/inlineText.ts';
import type { Article, RichTextNode } from '../../src/types/site.ts';

const siteFile = process.env.SITE_FILE ?? join(projectRoot, 'site.json');
const result = validateSiteFile(siteFile);
if (!result.ok) throw new Error(`${siteFile} is invalid: run npm run validate`);
// With placeholders filled in: words as the reader sees them.
const site = result.site;
const articles: Article[] = site.articles ?? [];

/** SPEC section 3's table, with the category labels of the news filter. */
const spec = [
  { slug: 'future-ai-qatar-business', category: 'AI Technology', readTime: 6, date: 'March 20, 2025' },
  { slug: 'website-speed-optimization-qatar', category: 'Web Development', readTime: 8, date: 'March 15, 2025' },
  { slug: 'cloud-crm-qatar-smes', category: 'Cloud Solutions', readTime: 9, date: 'March 10, 2025' },
  { slug: 'ecommerce-trends-qatar-2025', category: 'E-Commerce', readTime: 10, date: 'March 5, 2025' },
  { slug: 'cybersecurity-best-practices-qatar', category: 'Cybersecurity', readTime: 12, date: 'February 28, 2025' },
  { slug: 'mobile-first-design-qatar', category: 'Web Development', readTime: 9, date: 'February 20, 2025' },
];

const textsOf = (node: RichTextNode): string[] => {
  switch (node.type) {
    case 'list':
      return node.items.map(inlinePlain);
    case 'quote':
      return [inlinePlain(node.text), node.cite ?? ''];
    case 'callout':
      return [node.title ?? '', inlinePlain(node.text)];
    default:
      return [inlinePlain(node.text)];
  }
};
const wordCount = (body: RichTextNode[]) => body.flatMap(textsOf).join(' ').split(/\s+/).filter(Boolean).length;

describe('the news articles', () => {
  it('are the six of SPEC section 3: slugs, categories, read times and dates, newest first, by the team', () => {
    expect(articles.map(({ slug, category, readTime, date }) => ({ slug, category, readTime, date: readableDate(date) }))).toEqual(spec);
    for (const article of articles) expect(article.author).toBe('Nuqta Team');
  });

  for (const { slug, readTime } of spec)
    it(`${slug} is long enough for its ${readTime} min read at 220 words a minute`, () => {
      const article = articles.find((a) => a.slug === slug)!;
      const words = wordCount(article.body);
      expect(Math.round(words / 220), `${words} words`).toBe(readTime);
    });

  it('are structured: sections with h2 headings, and paragraphs between them', () => {
    for (const article of articles) {
      expect(article.body.filter((n) => n.type === 'heading' && n.level === 2).length, article.slug).toBeGreaterThanOrEqual(4);
      expect(article.body[0].type === 'heading' || article.body[0].type === 'paragraph').toBe(true);
    }
  });

  it('have their illustration in public/ as AVIF and WebP at 640 and 1280 px, each under 40 KB', () => {
    for (const article of articles) {
      expect(article.image).toMatchObject({ src: `/images/news/${article.slug}-1280.webp`, width: 1280, height: 720 });
      expect(article.image.alt.length, `${article.slug} alt`).toBeGreaterThan(10);
      const sources = imageSources(article.image.src)!;
      const files = [sources.avif, sources.webp].flatMap((set) => set.split(', ').map((candidate) => candidate.split(' ')[0]));
      expect(files).toHaveLength(4);
      for (const file of files) {
        const path = join(projectRoot, 'public', file);
        expect(existsSync(path), path).toBe(true);
        expect(statSync(path).size, path).toBeLessThan(40 * 1024);
      }
    }
  });

  it('each have their own page, /news/<slug>, showing only that article, right after /news', () => {
    const paths = site.routes.map((r) => r.path);
    const at = paths.indexOf('/news');
    expect(paths.slice(at + 1, at + 1 + spec.length)).toEqual(spec.map((a) => `/news/${a.slug}`));
    for (const { slug } of spec) {
      const route = site.routes.find((r) => r.path === `/news/${slug}`)!;
      expect(route.blocks).toEqual([{ type: 'article', article: slug }]);
    }
  });
});
