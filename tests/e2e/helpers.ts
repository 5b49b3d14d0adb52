import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';

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
 * Waits until React has hydrated the whole prerendered page. The app starts once the visitor
 * starts to use the page (src/boot.ts; here a scroll event, as from a first scroll that moved
 * nothing); it hydrates the frame first (the html element's data-hydrated), then the blocks in
 * view, then the blocks and footer further down, which hydrate as they come into view
 * (src/app/deferred.tsx): for those the page is scrolled through to the end and back to where it
 * was. An element React has hydrated carries React's fiber.
 *
 * After each pass the page must draw a frame. On a busy machine Chromium's compositor, in rare
 * cases (about one page load in 300 under load), stops drawing a page for good while scrolled
 * this way; nothing the page does wakes it, but loading it again does (docs/development.md, The tests). Such a page
 * is loaded again, once, and the test says so (annotation and a line "[browser stall]").
 */
export async function waitForHydration(page: Page, { reloaded = false } = {}): Promise<void> {
  await page.evaluate(() => dispatchEvent(new Event('scroll')));
  // Generous: on a loaded two-core machine hydration of the largest pages takes several seconds.
  // Checked every 50 ms on a timer: the default back-off (up to a second between checks) added
  // most of a second to every test, and animation frames may be held back in a busy browser.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { polling: 50, timeout: 30_000 });
  const unhydrated = (scope: 'in view' | 'all') =>
    page.evaluate(async (scope) => {
      const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      // Named by tag and the text around them, so that a failure says which part is stuck.
      const name = (element: Element) => `${element.tagName.toLowerCase()} in ${element.closest('section, footer, nav')?.textContent?.slice(0, 40) ?? '?'}`;
      const all = () => [...document.querySelectorAll('#root *:not(link)')].filter((element) => !isHydrated(element));
      if (scope === 'in view')
        return all()
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight;
          })
          .map(name);
      // Timers rather than animation frames, which a busy headless browser may hold back.
      const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
      const { scrollX, scrollY } = window;
      // A screen and a half a step: a part hydrates within half a screen of the viewport
      // (src/app/deferred.tsx), so the steps' reaches still overlap.
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 1.5) {
        scrollTo({ top: y, behavior: 'instant' });
        await pause();
      }
      scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      return all().map(name);
    }, scope);
  // What is in view first, untouched: a block may scroll the page itself as it hydrates (a linked FAQ question).
  await expect.poll(async () => (await unhydrated('in view')).slice(0, 3), { timeout: 30_000, intervals: [50, 100, 200] }).toEqual([]);
  const until = Date.now() + 30_000;
  for (;;) {
    const left = await unhydrated('all');
    if (!(await drawsFrame(page, 5_000))) {
      if (reloaded) throw new Error(`${page.url()} draws no frame, even loaded again`);
      const note = `${page.url()} drew no frame for 5 s after a scroll pass: loaded again`;
      test.info().annotations.push({ type: 'browser stall', description: note });
      console.log(`[browser stall] ${test.info().title}: ${note}`);
      await page.reload();
      return waitForHydration(page, { reloaded: true });
    }
    if (left.length === 0) return;
    if (Date.now() > until) throw new Error(`Not hydrated after 30 s: ${left.slice(0, 3).join('; ')}`);
    await page.waitForTimeout(100);
  }
}

/** Whether the page draws a frame (runs an animation frame) within `ms`. */
function drawsFrame(page: Page, ms: number): Promise<boolean> {
  return page.evaluate(
    (ms) =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), ms);
      }),
    ms,
  );
}

/** Waits for the page's transitions and other finite animations to end; endless ones (the testimonial columns) are left running. */
export function animationsFinished(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe with the WCAG 2.2 AA rule sets: no violations. */
export async function expectAccessible(page: Page, { exclude }: { exclude?: string } = {}): Promise<void> {
  // Contrast is measured on what is painted: let transitions (a filter button changing colour,
  // a panel opening) finish first.
  await animationsFinished(page);
  // Only violations are collected: listing every passing node doubles the time of a scan. A page
  // without frames (every page of the site) is scanned in place: the default scans each frame and
  // then joins the results in a new blank page, which more than doubled each scan's time.
  const builder = new AxeBuilder({ page });
  // What is tested on its own (the studio's preview, the site in a frame).
  if (exclude) builder.exclude(exclude);
  const results = await builder
    .setLegacyMode(page.frames().length === 1)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * Opens a select (MUI's, in the console) with a click and clicks one of its options once the
 * menu has finished growing in, then checks that the menu closed. Clicked while the menu was
 * still scaling in, on a loaded machine, an option's click was once lost: the menu stayed open
 * on the old value (a whole CI run, not reproduced in 40 runs of the test under load since).
 */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await animationsFinished(page);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox, `the menu closes once "${option}" is chosen`).toBeHidden();
}

/** A port no one listens on, from the system: for a test's own server, as every offset of E2E_PORT's range has its test already. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
