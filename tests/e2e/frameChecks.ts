// Checks of the frame's controls shared by the specs that run them before the app
// (frame.spec.ts) and without any script (frame.nojs.spec.ts).
import { expect, type Page } from '@playwright/test';
import { site } from './siteData.ts';

const { header } = site.layout;

/** The Services menu opens while the pointer rests on it, closes after it leaves, opens with Enter, takes Tab into it and closes on Escape. */
export async function expectServicesMenuWorks(page: Page): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: header.navLabel });
  const services = nav.getByRole('button', { name: header.servicesMenu.label, exact: true });
  const firstService = nav.getByRole('link', { name: new RegExp(`^${header.servicesMenu.links[0].label}`) });
  await services.hover();
  await expect(firstService).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(firstService).toBeHidden();
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(firstService).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstService).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(firstService).toBeHidden();
  await expect(services).toBeFocused();
}
