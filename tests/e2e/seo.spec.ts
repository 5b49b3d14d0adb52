// What search engines and link previews read in every prerendered page: title, description,
// canonical, Open Graph and Twitter tags with a social card that exists, JSON-LD that parses and
// that the security policy lets be, one h1 and no skipped heading level.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { watchPage } from './helpers.ts';
import { site } from './siteData.ts';

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

test('pages with JSON-LD raise no security-policy error, and it stays in the page after hydration', async ({ page }) => {
  const watch = watchPage(page);
  for (const path of ['/', '/faq', '/news/future-ai-qatar-business']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@graph'].length).toBeGreaterThanOrEqual(2);
  }
  expect(watch.errors).toEqual([]);
});

test('every route has one h1 and no skipped heading level', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the outline is the same at every width');
  test.setTimeout(120_000);
  for (const route of site.routes) {
    await page.goto(route.path);
    const levels = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((headings) =>
      headings.filter((h) => (h as HTMLElement).offsetParent !== null || getComputedStyle(h).position === 'fixed').map((h) => Number(h.tagName[1])),
    );
    expect(levels.filter((level) => level === 1), route.path).toHaveLength(1);
    expect(levels[0], route.path).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1], `${route.path}: h${levels[i - 1]} then h${level}`).toBeLessThanOrEqual(1);
    });
  }
});
