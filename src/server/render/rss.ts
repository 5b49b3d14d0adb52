// The news feed (RSS 2.0), made at build time from site.json's articles, newest first. Each entry
// holds its article's whole text as HTML (content:encoded), marked words as <strong>, <em>,
// <code> and links, as on the page: a page of the site by its full address, an https:// address
// with the site's rules for links to other sites (a new tab, rel="noopener noreferrer").
import { inlineParts, type InlineText } from '../../app/inlineText.ts';
import { isExternal, localeInfo, localizedPath, type Locale } from '../../app/locale.ts';
import { articlesByDate } from '../../blocks/blockData.ts';
import type { RichTextNode, Site } from '../../types/site.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A paragraph's text as HTML; `siteUrl` makes the site's own links whole addresses (a feed reader is elsewhere). */
function inlineHtml(text: InlineText, siteUrl: string): string {
  return inlineParts(text)
    .map((part) => {
      let html = escapeXml(part.text);
      if (part.code) html = `<code>${html}</code>`;
      if (part.italic) html = `<em>${html}</em>`;
      if (part.bold) html = `<strong>${html}</strong>`;
      if (!part.href) return html;
      if (isExternal(part.href)) return `<a href="${escapeXml(part.href)}" target="_blank" rel="noopener noreferrer">${html}</a>`;
      return `<a href="${escapeXml(part.href.startsWith('/') ? siteUrl + part.href : part.href)}">${html}</a>`;
    })
    .join('');
}

/** A long text (an article's body) as HTML, for a feed reader. */
export function richTextHtml(nodes: readonly RichTextNode[], siteUrl: string): string {
  const inline = (text: InlineText) => inlineHtml(text, siteUrl);
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'heading':
          return `<h${node.level}>${escapeXml(node.text)}</h${node.level}>`;
        case 'list': {
          const tag = node.ordered ? 'ol' : 'ul';
          return `<${tag}>${node.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote><p>${inline(node.text)}</p>${node.cite ? `<footer>${escapeXml(node.cite)}</footer>` : ''}</blockquote>`;
        case 'callout':
          return `<aside>${node.title ? `<p><strong>${escapeXml(node.title)}</strong></p>` : ''}<p>${inline(node.text)}</p></aside>`;
        default:
          return `<p>${inline(node.text)}</p>`;
      }
    })
    .join('\n');
}

/** Text in a CDATA section, which holds anything but its own end. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

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
        `      <content:encoded>${cdata(richTextHtml(article.body, site.site.url))}</content:encoded>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
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
