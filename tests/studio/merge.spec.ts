// A merge: while a marketer edits in the studio, site.json changes on disk (a hand edit, or a
// pull). Changes to different places merge, and the studio says what it kept; the same text
// changed on both sides is shown side by side, yours and theirs, with a choice.
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { blockList, blockRow, checked, fileText, formatted, openStudio, originalSite, originalText, saveButton, studioSiteFile, textField, moveBlockDownByKeyboard } from './studio.ts';

test('a merge: changes to different texts are both kept; the same text changed on both sides is chosen side by side', async ({ page }) => {
  await openStudio(page, '/');
  await blockRow(page, /^1\. Hero/).getByRole('button', { name: /^1\. Hero/ }).click();
  const heading = textField(page, 'Heading', 'English');
  await heading.fill('Edited in the studio');
  await checked(page);
  // Meanwhile, another text of the same page changes on disk.
  const handEdited = originalText.replace('"IT Solutions in Qatar & GCC"', '"IT Solutions, edited by hand"');
  expect(handEdited).not.toBe(originalText);
  writeFileSync(studioSiteFile, handEdited);

  await saveButton(page).click();
  const merged = page.getByRole('alert').filter({ hasText: 'Merged with the version changed on disk at' });
  await expect(merged).toContainText('their changes to IT Solutions in Qatar & GCC, Title and yours to IT Solutions in Qatar & GCC, block 1 ‘Hero');
  await expect(merged).toContainText('are both kept. Check the preview, then save.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(fileText()).toBe(handEdited); // merged in the studio, not saved yet
  await expect(page.getByRole('navigation', { name: 'Site parts and pages' })).toContainText('IT Solutions, edited by hand');
  await expect(heading).toHaveValue('Edited in the studio');

  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(merged).toHaveCount(0);
  const both = originalSite();
  both.routes[0].title.en = 'IT Solutions, edited by hand';
  both.routes[0].blocks[0].heading.en = 'Edited in the studio';
  expect(fileText()).toBe(formatted(both));

  // Now the same heading is changed on both sides, and other texts on one side only.
  await heading.fill('Mine, from the studio');
  await textField(page, 'Tagline', 'English').fill('Fast delivery, from the studio');
  await checked(page);
  const onDisk = structuredClone(both);
  onDisk.routes[0].blocks[0].heading.en = 'Theirs, from the file';
  onDisk.routes[0].description.en = 'Websites, cloud systems and AI for companies in Qatar, described again by hand in the file.';
  writeFileSync(studioSiteFile, formatted(onDisk));
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Not saved: the file changed on disk' });
  await expect(dialog).toContainText('one place you changed too was changed differently');
  await expect(dialog.getByRole('radiogroup')).toHaveCount(1);
  const choice = dialog.getByRole('radiogroup', { name: /block 1 ‘Hero: .*’, Heading$/ });
  await expect(choice).toContainText('Yours (this draft)');
  await expect(choice).toContainText('Mine, from the studio');
  await expect(choice).toContainText('The file on disk');
  await expect(choice).toContainText('Theirs, from the file');
  // Both languages of the heading, the Arabic the same on both sides.
  await expect(choice).toContainText('Arabic (the same on both sides)');
  await expect(choice.getByText(onDisk.routes[0].blocks[0].heading.ar).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Merge with these choices' })).toBeDisabled();
  await page.waitForTimeout(300); // the dialog has finished opening
  await page.screenshot({ path: test.info().outputPath('side-by-side.png') });
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  await choice.getByRole('radio', { name: 'Keep theirs' }).check();
  await dialog.getByRole('button', { name: 'Merge with these choices' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Merged with the version changed on disk at' })).toContainText('your choice is kept (one place)');
  await expect(heading).toHaveValue('Theirs, from the file');
  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const chosen = structuredClone(onDisk);
  chosen.routes[0].blocks[0].tagline.en = 'Fast delivery, from the studio';
  expect(fileText()).toBe(formatted(chosen));
});

test('a block moved in the studio keeps the text changed in the file meanwhile', async ({ page }) => {
  await openStudio(page, '/');
  // Move "Cards" (block 2) one place down with the keyboard.
  await moveBlockDownByKeyboard(page, 2, 'Cards', 5);
  await expect(blockList(page).getByRole('listitem').nth(2)).toContainText('Cards: Services That Grow Your Business');
  await checked(page);
  const onDisk = originalSite();
  onDisk.routes[0].blocks[1].heading.en = 'Services, renamed in the file';
  writeFileSync(studioSiteFile, formatted(onDisk));

  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Merged with the version changed on disk at' })).toContainText('and yours to IT Solutions in Qatar & GCC, Blocks: the order are both kept');
  await expect(blockList(page).getByRole('listitem').nth(2)).toContainText('Cards: Services, renamed in the file');
  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const both = structuredClone(onDisk);
  both.routes[0].blocks.splice(2, 0, both.routes[0].blocks.splice(1, 1)[0]);
  expect(fileText()).toBe(formatted(both));
});
