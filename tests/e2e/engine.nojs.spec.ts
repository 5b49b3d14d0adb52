import { expect, test } from './test.ts';

test('the home page is real HTML without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Next-Level IT Solutions In Qatar & GCC' })).toBeVisible();
  await expect(page.getByText('Fast Delivery • QAR 1,500 • Qatar Focus')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Project' })).toBeVisible();
});

test('the not-found page is real HTML without JavaScript', async ({ page }) => {
  const response = await page.goto('/deep/unknown/path');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});
