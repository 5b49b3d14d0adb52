// Undo and redo, search (Ctrl+Shift+F) and renaming a page's path, as a marketer uses them. Every test
// starts from the original site.json (a copy).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { blockRow, checked, fileText, openStudio, preview, saveButton, textField } from './studio.ts';

const heroHeading = 'Clear Prices, No Surprises';

/** The accessibility violations of the open dialog (WCAG 2.2 AA). */
async function dialogViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('typing in a heading is one step: undo, redo, save, and undo again makes the draft unsaved; the preview and the selection follow', async ({ page }) => {
  await openStudio(page, '/pricing');
  await blockRow(page, /^1\. Hero/).getByRole('button', { name: /^1\. Hero/ }).click();
  const heading = textField(page, 'Heading', 'English');
  const h1 = preview(page).getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heroHeading, { timeout: 30_000 });
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await expect(undo).toBeDisabled();

  // Typed over, key by key: one step, not one per key.
  await heading.selectText();
  await heading.pressSequentially('Prices you can plan', { delay: 40 });
  await expect(h1).toHaveText('Prices you can plan', { timeout: 30_000 });
  await expect(undo).toHaveAttribute('title', 'Undo: Edit Hero on /pricing: Heading (English) (Ctrl+Z)');
  await expect(undo).toHaveAccessibleDescription('Undo: Edit Hero on /pricing: Heading (English) (Ctrl+Z)');

  // Ctrl+Z inside the field undoes the studio's step: the whole typing at once.
  await heading.press('Control+z');
  await expect(heading).toHaveValue(heroHeading);
  await expect(h1).toHaveText(heroHeading, { timeout: 30_000 });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();
  await heading.press('Control+Shift+z');
  await expect(heading).toHaveValue('Prices you can plan');
  await expect(h1).toHaveText('Prices you can plan', { timeout: 30_000 });

  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  expect(JSON.parse(fileText()).routes[19].blocks[0].heading.en).toBe('Prices you can plan');
  await expect(saveButton(page)).toBeDisabled();

  // Elsewhere in the studio, an undo goes back to where its change was, and the draft is unsaved again.
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/contact\s/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact' })).toBeVisible();
  await page.locator('body').press('Control+z');
  await expect(page.getByRole('heading', { level: 2, name: 'Page /pricing' })).toBeVisible();
  await expect(textField(page, 'Heading', 'English')).toHaveValue(heroHeading);
  await expect(h1).toHaveText(heroHeading, { timeout: 30_000 });
  await checked(page);
  await expect(page.getByRole('status').filter({ hasText: /^Unsaved changes\.$/ })).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();

  // Ctrl+Y redoes too, back to what is saved: nothing to save.
  await page.locator('body').press('Control+y');
  await expect(textField(page, 'Heading', 'English')).toHaveValue('Prices you can plan');
  await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes.' })).toBeVisible();
});

test('removing a block offers Undo, which is the same history: Redo removes it again', async ({ page }) => {
  await openStudio(page, '/pricing');
  await blockRow(page, /^3\. Checklist/).getByRole('button', { name: /^Remove/ }).click();
  await expect(blockRow(page, /Checklist/)).toHaveCount(0);
  await expect(page.getByText('Removed Checklist')).toBeVisible();
  await page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Undo' }).click();
  await expect(blockRow(page, /^3\. Checklist/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(blockRow(page, /Checklist/)).toHaveCount(0);
});

test('Ctrl+Shift+F finds an Arabic text as typed without its vowel marks, and a block on another page, and opens them', async ({ page }) => {
  await openStudio(page, '/pricing');
  await page.locator('body').press('Control+Shift+F');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  const box = dialog.getByRole('combobox', { name: 'Search pages, blocks and texts' });
  await expect(box).toBeFocused();
  // The heading is written "حدّثنا" (with a shadda); typed without it, it is found all the same.
  await box.fill('حدثنا عن مشروعك');
  const results = dialog.getByRole('listbox', { name: 'Results' }).getByRole('option');
  await expect(results.first()).toContainText('/contact · Contact Us › Block 3, Contact forms: Tell Us About Your Project');
  await expect(results.first()).toContainText('Heading (Arabic):');
  await expect(results.first()).toHaveAttribute('aria-selected', 'true');
  expect(await dialogViolations(page)).toEqual([]);
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Block 3: Contact forms/ })).toBeVisible();
  await expect(textField(page, 'Heading', 'Arabic')).toBeFocused();
  await expect(textField(page, 'Heading', 'Arabic')).toHaveValue('حدّثنا عن مشروعك');
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute('title', /\/ar\/contact in Arabic/);

  // A block by its type, from the top bar's button, with the arrow keys.
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/pricing\s/ }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box.fill('map');
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?/);
  await expect(results.first()).toContainText('/contact · Contact Us › Block 4, Map');
  await box.press('ArrowDown');
  await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: /^Block 4: Map/ })).toBeVisible();
  await expect(blockRow(page, /^4\. Map/).getByRole('button', { name: /^4\. Map/ })).toHaveAttribute('aria-current', 'true');

  // A page's title: its settings open, the field focused.
  await page.locator('body').press('Control+Shift+F');
  await box.fill('terms of service');
  await expect(results.first()).toContainText('/terms · Terms of Service');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Page /terms' })).toBeVisible();
  await expect(textField(page, 'Title', 'English')).toBeFocused();
});

test('renaming /pricing offers to update its 13 links (6 of them in the articles’ texts) and to add a redirect: one change, undone at once; saved, no link is broken', async ({ page }) => {
  await openStudio(page, '/pricing');
  await page.getByRole('button', { name: /^Page settings/ }).click();
  const path = page.locator('#route19_path');
  await path.fill('/plans');
  // Leaving the field, even for another page, asks (Enter does too).
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/contact\s/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Update the links to /pricing?' });
  await expect(dialog).toContainText('13 links point to /pricing. Update them to /plans?');
  await expect(dialog).toContainText('Navigation (header)');
  await expect(dialog.getByRole('checkbox', { name: 'Add a redirect from /pricing to /plans' })).toBeChecked();
  expect(await dialogViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Update 13 links' }).click();
  await expect(dialog).toBeHidden();
  await checked(page);
  await expect(page.getByRole('status').filter({ hasText: /^Unsaved changes\.$/ })).toBeVisible();

  // Undone, the links are broken again (the path stays new); redone, they follow it.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toHaveAttribute('title', 'Undo: Update the links to /pricing and add a redirect (Ctrl+Z)');
  await page.locator('body').press('Control+z');
  await checked(page);
  await expect(page.getByRole('status').filter({ hasText: 'Cannot save: 13 problems to fix first' })).toBeVisible();
  await page.locator('body').press('Control+Shift+z');
  await checked(page);
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const saved = fileText();
  const site = JSON.parse(saved);
  expect(site.routes[19].path).toBe('/plans');
  expect(site.redirects).toContainEqual({ from: '/pricing', to: '/plans' });
  expect(saved.match(/"\/pricing"/g)).toHaveLength(1); // the redirect's old address
  expect(saved.match(/"href": "\/plans"/g)).toHaveLength(13);
});
