// The site's checks in the studio: live as the draft changes, for the page being edited and the
// whole site, each with "Go to the field", which opens the part of the studio that edits it and
// focuses the field. A warning never turns Save off.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { blockList, checked, formatted, openStudio, originalSite, saveButton, studioSiteFile, textField } from './studio.ts';

const pageChecks = (page: Page) => page.getByRole('region', { name: /^This page,/ });
const siteChecks = (page: Page) => page.getByRole('region', { name: /^The whole site/ });
const item = (region: ReturnType<typeof pageChecks>, text: string | RegExp) => region.getByRole('listitem').filter({ hasText: text });

test('a title made too long for search results is a warning at once, and “Go to the field” focuses it', async ({ page }) => {
  await openStudio(page, '/pricing');
  await expect(item(pageChecks(page), /Title \(English\)/)).toContainText('under 30');
  await page.getByRole('button', { name: /^Page settings/ }).click();
  const title = textField(page, 'Title', 'English');
  // 60 characters: the validation takes it (up to 70), search results show about 60 with “ | Nuqta”.
  await title.fill('Website Plans and Prices for Businesses in Qatar and the GCC');
  const warning = item(pageChecks(page), /Title \(English\)/);
  await expect(warning).toContainText('search results show about 60 characters of a title, and this one is 68 with the brand');
  await expect(pageChecks(page)).toHaveAccessibleName(/\(2 warnings\)/);
  // The whole site counts it with the others of its kind.
  await expect(siteChecks(page).getByRole('button', { name: /^Title length/ })).toBeVisible();
  // A warning, not a problem: Save stays on.
  await checked(page);
  await expect(page.getByRole('heading', { name: 'Problems (0)' })).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();

  // Elsewhere (the first block open, the settings closed), the button opens the settings and focuses the field.
  await page.getByRole('button', { name: /^Page settings/ }).click();
  await expect(title).toHaveCount(0);
  await blockList(page).getByRole('button', { name: /^1\. Hero/ }).click();
  await expect(page.getByRole('heading', { name: /^Block 1: Hero/ })).toBeVisible();
  await warning.getByRole('button', { name: 'Go to the field' }).click();
  await expect(textField(page, 'Title', 'English')).toBeFocused();
  await expect(textField(page, 'Title', 'English')).toHaveValue('Website Plans and Prices for Businesses in Qatar and the GCC');

  // Shortened again, the warning goes.
  await textField(page, 'Title', 'English').fill('Website Plans and Prices in Qatar');
  await expect(item(pageChecks(page), /Title \(English\)/)).toHaveCount(0);
});

test('“Go to the field” of a button’s text opens its block and focuses the text', async ({ page }) => {
  await openStudio(page, '/pricing');
  await blockList(page).getByRole('button', { name: /^4\. Call to action/ }).click();
  // The first button's text, in Arabic.
  const label = page.getByRole('main').getByRole('textbox', { name: 'Label * Arabic' }).first();
  await label.fill('اضغط هنا');
  const warning = item(pageChecks(page), /Label \(Arabic\)/);
  await expect(warning).toContainText(/the link says only “\u2068اضغط هنا\u2069”/);
  // From another page of the studio.
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/contact\s/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact' })).toBeVisible();
  const fromSite = siteChecks(page);
  await fromSite.getByRole('button', { name: /^Link text that says nothing/ }).click();
  await item(fromSite, /Label \(Arabic\)/).getByRole('button', { name: 'Go to the field' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /pricing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Block 4: Call to action/ })).toBeVisible();
  await expect(label).toBeFocused();
  await expect(label).toHaveValue('اضغط هنا');
});

test('“Go to the field” of a sub-heading in a folded FAQ answer opens the question and focuses that line', async ({ page }) => {
  // The third question's answer, with a sub-heading as its second line: an h5 right after the question's h3.
  const site = originalSite();
  const faq = site.routes.find((route: { path: string }) => route.path === '/faq').blocks.find((block: { type: string }) => block.type === 'faq');
  faq.categories[0].items[2].answer.splice(1, 0, { type: 'heading', level: 3, text: { en: 'What it costs', ar: 'كم يكلّف' } });
  await openStudio(page, '/');
  writeFileSync(studioSiteFile, formatted(site));
  await page.reload();
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/faq\s/ }).click();
  const warning = item(pageChecks(page), 'this sub-heading is a level-5 heading right after a level-3 one');
  await expect(warning).toContainText('Answer');
  await warning.getByRole('button', { name: 'Go to the field' }).click();
  await expect(page.getByRole('heading', { name: /^Block 2: Questions and answers/ })).toBeVisible();
  const line = page.getByRole('main').getByRole('textbox', { name: 'Sub-heading, line 2, English' });
  await expect(line).toBeFocused();
  await expect(line).toHaveText('What it costs');
});
