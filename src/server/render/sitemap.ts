// sitemap.xml and robots.txt, made at build time from site.json's routes. Each page is listed
// in each language, with its twins as hreflang alternates (and English as x-default).
import { localizedPath, locales, localeInfo, defaultLocale, type Locale } from '../../app/locale.ts';
import type { Site } from '../../types/site.ts';

/** The absolute address of a path: the home page ends in "/" (the canonical form of the root). */
export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl}${path === '/' ? '/' : path}`;

/** A page's twins in every language, and x-default: what hreflang links and the sitemap list. */
export function languageAlternates(siteUrl: string, path: string): Array<{ hreflang: string; href: string }> {
  return [
    ...locales.map((locale) => ({ hreflang: localeInfo[locale].lang, href: absoluteUrl(siteUrl, localizedPath(path, locale)) })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, localizedPath(path, defaultLocale)) },
  ];
}

export function sitemap(sites: Record<Locale, Site>): string {
  const urls = locales.flatMap((locale) => {
    const site = sites[locale];
    const lastModified = new Map((site.articles ?? []).map((article) => [localizedPath(`/news/${article.slug}`, locale), article.updated ?? article.date]));
    return site.routes.map((route) => {
      const modified = lastModified.get(route.path);
      const alternates = languageAlternates(site.site.url, route.path).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`);
      return `  <url><loc>${absoluteUrl(site.site.url, route.path)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${alternates.join('')}</url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.site.url}/sitemap.xml\n`;
}
