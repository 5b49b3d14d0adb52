// The news feed (RSS 2.0), made at build time from site.json's articles, newest first.
import { articlesByDate } from '../../src/blocks/blockData.ts';
import type { Site } from '../../src/types/site.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export const feedPath = '/rss.xml';

export function rssFeed(site: Site): string {
  const news = site.routes.find((route) => route.path === '/news');
  const channelTitle = news ? `${news.title} | ${site.site.brand}` : site.site.brand;
  const items = articlesByDate(site.articles ?? [])
    .map((article) => {
      const url = `${site.site.url}/news/${article.slug}`;
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${new Date(`${article.date}T09:00:00+03:00`).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(article.category)}</category>`,
        `      <author>${escapeXml(`${site.site.email} (${article.author})`)}</author>`,
        `      <description>${escapeXml(article.excerpt)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channelTitle)}</title>
    <link>${site.site.url}/news</link>
    <description>${escapeXml(news?.description ?? site.site.description)}</description>
    <language>en</language>
    <atom:link href="${site.site.url}${feedPath}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
}
