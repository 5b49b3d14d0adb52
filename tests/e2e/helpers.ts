import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface PageWatch {
  /** Console errors and uncaught exceptions, CSP violations included. */
  errors: string[];
  /** Every request that went anywhere but this machine. */
  offsiteRequests: string[];
  /** Console messages of any level. */
  messages: string[];
}

/** Records what a visitor would not see but a broken page shows: errors and requests to other hosts. */
export function watchPage(page: Page, { expectedErrors = [] as RegExp[] } = {}): PageWatch {
  const watch: PageWatch = { errors: [], offsiteRequests: [], messages: [] };
  page.on('console', (message) => {
    watch.messages.push(message.text());
    if (message.type() === 'error' && !expectedErrors.some((re) => re.test(message.text()))) watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedErrors.some((re) => re.test(String(response.status()))))
      watch.errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') watch.offsiteRequests.push(request.url());
  });
  return watch;
}

/**
 * Waits until React has hydrated the whole prerendered page: the frame first (the html element's
 * data-hydrated), then the bottom bar and floating button, which hydrate when the browser is idle,
 * and the blocks and footer, which hydrate as they come into view (src/app/deferred.tsx): the page
 * is scrolled through to the end and back. An element React has hydrated carries React's fiber.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Generous: on a loaded two-core machine hydration of the largest pages takes several seconds.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
  const unhydrated = () =>
    page.evaluate(async () => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const { scrollX, scrollY } = window;
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo({ top: y, behavior: 'instant' });
        await frames();
      }
      scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      // Named by tag and the text around them, so that a failure says which part is stuck.
      return [...document.querySelectorAll('#root *:not(link)')]
        .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
        .map((element) => `${element.tagName.toLowerCase()} in ${element.closest('section, footer, nav')?.textContent?.slice(0, 40) ?? '?'}`);
    });
  await expect.poll(async () => (await unhydrated()).slice(0, 3), { timeout: 30_000 }).toEqual([]);
}

/** axe with the WCAG 2.2 AA rule sets: no violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Contrast is measured on what is painted: let transitions (a filter button changing colour,
  // a panel opening) finish first. Endless animations (the testimonial columns) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are collected: listing every passing node doubles the time of a scan.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
