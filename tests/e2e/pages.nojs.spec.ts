import { expect, test } from './test.ts';
import { site } from './siteData.ts';

test('every route is prerendered: its headline and section headings are in the HTML', async ({ page }) => {
  for (const route of site.routes) {
    await page.goto(route.path);
    const hero = route.blocks.find((b) => b.type === 'hero');
    if (hero) await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(hero.heading);
    for (const block of route.blocks)
      if (block.type !== 'hero' && 'heading' in block)
        await expect(page.getByRole('heading', { level: 2, name: block.heading, exact: true }), route.path).toBeVisible();
  }
});
