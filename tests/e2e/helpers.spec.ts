// The suite's own helpers, where they work around the browser rather than check the site.
import { expect, test } from './test.ts';
import { waitForHydration } from './helpers.ts';

test('waitForHydration loads again, once, a page that stops drawing frames after its scroll pass, and says so', { tag: '@any-width' }, async ({ page }) => {
  // As Chromium's compositor now and then does on a busy machine (docs/development.md, The tests): the page's first
  // load draws no frame once it has hydrated; loaded again, it draws.
  await page.addInitScript(() => {
    if ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'reload') return;
    const draw = requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => (document.documentElement.dataset.hydrated ? 0 : draw(callback));
  });
  await page.goto('/contact');
  await waitForHydration(page);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  expect(test.info().annotations).toContainEqual({ type: 'browser stall', description: expect.stringContaining('/contact drew no frame for 5 s') });
});
