// The breadcrumb trail of inner pages: the same steps as the page's BreadcrumbList, prerendered,
// in both languages, at 390 px and 1280 px; none on the home page or the not-found page.
import { expect, test, type Page } from './test.ts';
import { waitForHydration, watchPage } from './helpers.ts';
import { sites } from './siteData.ts';

/** The names of the page's BreadcrumbList, in order, from its JSON-LD. */
async function jsonLdTrail(page: Page): Promise<Array<{ name: string; item: string }>> {
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  return data['@graph'].find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList').itemListElement;
}

for (const locale of ['en', 'ar'] as const) {
  const site = sites[locale];
  const prefix = locale === 'ar' ? '/ar' : '';
  const title = (path: string) => site.routes.find((r) => r.path === `${prefix}${path}`)!.title;

  test(`${locale}: an inner page shows its trail, the same as its BreadcrumbList, and leads up it`, async ({ warmPage: page }) => {
    const watch = watchPage(page);
    await page.goto(`${prefix}/services/web-development`);
    const trail = page.getByRole('navigation', { name: site.ui.breadcrumb.label, exact: true });
    // Prerendered: there before any script has run.
    await expect(trail).toBeVisible();
    const steps = trail.getByRole('listitem');
    await expect(steps).toHaveText([site.ui.breadcrumb.home, title('/services'), title('/services/web-development')]);
    await expect(trail.getByRole('link')).toHaveText([site.ui.breadcrumb.home, title('/services')]);
    await expect(trail.getByRole('link').first()).toHaveAttribute('href', prefix || '/');
    await expect(trail.getByRole('link').nth(1)).toHaveAttribute('href', `${prefix}/services`);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(title('/services/web-development'));
    const url = new URL(page.url());
    expect((await jsonLdTrail(page)).map((step) => [step.name, new URL(step.item).pathname])).toEqual([
      [site.ui.breadcrumb.home, prefix || '/'],
      [title('/services'), `${prefix}/services`],
      [title('/services/web-development'), url.pathname],
    ]);
    // Inside the screen, under the header, and in the page's direction: Home at the start of the line.
    const box = (await trail.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const banner = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
    const [first, last] = [(await steps.first().boundingBox())!, (await steps.last().boundingBox())!];
    if (locale === 'ar') expect(first.x).toBeGreaterThan(last.x);
    else expect(first.x).toBeLessThan(last.x);

    // After hydration the trail follows client-side navigation.
    await waitForHydration(page);
    await trail.getByRole('link', { name: title('/services'), exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/services`);
    await expect(steps).toHaveText([site.ui.breadcrumb.home, title('/services')]);
    await trail.getByRole('link', { name: site.ui.breadcrumb.home, exact: true }).click();
    await expect(page).toHaveURL(prefix || '/');
    await expect(trail).toHaveCount(0);
    expect(watch.errors).toEqual([]);
  });
}

test('no trail on the home page and the not-found page', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const label = sites.en.ui.breadcrumb.label;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: label })).toHaveCount(0);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: label })).toHaveCount(0);
});
