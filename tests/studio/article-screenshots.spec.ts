// The README's pictures of the article editor, at 1280 px, in English and in Arabic:
// `npm run studio:screenshots` writes them to docs/studio/. Skipped in the test run.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { blockRow, openStudio, originalSite, preview } from './studio.ts';

test.skip(!process.env.STUDIO_SCREENSHOTS, 'run by npm run studio:screenshots');

const article = originalSite().articles[0];

async function shoot(page: Page, name: string, heading: string) {
  await expect(preview(page).getByRole('heading', { level: 3, name: heading })).toBeVisible({ timeout: 30_000 });
  await preview(page).getByRole('heading', { level: 3, name: heading }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.getByRole('group', { name: /^Article text/ }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.screenshot({ path: join(projectRoot, 'docs/studio', `${name}.png`) });
}

test('screenshots of the article editor for the README', async ({ page }) => {
  await openStudio(page, `/news/${article.slug}`);
  await blockRow(page, /^1\. /).getByRole('button', { name: /^1\. / }).click();
  await page.getByRole('button', { name: 'Edit this article' }).click();
  const english = page.getByRole('textbox', { name: /^Heading, line 1, English$/ });
  await english.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start with one question');
  await page.keyboard.press('Control+Alt+3');
  await page.getByRole('textbox', { name: /^Sub-heading, line 2, Arabic$/ }).click();
  await page.keyboard.type('ابدأ بسؤال واحد');
  await shoot(page, 'article-editor', 'Start with one question');

  await page.getByRole('button', { name: 'Arabic', exact: true }).click();
  await shoot(page, 'article-editor-arabic', 'ابدأ بسؤال واحد');
});
