// The console in Arabic, as an owner who chose it meets it: the page right to left, the Team,
// Record, My account and Lead sources screens in Arabic words (an invitation sent in Arabic by
// default), and the sign-in page's own switch between English and Arabic, kept by the browser.
// A server of its own. CONSOLE_SCREENSHOTS=1 keeps each screen's picture at 390 and 1280 px in
// docs/console/ (<screen>-ar-<width>.png).
import { expect, test, type Page } from './test.ts';
import { countFormStart } from '../../src/server/leads/formStarts.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { chooseOption, expectAccessible } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';

test.describe.configure({ mode: 'serial' });

const server = ownConsoleServer('console-ar', { skipOnPhone: 'one server for both widths' });

async function withStore<T>(work: (store: ReturnType<typeof openSqliteStore>) => Promise<T>): Promise<T> {
  const store = openSqliteStore(server.dataFile);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** Each screen at a phone's width and a desk's, into docs/console/ when asked for. */
async function pictures(page: Page, screen: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Nothing wider than the screen: no sideways scrolling of the page itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen} at ${width} px`).toBeLessThanOrEqual(width);
    const path = process.env.CONSOLE_SCREENSHOTS === '1' ? `docs/console/${screen}-ar-${width}.png` : test.info().outputPath(`${screen}-ar-${width}.png`);
    await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an owner who chose Arabic gets the team, the record, their account and the lead sources in Arabic, right to left; the sign-in page switches languages', async ({ page }) => {
  test.setTimeout(120_000);
  await withStore(async (store) => {
    const team = teamStore(store.database);
    await team.addMember({ email: 'khalid@nuqta.qa', name: 'خالد المهندي', role: 'editor' });
    for (const [page, language] of [['/contact', 'en'], ['/ar/contact', 'ar'], ['/ar/contact', 'ar']] as const) await countFormStart(store.database, { form: 'contact', page, language });
  });
  await signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email: 'mariam@nuqta.qa', role: 'owner', name: 'Mariam Al-Thani' });
  // The member's choice, as the console's language menu keeps it (PATCH /api/me: JSON, from the console's own origin).
  const chose = await page.request.patch(`${server.url}/studio/api/me`, { data: { language: 'ar' }, headers: { origin: server.url } });
  expect(chose.status()).toBe(200);

  await page.goto(`${server.url}/studio/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'الفريق' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const members = page.getByRole('table', { name: 'الأعضاء' });
  await expect(members).toContainText('خالد المهندي');
  // The invitation goes in the console's language unless the owner chooses the other.
  const invite = page.getByRole('form', { name: 'دعوة عضو' });
  await expect(invite.getByRole('combobox', { name: 'لغة الدعوة' })).toHaveText('العربية');
  await invite.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('salma@nuqta.qa');
  await invite.getByRole('textbox', { name: 'الاسم' }).fill('سلمى المري');
  await chooseOption(page, invite.getByRole('combobox', { name: 'الدور' }), 'مبيعات');
  await expect(invite).toContainText('مبيعات: صندوق العملاء المحتملين والمشتركون');
  await invite.getByRole('button', { name: 'دعوة' }).click();
  await expect(page.getByRole('status')).toContainText('بدور مبيعات');
  await expect(members).toContainText('salma@nuqta.qa');
  expect(await withStore(async (store) => (await teamStore(store.database).memberByEmail('salma@nuqta.qa'))?.language)).toBe('ar');
  await expectAccessible(page);
  await pictures(page, 'team');

  await page.goto(`${server.url}/studio/record`);
  await expect(page.getByRole('heading', { level: 1, name: 'سجل الإجراءات' })).toBeVisible();
  const record = page.getByRole('table', { name: 'الإجراءات، الأحدث أولاً' });
  await expect(record.getByRole('row').nth(1)).toContainText('دعوة عضو');
  await expect(record).toContainText('تسجيل الدخول');
  await expect(record).not.toContainText('member invited');
  await expectAccessible(page);
  await pictures(page, 'record');

  await page.goto(`${server.url}/studio/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'مفاتيح المرور' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'أعلمني بالعملاء المحتملين الجدد على هذا الجهاز' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'أجهزتي المسجّل دخولها' })).toContainText('(هذا الجهاز)');
  await expectAccessible(page);
  await pictures(page, 'account');

  await page.goto(`${server.url}/studio/sources`);
  await expect(page.getByRole('heading', { level: 1, name: 'من أين يأتي العملاء المحتملون' })).toBeVisible();
  const report = page.getByRole('table', { name: 'بدء تعبئة النماذج والعملاء المحتملون حسب الصفحة واللغة' });
  await expect(report.getByRole('row').filter({ hasText: '/ar/contact' })).toContainText('العربية');
  await expect(report.getByRole('row').filter({ hasText: '/ar/contact' }).getByRole('img', { name: /^العملاء المحتملون أسبوعياً، الأقدم أولاً: أسبوع / })).toBeVisible();
  await expectAccessible(page);
  await pictures(page, 'sources');

  // Signed out, the sign-in page speaks the language this browser last used, and switches.
  expect((await page.request.post(`${server.url}/studio/api/auth/sign-out`, { data: {}, headers: { origin: server.url } })).ok()).toBe(true);
  await page.goto(`${server.url}/studio`);
  await expect(page.getByRole('heading', { level: 1, name: 'الدخول إلى لوحة تحكم نقطة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const languages = page.getByRole('group', { name: 'لغة لوحة التحكم' });
  await expect(languages.getByRole('button')).toHaveText(['English', 'العربية']);
  await expect(languages.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'بريد العمل الإلكتروني' }).fill('mariam@nuqta.qa');
  await page.getByRole('button', { name: 'أرسل لي رابط الدخول بالبريد' }).click();
  // The server's answer is English: the page says it in Arabic.
  await expect(page.getByRole('status')).toContainText('فرابط الدخول في طريقه إليه');
  await expectAccessible(page);
  await pictures(page, 'sign-in');

  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Nuqta console' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
});
