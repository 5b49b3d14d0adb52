// The browser tests' `test`: Playwright's, plus what the page was doing when a test failed. A page
// that stops painting (its next frame never comes, so no button is ever "stable") has failed a
// long run now and then; the run's output is all that CI keeps, so the state is printed there.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page, type PlaywrightTestOptions, type TestInfo } from '@playwright/test';
import { dismissedKey } from '../../src/client/installPrompt.ts';

export * from '@playwright/test';

const within = <T>(ms: number, answer: Promise<T>) => Promise.race([answer, new Promise<string>((resolve) => setTimeout(() => resolve(`no answer in ${ms} ms`), ms))]);

const nextFrame = (page: Page) => page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('drawn'))));

async function frameInNewPage(page: Page): Promise<string> {
  const context = await page.context().browser()!.newContext();
  try {
    const other = await context.newPage();
    await other.setContent('<p>a frame</p>');
    return await within(3000, nextFrame(other));
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function frameAfterScreencast(page: Page): Promise<string> {
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('Page.startScreencast', { format: 'jpeg', quality: 10, maxWidth: 64, maxHeight: 64 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await session.send('Page.stopScreencast');
    await session.detach();
    return await within(3000, nextFrame(page));
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/**
 * Phones are offered the install dialog 3 s after load, over whatever the test taps: a context
 * starts with it dismissed, on every origin (the suite's server and the servers a test starts).
 * A script before each document rather than a storage state: Playwright opens a page of its own
 * to fill a state's localStorage, which doubled the cost of every context.
 */
export async function dismissInstallOffer(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // about:blank and data: documents have no storage.
    }
  }, dismissedKey);
}

/** What the page was doing when its test failed: whether its scripts, timers and frames still run. */
async function describeFailedPage(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const script = await within(
    3000,
    page.evaluate(() => ({ url: location.href, visibility: document.visibilityState, focused: document.hasFocus(), hydrated: document.documentElement.dataset.hydrated ?? null })).catch((error: Error) => error.message),
  );
  const frame = await within(3000, nextFrame(page).catch((error: Error) => error.message));
  const timer = await within(3000, page.evaluate(() => new Promise<string>((resolve) => setTimeout(() => resolve('ran'), 0))).catch((error: Error) => error.message));
  // A screenshot needs a new frame too, and unlike the page's own timers it works without JavaScript.
  const drawn = () => within(3000, page.screenshot({ timeout: 3000 }).then(() => 'drawn', (error: Error) => error.message.split('\n')[0]));
  const screenshot = await drawn();
  // Whether bringing the page to the front again starts its frames: a stall of the browser's
  // drawing rather than of the page.
  const afterFront = screenshot === 'drawn' ? 'not tried' : await page.bringToFront().then(drawn, (error: Error) => error.message);
  const stalled = afterFront !== 'not tried' && afterFront !== 'drawn';
  // Where the drawing stopped: in a new page of the same browser too (its display compositor),
  // or in this page alone; and whether a screencast, which asks the compositor for frames,
  // starts this page's frames again (a compositor gone idle, as headless Chromium's can).
  const elsewhere = stalled ? await within(5000, frameInNewPage(page)) : 'not tried';
  const afterScreencast = stalled ? await within(5000, frameAfterScreencast(page)) : 'not tried';
  console.log(
    `[the page after this failure] ${testInfo.titlePath.slice(1).join(' › ')}: scripts ${JSON.stringify(script)}; a timer ${timer}; the next frame ${frame}; a screenshot ${screenshot}; brought to the front, a screenshot ${afterFront}; a new page's frame ${elsewhere}; after a screencast, the next frame ${afterScreencast}`,
  );
}

/** The options of the project's own contexts (its device, its base address): a test.use() does not change a worker's context. */
function projectContextOptions(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, baseURL, serviceWorkers, locale, colorScheme, reducedMotion } = use;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, baseURL, serviceWorkers, locale, colorScheme, reducedMotion };
}

/**
 * `warmPage`: for tests that only read the site, one page (tab) per worker, which each test
 * navigates. A new page is a new renderer, whose V8 compiles the app's scripts anew (0.4-0.7 s of
 * CPU a page); the same tab going from page to page of the site keeps them compiled. The ten specs
 * that use it most took 305 s, 234 s with it (in a whole run: pages.spec.ts 204 -> 133 s). After each test the tab leaves for /robots.txt (same site,
 * same renderer), drops the test's listeners, storage and cookies, and rests the mouse at 0,0.
 * Not for a test that counts requests (a file in the cache is not requested again), changes the
 * page or its context (viewport, media, routes, init scripts, offline) or needs a test.use().
 */
export const test = base.extend<{ installOfferDismissed: boolean; warmPage: Page }, { warmContext: BrowserContext; warmTab: Page }>({
  /** Whether the test's context starts with the install dialog dismissed; install.spec.ts starts afresh. */
  installOfferDismissed: [true, { option: true }],
  context: async ({ context, installOfferDismissed }, use) => {
    if (installOfferDismissed) await dismissInstallOffer(context);
    await use(context);
  },
  // It wraps the `page` fixture: as an automatic fixture that asked for `page`, it made every
  // test open a context, skipped ones included.
  page: async ({ page }, use, testInfo) => {
    await use(page);
    await describeFailedPage(page, testInfo);
  },
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(projectContextOptions(workerInfo.project.use));
      await dismissInstallOffer(context);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  warmTab: [
    async ({ warmContext }, use) => {
      await use(await warmContext.newPage());
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ warmTab, warmContext }, use, testInfo) => {
    await use(warmTab);
    await describeFailedPage(warmTab, testInfo);
    // After a failure Playwright starts a new worker, and with it a new tab.
    if (testInfo.status !== testInfo.expectedStatus) return;
    // The page is left, on the same site (another site's page would take another renderer and
    // its cold compiler), before the test's listeners go: its leaving is this test's, not the next's.
    await warmTab.mouse.move(0, 0);
    await warmTab.goto('/robots.txt');
    warmTab.removeAllListeners();
    // What the site keeps for a visitor goes; the HTTP cache stays.
    await warmTab.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await warmContext.clearCookies();
  },
});
