// The README's pictures of the studio, at 1280 px: `npm run studio:screenshots` writes them to
// docs/studio/. Skipped in the test run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { blockRow, checked, openStudio, originalText, preview, saveButton, studioSiteFile, textField } from './studio.ts';

test.skip(!process.env.STUDIO_SCREENSHOTS, 'run by npm run studio:screenshots');

async function shoot(page: Page, name: string) {
  // The preview has drawn its page, and dialogs have finished opening.
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: join(projectRoot, 'docs/studio', `${name}.png`) });
}
const scrollEditorTo = (page: Page, text: string) => page.getByText(text).first().evaluate((element) => element.scrollIntoView({ block: 'center' }));

test('screenshots of the studio for the README', async ({ page }) => {
  await openStudio(page, '/');
  await blockRow(page, /^5\. Call to action/).getByRole('button', { name: /^5\. Call to action/ }).click();
  await shoot(page, 'overview');

  await openStudio(page, '/pricing');
  await blockRow(page, /^1\. Hero/).getByRole('button', { name: /^1\. Hero/ }).click();
  await page.getByRole('button', { name: 'Arabic', exact: true }).click();
  await page.getByRole('button', { name: 'Phone 390 px' }).click();
  await textField(page, 'Heading', 'Arabic').fill('أسعار واضحة للجميع');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('أسعار واضحة للجميع', { timeout: 30_000 });
  await shoot(page, 'arabic');

  await openStudio(page, '/');
  await blockRow(page, /^5\. Call to action/).getByRole('button', { name: /^5\. Call to action/ }).click();
  const href = page.getByRole('combobox', { name: /^Href/ }).first();
  await href.fill('/pricng');
  await href.press('Escape');
  await checked(page);
  await expect(saveButton(page)).toBeDisabled();
  await scrollEditorTo(page, 'which is not a route of this site');
  await shoot(page, 'problems');

  await openStudio(page, '/');
  await blockRow(page, /^1\. Hero/).getByRole('button', { name: /^1\. Hero/ }).click();
  await textField(page, 'Heading', 'English').fill('IT Solutions for Qatar');
  await checked(page);
  // The same heading, and another text, changed in the file meanwhile: one place to choose.
  writeFileSync(studioSiteFile, originalText.replace('"Next-Level IT Solutions In Qatar & GCC"', '"IT Solutions, edited by hand"').replace('"IT Solutions in Qatar & GCC"', '"IT Solutions in Qatar and the GCC"'));
  await saveButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  await shoot(page, 'conflict');
  await page.getByRole('radio', { name: 'Keep yours' }).check();
  await page.getByRole('button', { name: 'Merge with these choices' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Merged with' })).toBeVisible();
  await shoot(page, 'merged');
});

test('screenshots of search and of a path renamed, for the README', async ({ page }) => {
  await openStudio(page, '/pricing');
  await page.locator('body').press('Control+k');
  await page.getByRole('combobox', { name: 'Search pages, blocks and texts' }).fill('support');
  await shoot(page, 'search');
  await page.getByRole('combobox', { name: 'Search pages, blocks and texts' }).fill('مشروعك');
  await shoot(page, 'search-arabic');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Page settings/ }).click();
  await page.locator('#route19_path').fill('/plans');
  await page.locator('#route19_path').press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'rename');
});
