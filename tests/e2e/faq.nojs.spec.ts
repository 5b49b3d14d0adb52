// Without JavaScript (and for search engines) the FAQ page carries every question and answer of
// every tab in its HTML, the default tab shown and the others hidden.
import { expect, test } from '@playwright/test';
import { blocksOf } from './siteData.ts';

const faq = blocksOf('/faq', 'faq')[0];

test('the FAQ HTML holds all 80 questions and answers; General FAQ is the tab shown', async ({ page }) => {
  await page.goto('/faq');
  const questions = faq.categories.flatMap((c) => c.items);
  expect(questions).toHaveLength(80);
  const headings = page.locator('[role="tabpanel"] h3');
  await expect(headings).toHaveCount(80);
  expect(await headings.allTextContents()).toEqual(questions.map((q) => q.question));
  const mainText = await page.locator('main').textContent();
  for (const q of questions)
    for (const node of q.answer) for (const text of node.type === 'list' ? node.items : [node.text]) expect(mainText, `${q.id}: ${text}`).toContain(text);

  await expect(page.getByRole('tab', { name: 'General FAQ', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(10);
});
