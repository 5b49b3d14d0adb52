// The news feed (RSS 2.0), made at build time from site.json's articles, newest first.
import { localeInfo, localizedPath, type Locale } from '../../src/app/locale.ts';
import { articlesByDate } from '../../src/blocks/blockData.ts';
import type { Site } from '../../src/types/site.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Each language has its feed: /rss.xml and /ar/rss.xml. */
export const feedPath = (locale: Locale) => `${localeInfo[locale].prefix}/rss.xml`;

export function rssFeed(site: Site, locale: Locale): string {
  const newsPath = localizedPath('/news', locale);
  const news = site.routes.find((route) => route.path === newsPath);
  const channelTitle = news ? `${news.title} | ${site.site.brand}` : site.site.brand;
  const items = articlesByDate(site.articles ?? [])
    .map((article) => {
      const url = `${site.site.url}${localizedPath(`/news/${article.slug}`, locale)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${new Date(`${article.date}T09:00:00+03:00`).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(site.ui.categoryNames[article.category])}</category>`,
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
    <link>${site.site.url}${newsPath}</link>
    <description>${escapeXml(news?.description ?? site.site.description)}</description>
    <language>${localeInfo[locale].lang}</language>
    <atom:link href="${site.site.url}${feedPath(locale)}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
}
