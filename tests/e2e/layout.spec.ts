// The shared layout around every page: header and Services menu, Get Started dialog, footer,
// floating contact button, scrolling, the not-found page, and on small screens the drawer and
// the bottom bar. Texts come from site.json, except the fixed texts of the specification.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from './test.ts';
import { site } from './siteData.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';

const { layout } = site;
const facts = site.site;
const { header } = layout;
const serviceLinks = header.servicesMenu.links;

const whatsappHref = `https://wa.me/${facts.whatsapp.number}?text=${encodeURIComponent(facts.whatsapp.greeting)}`;
const telHref = `tel:${facts.phone.replace(/\s/g, '')}`;
const mailtoHref = `mailto:${facts.email}?subject=Service%20Inquiry`;
const copyright = 'Nuqta Systems QFZ LLC. All rights reserved.';

function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'desktop (1280 px) only');
}
function mobileOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'mobile', 'mobile (390 px) only');
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

function screenshot(page: Page, name: string) {
  mkdirSync('screenshots', { recursive: true });
  return page.screenshot({ path: `screenshots/layout-${name}.png`, animations: 'disabled' });
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: header.navLabel });
const servicesButton = (page: Page) => mainNav(page).getByRole('button', { name: header.servicesMenu.label, exact: true });
/** The Services menu's links; their names start with the label and go on with the description. */
const serviceLink = (page: Page, label: string) => mainNav(page).getByRole('link', { name: new RegExp(`^${label}\\b`) });
const servicesPanel = async (page: Page) => page.locator(`[id="${await servicesButton(page).getAttribute('aria-controls')}"]`);
const getStartedDialog = (page: Page) => page.getByRole('dialog', { name: layout.getStarted.title });
const drawer = (page: Page) => page.getByRole('dialog', { name: header.menuTitle });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: layout.bottomBar.navLabel });
const copyrightLine = (page: Page) => page.getByRole('contentinfo').getByText(copyright);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function openGetStarted(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: header.menuOpenLabel }).click();
    await drawer(page).getByRole('button', { name: header.getStartedLabel, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: header.getStartedLabel, exact: true }).click();
  }
  const dialog = getStartedDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('desktop header', () => {
  test.beforeEach(({}, testInfo) => desktopOnly(testInfo));

  test('the main navigation has every header link with its address', async ({ warmPage: page }) => {
    await open(page, '/');
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    for (const link of header.links) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    }
    // In the order of site.json, with Services after the first links.
    const names = await nav.locator(':scope > a, :scope > div > button').allInnerTexts();
    const expected = header.links.map((l) => l.label);
    expected.splice(header.servicesMenu.insertAfter!, 0, header.servicesMenu.label);
    expect(names.map((n) => n.trim())).toEqual(expected);
    await expect(page.getByRole('button', { name: header.menuOpenLabel })).toBeHidden();
    await expect(bottomBar(page)).toBeHidden();
  });

  test('the current page is marked, and a service page highlights Services', async ({ warmPage: page }) => {
    await open(page, '/pricing');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Home', 'Industries', 'Portfolio', 'News', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).not.toHaveAttribute('aria-current');
    }
    const currentColor = await nav.getByRole('link', { name: 'Pricing', exact: true }).evaluate((el) => getComputedStyle(el).color);
    const servicesColorElsewhere = await servicesButton(page).evaluate((el) => getComputedStyle(el).color);
    expect(servicesColorElsewhere).not.toBe(currentColor);

    await open(page, '/');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).not.toHaveAttribute('aria-current');

    await open(page, serviceLinks[0].href);
    for (const link of header.links) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).not.toHaveAttribute('aria-current');
    }
    await expect(servicesButton(page)).toHaveCSS('color', currentColor);
    await servicesButton(page).hover();
    await expect(serviceLink(page, serviceLinks[0].label)).toHaveAttribute('aria-current', 'page');
    await expect(serviceLink(page, serviceLinks[1].label)).not.toHaveAttribute('aria-current');
  });

  test('the Services menu opens on hover, 600 px wide in three columns, and closes after the pointer leaves', async ({ warmPage: page }) => {
    await open(page, '/');
    const button = servicesButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const link of serviceLinks) await expect(serviceLink(page, link.label)).toBeHidden();

    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const boxes = [];
    for (const link of serviceLinks) {
      const item = serviceLink(page, link.label);
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('href', link.href);
      boxes.push((await item.boundingBox())!);
    }
    const panel = await servicesPanel(page);
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.width).toBeCloseTo(600, 0);
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1280);
    // Three columns: one row, left to right.
    expect(boxes[1].y).toBeCloseTo(boxes[0].y, 0);
    expect(boxes[2].y).toBeCloseTo(boxes[0].y, 0);
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width - 1);
    expect(boxes[2].x).toBeGreaterThan(boxes[1].x + boxes[1].width - 1);
    await screenshot(page, 'services-menu-1280');

    // The pointer can travel from the button into the panel without it closing.
    const first = boxes[0];
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2, { steps: 5 });
    await page.waitForTimeout(300);
    await expect(serviceLink(page, serviceLinks[0].label)).toBeVisible();

    // Leaving closes it, not at once but about 100 ms later.
    const panelId = (await button.getAttribute('aria-controls'))!;
    const leftAt = await page.evaluate(() => performance.now());
    await page.mouse.move(640, 700);
    const closedAfter = await page.evaluate(
      (id) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const check = () => {
            if (!document.getElementById(id)?.checkVisibility({ visibilityProperty: true }) || performance.now() - start > 2000) resolve(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
      panelId,
    );
    expect(closedAfter - leftAt).toBeGreaterThanOrEqual(90);
    await expect(serviceLink(page, serviceLinks[0].label)).toBeHidden({ timeout: 1000 });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Services menu works from the keyboard', async ({ warmPage: page }) => {
    await open(page, '/');
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(serviceLink(page, serviceLinks[0].label)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(serviceLink(page, serviceLinks[1].label)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(serviceLink(page, serviceLinks[0].label)).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(serviceLink(page, serviceLinks[0].label)).toBeVisible();
    // Tab moves into the panel; choosing a link navigates and closes the menu.
    await page.keyboard.press('Tab');
    await expect(serviceLink(page, serviceLinks[0].label)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${serviceLinks[0].href}$`));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header stays fixed at the top while the page scrolls', async ({ warmPage: page }) => {
    await open(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCSS('position', 'fixed');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await expect(banner).toBeInViewport();
    const box = (await banner.boundingBox())!;
    expect(box.y).toBeCloseTo(0, 0);
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toBeInViewport();
  });
});

test.describe('Get Started dialog', () => {
  test('offers WhatsApp, Ask AI, a call and an e-mail', async ({ warmPage: page }, testInfo) => {
    await open(page, '/');
    const dialog = await openGetStarted(page, testInfo);

    const whatsapp = dialog.getByRole('link', { name: new RegExp(`^${layout.getStarted.whatsapp.label}`) });
    await expect(whatsapp).toHaveAttribute('href', whatsappHref);
    expect(await whatsapp.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${facts.whatsapp.number}\\?text=`));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(dialog.getByRole('link', { name: new RegExp(`^${layout.getStarted.call.label}`) })).toHaveAttribute('href', telHref);
    await expect(dialog.getByRole('link', { name: new RegExp(`^${layout.getStarted.email.label}`) })).toHaveAttribute('href', mailtoHref);

    let alertText: string | undefined;
    page.once('dialog', (alert) => {
      alertText = alert.message();
      void alert.accept();
    });
    await dialog.getByRole('button', { name: new RegExp(`^${layout.getStarted.askAi.label}`) }).click();
    await expect.poll(() => alertText).toBe('AI Chat feature coming soon!');
    await expect(dialog).toBeHidden();
  });

  test('Escape and the close button close it; focus goes back to Get Started', async ({ warmPage: page }, testInfo) => {
    desktopOnly(testInfo);
    await open(page, '/');
    const trigger = page.getByRole('banner').getByRole('button', { name: header.getStartedLabel, exact: true });
    const dialog = await openGetStarted(page, testInfo);
    await expect(dialog.getByRole('button', { name: layout.getStarted.closeLabel, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: layout.getStarted.closeLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the quick links in order, the contact details, social profiles and the copyright line', async ({ warmPage: page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: layout.footer.navLabel });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/services', '/industries', '/portfolio', '/pricing', '/contact', '/news', '/faq', '/privacy', '/terms']);
    for (const link of layout.footer.links) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    }

    await expect(footer.getByRole('link', { name: facts.email, exact: true })).toHaveAttribute('href', `mailto:${facts.email}`);
    await expect(footer.getByRole('link', { name: facts.phone, exact: true })).toHaveAttribute('href', telHref);
    await expect(footer.getByText('Doha, Qatar', { exact: true })).toBeVisible();

    for (const profile of facts.social) {
      const link = footer.getByRole('link', { name: profile.label, exact: true });
      await expect(link).toHaveAttribute('href', profile.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    await expect(copyrightLine(page)).toBeVisible();
    await expect(copyrightLine(page)).toContainText(copyright);
  });
});

test.describe('floating contact button', () => {
  test('expands to WhatsApp, Call, AI Chat and AI Call, and Escape closes it', async ({ warmPage: page }) => {
    const watch = watchPage(page);
    await open(page, '/');
    const texts = layout.floatingContact;
    const toggle = page.getByRole('button', { name: texts.openLabel, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: texts.whatsappLabel, exact: true })).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: texts.closeLabel, exact: true });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = page.getByRole('link', { name: texts.whatsappLabel, exact: true });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('href', whatsappHref);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(page.getByRole('link', { name: texts.callLabel, exact: true })).toHaveAttribute('href', telHref);

    await page.getByRole('button', { name: texts.aiChat.label, exact: true }).click();
    await expect.poll(() => watch.messages).toContain(texts.aiChat.consoleMessage);
    await page.getByRole('button', { name: texts.aiCall.label, exact: true }).click();
    await expect.poll(() => watch.messages).toContain(texts.aiCall.consoleMessage);

    await page.keyboard.press('Escape');
    await expect(whatsapp).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(watch.errors).toEqual([]);
  });
});

test.describe('scrolling', () => {
  test('a new page starts at the top, and going back restores the scroll position', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    const before = await scrollY(page);
    const pricing = page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true });
    await expect(pricing).toBeInViewport();
    await pricing.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clear Prices, No Surprises' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Next-Level IT Solutions In Qatar & GCC' })).toBeAttached();
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(50);
  });
});

test.describe('not-found page', () => {
  test('a direct load answers 404, shows the page and logs the attempted path', { tag: '@any-width' }, async ({ warmPage: page }) => {
    const watch = watchPage(page, { expectedErrors: [/404/] });
    const response = await open(page, '/does/not/exist');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return to Home', exact: true })).toHaveAttribute('href', '/');
    await expect.poll(() => watch.messages.some((m) => m.includes('/does/not/exist'))).toBe(true);
    // The layout is still around it.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('a client-side navigation to an unknown path shows it and logs the path', { tag: '@any-width' }, async ({ warmPage: page }) => {
    const watch = watchPage(page, { expectedErrors: [/404/] });
    await open(page, '/');
    await page.evaluate(() => {
      history.pushState({}, '', '/nope');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home', exact: true })).toHaveAttribute('href', '/');
    await expect.poll(() => watch.messages.some((m) => m.includes('/nope'))).toBe(true);
    expect(watch.errors).toEqual([]);
  });
});

test.describe('mobile layout', () => {
  test.beforeEach(({}, testInfo) => mobileOnly(testInfo));

  test('the desktop nav is hidden; the drawer lists every link and Get Started, and a link closes it', async ({ warmPage: page }) => {
    await open(page, '/');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: header.getStartedLabel, exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: header.menuOpenLabel, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = drawer(page);
    await expect(menu).toBeVisible();
    for (const link of [...header.links, ...serviceLinks]) {
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    }
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: header.getStartedLabel, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: header.menuCloseLabel, exact: true })).toBeVisible();
    await screenshot(page, 'drawer-390');

    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clear Prices, No Surprises' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: header.menuCloseLabel, exact: true }).click();
    await expect(menu).toBeHidden();
  });

  test("the drawer's Get Started opens the Get Started dialog over it; closing it goes back to the menu", async ({ warmPage: page }, testInfo) => {
    await open(page, '/');
    const dialog = await openGetStarted(page, testInfo);
    await expect(dialog.getByRole('link', { name: new RegExp(`^${layout.getStarted.whatsapp.label}`) })).toBeVisible();
    await screenshot(page, 'get-started-390');
    await dialog.getByRole('button', { name: layout.getStarted.closeLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer(page).getByRole('button', { name: header.getStartedLabel, exact: true })).toBeFocused();
  });

  test('the bottom bar has its five links and marks the active one', async ({ warmPage: page }) => {
    await open(page, '/');
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    const hrefs = await bar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/services', '/industries', '/portfolio', '/contact']);
    for (const item of layout.bottomBar.items) {
      await expect(bar.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
    }
    const current = async () =>
      Object.fromEntries(
        await bar.getByRole('link').evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-current')])),
      );
    expect(await current()).toEqual({ '/': 'page', '/services': null, '/industries': null, '/portfolio': null, '/contact': null });

    await open(page, serviceLinks[0].href);
    expect(await current()).toEqual({ '/': null, '/services': 'true', '/industries': null, '/portfolio': null, '/contact': null });

    await bar.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(current).toEqual({ '/': null, '/services': null, '/industries': null, '/portfolio': null, '/contact': 'page' });
  });

  test('nothing overflows sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', serviceLinks[0].href, '/does/not/exist']) {
      await open(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });

  test('the last line of the footer is not hidden behind the bottom bar', async ({ warmPage: page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
    const line = (await copyrightLine(page).boundingBox())!;
    const bar = (await bottomBar(page).boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(bar.y);
  });

  test('at the bottom of the page the floating contact button does not cover the copyright line', async ({ warmPage: page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
    await screenshot(page, 'footer-bottom-390');
    const fab = (await page.getByRole('button', { name: layout.floatingContact.openLabel, exact: true }).boundingBox())!;
    // The boxes of the text itself (the paragraph spans the whole width).
    const textBoxes = await copyrightLine(page).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
    });
    expect(textBoxes.length).toBeGreaterThan(0);
    for (const box of textBoxes) {
      const overlaps = box.x < fab.x + fab.width && fab.x < box.x + box.width && box.y < fab.y + fab.height && fab.y < box.y + box.height;
      expect(overlaps, `copyright text ${JSON.stringify(box)} under the button ${JSON.stringify(fab)}`).toBe(false);
    }
  });
});

test.describe('dialogs and the drawer, open', () => {
  test('the Get Started dialog passes axe', async ({ warmPage: page }, testInfo) => {
    const watch = watchPage(page);
    await open(page, '/');
    const dialog = await openGetStarted(page, testInfo);
    await expect(dialog.getByRole('link', { name: new RegExp(`^${layout.getStarted.email.label}`) })).toBeVisible();
    await page.waitForTimeout(300); // the fade-in
    await expectAccessible(page);
    expect(watch.errors).toEqual([]);
  });

  test('the open drawer passes axe', async ({ warmPage: page }, testInfo) => {
    mobileOnly(testInfo);
    const watch = watchPage(page);
    await open(page, '/');
    await page.getByRole('button', { name: header.menuOpenLabel, exact: true }).click();
    await expect(drawer(page)).toBeVisible();
    await page.waitForTimeout(300); // the slide-in
    await expectAccessible(page);
    expect(watch.errors).toEqual([]);
  });
});
