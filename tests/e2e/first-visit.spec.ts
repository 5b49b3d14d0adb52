// What a phone's first visit to the home page costs on the wire, counted by a proxy in front of
// the server: every byte it sends the browser within 30 s of the visit, the page, the app
// downloaded at idle and the service worker's own downloads included. A byte count, not a timing:
// the wait (until the network is quiet, at most 30 s) only gives the worker time to install.
import { writeFileSync } from 'node:fs';
import { devices, expect, test } from './test.ts';
import { baseURL } from '../../playwright.config.ts';
import { startReleaseProxy } from '../support/releaseProxy.ts';

test.skip(({ isMobile }) => !isMobile, 'a first visit on a phone (390 px, Pixel 7)');
test.use({ serviceWorkers: 'allow' });

const budgetKb = 400;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test(`a first visit to / sends at most ${budgetKb} KB within 30 s, the app and the service worker included`, async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const proxy = await startReleaseProxy(Number(new URL(baseURL).port), Number(new URL(baseURL).port) + 18 + testInfo.parallelIndex);
  // A fresh phone at the proxy's address: nothing cached, the install dialog not yet dismissed.
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    const start = Date.now();
    await page.goto(`${proxy.url}/`);
    // Until the worker is active and the network has been quiet for 3 s (the app downloads at
    // idle, the worker installs after it), at most 30 s: waiting the full 30 s counted no byte more.
    const active = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
    for (let last = -1, quietSince = Date.now(); Date.now() - start < 30_000; await page.waitForTimeout(250)) {
      const now = proxy.bytesSent();
      if (now !== last) [last, quietSince] = [now, Date.now()];
      else if (Date.now() - quietSince >= 3000 && (await active())) break;
    }
    const bytes = proxy.bytesSent();
    const requests = [...proxy.requests];
    const listing = requests.map((r) => `${r.status} ${r.method} ${r.path} ${r.bytes}`).join('\n');
    writeFileSync(testInfo.outputPath('requests.txt'), `${listing}\n${requests.length} requests, ${bytes} bytes\n`);
    // The service worker has installed by then: what it downloads is in the count.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
    expect(kb(bytes), `${requests.length} requests, ${kb(bytes)} KB:\n${listing}`).toBeLessThanOrEqual(budgetKb);
  } finally {
    await context.close();
    await proxy.close();
  }
});
