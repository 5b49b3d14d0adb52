// Moving around the console as a member does: its sections (a row in the bar on a desk; on a
// phone a bar at the bottom with "More" for the rest), and the member's menu (My account, Sign out).
import { expect, type Page } from './test.ts';

export const consoleNav = (page: Page) => page.getByRole('navigation', { name: /^(Console|أقسام اللوحة)$/ });

/** The member's menu button in the bar: named after them. */
export const memberMenu = (page: Page, name?: string) =>
  page.getByRole('button', { name: name ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*: your menu$`) : /: (your menu|قائمتك)$/ });

export async function openSection(page: Page, name: string) {
  if (name === 'My account' || name === 'حسابي') {
    await memberMenu(page).click();
    return page.getByRole('menuitem', { name }).click();
  }
  // Drawn first (after a reload the console is still loading).
  await consoleNav(page).getByRole('link').first().waitFor();
  const link = consoleNav(page).getByRole('link', { name, exact: true });
  if (await link.isVisible()) return link.click();
  await consoleNav(page).getByRole('button', { name: /^(More|المزيد)$/ }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

export async function signOutOfConsole(page: Page) {
  await memberMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** The console's language, from the member's menu ("English", "العربية"). */
export async function chooseConsoleLanguage(page: Page, language: 'English' | 'العربية') {
  await memberMenu(page).click();
  await page.getByRole('menuitemradio', { name: language }).click();
  // Closed, not closing: a menu on its way out still has boxes a measure of the page would count.
  await expect(page.getByRole('menu')).toHaveCount(0);
}
