// The frame's controls answer from the HTML and the boot script alone, before the app runs: here
// the app's files never arrive (the requests are refused), yet the menu, Get Started, the Services
// menu and the floating button all work, at both widths and in Arabic. (frame.nojs.spec.ts: the
// same without any script.)
import { expect, test, type Page } from './test.ts';
import { expectServicesMenuWorks } from './frameChecks.ts';
import { site, sites } from './siteData.ts';

/** Opens a page whose app never loads: only its boot script (the page's one script tag) may run. */
async function openWithoutApp(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const boot = /<script[^>]+src="([^"]+)"/.exec(html)![1];
  await page.route('**/assets/*.js', (route) => (new URL(route.request().url()).pathname === boot ? route.continue() : route.abort()));
  await page.goto(path);
}

const { layout } = site;
const menuButton = (page: Page, label = layout.header.menuOpenLabel) => page.getByRole('banner').getByRole('button', { name: label, exact: true });
const drawer = (page: Page, title = layout.header.menuTitle) => page.getByRole('dialog', { name: title });
const getStarted = (page: Page) => page.getByRole('dialog', { name: layout.getStarted.title });

test.describe('on a phone, before the app', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone profile');

  test('the menu opens at once, takes focus, closes on Escape, its close button and a tap beside it, and leads to its pages', async ({ page }) => {
    await openWithoutApp(page, '/');
    const button = menuButton(page);
    await button.tap();
    await expect(drawer(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page).getByRole('button', { name: layout.header.menuCloseLabel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.tap();
    await drawer(page).getByRole('button', { name: layout.header.menuCloseLabel }).tap();
    await expect(drawer(page)).toBeHidden();
    await button.tap();
    await page.touchscreen.tap(20, 400); // the backdrop, beside the drawer
    await expect(drawer(page)).toBeHidden();

    await button.tap();
    await drawer(page).getByRole('button', { name: layout.header.getStartedLabel, exact: true }).tap();
    await expect(getStarted(page).getByRole('link', { name: new RegExp(`^${layout.getStarted.whatsapp.label}`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await drawer(page).getByRole('link', { name: 'Pricing', exact: true }).tap();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('the floating button shows its options, which speak, and a tap outside closes them', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await openWithoutApp(page, '/contact');
    const texts = layout.floatingContact;
    const toggle = page.getByRole('button', { name: texts.openLabel, exact: true });
    await toggle.tap();
    await expect(page.getByRole('link', { name: texts.whatsappLabel, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.closeLabel, exact: true })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: texts.aiChat.label, exact: true }).tap();
    await expect.poll(() => logged).toContain(texts.aiChat.consoleMessage);
    await page.touchscreen.tap(100, 300);
    await expect(page.getByRole('link', { name: texts.whatsappLabel, exact: true })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('in Arabic the menu slides in from the left, in Arabic', async ({ page }) => {
    const ar = sites.ar.layout.header;
    await openWithoutApp(page, '/ar');
    await menuButton(page, ar.menuOpenLabel).tap();
    const menu = drawer(page, ar.menuTitle);
    await expect(menu).toBeVisible();
    await page.waitForTimeout(300); // the slide
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeCloseTo(0, 0);
    await expect(menu.getByRole('link', { name: ar.links[0].label, exact: true })).toHaveAttribute('href', ar.links[0].href);
  });
});

test.describe('on a desktop, before the app', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop profile');

  test('the Services menu opens on hover and from the keyboard; Get Started opens its dialog, whose Ask AI answers', async ({ page }) => {
    await openWithoutApp(page, '/');
    await expectServicesMenuWorks(page);
    // The boot script keeps the button's state for screen readers.
    const services = page.getByRole('banner').getByRole('button', { name: layout.header.servicesMenu.label, exact: true });
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    let alerted = '';
    page.once('dialog', (alert) => void ((alerted = alert.message()), alert.accept()));
    await page.getByRole('banner').getByRole('button', { name: layout.header.getStartedLabel, exact: true }).click();
    await getStarted(page).getByRole('button', { name: new RegExp(`^${layout.getStarted.askAi.label}`) }).click();
    await expect.poll(() => alerted).toBe(layout.getStarted.askAi.alert);
    await expect(getStarted(page)).toBeHidden();
  });

  test('in Arabic the Services menu opens under its button, from its right edge', async ({ page }) => {
    const ar = sites.ar.layout.header;
    await openWithoutApp(page, '/ar');
    const services = page.getByRole('banner').getByRole('button', { name: ar.servicesMenu.label, exact: true });
    await services.hover();
    const link = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${ar.servicesMenu.links[0].label}`) });
    await expect(link).toBeVisible();
    const button = (await services.boundingBox())!;
    const panel = (await page.locator('[data-services-menu] [popover]').boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
    expect(Math.abs(panel.x + panel.width - (button.x + button.width + 16))).toBeLessThan(2);
  });
});
