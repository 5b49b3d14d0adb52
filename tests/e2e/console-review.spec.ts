// Review links in a real browser: an editor makes one on the Publish page; a browser with no
// cookies (a client, a manager) opens it and sees the saved change on its page in English and
// Arabic under the preview bar, and leaves a comment, which the editor reads in the console; the
// live site is unchanged meanwhile, and the site's service worker keeps nothing of the preview.
// Revoked, the link shows that it has ended; so does one whose time ran out (the server's clock
// moved on, tests/support/laterClock.ts). A server of its own (its review renders).
import { resolve } from 'node:path';
import { expect, test, type Page } from './test.ts';
import { openSection } from './consoleShell.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { expectAccessible } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';

test.describe.configure({ mode: 'serial' });

const screenshots = process.env.PUBLISH_SCREENSHOTS === '1';
const dayMs = 86_400_000;
const server = ownConsoleServer('review', {
  skipOnPhone: 'one server for both widths: the phone’s look is the screenshots’',
  env: () => ({ NODE_OPTIONS: `--import=${resolve(projectRoot, 'tests/support/laterClock.ts')}`, CLOCK_STEP_MS: String(2 * dayMs) }),
});

const heading = { en: 'Prices For The Manager To Review', ar: 'أسعار ليراجعها المدير' };

/** Saves the pricing page's heading in both languages as the signed-in member. */
async function saveHeading(page: Page, text: { en: string; ar: string }) {
  await page.evaluate(async (text) => {
    const session = await (await fetch('/studio/api/session')).json();
    session.site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading = text;
    const saved = await fetch('/studio/api/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ site: session.site, baseHash: session.hash }) });
    if (!saved.ok) throw new Error(await saved.text());
  }, text);
}
async function makeLink(page: Page, days: string) {
  const section = page.getByRole('region', { name: 'Review links' });
  await section.getByRole('combobox', { name: 'The link works for' }).click();
  await page.getByRole('option', { name: days, exact: true }).click();
  await section.getByRole('button', { name: 'Make a review link' }).click();
  const link = section.getByRole('textbox', { name: 'Review link' });
  await expect(link).toHaveValue(/\/studio\/review#[\w-]{43}$/);
  return link.inputValue();
}
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('a review link shows the saved change in both languages under the preview bar, takes a comment the team reads, and ends when revoked or out of time', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email: 'sara@nuqta.qa', role: 'editor', name: 'Sara Mansour' });
  await saveHeading(page, heading);
  await openSection(page, 'Publish');
  const url = await makeLink(page, '3 days');
  const section = page.getByRole('region', { name: 'Review links' });
  await expect(section.getByRole('list', { name: 'Review links made' }).getByRole('listitem').first()).toContainText('Made by sara@nuqta.qa');

  // A reviewer's browser: no cookies, and the site's service worker installed from an earlier visit.
  const reviewer = await browser.newContext({ serviceWorkers: 'allow' });
  const review = await reviewer.newPage();
  await review.goto(`${server.url}/pricing`);
  await review.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const liveHeading = await h1(review).textContent();
  expect(liveHeading).not.toBe(heading.en);

  await review.goto(url);
  const bar = review.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText('not the live site', { timeout: 60_000 });
  await expect(bar).toContainText('Version saved by Sara Mansour on');
  expect(new URL(review.url()).hash).toBe('');
  await review.goto(`${server.url}/pricing`);
  await expect(h1(review)).toHaveText(heading.en);
  await expect(bar).toContainText('This link works until');
  await expect(review.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  if (screenshots) {
    await review.screenshot({ path: 'docs/console/review-bar-en-1280.png' });
    await review.setViewportSize({ width: 390, height: 844 });
    await review.screenshot({ path: 'docs/console/review-bar-en-390.png' });
    await review.setViewportSize({ width: 1280, height: 720 });
  }
  await expectAccessible(review);

  // A comment on the page, from the bar.
  await bar.getByRole('button', { name: 'Comment on this page' }).click();
  const dialog = review.getByRole('dialog', { name: 'Your comment on this page' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Say that the first year includes hosting.');
  await dialog.getByRole('textbox', { name: 'Your name (optional)' }).fill('Khalid');
  await dialog.getByRole('button', { name: 'Send to the team' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you: your comment reached the team.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The Arabic edition of the same version, the bar in Arabic.
  await review.goto(`${server.url}/ar/pricing`);
  await expect(h1(review)).toHaveText(heading.ar);
  const arabicBar = review.getByRole('complementary', { name: 'معاينة' });
  await expect(arabicBar).toContainText('ليست الموقع المنشور');
  await expect(arabicBar).toHaveAttribute('dir', 'rtl');
  if (screenshots) {
    await review.screenshot({ path: 'docs/console/review-bar-ar-1280.png' });
    await review.setViewportSize({ width: 390, height: 844 });
    await review.screenshot({ path: 'docs/console/review-bar-ar-390.png' });
    await review.setViewportSize({ width: 1280, height: 720 });
  }

  // The service worker kept nothing of the preview: no page, no content file.
  const kept = await review.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(`${request.url}\n${await (await cache.match(request))!.text()}`);
    }
    return texts;
  });
  expect(kept.length).toBeGreaterThan(0);
  for (const text of kept) {
    expect(text).not.toContain('review-bar');
    expect(text).not.toContain(heading.en);
    expect(text).not.toContain(heading.ar);
  }

  // Everyone else still sees the live site.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/pricing`);
  await expect(h1(visitor)).toHaveText(liveHeading!);
  await expect(visitor.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await visitor.close();

  // The editor reads the comment, with its page.
  await page.reload();
  const made = section.getByRole('list', { name: 'Review links made' }).getByRole('listitem').first();
  await expect(made.getByRole('list', { name: 'Comments' })).toContainText('Khalid on /pricing');
  await expect(made.getByRole('list', { name: 'Comments' })).toContainText('Say that the first year includes hosting.');
  if (screenshots) {
    await section.screenshot({ path: 'docs/console/review-links-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: 'docs/console/review-links-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Revoked: the reviewer's next page says the link has ended, and leads to the live site.
  await made.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link has ended' })).toBeVisible();
  await review.goto(`${server.url}/pricing`);
  await expect(h1(review)).toHaveText('This preview link has ended');
  await review.getByRole('link', { name: 'Open the live site' }).click();
  await expect(h1(review)).toHaveText(liveHeading!);
  await review.goto(url);
  await expect(review.getByRole('heading', { name: 'This preview link has ended' })).toBeVisible();

  // Out of time: a one-day link, two days later on the server.
  const shortLink = await makeLink(page, '1 day');
  await review.goto(shortLink);
  await expect(bar).toBeVisible({ timeout: 60_000 });
  server.process.child.kill('SIGUSR2');
  await expect.poll(async () => (await review.goto(`${server.url}/pricing`))!.status(), { timeout: 15_000 }).toBe(410);
  await expect(h1(review)).toHaveText('This preview link has ended');
  await reviewer.close();
});
