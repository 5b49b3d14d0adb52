// Visitors who ask for less motion (prefers-reduced-motion: reduce) get none: the Get Started
// dialog, the Services menu and the drawer appear at once, with no animation or transition
// running; with motion allowed, the same dialog does animate (so the check can fail).
import { expect, test, type Page } from './test.ts';
import { waitForHydration } from './helpers.ts';
import { site } from './siteData.ts';

const { header, getStarted } = site.layout;

/** The longest animation or transition running in the page, in ms. */
const longestMotion = (page: Page) =>
  page.evaluate(() => Math.max(0, ...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration) || 0)));

async function openGetStarted(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: header.menuOpenLabel, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: header.menuTitle });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  await page.getByRole('banner').getByRole('button', { name: header.getStartedLabel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: getStarted.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('with reduced motion, the dialog or drawer and the Services menu open with no motion at all', async ({ page, isMobile }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await openGetStarted(page, isMobile);
  expect(await longestMotion(page)).toBeLessThanOrEqual(1);
  if (!isMobile) {
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: header.servicesMenu.label, exact: true }).hover();
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header.servicesMenu.links[0].label}`) })).toBeVisible();
    expect(await longestMotion(page)).toBeLessThanOrEqual(1);
  }
});

test('with motion allowed, the same dialog or drawer does animate', async ({ page, isMobile }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await waitForHydration(page);
  const opening = openGetStarted(page, isMobile);
  await expect.poll(() => longestMotion(page), { timeout: 2_000, intervals: [10] }).toBeGreaterThan(100);
  await opening;
});
