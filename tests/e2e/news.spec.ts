// The news page and the article pages (SPEC "News page", "Article pages", section 3's articles).
import { expect, test, type Page } from './test.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { blocksOf, site } from './siteData.ts';

const articles = [...(site.articles ?? [])].sort((a, b) => b.date.localeCompare(a.date));
const list = blocksOf('/news', 'newsList')[0];
const labels = site.ui.article!;
const categories = ['AI Technology', 'Web Development', 'Cloud Solutions', 'E-Commerce', 'Cybersecurity'];
const readableDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

const newsSection = (page: Page) => page.getByRole('region', { name: list.heading, exact: true });
const cards = (page: Page) => newsSection(page).getByRole('article');
const filterButton = (page: Page, name: string) => newsSection(page).getByRole('group', { name: list.filterLabel }).getByRole('button', { name, exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The cards show exactly these articles, in this order, the first one featured, each linking to its page. */
async function expectCards(page: Page, shown: typeof articles) {
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(shown.map((a) => a.title));
  await expect(cards(page).first()).toContainText(list.featuredLabel);
  await expect(cards(page).filter({ hasText: list.featuredLabel })).toHaveCount(1);
  for (const [i, article] of shown.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole('link', { name: new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('href', `/news/${article.slug}`);
    await expect(card).toContainText(article.category);
    await expect(card).toContainText(`${article.readTime} ${labels.minRead}`);
    await expect(card.locator('time')).toHaveText(readableDate(article.date));
  }
  await expect(newsSection(page).getByRole('status')).toHaveText(list.countLabel.replace('{count}', String(shown.length)));
}

test('/news: the filter in SPEC order with All pressed, all six articles newest first, the newest featured', async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/news');
  await expect(newsSection(page).getByRole('group', { name: list.filterLabel }).getByRole('button')).toHaveText(['All', ...categories]);
  await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  expect(articles).toHaveLength(6);
  await expectCards(page, articles);
  await expect(cards(page).first()).toContainText(articles[0].excerpt);
  expect(watch.errors).toEqual([]);
});

test('each category shows only its articles, the newest of them featured, and the address keeps the choice', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/news');
  for (const category of categories) {
    await filterButton(page, category).click();
    await expect(page).toHaveURL(`/news?category=${encodeURIComponent(category).replace(/%20/g, '+')}`);
    await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expectCards(page, articles.filter((a) => a.category === category));
  }
  await filterButton(page, 'All').click();
  await expect(page).toHaveURL('/news');
  await expectCards(page, articles);
  expect(watch.errors).toEqual([]);
});

test('a shared link to ?category=Cybersecurity opens with that category chosen; a reload keeps it', { tag: '@any-width' }, async ({ page }) => {
  const watch = watchPage(page);
  await open(page, '/news?category=Cybersecurity');
  await expect(filterButton(page, 'Cybersecurity')).toHaveAttribute('aria-pressed', 'true');
  await expectCards(page, articles.filter((a) => a.category === 'Cybersecurity'));
  await filterButton(page, 'Web Development').click();
  // The address holds the filter before the reload (under load it can lag the click).
  await expect(page).toHaveURL(/category=Web\+Development|category=Web%20Development/);
  await page.reload();
  await waitForHydration(page);
  await expect(filterButton(page, 'Web Development')).toHaveAttribute('aria-pressed', 'true');
  await expectCards(page, articles.filter((a) => a.category === 'Web Development'));
  expect(watch.errors).toEqual([]);
});

test('a card opens its article in the page, without a reload', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/news');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const article = articles[2];
  await cards(page).nth(2).getByRole('link').click();
  await expect(page).toHaveURL(`/news/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the newsletter box: a labelled e-mail field and Subscribe in a form posting to /api/newsletter', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/news');
  const form = page.getByRole('form', { name: list.newsletter.heading });
  const email = form.getByRole('textbox', { name: list.newsletter.emailLabel });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('name', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/api/newsletter');
  // Sending it is tested in forms.spec.ts.
});

for (const article of articles)
  test(`/news/${article.slug}: category, read time, title, author, date, and the image`, { tag: '@any-width' }, async ({ warmPage: page }) => {
    const watch = watchPage(page);
    await open(page, `/news/${article.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const header = main.locator('article header');
    await expect(header.getByText(article.category, { exact: true })).toBeVisible();
    await expect(header.getByText(`${article.readTime} ${labels.minRead}`, { exact: true })).toBeVisible();
    await expect(header.getByText(`${labels.byLabel} ${article.author}`, { exact: true })).toBeVisible();
    await expect(header.locator('time')).toHaveAttribute('datetime', article.date);
    await expect(header.locator('time')).toHaveText(readableDate(article.date));
    const hero = main.getByRole('img', { name: article.image.alt });
    await expect(hero).toHaveAttribute('width', '1280');
    await expect(hero).toHaveAttribute('height', '720');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The body's own sections, as h2 headings under the title.
    const sections = article.body.filter((n) => n.type === 'heading' && n.level === 2).map((n) => (n as { text: string }).text);
    await expect(main.getByRole('heading', { level: 2 }).filter({ hasText: sections[0] })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

test('an article: the inline call to action after about a third, the closing card, and Back to News in the page', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const article = articles.find((a) => a.slug === 'cybersecurity-best-practices-qatar')!;
  await open(page, `/news/${article.slug}`);
  const main = page.getByRole('main');
  const inline = main.getByRole('complementary', { name: article.inlineCta.heading });
  await expect(inline).toContainText(article.inlineCta.text);
  await expect(inline.getByRole('link', { name: article.inlineCta.action.label })).toHaveAttribute('href', article.inlineCta.action.href);
  // It sits inside the body: body text before it and after it.
  const position = await inline.evaluate((aside: HTMLElement) => {
    const text = (aside.closest("article") as HTMLElement).innerText;
    return text.indexOf(aside.innerText.split('\n')[0]) / text.length;
  });
  expect(position).toBeGreaterThan(0.15);
  expect(position).toBeLessThan(0.6);

  const closing = main.getByRole('region', { name: labels.closingHeading });
  await expect(closing).toContainText(labels.closingText);
  await expect(closing.getByRole('link', { name: labels.contactLabel })).toHaveAttribute('href', '/contact');
  await expect(closing.getByRole('link', { name: article.service.label })).toHaveAttribute('href', article.service.href);

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await main.getByRole('link', { name: labels.backLabel }).click();
  await expect(page).toHaveURL('/news');
  await expect(cards(page)).toHaveCount(6);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the closing card links to /contact and to each article\'s own service page', { tag: '@any-width' }, async ({ warmPage: page }) => {
  for (const article of articles) {
    await open(page, `/news/${article.slug}`);
    const closing = page.getByRole('main').getByRole('region', { name: labels.closingHeading });
    await expect(closing.getByRole('link', { name: article.service.label })).toHaveAttribute('href', article.service.href);
    expect(article.service.href).toMatch(/^\/services\/(web-development|cloud-systems|ai-integration)$/);
  }
});

test('images: AVIF and WebP at two widths, sized in advance, lazy below the fold, and nothing moves as they load', async ({ warmPage: page }) => {
  await open(page, '/news');
  // From here on (the web font has swapped in; that shift is not the images'), add up every layout shift.
  await page.evaluate(async () => {
    await document.fonts.ready;
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  const pictures = newsSection(page).locator('picture');
  await expect(pictures).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    const picture = pictures.nth(i);
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-640\.avif 640w, .*-1280\.avif 1280w$/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-640\.webp 640w, .*-1280\.webp 1280w$/);
    await expect(picture.locator('img')).toHaveAttribute('width', '1280');
    await expect(picture.locator('img')).toHaveAttribute('height', '720');
    await expect(picture.locator('img')).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
  }
  // Scroll through the page so the lazy images load, then wait until every one has arrived.
  for (let y = 0; y < 6; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await expect.poll(() => pictures.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
  const rendered = await pictures.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.currentSrc));
  for (const src of rendered) expect(src).toMatch(/\/images\/news\/[a-z0-9-]+-(640|1280)\.avif$/);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
});

// /news and the articles as they load are scanned with every route (pages.spec.ts); here a filtered list.
test('a filtered /news passes axe, with no console errors', async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/news');
  await filterButton(page, 'E-Commerce').click();
  await expect(cards(page)).toHaveCount(1);
  await expectAccessible(page);
  expect(watch.errors).toEqual([]);
});
