// The console's frame on a phone (390 px) and a desk (1280 px), in English and Arabic: a compact
// bar (the site's logo and name, the member's menu) so that the page starts near the top, the
// sections at the bottom of a phone's screen, the language kept on the member (it follows them to
// another browser), right to left in Arabic, light or dark as the device is or as chosen.
// A server of its own per worker. CONSOLE_SCREENSHOTS=1 also writes docs/console/shell-*.png.
import { expect, test, type Page } from './test.ts';
import { chooseConsoleLanguage, consoleNav, memberMenu, openSection } from './consoleShell.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { expectAccessible } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';

test.describe.configure({ mode: 'serial' });

const server = ownConsoleServer('shell');
const screenshots = process.env.CONSOLE_SCREENSHOTS === '1';

const barHeight = (page: Page) => page.getByRole('banner').first().evaluate((bar) => bar.getBoundingClientRect().height);
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const shot = async (page: Page, name: string) => screenshots && (await page.screenshot({ path: `docs/console/${name}.png` }));

test('an owner’s console: a bar of one row, the sections within a thumb’s reach on a phone, and the menu with language, appearance and sign-out', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  const who = isMobile ? 'phone' : 'desk';
  await signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email: `mariam.${who}@nuqta.qa`, role: 'owner', name: 'Mariam Al-Thani' });
  await openSection(page, 'Team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One row: the site's name and the member's menu (and on a desk the sections); no more than 56 px.
  expect(await barHeight(page)).toBeLessThanOrEqual(56);
  await expect(page.getByRole('banner').first()).toContainText('Nuqta console');
  await expect(page.getByRole('banner').first().locator('img[src="/favicon.svg"]')).toBeVisible();
  const nav = consoleNav(page);
  if (isMobile) {
    // At the bottom of the screen, the inbox first, four sections and More.
    const box = (await nav.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(844 - 80);
    await expect(nav.getByRole('link')).toHaveText(['Inbox', 'Edit', 'Publish', 'Team']);
    for (const link of await nav.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await openSection(page, 'Record');
    await expect(page).toHaveURL(/\/studio\/record$/);
  } else {
    await expect(nav.getByRole('link')).toHaveText(['Edit', 'Publish', 'Inbox', 'Team', 'Record', 'Lead sources']);
  }
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await shot(page, `shell-en-${isMobile ? 390 : 1280}`);

  // The menu: who is signed in and their role, and what only they choose.
  await memberMenu(page, 'Mariam Al-Thani').click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Mariam Al-Thani · Owner');
  // Its layout height: the menu may still be growing into place (a transform).
  for (const item of await menu.getByRole('menuitemradio').all()) expect(await item.evaluate((element) => (element as HTMLElement).offsetHeight)).toBeGreaterThanOrEqual(44);
  await expect(menu.getByRole('menuitemradio', { name: 'As the device' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe('rgb(10, 15, 30)');
  await page.reload();
  await expect(consoleNav(page)).toBeVisible();
  await expect.poll(background).toBe('rgb(10, 15, 30)');
  await expectAccessible(page);
  await shot(page, `shell-dark-${isMobile ? 390 : 1280}`);
  await memberMenu(page).click();
  await page.getByRole('menuitemradio', { name: 'As the device' }).click();
  await expect.poll(background).toBe('rgb(255, 255, 255)');
});

test('the console in Arabic: chosen once, kept on the member (another browser opens in Arabic), right to left, every section in Arabic', async ({ page, browser, isMobile }) => {
  test.setTimeout(150_000);
  const who = isMobile ? 'phone' : 'desk';
  const member = { email: `khalid.${who}@nuqta.qa`, role: 'owner' as const, name: 'Khalid Al-Sulaiti' };
  await signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, member);
  await chooseConsoleLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').first()).toContainText('لوحة نقطة');
  const nav = consoleNav(page);
  await expect(nav.getByRole('link').first()).toHaveText(isMobile ? 'الوارد' : 'التحرير');
  // The bar's start is on the right in Arabic: the logo is right of the member's menu.
  const logo = (await page.getByRole('banner').first().locator('img').boundingBox())!;
  const menuButton = (await memberMenu(page).boundingBox())!;
  expect(logo.x).toBeGreaterThan(menuButton.x);

  // Another browser (another device): the same member reads the console in Arabic at once.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithPasskey(otherPage, { consoleURL: server.url, dataFile: server.dataFile }, member);
  await expect(otherPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await other.close();

  for (const [section, heading] of [
    ['الفريق', 'الفريق'],
    ['السجل', 'سجل الإجراءات'],
    ['النشر', 'النشر'],
  ] as const) {
    await openSection(page, section);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
  await shot(page, `shell-ar-${isMobile ? 390 : 1280}`);
  // The editor speaks the console's language too (console-studio-arabic.spec.ts tests it whole).
  await openSection(page, 'التحرير');
  await expect(page.getByRole('heading', { level: 1, name: 'تحرير الموقع' })).toBeVisible();
  await chooseConsoleLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
