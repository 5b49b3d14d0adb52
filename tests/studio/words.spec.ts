// The studio speaks a marketer's language: no file names, commands or folders in what it shows,
// before an edit, after one and after a save (the file's line stays behind Details, for whoever asks).
import { expect, test, type Page } from '@playwright/test';
import { blockList, checked, openStudio, saveButton, textField } from './studio.ts';

const developerWords = /site\.json|npm run|validate|\/tmp\/|\/home\//i;

/** The text the studio shows (its own page, not the preview's frame). */
const shownText = (page: Page) => page.locator('body').innerText();

test('no file names, commands or folders in the studio’s words: before an edit, during one and after a save', async ({ page }) => {
  await openStudio(page, '/pricing');
  await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes.' })).toBeVisible();
  await expect(page.getByText('None: the draft passes every check.')).toBeVisible();
  expect(await shownText(page)).not.toMatch(developerWords);

  await blockList(page).getByRole('button', { name: /^1\. Hero/ }).click();
  await textField(page, 'Heading', 'English').fill('Clear Prices For Everyone');
  await checked(page);
  await expect(page.getByRole('status').filter({ hasText: /^Unsaved changes\.$/ })).toBeVisible();
  expect(await shownText(page)).not.toMatch(developerWords);

  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  expect(await shownText(page)).not.toMatch(developerWords);
});
