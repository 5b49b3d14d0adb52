// The studio and its preview talk by postMessage, which any window can send to them: each acts
// only on a message from its own origin and its own counterpart, of the right shape (ASVS 3.5.5).
// A page of another origin framed into the studio forges a click and a draft; the studio's own
// windows send malformed ones. Nothing changes, and nothing fails.
import { expect, test } from '@playwright/test';
import { studioURL } from '../../playwright.studio.config.ts';
import { blockList, openStudio, originalSite, preview } from './studio.ts';

test('the studio and its preview ignore another origin’s messages and malformed ones', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await openStudio(page, '/pricing');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Surprises');
  const chosen = blockList(page).locator('[aria-current="true"]');
  await expect(chosen).toHaveCount(0);

  // Another origin (the same server by another name) framed into the studio's page.
  const otherOrigin = studioURL.replace('127.0.0.1', 'localhost');
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'another site';
    document.body.append(frame);
  }, `${otherOrigin}/?intruder`);
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('?intruder'))).toBe(true);
  const intruder = page.frames().find((frame) => frame.url().includes('?intruder'))!;
  await intruder.waitForLoadState();
  const forged = originalSite();
  forged.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading.en = 'Forged By Another Site';
  await intruder.evaluate((site) => {
    // To the studio: "a click on the first block"; to every frame of the page (the preview among them): a draft.
    parent.postMessage({ type: 'open', blockIndex: 0, text: 'Clear Prices, No Surprises' }, '*');
    for (let i = 0; i < parent.frames.length; i++) parent.frames[i].postMessage({ type: 'show', version: 1_000_000, site, path: '/pricing', locale: 'en' }, '*');
  }, forged);

  // The studio's own windows, with messages of the wrong shape.
  const previewFrame = page.frame({ url: /preview\.html/ })!;
  await previewFrame.evaluate(() => {
    parent.postMessage({ type: 'open', blockIndex: 'the first' }, location.origin);
    parent.postMessage({ type: 'open', blockIndex: -1, text: '' }, location.origin);
    parent.postMessage({ type: 'shown', version: 'latest' }, location.origin);
    parent.postMessage('open', location.origin);
  });
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview of"]')!.contentWindow!;
    frame.postMessage({ type: 'show', version: 1_000_001, site: null, path: '/pricing', locale: 'en' }, location.origin);
    frame.postMessage({ type: 'show', version: 1_000_002, site: { routes: 'none' }, path: 42, locale: 'fr' }, location.origin);
    frame.postMessage({ type: 'select', selectedBlock: 'all' }, location.origin);
  });

  // Given time to act on any of them: nothing changed, nothing failed.
  await page.waitForTimeout(1500);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Clear Prices, No Surprises');
  await expect(chosen).toHaveCount(0);
  expect(problems).toEqual([]);
  // The preview still takes the studio's own next draft.
  await blockList(page).getByRole('button', { name: /^1\. / }).click();
  await expect(chosen).toHaveCount(1);
});
