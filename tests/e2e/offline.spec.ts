// The service worker: pages work offline as they were visited, other pages get the offline page,
// a new deployment takes over, and Chromium finds the app installable. (A deployment's pages and
// an open page across it: release.spec.ts.)
import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './test.ts';
import { startServerProcess } from '../../scripts/lib/loadHarness.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { baseURL } from '../../playwright.config.ts';
import { site, sites } from './siteData.ts';

test.skip(({ isMobile }) => isMobile, 'one profile is enough for the service worker');
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it claims clients when it activates). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

test('pages work offline as they were visited; a page never visited gets the offline page; the worker keeps only the shell in advance', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // The page that installed the worker loaded before it: the worker is asked to keep it too.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/', { cacheName: 'pages' })))).toBe(true);
  // Visited with the worker in control: kept as it is seen.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Surprises');

  // Kept in advance: the offline pages, the boot script, the fonts they use, the icons and the
  // manifest, and no page.
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))!;
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname.replace(/-[\w-]{8}\./, '-*.'));
  });
  expect(precached.sort()).toEqual(
    ['/ar/offline.html', '/assets/cairo-text-*.woff2', '/assets/index-*.js', '/assets/inter-text-*.woff2', '/assets/inter-text-ar-*.woff2', '/favicon.svg', '/icons/apple-touch-icon.png', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-192.png', '/icons/maskable-512.png', '/manifest.webmanifest', '/offline.html'].sort(),
  );

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next-Level IT Solutions In Qatar & GCC');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Surprises');
  // Never visited: the offline page, not the browser's error; under /ar, the Arabic one.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.offline!.heading);
  await page.goto('/services/not-saved-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.offline!.heading);
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await page.goto('/ar/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sites.ar.ui.offline!.heading);
  const image = await page.evaluate(async () => (await fetch('/icons/icon-192.png')).status);
  expect(image).toBe(200);
  await context.setOffline(false);
});

test('nothing of the team’s console is kept by the service worker', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Nuqta console' })).toBeVisible();
  await page.goto('/pricing');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/pricing');
  expect(kept.filter((path) => path.startsWith('/studio'))).toEqual([]);
});

test('forms and their tokens always go to the network', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const fromServiceWorker = await page.evaluate(async () => {
    const first = await fetch('/api/form-token').then((r) => r.json());
    const second = await fetch('/api/form-token').then((r) => r.json());
    return first.token !== second.token;
  });
  expect(fromServiceWorker).toBe(true);
});

test('Chromium finds the app installable, with no manifest errors', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, which Chromium never installs from; nothing else may be wrong.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('a new deployment on the same address takes over without breaking the open page', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const buildDir = mkdtempSync(join(tmpdir(), 'nuqta-sw-update-'));
  cpSync(resolve(projectRoot, process.env.BUILD_DIR ?? 'dist'), buildDir, { recursive: true });
  const server = await startServerProcess({ BUILD_DIR: buildDir, DATA_FILE: join(buildDir, 'leads.db') }, Number(new URL(baseURL).port) + 26 + testInfo.parallelIndex);
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    // The next build: a different service worker at the same address (without the old one's
    // compressed copies, which the server would send instead).
    appendFileSync(join(buildDir, 'client/sw.js'), '\n// next deployment\n');
    for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(buildDir, 'client', copy));
    const changed = page.evaluate(() => new Promise<boolean>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true))));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    expect(await changed).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);

    // The open page still works: client-side navigation and a full load.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Surprises');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Surprises');
  } finally {
    await context.close();
    await server.stop();
  }
});
