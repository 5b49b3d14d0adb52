// The home page's hero and its 3D scene: a poster in the prerendered HTML, the WebGL scene from
// its own chunk only after the load event and only when visible, never under reduced motion or
// Save-Data, the poster when WebGL is missing, no layout shift, and a loop that pauses when nobody
// can see it. Headless Chromium here has no GPU; its WebGL comes from SwiftShader, which draws on
// the CPU and which the scene refuses. Where the scene cannot run, the tests that need it check
// the fallback instead: the poster stays, without errors.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from './test.ts';
import { softwareRendererName } from '../../src/client/heroScene/sceneMath.ts';
import { waitForHydration, watchPage } from './helpers.ts';
import { blocksOf } from './siteData.ts';

const hero = blocksOf('/', 'hero')[0];
const sceneChunk = /\/assets\/heroScene-[\w-]+\.js$/;

const sceneBox = (page: Page) => page.locator('[data-hero-scene-live]');
const posterDots = (page: Page) => sceneBox(page).locator('svg .hero-poster-dots path');
const canvas = (page: Page) => sceneBox(page).locator('canvas');

let webgl: boolean | undefined;
/**
 * Whether this browser gives the scene a WebGL context it would use (asked on a blank page, with
 * the scene's own attributes; a renderer that draws on the CPU does not count).
 */
async function webglAvailable(browser: Browser): Promise<boolean> {
  if (webgl === undefined) {
    const page = await browser.newPage();
    webgl = await page.evaluate((software) => {
      const probe = document.createElement('canvas');
      const attributes = { failIfMajorPerformanceCaveat: true };
      const gl = (probe.getContext('webgl2', attributes) ?? probe.getContext('webgl', attributes)) as WebGLRenderingContext | null;
      if (!gl) return false;
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return !new RegExp(software, 'i').test(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
    }, softwareRendererName.source);
    await page.close();
  }
  return webgl;
}

/** Counts every canvas the page creates and every WebGL context it asks for, from the first script on. */
async function countCanvases(page: Page) {
  await page.addInitScript(() => {
    const counts = { canvases: 0, contexts: 0 };
    (window as unknown as { heroCounts: typeof counts }).heroCounts = counts;
    const createElement = Document.prototype.createElement;
    Document.prototype.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
      if (String(tag).toLowerCase() === 'canvas') counts.canvases++;
      return createElement.call(this, tag, options);
    } as typeof createElement;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
      counts.contexts++;
      return getContext.apply(this, args);
    } as typeof getContext;
  });
  return () => page.evaluate(() => (window as unknown as { heroCounts: { canvases: number; contexts: number } }).heroCounts);
}

/** Sums the layout shifts of the page, as CLS counts them, from the first script on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, shifts: [] as string[] };
    (window as unknown as { layoutShifts: typeof record }).layoutShifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        record.shifts.push(`${entry.value.toFixed(4)} ${entry.sources?.map((s) => (s.node as Element | undefined)?.nodeName).join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { total: number; shifts: string[] } }).layoutShifts);
}

async function openHome(page: Page) {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState('load');
}

/** Waits for the scene where WebGL works; where it does not, for the fallback to settle. */
async function waitForScene(page: Page, available: boolean) {
  await sceneBox(page).scrollIntoViewIfNeeded();
  if (available) {
    await expect(canvas(page)).toHaveCount(1, { timeout: 10_000 });
    await expect(sceneBox(page)).toHaveAttribute('data-hero-scene-live', 'true');
  } else {
    // The chunk loaded (and found no WebGL): give it a moment to have done anything it would do.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/heroScene-[\w-]+\.js$/.test(entry.name)), null, { timeout: 10_000 });
    await page.waitForTimeout(500);
  }
}

function screenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('screenshots', { recursive: true });
  return page.screenshot({ path: `screenshots/hero-${name}-${testInfo.project.name}.png` });
}

test('without JavaScript the poster, the texts, the badges and the buttons are all there, and no canvas', async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('<canvas');
  expect(html).toContain('data-hero-scene-live="false"');
  expect(html).not.toMatch(/<link[^>]+modulepreload[^>]+heroScene-/);
  expect(html).not.toMatch(/heroScene-[\w-]+\.js/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
  await expect(posterDots(page).first()).toBeAttached();
  expect(await posterDots(page).count()).toBeGreaterThan(3);
  await expect(sceneBox(page)).toBeVisible();
  await expect(sceneBox(page)).toHaveAttribute('aria-hidden', 'true');
  const box = await sceneBox(page).boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  expect(box!.height).toBeGreaterThan(250);
  for (const badge of hero.badges ?? []) await expect(page.getByRole('main').getByText(badge, { exact: true })).toBeVisible();
  await expect(canvas(page)).toHaveCount(0);
  await context.close();
});

test('the scene fades in over the poster after the load event, from this host only, without errors or layout shift', async ({ page, browser }, testInfo) => {
  const available = await webglAvailable(browser);
  testInfo.annotations.push({ type: 'webgl', description: available ? 'available: the scene ran' : 'unavailable: the poster stayed' });
  const watch = watchPage(page);
  const shifts = await recordLayoutShifts(page);
  await openHome(page);
  const before = await sceneBox(page).boundingBox();
  const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox();
  await waitForScene(page, available);

  // The chunk came after the load event, from this host.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance.getEntriesByType('resource').find((entry) => /\/assets\/heroScene-[\w-]+\.js$/.test(entry.name));
    return { loadEventEnd: navigation.loadEventEnd, chunkStart: chunk?.startTime, chunkUrl: chunk?.name };
  });
  expect(timing.chunkUrl).toBeDefined();
  expect(new URL(timing.chunkUrl!).host).toBe(new URL(page.url()).host);
  expect(timing.chunkStart!).toBeGreaterThanOrEqual(timing.loadEventEnd);

  if (available) {
    const scene = canvas(page);
    await expect(scene).toHaveAttribute('aria-hidden', 'true');
    await expect(scene).toHaveAttribute('data-hero-scene', 'running');
    await expect(scene).toHaveCSS('opacity', '1');
    expect(await scene.getAttribute('tabindex')).toBeNull();
    // Drawn at the device pixel ratio, capped at 2.
    const size = await scene.evaluate((c: HTMLCanvasElement) => ({ width: c.width, css: c.clientWidth, ratio: window.devicePixelRatio }));
    expect(size.width).toBe(Math.round(size.css * Math.min(2, Math.max(1, size.ratio))));
    // The poster's dots have faded out under the canvas.
    await expect(page.locator('.hero-poster-dots')).toHaveCSS('opacity', '0');
  } else {
    await expect(canvas(page)).toHaveCount(0);
    await expect(posterDots(page).first()).toBeVisible();
    await expect(sceneBox(page)).toHaveAttribute('data-hero-scene-live', 'false');
  }

  // Nothing moved: the box was reserved from the start.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await sceneBox(page).boundingBox()).toEqual(before);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBefore);
  const { total, shifts: list } = await shifts();
  expect(total, list.join('\n')).toBeLessThan(0.01);

  await page.mouse.move(10, 200);
  await page.waitForTimeout(1000);
  await screenshot(page, testInfo, 'scene');
  expect(watch.errors).toEqual([]);
  expect(watch.offsiteRequests).toEqual([]);
});

test('under prefers-reduced-motion no canvas is ever created and the scene is not loaded', { tag: '@any-width' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const counts = await countCanvases(page);
  const watch = watchPage(page);
  const chunkRequests: string[] = [];
  page.on('request', (r) => void (sceneChunk.test(r.url()) && chunkRequests.push(r.url())));
  await openHome(page);
  await sceneBox(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500); // the scene would have started by now
  expect(await counts()).toEqual({ canvases: 0, contexts: 0 });
  await expect(canvas(page)).toHaveCount(0);
  await expect(posterDots(page).first()).toBeVisible();
  expect(chunkRequests).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('with Save-Data no canvas is ever created and the scene is not loaded', { tag: '@any-width' }, async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
  const counts = await countCanvases(page);
  const chunkRequests: string[] = [];
  page.on('request', (r) => void (sceneChunk.test(r.url()) && chunkRequests.push(r.url())));
  await openHome(page);
  await sceneBox(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  expect(await counts()).toEqual({ canvases: 0, contexts: 0 });
  expect(chunkRequests).toEqual([]);
  await expect(posterDots(page).first()).toBeVisible();
});

test('without WebGL the poster stays, silently', { tag: '@any-width' }, async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : (getContext as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof getContext;
  });
  const counts = await countCanvases(page);
  const watch = watchPage(page);
  await openHome(page);
  await waitForScene(page, false);
  expect((await counts()).contexts).toBeGreaterThan(0); // the scene tried, and gave up
  await expect(canvas(page)).toHaveCount(0);
  await expect(sceneBox(page)).toHaveAttribute('data-hero-scene-live', 'false');
  await expect(posterDots(page).first()).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test('the scene pauses off-screen and in a hidden tab, goes away with the page and under reduced motion', async ({ page, browser }) => {
  test.skip(!(await webglAvailable(browser)), 'needs WebGL (the fallback is tested above)');
  const watch = watchPage(page);
  await openHome(page);
  await waitForScene(page, true);
  const scene = canvas(page);
  await expect(scene).toHaveAttribute('data-hero-scene', 'running');

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(scene).toHaveAttribute('data-hero-scene', 'paused');
  await sceneBox(page).scrollIntoViewIfNeeded();
  await expect(scene).toHaveAttribute('data-hero-scene', 'running');

  const setHidden = (hidden: boolean) =>
    page.evaluate((hidden) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await expect(scene).toHaveAttribute('data-hero-scene', 'paused');
  await setHidden(false);
  await expect(scene).toHaveAttribute('data-hero-scene', 'running');

  // Leaving the page client-side removes the canvas with its context; coming back starts it again.
  await page.getByRole('main').getByRole('link', { name: hero.actions![1].label, exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
  await waitForScene(page, true);

  // Reduced motion switched on while it runs: back to the poster.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(canvas(page)).toHaveCount(0);
  await expect(sceneBox(page)).toHaveAttribute('data-hero-scene-live', 'false');
  await expect(page.locator('.hero-poster-dots')).toHaveCSS('opacity', '1');
  expect(watch.errors).toEqual([]);
});

test('layout: badges as chips, the buttons of site.json, one h1, the scene beside or below the text', async ({ warmPage: page }, testInfo) => {
  await openHome(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const badges = main.locator('.MuiChip-root');
  await expect(badges).toHaveText(hero.badges ?? []);
  for (const badge of hero.badges ?? []) await expect(main.getByText(badge, { exact: true })).toBeVisible();
  expect(hero.actions?.map((a) => a.href)).toEqual(['/contact', '/pricing']);
  for (const action of hero.actions ?? []) await expect(main.getByRole('link', { name: action.label, exact: true }).first()).toHaveAttribute('href', action.href);

  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const box = (await sceneBox(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  if (testInfo.project.name === 'desktop') {
    // Two columns: the scene on the inline-end (right) side, level with the text.
    expect(box.x).toBeGreaterThan(heading.x + heading.width - 1);
    expect(box.y).toBeLessThan(heading.y + heading.height);
    expect(box.width).toBeCloseTo(box.height, 0);
  } else {
    // One column: the headline in the first screen, the scene below the text and modest.
    expect(heading.y + heading.height).toBeLessThan(viewport.height * 0.6);
    expect(box.y).toBeGreaterThan(heading.y + heading.height);
    expect(box.height).toBeGreaterThanOrEqual(260);
    expect(box.height).toBeLessThanOrEqual(320);
    expect(box.width).toBeLessThanOrEqual(viewport.width);
  }
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

  await main.getByRole('link', { name: hero.actions![0].label, exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('screenshots of the hero', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await screenshot(page, testInfo, 'poster');
});
