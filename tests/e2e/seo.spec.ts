// What search engines and link previews read: in every prerendered page the title, canonical,
// Open Graph and Twitter tags with a social card that exists, and JSON-LD that parses and that
// the security policy lets be; the RSS feed, the sitemap and robots.txt. (The heading outline of
// every page is checked in pages.spec.ts.) Nothing here depends on the screen's width.
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { waitForHydration, watchPage } from './helpers.ts';
import { site } from './siteData.ts';

test.skip(({ isMobile }) => isMobile, 'the same documents at every width');

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test('every route has its title, description, canonical, share tags, a 1200×630 card and JSON-LD', async ({ request }) => {
  const titles = new Set<string>();
  for (const route of site.routes) {
    const html = await (await request.get(route.path)).text();
    const url = `${site.site.url}${route.path === '/' ? '/' : route.path}`;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, route.path).toBeTruthy();
    titles.add(title!);
    expect(html, route.path).toContain(`<link rel="canonical" href="${url}"`);
    expect(meta(html, 'og:url'), route.path).toBe(url);
    expect(meta(html, 'og:title'), route.path).toBe(route.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(meta(html, 'twitter:card'), route.path).toBe('summary_large_image');
    expect(meta(html, 'og:type'), route.path).toBe(route.path.startsWith('/news/') ? 'article' : 'website');
    const card = new URL(meta(html, 'og:image')!);
    expect(meta(html, 'twitter:image')).toBe(card.href);
    const image = await request.get(card.pathname);
    expect(image.headers()['content-type'], route.path).toBe('image/png');
    const { width, height } = await sharp(await image.body()).metadata();
    expect([width, height], route.path).toEqual([1200, 630]);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(jsonLd, route.path).toHaveLength(1);
    expect(jsonLd[0]['@context']).toBe('https://schema.org');
    expect(html, route.path).toContain('<link rel="alternate" type="application/rss+xml" href="/rss.xml"');
  }
  expect(titles.size).toBe(site.routes.length);
});

test('pages with JSON-LD raise no security-policy error, and it stays in the page after hydration', async ({ warmPage: page }) => {
  const watch = watchPage(page);
  for (const path of ['/', '/faq', '/news/future-ai-qatar-business']) {
    await page.goto(path);
    await waitForHydration(page);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@graph'].length).toBeGreaterThanOrEqual(2);
  }
  expect(watch.errors).toEqual([]);
});

test('the RSS feed lists the six articles, newest first, with their links and dates; sitemap and robots.txt', async ({ request }) => {
  const feed = await request.get('/rss.xml');
  expect(feed.headers()['content-type']).toMatch(/xml/);
  const xml = await feed.text();
  const newestFirst = [...site.articles!].sort((a, b) => b.date.localeCompare(a.date));
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
  expect(items).toHaveLength(6);
  newestFirst.forEach((article, i) => {
    expect(items[i]).toContain(`<link>${site.site.url}/news/${article.slug}</link>`);
    expect(new Date(/<pubDate>([^<]+)<\/pubDate>/.exec(items[i])![1]).toISOString().slice(0, 10)).toBe(article.date);
  });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of site.routes) expect(sitemap).toContain(`<loc>${site.site.url}${route.path === '/' ? '/' : route.path}</loc>`);
  for (const article of site.articles!) expect(sitemap).toContain(`<loc>${site.site.url}/news/${article.slug}</loc><lastmod>${article.date}</lastmod>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.site.url}/sitemap.xml`);
});
