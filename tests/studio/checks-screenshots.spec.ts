// The README's pictures of the checks' report, at 1280 and 390 px (its Blocks pane), in English and in the studio's
// Arabic editing: `npm run studio:screenshots` writes them to docs/studio/. Skipped in the test run.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { blockList, openStudio, originalSite, preview, textField } from './studio.ts';

test.skip(!process.env.STUDIO_SCREENSHOTS, 'run by npm run studio:screenshots');

/** /pricing with a few warnings of its own: a title too long for search results, a button saying “Click here”, a tagline copied from the other language. */
async function withWarnings(page: Page, language: 'English' | 'Arabic') {
  await openStudio(page, '/pricing');
  if (language === 'Arabic') await page.getByRole('button', { name: 'Arabic', exact: true }).click();
  await page.getByRole('button', { name: /^Page settings/ }).click();
  await textField(page, 'Title', language).fill(language === 'English' ? 'Website Plans and Prices for Businesses in Qatar and the GCC' : 'باقات المواقع الإلكترونية وأسعارها للشركات في قطر ودول الخليج العربي');
  await page.getByRole('button', { name: /^Page settings/ }).click();
  await blockList(page).getByRole('button', { name: /^4\. Call to action/ }).click();
  await page.getByRole('main').getByRole('textbox', { name: `Label * ${language}` }).first().fill(language === 'English' ? 'Click here' : 'اضغط هنا');
  await blockList(page).getByRole('button', { name: /^1\. Hero/ }).click();
  // The other language's side copied over this one's.
  const tagline = originalSite().routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].tagline;
  await textField(page, 'Tagline', language === 'English' ? 'Arabic' : 'English').fill(language === 'English' ? tagline.en : tagline.ar);
  await expect(page.getByRole('region', { name: /^This page,/ })).toHaveAccessibleName(/\(4 warnings\)/);
  await page.getByRole('region', { name: /^The whole site/ }).getByRole('button', { name: /^Title length/ }).click();
}

async function shoot(page: Page, name: string) {
  // On a phone the checks are under the page's blocks, one pane of the studio (the preview another).
  const phone = page.viewportSize()!.width < 900;
  if (phone) await page.getByRole('tablist', { name: 'Studio panes' }).getByRole('tab', { name: 'Blocks', exact: true }).click();
  else await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.getByRole('region', { name: /^Checks \(/ }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: join(projectRoot, 'docs/studio', `${name}.png`) });
}

for (const language of ['English', 'Arabic'] as const)
  test(`screenshots of the checks' report, ${language}, for the README`, async ({ page }) => {
    const suffix = language === 'Arabic' ? '-arabic' : '';
    await page.setViewportSize({ width: 1280, height: 900 });
    await withWarnings(page, language);
    await shoot(page, `checks${suffix}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `checks${suffix}-390`);
  });
