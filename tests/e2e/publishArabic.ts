// The Publish page in Arabic, as the member who chose it reads it: the language kept on the member
// (what the member's menu does), and the page checked at a desk's and a phone's width.
import { expect, type Page } from './test.ts';
import { expectAccessible } from './helpers.ts';

/** Keeps `language` on the signed-in member and reloads the page in it. */
export async function inMemberLanguage(page: Page, consoleURL: string, language: 'en' | 'ar') {
  const answer = await page.request.patch(`${consoleURL}/studio/api/me`, { data: { language }, headers: { origin: consoleURL } });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Loaded: the saved content read (the buttons that need it enabled).
  await expect(page.getByText(language === 'ar' ? /^المحتوى المحفوظ: / : /^Saved content: /)).toBeVisible();
}

/**
 * At 1280 and 390 px: an Arabic heading, right to left, no sideways scroll, accessible; with
 * `picture`, docs/console/<picture>-ar-<width>.png. Back at 1280 px after.
 */
export async function expectArabicPublish(page: Page, picture?: string) {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('النشر');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    if (picture) await page.screenshot({ path: `docs/console/${picture}-ar-${width}.png`, fullPage: true });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
