// The Edit section (the studio) in Arabic, as an editor who chose Arabic meets it: its bar, lists,
// forms and preview's chrome in Arabic words, right to left, at a phone's width and a desk's, with
// no sideways scroll and nothing an accessibility check finds; the English text of a page stays
// left to right as typed, and a typo fixed in it is saved. A server of its own.
// STUDIO_SCREENSHOTS=1 keeps the pictures in docs/studio/ (studio-ar-390.png, studio-ar-1280.png).
import { expect, test, type Page } from './test.ts';
import { chooseConsoleLanguage } from './consoleShell.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import AxeBuilder from '@axe-core/playwright';
import { animationsFinished } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';

test.describe.configure({ mode: 'serial' });

const server = ownConsoleServer('studio-ar', { skipOnPhone: 'one server for both widths' });

/** The studio's picture at a width, into docs/studio/ when asked for. */
async function picture(page: Page, width: number) {
  const path = process.env.STUDIO_SCREENSHOTS === '1' ? `docs/studio/studio-ar-${width}.png` : test.info().outputPath(`studio-ar-${width}.png`);
  await page.screenshot({ path });
}

/** The studio's own page, as the studio's tests scan it: the preview's frame is the site's page, scaled down (the site's own tests scan it). */
async function expectAccessible(page: Page) {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Nothing wider than the screen: no sideways scrolling of the page itself. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const direction = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).direction);

test('an editor who chose Arabic edits the site in Arabic, right to left; an English heading stays left to right, is corrected and saved', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email: 'noura@nuqta.qa', role: 'editor', name: 'Noura Al-Kuwari' });
  await chooseConsoleLanguage(page, 'العربية');

  // The studio's own words in Arabic, right to left.
  await expect(page.getByRole('heading', { level: 1, name: 'تحرير الموقع' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'لا توجد تغييرات غير محفوظة.' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'أجزاء الموقع وصفحاته' });
  await expect(nav.getByRole('heading', { name: 'الموقع كله' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'بيانات الشركة' })).toBeVisible();
  expect(await direction(page, '#studio-editor')).toBe('rtl');
  // The pages' list is on the right of the editor, as an Arabic reader starts.
  const navBox = (await nav.boundingBox())!;
  const editorBox = (await page.locator('#studio-editor').boundingBox())!;
  expect(navBox.x).toBeGreaterThan(editorBox.x);

  await nav.getByRole('button', { name: /^\/pricing\s/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^الصفحة .*\/pricing/ })).toBeVisible();
  const blocks = page.getByRole('list', { name: 'أقسام هذه الصفحة بالترتيب' });
  await blocks.getByRole('button', { name: /^1\. الواجهة الرئيسية: .*Clear Prices, No Surprises/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^القسم 1: الواجهة الرئيسية/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^إضافة قسم بعد القسم 1$/ })).toBeVisible();

  // The English heading keeps its own language and direction inside the Arabic studio; the Arabic its own.
  const heading = page.getByRole('group', { name: /^العنوان( \*)?$/ }).first();
  const english = heading.getByRole('textbox', { name: /الإنجليزية/ });
  const arabic = heading.getByRole('textbox', { name: /العربية/ });
  await expect(english).toHaveValue('Clear Prices, No Surprises');
  await expect(english).toHaveAttribute('lang', 'en');
  expect(await english.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  expect(await arabic.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');

  // A typo typed, seen in the preview, then corrected with the keyboard as a person would.
  await english.fill('Clear Prices, No Hiden Fees');
  const previewFrame = page.frameLocator('iframe[title^="معاينة"]');
  await expect(previewFrame.getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Hiden Fees');
  await english.press('End');
  for (let step = 0; step < 7; step++) await english.press('ArrowLeft');
  await english.press('d');
  await expect(english).toHaveValue('Clear Prices, No Hidden Fees');
  await expect(previewFrame.getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Hidden Fees');
  // The site's preview keeps the English page's own direction.
  expect(await previewFrame.locator('html').evaluate((html) => (html as HTMLElement).dir || getComputedStyle(html).direction)).toBe('ltr');

  await expect(page.getByRole('status').filter({ hasText: 'توجد تغييرات غير محفوظة.' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  await expectAccessible(page);
  await picture(page, 1280);

  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم الحفظ.', { exact: true })).toBeVisible();
  const saved = await (await page.request.get(`${server.url}/studio/api/session`)).json();
  const hero = saved.site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0];
  expect(hero.heading).toEqual({ en: 'Clear Prices, No Hidden Fees', ar: 'أسعار واضحة بلا مفاجآت' });

  // A phone: one pane at a time, from tabs in Arabic; still right to left, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const panes = page.getByRole('tablist', { name: 'أقسام الاستوديو' });
  await expect(panes.getByRole('tab')).toHaveText(['الصفحات', 'الأقسام', 'الحقول', 'المعاينة']);
  await panes.getByRole('tab', { name: 'الحقول' }).click();
  await expect(english).toHaveValue('Clear Prices, No Hidden Fees');
  expect(await english.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  expect(await direction(page, '#studio-editor')).toBe('rtl');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await picture(page, 390);
});
