// The FAQ page: eight category tabs (WAI-ARIA tabs), each a single-open accordion of ten
// questions; the tab and the open question live in the address. Back/Forward: every change on
// the FAQ replaces the history entry, so Back leaves the FAQ in one step and Forward returns to
// the same tab and open question.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from './test.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { blocksOf } from './siteData.ts';
import { inlinePlain } from '../../src/app/inlineText.ts';

const faq = blocksOf('/faq', 'faq')[0];
const categories = faq.categories;
const pricing = categories.find((c) => c.id === 'pricing')!;

const tablist = (page: Page) => page.getByRole('tablist', { name: faq.tabsLabel });
const tab = (page: Page, label: string) => tablist(page).getByRole('tab', { name: label, exact: true });
/** The one visible panel: inactive panels carry the hidden attribute. */
const panel = (page: Page) => page.getByRole('tabpanel');
const question = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });
const answer = (page: Page, text: string) => page.getByRole('region', { name: text, exact: true });
const firstText = (item: (typeof categories)[number]['items'][number]) => {
  const node = item.answer[0];
  return inlinePlain(node.type === 'list' ? node.items[0] : node.text);
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

function screenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('screenshots', { recursive: true });
  return page.screenshot({ path: `screenshots/faq-${name}-${testInfo.project.name}.png`, animations: 'disabled' });
}

test('opens on General FAQ with its ten questions, all closed', async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/faq');
  await expect(tablist(page).getByRole('tab')).toHaveText(categories.map((c) => c.label));
  await expect(tab(page, 'General FAQ')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toHaveCount(1);
  await expect(panel(page)).toHaveAccessibleName('General FAQ');
  await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(categories[0].items.map((i) => i.question));
  await expect(panel(page).getByRole('button', { expanded: true })).toHaveCount(0);
  await expect(page.getByText(firstText(categories[0].items[0]), { exact: true })).toBeHidden();
  expect(page.url()).toMatch(/\/faq$/);
  expect(watch.errors).toEqual([]);
});

test('each tab shows its own ten questions and puts its category in the address', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/faq');
  for (const [index, category] of [...categories.entries()].slice(1).concat([[0, categories[0]]])) {
    await tab(page, category.label).click();
    await expect(tab(page, category.label)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page)).toHaveAccessibleName(category.label);
    await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(category.items.map((i) => i.question));
    await expect(page).toHaveURL(index === 0 ? /\/faq$/ : new RegExp(`/faq\\?category=${category.id}$`));
  }
  expect(watch.errors).toEqual([]);
});

test('arrow keys, Home and End move focus and selection between the tabs', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/faq');
  await tab(page, 'General FAQ').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Websites')).toBeFocused();
  await expect(tab(page, 'Websites')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toHaveAccessibleName('Websites');
  await page.keyboard.press('End');
  await expect(tab(page, 'Security & Privacy')).toBeFocused();
  await expect(panel(page)).toHaveAccessibleName('Security & Privacy');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Project Process')).toBeFocused();
  await expect(tab(page, 'Project Process')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(page, 'General FAQ')).toBeFocused();
  await expect(panel(page)).toHaveAccessibleName('General FAQ');
  // Only the selected tab is in the Tab order: Tab moves on into the panel's first question.
  await page.keyboard.press('Tab');
  await expect(question(page, categories[0].items[0].question)).toBeFocused();
});

test('opening a question closes the one that was open, and the address names the open question', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/faq');
  await tab(page, 'Pricing').click();
  const [first, second] = pricing.items;
  await question(page, first.question).click();
  await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(page, first.question)).toBeVisible();
  await expect(answer(page, first.question)).toContainText(firstText(first));
  await expect(page).toHaveURL(new RegExp(`/faq\\?category=pricing#${first.id}$`));

  await question(page, second.question).click();
  await expect(question(page, second.question)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(page, first.question)).toBeHidden();
  await expect(panel(page).getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/faq\\?category=pricing#${second.id}$`));

  // Closing it again leaves no question in the address; the keyboard works the same way.
  await question(page, second.question).press('Enter');
  await expect(question(page, second.question)).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/faq\?category=pricing$/);
});

test('a link to a question opens its tab and the question, scrolled into view', { tag: '@any-width' }, async ({ warmPage: page }, testInfo) => {
  const watch = watchPage(page);
  const linked = pricing.items[7];
  await open(page, `/faq?category=pricing#${linked.id}`);
  await expect(tab(page, 'Pricing')).toHaveAttribute('aria-selected', 'true');
  await expect(question(page, linked.question)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(page, linked.question)).toBeVisible();
  await expect(question(page, linked.question)).toBeInViewport();
  // Not hidden under the fixed header.
  const header = await page.getByRole('banner').boundingBox();
  const box = await question(page, linked.question).boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await screenshot(page, testInfo, 'linked');

  // A question's id alone is enough: it selects its own tab.
  const other = categories[4].items[2];
  await open(page, `/faq#${other.id}`);
  await expect(tab(page, categories[4].label)).toHaveAttribute('aria-selected', 'true');
  await expect(question(page, other.question)).toHaveAttribute('aria-expanded', 'true');
  expect(watch.errors).toEqual([]);
});

test('Back leaves the FAQ in one step; Forward returns to the same tab and open question', { tag: '@any-width' }, async ({ page }) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await tab(page, 'Websites').click();
  await tab(page, 'Pricing').click();
  const item = pricing.items[2];
  await question(page, item.question).click();
  await expect(page).toHaveURL(new RegExp(`/faq\\?category=pricing#${item.id}$`));

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/faq\\?category=pricing#${item.id}$`));
  await expect(tab(page, 'Pricing')).toHaveAttribute('aria-selected', 'true');
  await expect(question(page, item.question)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(page, item.question)).toBeVisible();
});

test('a reload keeps the tab and the open question', { tag: '@any-width' }, async ({ page }) => {
  await open(page, '/faq');
  await tab(page, 'Cloud Systems').click();
  const item = categories[2].items[5];
  await question(page, item.question).click();
  await page.reload();
  await waitForHydration(page);
  await expect(tab(page, 'Cloud Systems')).toHaveAttribute('aria-selected', 'true');
  await expect(question(page, item.question)).toHaveAttribute('aria-expanded', 'true');
});

test('under reduced motion a question opens without animation', { tag: '@any-width' }, async ({ page }) => {
  const item = categories[0].items[1];
  const durationOf = async () => {
    await open(page, '/faq');
    await question(page, item.question).click();
    await expect(answer(page, item.question)).toBeVisible();
    // In seconds; the site's reduced-motion rule leaves 0.01 ms so that end events still fire.
    return answer(page, item.question).evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  };
  expect(await durationOf()).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durationOf()).toBeLessThanOrEqual(0.00001);
});

test('is accessible with a question open', async ({ warmPage: page }, testInfo) => {
  const watch = watchPage(page);
  await open(page, '/faq');
  await tab(page, 'AI & Automation').click();
  const item = categories[3].items[5];
  await question(page, item.question).click();
  await expect(answer(page, item.question)).toBeVisible();
  await page.waitForTimeout(400); // let the expansion finish before axe measures contrast
  await expectAccessible(page);
  await screenshot(page, testInfo, 'open');
  expect(watch.errors).toEqual([]);
});
