// Marked words in the articles without JavaScript: the prerendered page alone shows the bold word
// and the link to /contact (/ar/contact in Arabic), which leads there, and a link to another site
// has the site's rule for those (a new tab, rel="noopener noreferrer").
import { expect, test } from './test.ts';
import { articleWithBoldAndContactLink, externalLink } from './marks.ts';

for (const locale of ['en', 'ar'] as const) {
  const { page: path, link, bold } = articleWithBoldAndContactLink(locale);

  test(`${path} without JavaScript: <strong> and the link to ${link.href}, which leads there`, async ({ page }) => {
    await page.goto(path);
    const body = page.getByRole('main').getByRole('article');
    await expect(body.locator('strong').filter({ hasText: bold.text })).toBeVisible();
    const contact = body.getByRole('link', { name: link.text, exact: true });
    await expect(contact).toHaveAttribute('href', link.href!);
    await expect(contact.evaluate((a) => a.closest('p') !== null)).resolves.toBe(true);
    const external = externalLink(locale);
    await page.goto(external.page);
    const away = page.getByRole('main').getByRole('link', { name: external.text, exact: true });
    await expect(away).toHaveAttribute('target', '_blank');
    await expect(away).toHaveAttribute('rel', 'noopener noreferrer');
    await page.goto(path);
    await body.getByRole('link', { name: link.text, exact: true }).click();
    await expect(page).toHaveURL(link.href!);
  });
}
