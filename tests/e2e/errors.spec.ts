import { expect, test } from './test.ts';
import { waitForHydration } from './helpers.ts';

/** The pricing page's content: a data file of its own (src/client/siteData.ts). */
const pricingChunk = /\/assets\/content\/pages\/pricing-[\w-]+\.json$/;

test('a route whose content cannot load reloads the page once to pick up the current build', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'before'));
  let blocked = 0;
  await page.route(pricingChunk, (route) => (blocked++ === 0 ? route.abort() : route.continue()));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clear Prices, No Surprises' })).toBeVisible();
  // The marker is gone: the page was loaded anew rather than left broken.
  await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
});

test('when a route keeps failing, the error page shows inside the layout with a way home', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // As if the page had just been reloaded for a missing chunk: no second reload.
  await page.evaluate(() => sessionStorage.setItem('nuqta-chunk-reload-at', String(Date.now())));
  await page.route(pricingChunk, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await page.unroute(pricingChunk);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Next-Level IT Solutions In Qatar & GCC' })).toBeVisible();
});

test('internal links prefetch their route before the click', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const prefetch = page.waitForRequest(pricingChunk);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).hover();
  await prefetch;
});
