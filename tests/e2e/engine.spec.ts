import { expect, test, type Locator } from './test.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { site } from './siteData.ts';

test('the home page hydrates without console errors and loads nothing from other hosts', async ({ warmPage: page }) => {
  const watch = watchPage(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Next-Level IT Solutions In Qatar & GCC' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Nuqta$/);
  await page.waitForLoadState('networkidle');
  expect(watch.errors).toEqual([]);
  expect(watch.offsiteRequests).toEqual([]);
});

test('an unknown path answers 404 with the not-found page, and its link navigates client-side', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const watch = watchPage(page, { expectedErrors: [/404/] });
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();

  // A full page load would lose this marker; a client-side navigation keeps it.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Next-Level IT Solutions In Qatar & GCC' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  await expect(page).toHaveTitle('IT Solutions in Qatar & GCC | Nuqta');
  expect(watch.errors).toEqual([]);
});

test('client-side navigation to an unknown path shows the not-found page', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('HTML pages and assets carry the security headers', { tag: '@any-width' }, async ({ page, request }) => {
  await page.goto('/');
  const scriptSrc = await page.locator('script[type="module"]').first().getAttribute('src');
  for (const url of ['/', scriptSrc!, '/missing']) {
    const response = await request.get(url);
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp, url).toContain("script-src 'self'");
    expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], url).toContain('max-age=');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
  }
  const asset = await request.get(scriptSrc!);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
});

// Every route is scanned in pages.spec.ts; the not-found page is not a route.
test('the not-found page passes axe (WCAG 2.2 AA)', async ({ warmPage: page }) => {
  await page.goto('/nothing-here');
  await waitForHydration(page);
  await expectAccessible(page);
});

const hydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

test('until the visitor starts to use the page only the boot script runs; then the app, and a block as it comes into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/contact');
  const deferredFiles = ((await page.locator('script[data-deferred-chunks]').getAttribute('data-deferred-chunks')) ?? '').split(' ').filter(Boolean);
  expect(deferredFiles.length).toBeGreaterThan(5);
  const header = page.getByRole('banner');
  // Reading the first screen: the app may download meanwhile, but nothing runs or hydrates. A
  // mouse resting where the page appears is reported as a move without movement: no start either.
  await page.evaluate(() => document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 200, clientY: 300 })));
  await page.waitForTimeout(1500);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  expect(await hydrated(header)).toBe(false);
  expect(requested.filter((path) => deferredFiles.includes(path))).toEqual([]);
  // The first scroll starts the app: the frame hydrates, then MUI and the page's components load.
  await page.mouse.wheel(0, 100);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  await expect.poll(() => hydrated(header)).toBe(true);
  await expect.poll(() => requested.filter((path) => deferredFiles.includes(path)).length, { timeout: 15_000 }).toBe(deferredFiles.length);
  // The forms, two screens down, wait to be seen; scrolled to and tapped at once, the tab still switches.
  const tablist = page.getByRole('main').getByRole('tablist');
  expect(await hydrated(tablist)).toBe(false);
  await tablist.getByRole('tab', { name: 'Consultation Form', exact: true }).click();
  await expect(tablist.getByRole('tab', { name: 'Consultation Form', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('the frame\'s menus and dialogs start nothing: the app starts on the first use of the page outside them', async ({ page, isMobile }) => {
  const { header, getStarted } = site.layout;
  await page.goto('/');
  await page.waitForLoadState('load');
  const banner = page.getByRole('banner');
  const getStartedDialog = page.getByRole('dialog', { name: getStarted.title });
  if (isMobile) {
    await banner.getByRole('button', { name: header.menuOpenLabel, exact: true }).tap();
    const menu = page.getByRole('dialog', { name: header.menuTitle });
    await menu.getByRole('button', { name: header.getStartedLabel, exact: true }).tap();
    await expect(getStartedDialog).toBeVisible();
    await getStartedDialog.getByRole('button', { name: getStarted.closeLabel }).tap();
    await menu.getByRole('button', { name: header.menuCloseLabel }).tap();
    await expect(menu).toBeHidden();
  } else {
    await banner.getByRole('button', { name: header.servicesMenu.label, exact: true }).hover();
    await banner.getByRole('link', { name: new RegExp(`^${header.servicesMenu.links[0].label}`) }).hover();
    await banner.getByRole('button', { name: header.getStartedLabel, exact: true }).click();
    await expect(getStartedDialog).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(getStartedDialog).toBeHidden();
  // As long as the app took to start after the menu's tap before (under a second here).
  await page.waitForTimeout(2500);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  // The next use of the page itself starts it.
  if (isMobile) await page.getByRole('main').getByRole('heading', { level: 1 }).tap();
  else await page.getByRole('main').getByRole('heading', { level: 1 }).hover();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
});

test('a first tap on a control only the app can answer is held, and answered once the app has hydrated it', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/portfolio');
  await page.waitForTimeout(500);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  // The filter is a React control: this click starts the app and waits for it.
  const healthcare = page.getByRole('main').getByRole('button', { name: 'Healthcare', exact: true });
  await healthcare.click();
  await expect(healthcare).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page).toHaveURL(/\?category=Healthcare$/);
});

test('the not-found page logs its address at once, before the visitor does anything, and once', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && /404: no page/.test(message.text()) && logged.push(message.text()));
  await page.goto('/no-such-page/here');
  await expect.poll(() => logged).toEqual(['404: no page exists at /no-such-page/here']);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await waitForHydration(page);
  await page.waitForTimeout(300);
  expect(logged).toHaveLength(1);
});

test('a page whose address asks for a view the prerender could not show gets it without any interaction', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await page.goto('/portfolio?category=Hospitality');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(1, { timeout: 15_000 });
});
