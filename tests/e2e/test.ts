// The browser tests' `test`: Playwright's, plus what the page was doing when a test failed. A page
// that stops painting (its next frame never comes, so no button is ever "stable") has failed a
// long run now and then; the run's output is all that CI keeps, so the state is printed there.
import { test as base } from '@playwright/test';

export * from '@playwright/test';

const within = <T>(ms: number, answer: Promise<T>) => Promise.race([answer, new Promise<string>((resolve) => setTimeout(() => resolve(`no answer in ${ms} ms`), ms))]);

export const test = base.extend<{ pageStateOnFailure: void }>({
  pageStateOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const script = await within(
        3000,
        page.evaluate(() => ({ url: location.href, visibility: document.visibilityState, focused: document.hasFocus(), hydrated: document.documentElement.dataset.hydrated ?? null })).catch((error: Error) => error.message),
      );
      const frame = await within(3000, page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('drawn')))).catch((error: Error) => error.message));
      const timer = await within(3000, page.evaluate(() => new Promise<string>((resolve) => setTimeout(() => resolve('ran'), 0))).catch((error: Error) => error.message));
      // A screenshot needs a new frame too, and unlike the page's own timers it works without JavaScript.
      const drawn = () => within(3000, page.screenshot({ timeout: 3000 }).then(() => 'drawn', (error: Error) => error.message.split('\n')[0]));
      const screenshot = await drawn();
      // Whether bringing the page to the front again starts its frames: a stall of the browser's
      // drawing rather than of the page.
      const afterFront = screenshot === 'drawn' ? 'not tried' : await page.bringToFront().then(drawn, (error: Error) => error.message);
      console.log(
        `[the page after this failure] ${testInfo.titlePath.slice(1).join(' › ')}: scripts ${JSON.stringify(script)}; a timer ${timer}; the next frame ${frame}; a screenshot ${screenshot}; brought to the front, a screenshot ${afterFront}`,
      );
    },
    { auto: true },
  ],
});
