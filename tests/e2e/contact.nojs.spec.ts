// The contact page without JavaScript: both forms are shown and post themselves to the server;
// the map's prompt, which needs a script, is hidden, and the address stays.
import { expect, test } from './test.ts';
import { blocksOf } from './siteData.ts';

const map = blocksOf('/contact', 'mapEmbed')[0];

test('both forms are shown one after the other, each posting to its own address', async ({ page }) => {
  await page.goto('/contact');
  const contact = page.locator('form[action="/api/contact"]');
  const consultation = page.locator('form[action="/api/consultation"]');
  for (const form of [contact, consultation]) {
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
  }
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(consultation.getByRole('button', { name: 'Schedule Free Consultation' })).toBeVisible();
  // The tabs cannot switch without a script, so they are not offered.
  await expect(page.getByRole('tab')).toHaveCount(0);
  const region = page.getByRole('region', { name: map.heading });
  await expect(region.getByRole('button', { name: map.loadLabel })).toBeHidden();
  await expect(region.getByText(/Doha, Qatar/)).toBeVisible();
});
