// The home page's scrolling testimonials and the price cards (SPEC "Home", "Pricing page", section 9).
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from './test.ts';
import { waitForHydration, watchPage } from './helpers.ts';

const column = (page: Page, n: number) => page.locator(`[data-testimonial-column="${n}"]`);
const testimonials = (page: Page) => page.getByRole('region', { name: 'What Our Clients Say' });

/** A screenshot of one section, in a viewport tall enough to hold it below the fixed header. */
async function screenshot(page: Page, section: Locator, testInfo: TestInfo, name: string) {
  mkdirSync('screenshots', { recursive: true });
  const { width } = page.viewportSize()!;
  const height = await section.evaluate((el) => el.getBoundingClientRect().height);
  await page.setViewportSize({ width, height: Math.ceil(height) + 240 });
  await section.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' }));
  const box = (await section.boundingBox())!;
  await page.screenshot({ path: `screenshots/${name}-${testInfo.project.name}.png`, clip: box, animations: 'disabled' });
}

test('nine testimonials in three columns that scroll at 15, 19 and 17 seconds and pause on hover', async ({ page, isMobile }) => {
  test.skip(isMobile, 'widths are set explicitly below');
  const watch = watchPage(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(testimonials(page).getByRole('figure')).toHaveCount(9);
  // Each column holds its testimonials twice for a seamless loop; the copy is hidden from assistive
  // technology and holds nothing focusable.
  await expect(testimonials(page).locator('figure')).toHaveCount(18);
  await expect(testimonials(page).locator('[aria-hidden="true"] figure')).toHaveCount(9);
  await expect(testimonials(page).locator('[aria-hidden="true"]').locator('a, button, input, select, textarea, [tabindex]')).toHaveCount(0);
  // Dealt round-robin: the first column holds testimonials 1, 4 and 7.
  await expect(column(page, 1).getByRole('figure').locator('figcaption > span > span:first-child')).toHaveText(['Fatima Al-Kuwari', 'Khalid Al-Mannai', 'Sara Nasser']);
  await expect(column(page, 2).getByRole('figure').first().getByRole('blockquote')).toContainText('The garage system replaced three notebooks');
  await expect(column(page, 2).getByRole('figure').nth(1).locator('.MuiAvatar-root')).toHaveText('NR');
  for (const [n, seconds] of [[1, '15s'], [2, '19s'], [3, '17s']] as const) {
    await expect(column(page, n)).toBeVisible();
    const track = column(page, n).locator('> div');
    await expect(track).toHaveCSS('animation-duration', seconds);
    await expect(track).not.toHaveCSS('animation-name', 'none');
  }
  // Hover the column's frame (the moving track never holds still long enough to be hovered directly).
  await column(page, 1).hover();
  await expect(column(page, 1).locator('> div')).toHaveCSS('animation-play-state', 'paused');
  await expect(column(page, 2).locator('> div')).toHaveCSS('animation-play-state', 'running');
  expect(watch.errors).toEqual([]);
});

test('the second column hides on small screens and the third below large screens', async ({ page }) => {
  await page.goto('/');
  for (const [width, visible] of [[390, [1]], [1000, [1, 2]], [1280, [1, 2, 3]]] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const n of [1, 2, 3]) {
      if ((visible as readonly number[]).includes(n)) await expect(column(page, n), `${width}px, column ${n}`).toBeVisible();
      else await expect(column(page, n), `${width}px, column ${n}`).toBeHidden();
    }
  }
});

test('with reduced motion nothing scrolls and every testimonial is shown once', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the three columns show from large screens');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  for (const n of [1, 2, 3]) await expect(column(page, n).locator('> div')).toHaveCSS('animation-name', 'none');
  const names = testimonials(page).getByRole('figure');
  await expect(names).toHaveCount(9);
  for (let i = 0; i < 9; i++) await expect(names.nth(i)).toBeVisible();
  await expect(testimonials(page).locator('[aria-hidden="true"] figure').first()).toBeHidden();
});

test('pricing: three plans with their prices and terms, two custom offers, and three ways to buy on each', async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await page.goto('/pricing');
  await waitForHydration(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Small Business', 'Medium Business', 'Large Business', 'Cloud-Based Systems', 'AI Integration']);
  for (const [i, [price, firstYear, renewal, delivery]] of [
    ['QAR 1,500', 'QAR 3,000', 'QAR 1,500', '2-3 days'],
    ['QAR 2,500', 'QAR 5,000', 'QAR 2,500', '3-7 days'],
    ['QAR 7,000', 'QAR 14,000', 'QAR 7,000', '14 days'],
  ].entries()) {
    const card = cards.nth(i);
    await expect(card.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(card.locator('dl')).toContainText(`First year total${firstYear}`);
    await expect(card.locator('dl')).toContainText(`Then per year${renewal}`);
    await expect(card.locator('dl')).toContainText(`Delivery${delivery}`);
  }
  await expect(cards.nth(0).getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  for (const i of [3, 4]) await expect(cards.nth(i).getByText('Custom', { exact: true })).toBeVisible();
  for (let i = 0; i < 5; i++) {
    const card = cards.nth(i);
    await expect(card.getByRole('link', { name: /^Contact Us/ })).toHaveAttribute('href', '/contact');
    await expect(card.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/97450001234\?text=/);
    await expect(card.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+97440001234');
  }
  await expect(page.getByText('Payment: 50% upfront and 50% on completion.')).toBeVisible();
  await expect(page.getByText('We accept payment in QAR and USD.')).toBeVisible();
  await expect(page.getByText('Maintenance plans from QAR 500/month.')).toBeVisible();
  // Every way to buy is a comfortable target.
  for (const link of await page.getByRole('main').getByRole('article').getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(watch.errors).toEqual([]);
});

test('the web development page shows the same three tiers', async ({ warmPage: page }) => {
  await page.goto('/services/web-development');
  const tiers = page.getByRole('region', { name: 'Choose Your Website Plan' }).getByRole('article');
  await expect(tiers.getByRole('heading', { level: 3 })).toHaveText(['Small Business', 'Medium Business', 'Large Business']);
  await expect(tiers.nth(0)).toContainText('QAR 1,500');
  await expect(tiers.nth(1)).toContainText('QAR 2,500');
  await expect(tiers.nth(2)).toContainText('QAR 7,000');
});

test('screenshots of the testimonials and the price cards', async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForHydration(page);
  await screenshot(page, testimonials(page), testInfo, 'testimonials');
  await page.goto('/pricing');
  await waitForHydration(page);
  await screenshot(page, page.getByRole('region', { name: 'Website Plans and Custom Solutions' }), testInfo, 'pricing');
});
