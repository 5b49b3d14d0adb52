// The Arabic edition: the language switch keeps the page, Arabic pages never overflow a small
// phone, the forms answer in Arabic, unknown Arabic addresses get the Arabic not-found page,
// and search engines find each page's twin.
import { dismissInstallOffer, expect, test, type Page } from './test.ts';
import { baseURL } from '../../playwright.config.ts';
import { e2eLeads } from './leadsData.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { englishOnlyTexts, sites } from './siteData.ts';

const ar = sites.ar;
const en = sites.en;
const minFillMs = Number(e2eLeads(Number(new URL(baseURL).port)).serverEnv.FORM_MIN_FILL_MS);
const contactForms = (path: string, site = ar) => site.routes.find((r) => r.path === path)!.blocks.find((b) => b.type === 'contactForms')!;

async function switchLanguage(page: Page, label: string) {
  const mobile = (page.viewportSize()?.width ?? 1280) < 900;
  if (mobile) {
    await page.getByRole('button', { name: (await page.locator('html').getAttribute('lang')) === 'ar' ? ar.layout.header.menuOpenLabel : en.layout.header.menuOpenLabel }).click();
    await page.getByRole('dialog').getByRole('link', { name: label }).click();
  } else await page.getByRole('banner').getByRole('link', { name: label }).click();
}

test('the language switch leads to the same page in the other language, and back', async ({ warmPage: page }) => {
  test.setTimeout(60_000);
  const watch = watchPage(page);
  await page.goto('/services/cloud-systems');
  await waitForHydration(page);
  await switchLanguage(page, en.ui.language.switchLabel);
  await expect(page).toHaveURL('/ar/services/cloud-systems');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicRoute = ar.routes.find((r) => r.path === '/ar/services/cloud-systems')!;
  await expect(page).toHaveTitle(`${arabicRoute.title} | ${ar.site.brand}`);
  await waitForHydration(page);
  // Links inside the Arabic page stay in Arabic.
  await expect(page.getByRole('banner').getByRole('link', { name: ar.site.brand })).toHaveAttribute('href', '/ar');
  await switchLanguage(page, ar.ui.language.switchLabel);
  await expect(page).toHaveURL('/services/cloud-systems');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(watch.errors).toEqual([]);
});

// Every Arabic route is checked at phone width (pages.spec.ts); the frame differs at desktop width.
test('at desktop width the Arabic header, Services menu and footer show no English interface text, and pass axe', async ({ warmPage: page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the desktop frame');
  for (const path of ['/ar', '/ar/contact']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: ar.layout.header.servicesMenu.label, exact: true }).hover();
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${ar.layout.header.servicesMenu.links[0].label}`) })).toBeVisible();
    const shown = new Set((await page.locator('body').innerText()).split('\n').map((line) => line.trim()));
    expect(englishOnlyTexts.filter((english) => shown.has(english)), path).toEqual([]);
    await expectAccessible(page);
  }
});

test('an Arabic page keeps the filter of the address when switching', async ({ warmPage: page }) => {
  test.setTimeout(60_000);
  await page.goto('/ar/portfolio?category=Healthcare');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: ar.ui.categoryNames.Healthcare, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await switchLanguage(page, ar.ui.language.switchLabel);
  await expect(page).toHaveURL('/portfolio?category=Healthcare');
  await expect(page.getByRole('button', { name: 'Healthcare', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the contact form answers in Arabic: its field messages, then the thank-you', async ({ warmPage: page }) => {
  test.setTimeout(60_000);
  await page.goto('/ar/contact');
  await waitForHydration(page);
  const openedAt = Date.now();
  const forms = contactForms('/ar/contact');
  if (forms.type !== 'contactForms') throw new Error('no forms');
  const form = page.getByRole('main').getByRole('tabpanel', { name: forms.contact.tabLabel, exact: true });
  await form.getByRole('button', { name: forms.contact.submitLabel }).click();
  await expect(form.getByText(ar.ui.forms!.errors.required).first()).toBeVisible();
  await expect(form.getByText(ar.ui.forms!.summary)).toBeVisible();

  await form.getByRole('textbox', { name: forms.contact.firstName.label }).fill('أمل');
  await form.getByRole('textbox', { name: forms.contact.lastName.label, exact: true }).fill('الكواري');
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill(`amal.${Date.now()}@company.qa`);
  await form.getByRole('textbox', { name: forms.contact.phone.label }).fill('55551234');
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('website');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill('نحتاج موقعاً بلغتين لعيادتنا في السد مع نظام حجز المواعيد.');
  const wait = openedAt + minFillMs + 300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await form.getByRole('button', { name: forms.contact.submitLabel }).click();
  const thanks = form.getByRole('status');
  await expect(thanks.getByRole('heading', { name: ar.ui.forms!.sent.heading })).toBeVisible();
  await expect(thanks.locator('strong')).toHaveText(/^NQ-[A-Z2-9]{6}$/);
});

test('an unknown Arabic address answers 404 with the Arabic not-found page', async ({ warmPage: page }) => {
  const watch = watchPage(page, { expectedErrors: [/404/] });
  const response = await page.goto('/ar/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.ui.notFound.heading);
  await expect(page.getByRole('link', { name: ar.ui.notFound.homeLabel })).toHaveAttribute('href', '/ar');
  expect(watch.errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('the not-found and offline pages switch to the other language’s home page, an address that exists', { tag: '@any-width' }, async ({ page, request }) => {
  const watch = watchPage(page, { expectedErrors: [/404/] });
  for (const [address, other, label] of [
    ['/no-such-page', '/ar', en.ui.language.switchLabel],
    ['/ar/no-such-page', '/', ar.ui.language.switchLabel],
    ['/offline.html', '/ar', en.ui.language.switchLabel],
    ['/ar/offline.html', '/', ar.ui.language.switchLabel],
  ] as const) {
    await page.goto(address);
    // The header's switch, in the prerendered page and (where there are scripts) after hydration.
    await expect(page.getByRole('banner').locator('a[hreflang]'), address).toHaveAttribute('href', other);
    if (!address.endsWith('offline.html')) {
      await waitForHydration(page);
      await expect(page.getByRole('banner').locator('a[hreflang]'), address).toHaveAttribute('href', other);
      // The menu drawer's switch on a phone.
      await switchLanguage(page, label);
      await expect(page, address).toHaveURL(other);
    }
    expect((await request.get(other)).status(), other).toBe(200);
  }
  expect(watch.errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('every page names its twin in the other language for search engines, and the sitemap lists both', async ({ request }) => {
  test.skip(test.info().project.name !== 'desktop', 'requests only');
  for (const [path, twin, twinLang] of [['/pricing', '/ar/pricing', 'ar'], ['/ar', '/', 'en']] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<link rel="alternate" hreflang="${twinLang}" href="${en.site.url}${twin}" />`);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="https:\/\/[^"]+" \/>/);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of ar.routes) expect(sitemap).toContain(`<loc>${ar.site.url}${route.path}</loc>`);
  expect(sitemap).toContain(`hreflang="ar" href="${ar.site.url}/ar/faq"`);
  const feed = await (await request.get('/ar/rss.xml')).text();
  expect(feed).toContain('<language>ar</language>');
});

test('no Arabic page is wider than a 360 px phone', async ({ browser }) => {
  test.skip(test.info().project.name !== 'mobile', 'one phone run is enough');
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await dismissInstallOffer(context);
  const page = await context.newPage();
  const overflowing: string[] = [];
  for (const route of ar.routes) {
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) overflowing.push(`${route.path}: ${width}px`);
  }
  await context.close();
  expect(overflowing).toEqual([]);
});
