// The Edit section (the studio) in Arabic, as an editor who chose Arabic meets it: its bar, lists,
// forms and preview's chrome in Arabic words, right to left, at a phone's width and a desk's, with
// no sideways scroll and nothing an accessibility check finds; the English text of a page stays
// left to right as typed, and a typo fixed in it is saved. A server of its own.
// STUDIO_SCREENSHOTS=1 keeps the pictures in docs/studio/ (studio-ar-390.png, studio-ar-1280.png).
// Then its dialogs and editors: the rename-links dialog, search, the articles' editor, a block's
// description, Undo's labels, a save refused for a newer version and its merge, all in Arabic words.
import { expect, test, type Page } from './test.ts';
import { chooseConsoleLanguage, openSection } from './consoleShell.ts';
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

/**
 * The words in Latin script in the studio's own text: the content inside it aside (a text of the
 * content is in an isolate, U+2068…U+2069), and paths and keys' names (Ctrl+Z), which are said as written.
 */
const latinWords = (text: string) =>
  text
    .replace(/\u2068[^\u2069]*\u2069/g, '')
    .replace(/\/[\w/?=.-]*/g, '')
    .replace(/\b(Ctrl|Shift|Alt)\+\w+/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

test('an editor who chose Arabic meets the rename-links dialog, search, the articles’ editor and a newer version saved meanwhile in Arabic', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email: 'huda@nuqta.qa', role: 'editor', name: 'Huda Al-Sulaiti' });
  await chooseConsoleLanguage(page, 'العربية');
  const nav = page.getByRole('navigation', { name: 'أجزاء الموقع وصفحاته' });
  const blocks = page.getByRole('list', { name: 'أقسام هذه الصفحة بالترتيب' });

  // A page's new path: the dialog that offers to update its links names them in Arabic.
  await nav.getByRole('button', { name: /^\/pricing\s/ }).click();
  await page.getByRole('button', { name: /^إعدادات الصفحة/ }).click();
  await page.locator('#route19_path').fill('/plans');
  await nav.getByRole('button', { name: /^\/contact\s/ }).click();
  const rename = page.getByRole('dialog', { name: /^تحديث الروابط إلى .*\/pricing.*؟$/ });
  await expect(rename).toContainText('13 رابطاً تشير إلى');
  await expect(rename).toContainText('التنقّل (الترويسة)');
  await expect(rename.getByRole('checkbox', { name: /^إضافة تحويل من .*\/pricing.* إلى .*\/plans/ })).toBeChecked();
  await expect(rename.getByRole('button', { name: 'إبقاء الروابط كما هي' })).toBeVisible();
  expect(latinWords(await rename.innerText())).toEqual([]);
  await rename.getByRole('button', { name: 'تحديث 13 رابطاً' }).click();
  await expect(rename).toBeHidden();
  // Undo's label says the step in Arabic; two undos give the page its path back.
  const undo = page.getByRole('button', { name: 'تراجع', exact: true });
  await expect(undo).toHaveAttribute('title', /^تراجع عن: تحديث الروابط إلى .*\/pricing.* وإضافة تحويل \(Ctrl\+Z\)$/);
  expect(latinWords((await undo.getAttribute('title'))!)).toEqual([]);
  await undo.click();
  await expect(undo).toHaveAttribute('title', /^تراجع عن: تعديل الصفحة .*\/pricing.*: المسار \(Ctrl\+Z\)$/);
  await undo.click();
  await expect(page.getByRole('status').filter({ hasText: 'لا توجد تغييرات غير محفوظة.' })).toBeVisible();

  // Search: its box, its status and its results' places in Arabic.
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'البحث في الموقع' });
  const box = search.getByRole('combobox', { name: 'ابحث في الصفحات والأقسام والنصوص' });
  await expect(search.getByRole('status')).toHaveText('اكتب كلمة من صفحة أو قسم أو نص، بالإنجليزية أو بالعربية.');
  await box.fill('حدثنا عن مشروعك');
  await expect(search.getByRole('status')).toHaveText(/^(نتيجة واحدة|نتيجتان|\d+ نتائج|\d+ نتيجة)\.$/);
  const first = search.getByRole('listbox', { name: 'النتائج' }).getByRole('option').first();
  await expect(first).toContainText('القسم 3، نماذج التواصل');
  await expect(first).toContainText('العنوان (بالعربية)');
  expect(latinWords(await first.innerText())).toEqual([]);
  await box.fill('zzqq');
  await expect(search.getByRole('status')).toHaveText('لا نتائج لـ «zzqq».');
  await box.press('Escape');
  await expect(search).toBeHidden();

  // The articles' editor: its chooser, the article's text and its call to action, the rich-text editor's lines.
  await nav.getByRole('button', { name: 'المقالات الإخبارية' }).click();
  await expect(page.getByRole('combobox', { name: /^المقال/ })).toBeVisible();
  await expect(page.getByText('نص المقال', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('البطاقة التي تظهر داخل النص، بعد نحو ثلثه.', { exact: true })).toBeVisible();
  const line = page.getByRole('textbox', { name: /^(فقرة|عنوان|عنوان فرعي)، السطر 1، بالإنجليزية$/ }).first();
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('data-placeholder', /^(فقرة|عنوان|عنوان فرعي) بالإنجليزية$/);
  const toolbar = page.getByRole('toolbar').first();
  for (const name of ['فقرة', 'قائمة نقطية', 'اقتباس']) await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();

  // An article's page: its block says which article it shows, and its form describes the block in Arabic.
  const articlePath = await page.evaluate(async () => {
    const session = await (await fetch('/studio/api/session')).json();
    return session.site.routes.find((route: { blocks: Array<{ type: string }> }) => route.blocks.some((block) => block.type === 'article')).path as string;
  });
  await nav.getByRole('button', { name: new RegExp(`^${articlePath.replace(/[/-]/g, '\\$&')}\\s`) }).click();
  await blocks.getByRole('button', { name: /^\d+\. مقال/ }).first().click();
  await expect(page.getByText('يعرض هذا القسم المقال', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تحرير هذا المقال' })).toBeVisible();
  await expect(page.getByText(/^مقال واحد من «المقالات الإخبارية»/)).toBeVisible();
  // The menu of block types describes each in Arabic.
  await page.getByRole('button', { name: /^إضافة قسم (بعد القسم \d+|في النهاية)$/ }).click();
  const pricingTable = page.getByRole('menuitem', { name: /^جدول الأسعار/ });
  await expect(pricingTable).toContainText('بطاقات أسعار لباقات المواقع');
  expect(latinWords(await page.getByRole('menu').innerText())).toEqual([]);
  await page.keyboard.press('Escape');

  // A newer version saved meanwhile, the same heading changed: the refusal and the choice in Arabic.
  await nav.getByRole('button', { name: /^\/pricing\s/ }).click();
  // (On the way: the page's checks name their places by the Arabic names of its fields.)
  const checkPlace = page.locator('section[aria-labelledby="page-checks-heading"] li strong').first();
  await expect(checkPlace).toHaveText(/[\u0600-\u06ff]/);
  expect(latinWords(await checkPlace.innerText())).toEqual([]);
  await blocks.getByRole('button', { name: /^1\. الواجهة الرئيسية/ }).click();
  await page.evaluate(async () => {
    const session = await (await fetch('/studio/api/session')).json();
    session.site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading.ar = 'أسعار واضحة دون مفاجآت';
    const saved = await fetch('/studio/api/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ site: session.site, baseHash: session.hash }) });
    if (!saved.ok) throw new Error(await saved.text());
  });
  const heading = page.getByRole('group', { name: /^العنوان( \*)?$/ }).first();
  await heading.getByRole('textbox', { name: /العربية/ }).fill('أسعار واضحة وشفافة');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: 'لم يُحفظ: حفظ شخص آخر نسخة أحدث' });
  await expect(conflict).toContainText('لم يُحفظ شيء بعد.');
  await expect(conflict.getByRole('heading', { level: 3 })).toHaveText(/^الأسعار، القسم 1 «/);
  await expect(conflict.getByRole('button', { name: 'الدمج بهذه الاختيارات' })).toBeDisabled();
  // Its chrome (not the two versions' texts, which are the content).
  for (const chrome of [conflict.getByRole('heading', { level: 2 }), conflict.locator('#conflict-text'), conflict.getByRole('heading', { level: 3 }), conflict.getByRole('button')])
    for (const text of await chrome.allInnerTexts()) expect(latinWords(text), text).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await animationsFinished(page);
  await page.screenshot({ path: test.info().outputPath('studio-ar-conflict-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await conflict.getByRole('radio', { name: 'الإبقاء على نسختك' }).check();
  await conflict.getByRole('button', { name: 'الدمج بهذه الاختيارات' }).click();
  await expect(conflict).toBeHidden();
  const merged = page.getByText(/^دُمجت مسودتك مع النسخة التي حفظها /);
  await expect(merged).toBeVisible();
  expect(latinWords(await merged.innerText())).toEqual([]);
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم الحفظ.', { exact: true })).toBeVisible();

  // Publish's history names the release the deployment brought in Arabic.
  await openSection(page, 'النشر');
  await expect(page.getByRole('heading', { level: 3, name: /· \u2068?التثبيت على الخادم\u2069?$/ })).toBeVisible();
});
