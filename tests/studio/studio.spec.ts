// The studio as a marketer uses it: reorder, edit in both languages, see the problems of
// `npm run validate` and be unable to save them, add a block from its example, and never
// overwrite a hand edit. Every test starts from the original site.json (a copy).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ElementHandle, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { blockList, blockRow, checked, fileText, formatted, openStudio, originalSite, originalText, prerenderedHeadings, preview, saveButton, studioSiteFile, textField, validateLines, moveBlockDownByKeyboard, pickUpBlockByKeyboard } from './studio.ts';

/** Drags a block's handle onto another block's place with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: RegExp, to: RegExp) {
  const start = (await blockList(page).getByRole('button', { name: from }).boundingBox())!;
  const end = (await blockList(page).getByRole('button', { name: to }).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 8, { steps: 12 });
  await page.mouse.up();
}

const mainHeadings = (page: Page) => preview(page).locator('main h2');

test('reordering blocks by drag and by keyboard saves a file whose diff only moves them; the preview and the prerendered page follow', async ({ page }) => {
  await openStudio(page, '/');
  const site = originalSite();
  const [hero, services, testimonials, highlights, cta] = site.routes[0].blocks;
  await expect(mainHeadings(page).first()).toHaveText(services.heading.en);

  await drag(page, /^Move block 2,/, /^Move block 3,/);
  await expect(blockList(page).getByRole('listitem').nth(1)).toContainText(testimonials.heading.en);
  await expect(blockList(page).getByRole('listitem').nth(2)).toContainText(services.heading.en);

  // The keyboard alone: focus the handle, Space picks the block up, an arrow moves it, Space drops it.
  await pickUpBlockByKeyboard(page, 5, 'Call to action');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[aria-live]').filter({ hasText: /would move to position 4 of 5/ })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(page.locator('[aria-live]').filter({ hasText: /Call to action: .* moved to position 4 of 5/ })).toHaveCount(1);
  await expect(blockList(page).getByRole('listitem').nth(3)).toContainText(cta.heading.en);

  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  site.routes[0].blocks = [hero, testimonials, services, cta, highlights];
  // The whole file is the original with only those blocks moved: same formatting, same key order.
  expect(fileText()).toBe(formatted(site));
  expect(fileText()).not.toBe(originalText);

  const moved = [testimonials.heading.en, services.heading.en, cta.heading.en, highlights.heading.en];
  await expect(mainHeadings(page)).toHaveText(moved.map((text) => new RegExp(escape(text))), { timeout: 30_000 });
  // The saved file builds into the page in its new order: prerendered as `npm run build` does.
  expect(await prerenderedHeadings('/')).toEqual(moved);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an Arabic text edited in the form shows in the Arabic preview', async ({ page }) => {
  await openStudio(page, '/pricing');
  await blockRow(page, /^1\. Hero/).getByRole('button', { name: /^1\. Hero/ }).click();
  const arabic = textField(page, 'Heading', 'Arabic');
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  await arabic.fill('أسعار واضحة للجميع');
  await page.getByRole('button', { name: 'Arabic', exact: true }).click();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('أسعار واضحة للجميع', { timeout: 30_000 });
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute('title', /\/ar\/pricing in Arabic/);
});

test('a link to no route and an empty required text show the messages of npm run validate, and cannot be saved', async ({ page, request }) => {
  await openStudio(page, '/');
  await blockRow(page, /^5\. Call to action/).getByRole('button', { name: /^5\. Call to action/ }).click();
  await textField(page, 'Heading', 'English').fill('');
  const href = page.getByRole('combobox', { name: /^Link/ }).first();
  await href.fill('/no-such-page');
  await href.press('Escape');
  await checked(page);

  const site = originalSite();
  site.routes[0].blocks[4].heading.en = '';
  site.routes[0].blocks[4].actions[0].href = '/no-such-page';
  const expected = validateLines(site);
  expect(expected).toHaveLength(2);
  const problems = page.getByRole('region', { name: /^Problems/ });
  // In a marketer's words: the page, the block and the field, then what is wrong.
  await expect(problems.getByRole('listitem').first()).toHaveText('IT Solutions in Qatar & GCC, block 5 ‘Call to action’, Heading (English): is empty');
  // Behind Details, the very lines of npm run validate.
  await problems.getByRole('switch', { name: /Details/ }).check();
  await expect(problems.getByRole('listitem')).toHaveText(expected.map((line) => new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
  // Beside their fields too.
  await expect(textField(page, 'Heading', 'English')).toHaveAccessibleDescription(/must not be empty/);
  await expect(page.getByText(/links to "\/no-such-page", which is not a route of this site/).first()).toBeVisible();

  await expect(saveButton(page)).toBeDisabled();
  await expect(saveButton(page)).toHaveAccessibleDescription('Cannot save: 2 problems to fix first (see Problems).');
  // The server refuses such a save too, whatever the page does.
  const session = await (await request.get('/api/session')).json();
  const refused = await request.post('/api/save', { data: { site, baseHash: session.hash } });
  expect(refused.status()).toBe(422);
  // And another site open in the browser may not save at all.
  const foreign = await request.post('/api/save', { data: { site: originalSite(), baseHash: session.hash }, headers: { origin: 'http://elsewhere.example' } });
  expect(foreign.status()).toBe(403);
  expect(fileText()).toBe(originalText);
  // The preview follows the draft as typed, problems and all, as long as it can draw it.
  await expect(preview(page).locator('main a[href="/no-such-page"]')).toHaveCount(1);
});

test('on a slow computer, a text changed and a link changed right after it are both saved: neither edit undoes the other', async ({ page }) => {
  await openStudio(page, '/');
  await blockRow(page, /^5\. Call to action/).getByRole('button', { name: /^5\. Call to action/ }).click();
  // A slow laptop: the link changes before the form has taken in the heading. Both are typed in
  // one task, so that none of the form's work for the first has run when the second comes.
  const heading = await textField(page, 'Heading', 'English').elementHandle();
  const link = await page.getByRole('combobox', { name: /^Link/ }).first().elementHandle();
  const edits: Array<[ElementHandle<HTMLInputElement>, string]> = [
    [heading as ElementHandle<HTMLInputElement>, 'Your website, live this month'],
    [link as ElementHandle<HTMLInputElement>, '/pricing'],
  ];
  await page.evaluate((edits) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const [input, value] of edits) {
      input.focus();
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, edits);
  await page.keyboard.press('Escape');

  await checked(page);
  await expect(textField(page, 'Heading', 'English')).toHaveValue('Your website, live this month');
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const site = originalSite();
  site.routes[0].blocks[4].heading.en = 'Your website, live this month';
  site.routes[0].blocks[4].actions[0].href = '/pricing';
  expect(fileText()).toBe(formatted(site));
});

test('a call to action added to /pricing starts from its schema’s shape with its texts empty and flagged, never another page’s words, and is saved after the others', async ({ page }) => {
  await openStudio(page, '/pricing');
  await page.getByRole('button', { name: 'Add block at the end' }).click();
  await page.getByRole('menuitem', { name: /^Call to action/ }).click();
  await expect(blockList(page).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Block 5: Call to action', exact: true })).toBeVisible();
  await checked(page);
  // The heading and the two buttons' labels, in both languages: six texts to write before it can be saved.
  await expect(saveButton(page)).toHaveAccessibleDescription('Cannot save: 6 problems to fix first (see Problems).');
  await expect(textField(page, 'Heading', 'English')).toHaveValue('');
  const words = { heading: ['Questions About Our Plans?', 'أسئلة عن باقاتنا؟'], first: ['Ask Us', 'اسألنا'], second: ['See Our Work', 'شاهد أعمالنا'] };
  await textField(page, 'Heading', 'English').fill(words.heading[0]);
  await textField(page, 'Heading', 'Arabic').fill(words.heading[1]);
  const labels = page.getByRole('group', { name: /^Label\b/ });
  await labels.nth(0).getByRole('textbox', { name: /English/ }).fill(words.first[0]);
  await labels.nth(0).getByRole('textbox', { name: /Arabic/ }).fill(words.first[1]);
  await labels.nth(1).getByRole('textbox', { name: /English/ }).fill(words.second[0]);
  await labels.nth(1).getByRole('textbox', { name: /Arabic/ }).fill(words.second[1]);
  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const site = originalSite();
  const pricing = site.routes.find((route: { path: string }) => route.path === '/pricing');
  const { default: schema } = await import('../../schemas/blocks/cta.schema.json', { with: { type: 'json' } });
  const [first, second] = schema.examples[0].actions;
  pricing.blocks.push({
    type: 'cta',
    heading: { en: words.heading[0], ar: words.heading[1] },
    actions: [
      { ...first, label: { en: words.first[0], ar: words.first[1] } },
      { ...second, label: { en: words.second[0], ar: words.second[1] } },
    ],
  });
  expect(fileText()).toBe(formatted(site));
  await expect(preview(page).getByRole('heading', { name: words.heading[0] })).toBeVisible();
});

test('a hero moved below another block is a warning, not a problem: the page can still be saved', async ({ page }) => {
  await openStudio(page, '/pricing');
  const warnings = page.getByRole('region', { name: /^This page,/ }).getByRole('listitem').filter({ hasText: 'the page does not open with a hero' });
  await expect(warnings).toHaveCount(0);
  await moveBlockDownByKeyboard(page, 1, 'Hero', 4);
  await expect(blockList(page).getByRole('listitem').nth(1)).toContainText('Hero');
  await expect(warnings).toHaveCount(1);
  await expect(warnings).toContainText('Pricing');
  await expect(warnings).toContainText('Block 1 ‘Pricing table');
  await checked(page);
  await expect(saveButton(page)).toBeEnabled();
  // The warning opens the block at fault.
  await warnings.getByRole('button', { name: 'Go to the field' }).click();
  await expect(page.getByRole('heading', { name: /^Block 1: Pricing table/ })).toBeVisible();
});

test('a hand edit made to the file meanwhile is not overwritten: the same text changed on both sides waits for a choice', async ({ page }) => {
  await openStudio(page, '/');
  await blockRow(page, /^1\. Hero/).getByRole('button', { name: /^1\. Hero/ }).click();
  await textField(page, 'Heading', 'English').fill('Edited in the studio');
  await checked(page);
  const handEdited = originalText.replace('"Next-Level IT Solutions In Qatar & GCC"', '"IT Solutions, edited by hand"');
  expect(handEdited).not.toBe(originalText);
  writeFileSync(studioSiteFile, handEdited);

  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Not saved: the file changed on disk' });
  await expect(dialog).toContainText('Nothing was saved yet. In the version changed on disk at');
  await expect(dialog.getByRole('radiogroup', { name: /Heading$/ })).toContainText('IT Solutions, edited by hand');
  expect(fileText()).toBe(handEdited);

  await dialog.getByRole('button', { name: 'Load the saved version' }).click();
  await expect(blockList(page)).toContainText('Hero: IT Solutions, edited by hand');
  await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes.' })).toBeVisible();
});

test('a plan’s price, changed once in Plans and prices, shows in the pricing table and in every {plan.…} text', async ({ page }) => {
  await openStudio(page, '/');
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: 'Plans and prices' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Plans and prices' })).toBeVisible();
  // The preview opens the page the plans show on.
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute('title', /^Preview of \/pricing in English/);
  await page.getByRole('spinbutton', { name: /^Price/ }).first().fill('1700');
  await checked(page);
  await expect(preview(page).getByRole('main')).toContainText('QAR 1,700', { timeout: 30_000 });
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  expect(JSON.parse(fileText()).plans[0].price).toBe(1700);
  // The home page's tagline names the price through {plan.small.price}.
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/\s/ }).click();
  await expect(preview(page).getByText('Fast Delivery • QAR 1,700 • Qatar Focus')).toBeVisible({ timeout: 30_000 });
});

test('an edit shows in the preview in place, without a reload or a jump; choosing a block shows it; a click in the preview opens its block and field', async ({ page }) => {
  await openStudio(page, '/pricing');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Surprises');
  const frame = page.frame({ url: /preview\.html/ })!;
  await frame.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Choosing a block scrolls the preview to it and outlines it.
  await blockRow(page, /^3\. Checklist/).getByRole('button', { name: /^3\. Checklist/ }).click();
  const checklist = frame.locator('[data-block-index="2"]');
  await expect(checklist).toHaveCSS('outline-style', 'solid');
  await expect(checklist).toBeInViewport();
  const scrolled = await frame.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(200);

  // Typing: the heading changes where it is; the page neither reloads nor moves.
  await textField(page, 'Heading', 'English').fill('Every Plan Includes All This');
  await expect(checklist.getByRole('heading', { level: 2 })).toHaveText('Every Plan Includes All This');
  expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await frame.evaluate(() => scrollY)).toBe(scrolled);

  // A click on the pricing table's heading in the preview opens that block, its heading's field focused.
  await frame.locator('[data-block-index="1"]').getByRole('heading', { level: 2 }).click();
  await expect(blockRow(page, /^2\. Pricing table/).getByRole('button', { name: /^2\. Pricing table/ })).toHaveAttribute('aria-current', 'true');
  await expect(textField(page, 'Heading', 'English')).toBeFocused();
  await expect(textField(page, 'Heading', 'English')).toHaveValue('Website Plans and Custom Solutions');
});

test('in the FAQ’s long form, keys typed right before Ctrl+S are saved', async ({ page }) => {
  await openStudio(page, '/faq');
  await blockRow(page, /^2\. Questions and answers/).getByRole('button', { name: /^2\. Questions and answers/ }).click();
  // Its first category, then that category's first question.
  await page.getByRole('main').locator('form').getByRole('button', { name: /^1\. / }).first().click();
  await page.getByRole('main').locator('form').getByRole('button', { name: /^1\. / }).nth(1).click();
  const answer = textField(page, 'Question', 'English');
  const original = await answer.inputValue();
  await answer.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Ask us.');
  await checked(page);
  await expect(saveButton(page)).toBeEnabled();
  // The next keys and the save in one breath: the save waits for them to reach the draft.
  await page.keyboard.type(' Today!', { delay: 0 });
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const saved = JSON.parse(fileText());
  const faq = saved.routes.find((route: { path: string }) => route.path === '/faq').blocks[1];
  expect(JSON.stringify(faq)).toContain(`${original} Ask us. Today!`);
  await expect(answer).toHaveValue(`${original} Ask us. Today!`);
});

test('typing keeps nothing animating beside the field: Save turns off and on with each key without a fade', async ({ page }) => {
  await openStudio(page, '/');
  await blockRow(page, /^1\. Hero/).getByRole('button', { name: /^1\. Hero/ }).click();
  const heading = textField(page, 'Heading', 'English');
  await heading.click();
  await page.keyboard.press('End');
  // The first key turns Undo on (a fade, once), and the field's focus settles.
  await page.keyboard.type(' ');
  await checked(page);
  await page.waitForTimeout(500);
  // What runs from then on: a fade on every key drew a frame every 16 ms while a marketer typed,
  // and kept the keys' own frames waiting (bench:studio).
  await page.evaluate(() => {
    const w = window as unknown as { animated: string[] };
    w.animated = [];
    const look = () => {
      for (const animation of document.getAnimations())
        if (animation.playState === 'running') w.animated.push(`${(animation.effect as KeyframeEffect | null)?.target?.textContent ?? '?'}: ${(animation as CSSTransition).transitionProperty ?? animation.id}`);
      if (w.animated.length < 20) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.keyboard.type(' now', { delay: 120 });
  await checked(page);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as { animated: string[] }).animated)).toEqual([]);
});

test('another page on this computer cannot read the draft, and a body too large to be a draft is refused, never kept', async ({ request }) => {
  const elsewhere = await request.get('/api/session', { headers: { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' } });
  expect(elsewhere.status()).toBe(403);
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  const crossSite = await request.get('/api/session', { headers: { 'sec-fetch-site': 'cross-site' } });
  expect(crossSite.status()).toBe(403);
  const huge = await request.post('/api/draft', { data: `{"site":"${'x'.repeat(9 * 1024 * 1024)}"}`, headers: { 'content-type': 'application/json' } });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error).toMatch(/larger than the studio takes/);
  expect((await request.get('/api/session')).status()).toBe(200);
});

test('the studio passes axe (WCAG 2.2 AA), with a block open and with problems', async ({ page }) => {
  await openStudio(page, '/');
  await blockRow(page, /^5\. Call to action/).getByRole('button', { name: /^5\. Call to action/ }).click();
  const scan = async () => {
    // Colours as they settle (a button just enabled fades in over 250 ms), not halfway.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    // The preview is the site itself, which the site's own tests scan.
    const results = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).options({ resultTypes: ['violations'] }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  };
  await scan();
  await textField(page, 'Heading', 'English').fill('');
  await checked(page);
  await expect(saveButton(page)).toBeDisabled();
  await scan();
});
