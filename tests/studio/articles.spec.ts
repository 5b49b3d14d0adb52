// Articles in the studio: an article block opens its article, whose text is edited in a rich-text
// editor (headings, lists, English and Arabic side by side) that writes the body format the site reads.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { renderPathsOf } from '../../scripts/lib/devRender.ts';
import { blockRow, checked, fileText, formatted, openStudio, originalSite, originalText, preview, saveButton, studioSiteFile } from './studio.ts';

const article = originalSite().articles[0];
const body = (page: Page) => page.getByRole('group', { name: /^Article text/ });
const lineText = (page: Page, name: RegExp) => body(page).getByRole('textbox', { name });

/** Opens the first article from its page's article block, with "Edit this article". */
async function openArticle(page: Page) {
  await openStudio(page, `/news/${article.slug}`);
  await blockRow(page, /^1\. /).getByRole('button', { name: /^1\. / }).click();
  await expect(page.getByText(`This block shows the article “${article.title.en}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Edit this article' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'News articles' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Article' })).toHaveText(article.title.en);
  await expect(page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: 'News articles' })).toHaveAttribute('aria-current', 'page');
}

test('an article opened from its block gets a heading and a list item in both languages: the preview shows them, and site.json has them in the body format', async ({ page }) => {
  await openArticle(page);
  // The editor shows the body as the site does: its first part is a heading, in both languages.
  await expect(lineText(page, /^Heading, line 1, English$/)).toHaveText(article.body[0].text.en);
  await expect(lineText(page, /^Heading, line 1, Arabic$/)).toHaveText(article.body[0].text.ar);
  await expect(lineText(page, /^Heading, line 1, Arabic$/)).toHaveAttribute('dir', 'rtl');

  // Enter at the end of the heading starts a paragraph; Ctrl+Alt+3 makes it a sub-heading.
  await lineText(page, /^Heading, line 1, English$/).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start with one question');
  await page.keyboard.press('Control+Alt+3');
  await expect(lineText(page, /^Sub-heading, line 2, English$/)).toHaveText('Start with one question');
  await lineText(page, /^Sub-heading, line 2, Arabic$/).click();
  await page.keyboard.type('ابدأ بسؤال واحد');

  // A new line after it, made a bulleted list item with the toolbar.
  await lineText(page, /^Sub-heading, line 2, English$/).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await body(page).getByRole('toolbar').getByRole('button', { name: 'Bulleted list' }).click();
  await expect(body(page).getByRole('toolbar').getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Count the questions you answer every day');
  await lineText(page, /^Bulleted list item 1, line 3, Arabic$/).click();
  await page.keyboard.type('احسب الأسئلة التي تجيب عنها كل يوم');

  const frame = preview(page);
  await expect(frame.getByRole('heading', { level: 3, name: 'Start with one question' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('listitem').filter({ hasText: 'Count the questions you answer every day' })).toBeVisible();
  await page.getByRole('button', { name: 'Arabic', exact: true }).click();
  await expect(frame.getByRole('heading', { level: 3, name: 'ابدأ بسؤال واحد' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('listitem').filter({ hasText: 'احسب الأسئلة التي تجيب عنها كل يوم' })).toBeVisible();

  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const site = originalSite();
  site.articles[0].body.splice(
    1,
    0,
    { type: 'heading', level: 3, text: { en: 'Start with one question', ar: 'ابدأ بسؤال واحد' } },
    { type: 'list', items: [{ en: 'Count the questions you answer every day', ar: 'احسب الأسئلة التي تجيب عنها كل يوم' }] },
  );
  // The file is the original with only those two parts added.
  expect(fileText()).toBe(formatted(site));
});

test('the article editor has a labelled toolbar, its call to action below the text, and no accessibility violations', async ({ page }) => {
  await openArticle(page);
  const toolbar = body(page).getByRole('toolbar', { name: /^Style of the line/ });
  for (const name of ['Heading', 'Sub-heading', 'Paragraph', 'Bulleted list', 'Numbered list', 'Quote', 'Note', 'Remove line']) await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+8');
  // The call to action: where the site shows it within the text, and its own fields below.
  await expect(body(page).getByText(/The call to action card shows here on the site/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Call to action inside the article' })).toBeVisible();
  await page.locator('#article0_inlineCta_heading_en').fill('Plan your first AI project with us');
  await expect(preview(page).getByRole('complementary', { name: 'Plan your first AI project with us' })).toBeVisible({ timeout: 30_000 });
  // The editor's column (a main landmark on a desk; on a phone the panes together are the main content).
  const results = await new AxeBuilder({ page }).include('#studio-editor').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('the keyboard edits the text as a word processor does, and Ctrl+S straight after typing loses no key', async ({ page }) => {
  await openArticle(page);
  const site = originalSite();
  const body = site.articles[0].body;
  // Backspace at the start of the heading makes it a paragraph; Ctrl+Alt+2 a heading again.
  await lineText(page, /^Heading, line 1, English$/).click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Backspace');
  await expect(lineText(page, /^Paragraph, line 1, English$/)).toHaveText(body[0].text.en);
  await page.keyboard.press('Control+Alt+2');
  await expect(lineText(page, /^Heading, line 1, English$/)).toHaveText(body[0].text.en);

  // Enter after a list's last item adds an item; Enter on that empty item ends the list with a paragraph.
  await lineText(page, /^Bulleted list item 4, line 26, English$/).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await expect(lineText(page, /^Bulleted list item 5, line 27, English$/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lineText(page, /^Paragraph, line 27, English$/)).toBeFocused();
  // "## " at the start of a paragraph makes it a heading, as in WordPress; Backspace a paragraph again.
  await page.keyboard.type('## ');
  await expect(lineText(page, /^Heading, line 27, English$/)).toBeFocused();
  await expect(lineText(page, /^Heading, line 27, English$/)).toHaveText('');
  await page.keyboard.press('Backspace');
  await expect(lineText(page, /^Paragraph, line 27, English$/)).toBeFocused();
  // An empty paragraph goes with Backspace, and the caret goes back to the end of the line above.
  await page.keyboard.press('Backspace');
  await expect(lineText(page, /^Bulleted list item 4, line 26, English$/)).toBeFocused();
  // The arrows go on from a line's last character to the next line.
  await page.keyboard.press('ArrowDown');
  await expect(lineText(page, /^Quote, line 27, English$/)).toBeFocused();

  // The last key typed is in the saved file, though Ctrl+S came with it: the studio's Ctrl+S
  // never saves the draft without it. When the editor had not read the key yet, that Ctrl+S
  // reads it and saves nothing (the draft is checked first; Ctrl+S again saves it); when it had,
  // it saves at once.
  await lineText(page, /^Heading, line 1, English$/).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Today');
  await checked(page);
  await expect(saveButton(page)).toBeEnabled();
  await Promise.all([page.keyboard.type('!'), page.keyboard.press('Control+s')]);
  await page.waitForTimeout(500);
  const before = body[0].text.en;
  body[0].text.en += ' Today!';
  if (fileText() === originalText) {
    await checked(page);
    await page.keyboard.press('Control+s');
  }
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  expect(fileText()).toBe(formatted(site));

  // Undo comes from the studio's history, not the editor: the editor shows the body as it was
  // (a step or two back, as the pause between the keys decides), not the text it last sent.
  await page.keyboard.press('Control+z');
  await expect(lineText(page, /^Heading, line 1, English$/)).toHaveText(new RegExp(`^${before}( Today)?$`));
});

test('an emptied line of the third article shows its problem beside it, and the problem list opens that article', async ({ page }) => {
  await openArticle(page);
  const third = originalSite().articles[2];
  await page.getByRole('combobox', { name: 'Article' }).click();
  await page.getByRole('option', { name: third.title.en }).click();
  await expect(lineText(page, /^Heading, line 1, English$/)).toHaveText(third.body[0].text.en);
  await lineText(page, /^Heading, line 1, English$/).fill('');
  await lineText(page, /^Heading, line 1, Arabic$/).click(); // the text is read as it loses focus
  await checked(page);
  await expect(lineText(page, /^Heading, line 1, English$/)).toHaveAttribute('aria-invalid', 'true');
  await expect(body(page).getByText(/English: .*empty/)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();

  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: 'Site facts' }).click();
  await page.getByRole('region', { name: /^Problems/ }).getByRole('button').first().click();
  await expect(page.getByRole('combobox', { name: 'Article' })).toHaveText(new RegExp(third.title.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(lineText(page, /^Heading, line 1, English$/)).toHaveAttribute('aria-invalid', 'true');
});

test('a word typed, made bold with Ctrl+B and a link to /contact with Ctrl+K, in both languages: site.json holds the marks, the page shows <strong> and the link', async ({ page }) => {
  await openArticle(page);
  const toolbar = body(page).getByRole('toolbar', { name: /^Style of the line/ });
  for (const name of ['Bold', 'Italic', 'Code', 'Link']) await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  await expect(toolbar.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-keyshortcuts', 'Control+K');

  // English: a word typed at the end of the second line, selected, Ctrl+B, then Ctrl+K and /contact picked from the site's pages.
  const english = lineText(page, /^Paragraph, line 2, English$/);
  await english.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Ask us.');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+Control+ArrowLeft');
  await page.keyboard.press('Control+b');
  await expect(english.locator('strong')).toHaveText('us');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  await expect(dialog).toBeVisible();
  // The studio's search is not opened by the editor's Ctrl+K.
  await expect(page.getByRole('dialog', { name: 'Search the site' })).toHaveCount(0);
  const address = dialog.getByRole('combobox', { name: /A page of the site/ });
  await expect(address).toBeFocused();
  await page.keyboard.type('/cont');
  await page.getByRole('option', { name: /^\/contact · / }).click();
  await expect(address).toHaveValue('/contact');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  await expect(english.locator('a[href="/contact"] strong')).toHaveText('us');
  await expect(english).toBeFocused();

  // Arabic: the same with the keyboard alone; an address that is neither a page nor https:// is refused.
  const arabic = lineText(page, /^Paragraph, line 2, Arabic$/);
  await arabic.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' راسلنا');
  await page.keyboard.press('Shift+Control+ArrowLeft');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('http://example.com');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/type an address starting with https:\/\//)).toBeVisible();
  await address.fill('/contact');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(arabic.locator('a[href="/contact"] strong')).toHaveText('راسلنا');

  // The preview shows them as the site does.
  const frame = preview(page);
  await expect(frame.getByRole('link', { name: 'us', exact: true })).toHaveAttribute('href', '/contact', { timeout: 30_000 });
  await expect(frame.locator('a[href="/contact"] > strong').filter({ hasText: /^us$/ })).toHaveCount(1);

  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const site = originalSite();
  const text = site.articles[0].body[1].text;
  site.articles[0].body[1].text = {
    en: [`${text.en} Ask `, { text: 'us', bold: true, href: '/contact' }, '.'],
    ar: [`${text.ar} `, { text: 'راسلنا', bold: true, href: '/contact' }],
  };
  // The file is the original with only those marks added.
  expect(fileText()).toBe(formatted(site));

  // The page as the build prerenders it from the file: <strong> in the link, /ar/contact in Arabic.
  const path = `/news/${article.slug}`;
  const pages = await renderPathsOf(studioSiteFile, [path, `/ar${path}`]);
  expect(pages[path]).toMatch(/Ask <a href="\/contact"[^>]*><strong>us<\/strong><\/a>\./);
  expect(pages[`/ar${path}`]).toMatch(/<a href="\/ar\/contact"[^>]*><strong>راسلنا<\/strong><\/a>/);
});
