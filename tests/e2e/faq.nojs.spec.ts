// Without JavaScript (and for search engines) the FAQ page carries every question and answer of
// every tab in its HTML. The tabs and questions need a script to answer, so without one every
// category shows under its own heading, every answer open: all 80 can be read.
import { expect, test } from './test.ts';
import { blocksOf } from './siteData.ts';
import { inlinePlain } from '../../src/app/inlineText.ts';

const faq = blocksOf('/faq', 'faq')[0];

test('every category shows under its heading, and every one of the 80 answers can be read', async ({ page }) => {
  await page.goto('/faq');
  const questions = faq.categories.flatMap((c) => c.items);
  expect(questions).toHaveLength(80);
  // No tabs: they could not switch.
  await expect(page.getByRole('tab')).toHaveCount(0);
  for (const category of faq.categories) await expect(page.getByRole('heading', { level: 3, name: category.label, exact: true })).toBeVisible();
  for (const q of questions) {
    await expect(page.getByRole('button', { name: q.question, exact: true })).toBeVisible();
    const answer = page.locator(`#q-${q.id}-a`);
    await expect(answer, q.id).toBeVisible();
    const first = q.answer[0];
    await expect(answer.getByText(inlinePlain(first.type === 'list' ? first.items[0] : first.text), { exact: false }).first(), q.id).toBeVisible();
  }
});
