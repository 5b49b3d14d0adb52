// Marked words in the articles, with JavaScript: the prerendered page has <strong> and a link to
// /contact (/ar/contact in Arabic) as real elements, the hydrated page keeps them, a page link
// navigates in the page as the site's other links do, and a link to another site follows the
// site's rule for those: a new tab, rel="noopener noreferrer".
import { expect, test } from './test.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { articleWithBoldAndContactLink, externalLink } from './marks.ts';

for (const locale of ['en', 'ar'] as const) {
  const { page: path, link, bold } = articleWithBoldAndContactLink(locale);

  test(`${path}: a bold word and a link to ${link.href}, in the served HTML and on the hydrated page`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<strong>${bold.text}</strong>`);
    expect(html).toMatch(new RegExp(`<a href="${link.href}"[^>]*>${link.text}</a>`));

    const watch = watchPage(page);
    await page.goto(path);
    await waitForHydration(page);
    const body = page.getByRole('main').getByRole('article');
    await expect(body.locator('strong').filter({ hasText: bold.text })).toHaveText(bold.text);
    const contact = body.getByRole('link', { name: link.text, exact: true });
    await expect(contact).toHaveAttribute('href', link.href!);
    await expect(contact).not.toHaveAttribute('target', /.*/);
    await expectAccessible(page);

    // A page of the site opens in the page, without a reload, as every other link of the site.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await contact.click();
    await expect(page).toHaveURL(link.href!);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(watch.errors).toEqual([]);
  });
}

test('a link of an article to another site opens in a new tab, without the opener or the referrer', async ({ page }) => {
  for (const locale of ['en', 'ar'] as const) {
    const link = externalLink(locale);
    await page.goto(link.page);
    await waitForHydration(page);
    const external = page.getByRole('main').getByRole('link', { name: link.text, exact: true });
    await expect(external).toHaveAttribute('href', link.href!);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
