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

/**
 * Buttons, links, fields, selects, tabs and disclosures under 44 × 44 px (a thumb's target), in
 * `within` (the page's main part unless told) and in any open menu or list of options.
 */
export const smallTargets = (page: Page, within = 'main') =>
  page.evaluate((within) => {
    const targets = ['a[href]', 'button', '[role="combobox"]', '[role="tab"]', 'summary', 'input:not([type="hidden"])', 'textarea'].map((what) => `${within} ${what}`);
    return [...document.querySelectorAll([...targets, '[role="menu"] [role="menuitem"]', '[role="listbox"] [role="option"]'].join(', '))]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      // A menu on its way out (fading and shrinking) is no target any more: its boxes are scaled down.
      .filter((element) => { const paper = element.closest('.MuiPopover-paper'); return !paper || getComputedStyle(paper).opacity === '1'; })
      // A select's or a text field's target is its whole field, as MUI draws it; a switch's or a
      // check box's (an input drawn invisible over it), its label, or the round button around it.
      .map((element) => element.closest('.MuiInputBase-root') ?? (element.matches('input') ? (element.closest('label') ?? element.closest('.MuiButtonBase-root')) : null) ?? element)
      .filter((target, index, all) => all.indexOf(target) === index)
      .map((target) => {
        const { width, height } = target.getBoundingClientRect();
        return { what: `${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 30)}"`, width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 };
      })
      .filter((target) => target.width < 44 || target.height < 44);
  }, within);
