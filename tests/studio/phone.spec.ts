// The studio on a phone (390 × 844): one pane at a time — the pages, a page's blocks, a block's
// fields, the preview — switched from tabs in the top bar, with Save in reach on every pane; a
// marketer fixes a typo there. At 1280 px, the three panes side by side as before.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { blockList, checked, fileText, openStudio, originalSite, preview, saveButton, textField } from './studio.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Site parts and pages' });
/** Beside the editor on a desk (complementary), a pane of the main content on a phone (region). */
const previewPane = (page: Page) => page.getByRole('complementary', { name: 'Preview' }).or(page.getByRole('region', { name: 'Preview', exact: true }));
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Studio panes' });
const tab = (page: Page, name: string) => tabs(page).getByRole('tab', { name, exact: true });

/** Save is in the bar, within the screen, a finger's size (44 px), whatever the pane. */
async function saveInReach(page: Page) {
  await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
  const box = (await saveButton(page).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

/** Nothing wider than the screen: neither the page nor the pane shown scrolls sideways. */
async function noSidewaysScroll(page: Page) {
  const wider = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll<HTMLElement>('nav, [role="main"], #studio-editor, [aria-label="Preview"]')]
      .filter((element) => element.offsetParent !== null || element === document.documentElement)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`),
  );
  expect(wider).toEqual([]);
}

/** WCAG 2.2 AA for the studio's own page (the preview's frame is the site's, tested with it). */
async function accessible(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The one pane shown, and its tab chosen (the others not). */
async function showsOnly(page: Page, pane: 'Pages' | 'Blocks' | 'Fields' | 'Preview') {
  await expect(tab(page, pane)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs(page).getByRole('tab', { selected: true })).toHaveCount(1);
  const shown = {
    Pages: nav(page),
    Blocks: blockList(page),
    Fields: page.getByRole('main').getByRole('heading', { level: 3, name: /^Block \d+:/ }).or(page.locator('#section-heading')),
    Preview: previewPane(page),
  };
  for (const [name, locator] of Object.entries(shown)) {
    if (name === pane) await expect(locator).toBeVisible();
    else await expect(locator).toBeHidden();
  }
  await saveInReach(page);
  await noSidewaysScroll(page);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('one pane at a time from the bar’s tabs: a page, a block, a heading edited and saved; Save within reach on every pane', async ({ page }) => {
    const hero = originalSite().routes.find((route: { path: string }) => route.path === '/pricing').blocks[0];
    await page.goto('/');
    await showsOnly(page, 'Pages');
    await accessible(page);

    // A page chosen in the list opens its blocks.
    await nav(page).getByRole('button', { name: /^\/pricing\s/ }).click();
    await showsOnly(page, 'Blocks');
    await expect(page.getByRole('heading', { level: 2, name: 'Page /pricing' })).toBeInViewport();

    // The preview, from its tab: the page at a phone's width.
    await tab(page, 'Preview').click();
    await showsOnly(page, 'Preview');
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(hero.heading.en);
    await expect(page.getByRole('button', { name: 'Phone 390 px' })).toHaveAttribute('aria-pressed', 'true');

    // A block chosen opens its fields.
    await tab(page, 'Blocks').click();
    await showsOnly(page, 'Blocks');
    await blockList(page).getByRole('button', { name: /^1\. Hero/ }).click();
    await showsOnly(page, 'Fields');
    await expect(page.getByRole('heading', { level: 3, name: /^Block 1: Hero/ })).toBeInViewport();
    await accessible(page);

    // A typo fixed, and saved.
    const fixed = 'Clear Prices, No Surprises At All';
    await textField(page, 'Heading', 'English').fill(fixed);
    await checked(page);
    await saveInReach(page);
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    expect(JSON.parse(fileText()).routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading.en).toBe(fixed);
    await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes.' })).toBeVisible();

    await tab(page, 'Preview').click();
    await showsOnly(page, 'Preview');
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(fixed);

    // Back in the fields, the form is as it was left.
    await tab(page, 'Fields').click();
    await showsOnly(page, 'Fields');
    await expect(textField(page, 'Heading', 'English')).toHaveValue(fixed);

    // A site-wide part has no blocks: its fields open, and the Blocks tab is off.
    await tab(page, 'Pages').click();
    await showsOnly(page, 'Pages');
    await nav(page).getByRole('button', { name: 'Site facts' }).click();
    await showsOnly(page, 'Fields');
    await expect(tab(page, 'Blocks')).toBeDisabled();
  });

  test('the fields of a page with no block chosen lead back to its blocks', async ({ page }) => {
    await openStudio(page, '/faq');
    await tab(page, 'Fields').click();
    await expect(page.getByText('Choose a block of the page /faq to edit its texts.')).toBeVisible();
    await page.getByRole('button', { name: 'Show the blocks' }).click();
    await showsOnly(page, 'Blocks');
  });
});

test('at 1280 px the pages, the editor and the preview side by side, with no tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStudio(page, '/pricing');
  await blockList(page).getByRole('button', { name: /^1\. Hero/ }).click();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const [pages, main, aside] = await Promise.all([nav(page).boundingBox(), page.getByRole('main').boundingBox(), previewPane(page).boundingBox()]);
  expect(pages!.width).toBe(250);
  expect(main!.x).toBeGreaterThanOrEqual(pages!.x + pages!.width - 1);
  expect(aside!.x).toBeGreaterThanOrEqual(main!.x + main!.width - 1);
  expect(Math.abs(main!.width - aside!.width)).toBeLessThanOrEqual(1);
  for (const box of [pages, main, aside]) expect(box!.y).toBe(pages!.y);
  // The block list and the form, one above the other, in the middle.
  await expect(blockList(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Block 1: Hero/ })).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
});
