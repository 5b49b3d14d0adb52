// The frame's controls without any script: the browser's own dialogs and popovers, and CSS.
import { expect, test, type Page } from './test.ts';
import { expectServicesMenuWorks } from './frameChecks.ts';
import { site, sites } from './siteData.ts';

const { layout } = site;

async function phone(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
}

test('on a phone, the menu opens and closes, and leads to its pages; Get Started opens over it', async ({ page }) => {
  await phone(page, '/');
  const button = page.getByRole('banner').getByRole('button', { name: layout.header.menuOpenLabel, exact: true });
  const drawer = page.getByRole('dialog', { name: layout.header.menuTitle });
  await button.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await drawer.getByRole('button', { name: layout.header.getStartedLabel, exact: true }).click();
  const getStarted = page.getByRole('dialog', { name: layout.getStarted.title });
  await expect(getStarted.getByRole('link', { name: new RegExp(`^${layout.getStarted.call.label}`) })).toBeVisible();
  await getStarted.getByRole('button', { name: layout.getStarted.closeLabel, exact: true }).click();
  await drawer.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('on a phone, the floating button shows its options and hides them again', async ({ page }) => {
  await phone(page, '/');
  const texts = layout.floatingContact;
  await page.getByRole('button', { name: texts.openLabel, exact: true }).click();
  await expect(page.getByRole('link', { name: texts.whatsappLabel, exact: true })).toBeVisible();
  await page.getByRole('button', { name: texts.closeLabel, exact: true }).click();
  await expect(page.getByRole('link', { name: texts.whatsappLabel, exact: true })).toBeHidden();
});

test('on a desktop, the Services menu opens on hover and with Enter, and Get Started opens its dialog', async ({ page }) => {
  await page.goto('/');
  await expectServicesMenuWorks(page);
  await page.getByRole('banner').getByRole('button', { name: layout.header.getStartedLabel, exact: true }).click();
  await expect(page.getByRole('dialog', { name: layout.getStarted.title })).toBeVisible();
});

test('in Arabic, on a phone, the menu opens in Arabic and its language switch leads to the English page', async ({ page }) => {
  const ar = sites.ar.layout.header;
  await phone(page, '/ar/pricing');
  await page.getByRole('banner').getByRole('button', { name: ar.menuOpenLabel, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: ar.menuTitle });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: sites.ar.ui.language.switchLabel }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
