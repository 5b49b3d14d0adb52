// sitemap.xml and robots.txt, made at build time from site.json's routes.
import type { Site } from '../../src/types/site.ts';

export function sitemap(site: Site): string {
  const lastModified = new Map((site.articles ?? []).map((article) => [`/news/${article.slug}`, article.date]));
  const urls = site.routes.map((route) => {
    const modified = lastModified.get(route.path);
    return `  <url><loc>${site.site.url}${route.path === '/' ? '/' : route.path}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.site.url}/sitemap.xml\n`;
}
