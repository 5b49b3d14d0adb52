// Without JavaScript the breadcrumb trail is plain links that lead up to their pages.
import { expect, test } from './test.ts';
import { sites } from './siteData.ts';

test('the trail of a project page leads to the portfolio and home, without JavaScript', async ({ page }) => {
  const { ui, routes } = sites.en;
  await page.goto('/portfolio/qatar-business-portal');
  const trail = page.getByRole('navigation', { name: ui.breadcrumb.label, exact: true });
  await expect(trail.locator('[aria-current="page"]')).toHaveText(routes.find((r) => r.path === '/portfolio/qatar-business-portal')!.title);
  await trail.getByRole('link', { name: routes.find((r) => r.path === '/portfolio')!.title, exact: true }).click();
  await expect(page).toHaveURL('/portfolio');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(routes.find((r) => r.path === '/portfolio')!.title);
});
