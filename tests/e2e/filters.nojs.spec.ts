// The portfolio and news filters without JavaScript: each is a form that asks the server for its
// view (?category=…), a page the prerender made with that category chosen.
import { expect, test } from './test.ts';
import { site, sites } from './siteData.ts';

for (const { path, category, entries } of [
  { path: '/portfolio', category: 'Healthcare', entries: (site.projects ?? []).map((p) => ({ title: p.title, category: p.category as string })) },
  { path: '/news', category: 'Web Development', entries: (site.articles ?? []).map((a) => ({ title: a.title, category: a.category as string })) },
  { path: '/ar/portfolio', category: 'Education', entries: (sites.ar.projects ?? []).map((p) => ({ title: p.title, category: p.category as string })) },
]) {
  test(`${path}: choosing ${category} loads the page with only its entries, and All brings every one back`, async ({ page }) => {
    const names = (path.startsWith('/ar') ? sites.ar : site).ui.categoryNames as Record<string, string>;
    await page.goto(path);
    const filter = page.getByRole('group').getByRole('button', { name: names[category], exact: true });
    await filter.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?category=${category.replace(' ', '\\+')}#`));
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('main');
    for (const entry of entries) {
      const heading = main.getByRole('heading', { level: 3, name: entry.title, exact: true });
      if (entry.category === category) await expect(heading).toBeVisible();
      else await expect(heading).toHaveCount(0);
    }
    await page.getByRole('group').getByRole('button', { pressed: false }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}\\??#`));
    for (const entry of entries) await expect(main.getByRole('heading', { level: 3, name: entry.title, exact: true })).toBeVisible();
  });
}
