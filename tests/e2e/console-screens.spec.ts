// Every screen of the console, as an owner (who sees every section), at 390 px (the phone
// project) and 1280 px (the desktop project), in English and in Arabic: no WCAG 2.2 AA violation
// (axe), a top bar of at most 56 px, nothing wider than the screen with a visitor's and a
// member's hostile long texts on it, and on a phone every target at least 44 × 44 px. Then the
// keyboard: from the page's start, Tab reaches every section and the member's menu.
// The studio (Edit) is swept in English only: its Arabic is another piece of work.
// CONSOLE_SCREENSHOTS=1 also writes docs/console/screen-<screen>-<language>-<width>.png.
import { expect, test, type Page } from './test.ts';
import { consoleNav, memberMenu, smallTargets } from './consoleShell.ts';
import { ownConsoleServer } from './consoleServer.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { animationsFinished, expectAccessible } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const console_ = ownConsoleServer('screens');
const screenshots = process.env.CONSOLE_SCREENSHOTS === '1';

// Texts a visitor or a member may well type: one word longer than a phone is wide, a long
// address, a long Arabic word.
const hostile = {
  longWord: 'Abdulrahmanalkuwarialmohannadialthanixyz',
  email: 'abdulrahman.alkuwari.almohannadi.althani@verylongcompanydomainname-qatar.com.qa',
  url: 'https://www.example-company-qatar.com/products/services/enterprise-resource-planning?utm_source=newsletter',
  arabic: 'عبدالرحمنالكواريالمهنديآلثانيللتجارةوالمقاولاتوالخدمات',
};

let leadRef: string;

test.beforeAll(async () => {
  const store = openSqliteStore(console_.dataFile);
  try {
    const lead = await store.addLead({
      kind: 'contact', page: `/contact?from=${hostile.longWord}`, language: 'en',
      fields: { firstName: hostile.longWord, lastName: '', email: hostile.email, phone: '+974 5555 7777', company: `${hostile.longWord} ${hostile.longWord}`, subject: 'website', message: `See ${hostile.url} and write to ${hostile.email}.` },
    });
    leadRef = lead.ref;
    await store.addLead({
      kind: 'consultation', page: '/ar/services/cloud-systems', language: 'ar',
      fields: { consultName: hostile.arabic, consultEmail: 'arabic.visitor@example.qa', consultPhone: '+974 3333 7777', consultCompany: hostile.arabic, projectType: 'erp', budget: '50000-100000', timeline: 'month', projectDetails: hostile.arabic },
    });
    await store.subscribe(hostile.email);
    await teamStore(store.database).addMember({ email: hostile.email, name: `${hostile.longWord} ${hostile.arabic}`, role: 'sales' });
  } finally {
    await store.close();
  }
});

type Language = 'en' | 'ar';
type Screen = { name: string; address: () => string; ready?: (page: Page) => Promise<void>; exclude?: string };

const screens: Screen[] = [
  { name: 'inbox', address: () => '/studio/inbox' },
  {
    name: 'filters',
    address: () => '/studio/inbox?status=new&language=en',
    // On a phone the filters fold under a button: opened, as a member who filters sees them.
    ready: async (page) => {
      const filters = page.getByRole('button', { name: /^(Filters|عوامل التصفية)/ });
      if (page.viewportSize()!.width < 900) {
        await filters.click();
        await expect(filters).toHaveAttribute('aria-expanded', 'true');
      }
    },
  },
  { name: 'lead', address: () => `/studio/leads/${leadRef}` },
  { name: 'subscribers', address: () => '/studio/inbox?tab=subscribers' },
  // The content the deployment brought is said to be the deployment's, in the member's words, not a file's.
  {
    name: 'publish',
    address: () => '/studio/publish',
    ready: async (page) => {
      await expect(page.getByRole('main')).toContainText(/by the deployment\.|بواسطة \u2068التثبيت على الخادم\u2069/);
      await expect(page.getByRole('main')).not.toContainText('site.json');
    },
  },
  {
    name: 'team',
    address: () => '/studio/team',
    // A member's long name is in its row, not in each of its buttons (it wrapped them over four lines).
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^(Remove|إزالة): /, exact: false }).first()).toBeVisible();
      const tall = await page.getByRole('main').getByRole('button').evaluateAll((buttons) => buttons.filter((button) => button.getBoundingClientRect().height > 60).map((button) => button.textContent));
      expect.soft(tall, 'buttons taller than two lines').toEqual([]);
    },
  },
  { name: 'record', address: () => '/studio/record' },
  { name: 'sources', address: () => '/studio/sources' },
  { name: 'account', address: () => '/studio/account' },
  // The studio's preview is the site itself, in a frame: its pages are tested on their own.
  { name: 'edit', address: () => '/studio', exclude: 'iframe' },
];

const barHeight = (page: Page) => page.getByRole('banner').first().evaluate((bar) => bar.getBoundingClientRect().height);
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The checks every screen gets; `measured` keeps the figures for the report. */
async function checkScreen(page: Page, screen: { name: string; exclude?: string; noBar?: true }, language: Language, measured: Record<string, unknown>) {
  const width = page.viewportSize()!.width;
  const label = `${screen.name} (${language}, ${width} px)`;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await animationsFinished(page);
  if (!screen.noBar) {
    const bar = await barHeight(page);
    measured[`${label}: bar`] = bar;
    expect.soft(bar, `the top bar of ${label}`).toBeLessThanOrEqual(56);
  }
  const overflow = await sideways(page);
  expect.soft(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  if (width < 600) {
    const small = await smallTargets(page, 'body');
    measured[`${label}: small targets`] = small;
    expect.soft(small, `targets under 44 px on ${label}`).toEqual([]);
  }
  // Words as written: no button shouts a member's name or its words in capitals.
  const shouted = await page.locator('button, a.MuiButton-root').evaluateAll((buttons) => buttons.filter((button) => getComputedStyle(button).textTransform !== 'none').map((button) => button.textContent));
  expect.soft(shouted, `buttons in capitals on ${label}`).toEqual([]);
  await test.step(`axe on ${label}`, () => expectAccessible(page, { exclude: screen.exclude }));
  const path = screenshots ? `docs/console/screen-${screen.name}-${language}-${width}.png` : test.info().outputPath(`screen-${screen.name}-${language}-${width}.png`);
  await page.screenshot({ path });
}

for (const language of ['en', 'ar'] as const) {
  test(`every console screen in ${language === 'en' ? 'English' : 'Arabic'}: axe-clean, a bar of at most 56 px, no sideways scroll with long texts, thumb-sized targets on a phone`, async ({ page, isMobile }) => {
    test.setTimeout(240_000);
    const measured: Record<string, unknown> = {};
    await signInWithPasskey(page, { consoleURL: console_.url, dataFile: console_.dataFile }, { email: `owner.${language}.${isMobile ? 'phone' : 'desk'}@nuqta.qa`, role: 'owner', name: 'Mariam Abdulrahman Al-Thani' });
    // The member's choice, as the language menu keeps it (tested in console-shell.spec.ts).
    expect((await page.request.patch(`${console_.url}/studio/api/me`, { data: { language }, headers: { origin: console_.url } })).status()).toBe(200);
    for (const screen of screens) {
      await page.goto(`${console_.url}${screen.address()}`);
      await screen.ready?.(page);
      await checkScreen(page, screen, language, measured);
    }
    // Signed out: the sign-in page, in the language this browser last used.
    expect((await page.request.post(`${console_.url}/studio/api/auth/sign-out`, { data: {}, headers: { origin: console_.url } })).ok()).toBe(true);
    await page.goto(`${console_.url}/studio`);
    // The sign-in page has no bar: its form is the page.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await checkScreen(page, { name: 'sign-in', noBar: true }, language, measured);
    await test.info().attach('measured', { body: JSON.stringify(measured, null, 1), contentType: 'application/json' });
  });
}

test('the keyboard reaches every section and the member’s menu from the page’s start; Enter opens a section; Escape closes the menu and gives the focus back', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await signInWithPasskey(page, { consoleURL: console_.url, dataFile: console_.dataFile }, { email: `keys.${isMobile ? 'phone' : 'desk'}@nuqta.qa`, role: 'owner', name: 'Aisha Al-Kuwari' });
  await page.goto(`${console_.url}/studio/team`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // On a desk every section is in the bar; on a phone four are, and More holds the rest.
  const sections = isMobile ? ['Inbox', 'Edit', 'Publish', 'Team', 'More'] : ['Edit', 'Publish', 'Inbox', 'Team', 'Record', 'Lead sources'];
  await expect(consoleNav(page).getByRole('link').first()).toBeVisible();
  // From the start of the page, as after a reload.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const reached = new Set<string>();
  const wanted = [...sections, 'menu'];
  for (let presses = 0; presses < 80 && !wanted.every((name) => reached.has(name)); presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return null;
      return { name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(), inNav: !!element.closest('nav'), menu: element.getAttribute('aria-haspopup') === 'menu' && !!element.closest('header') };
    });
    if (focused?.inNav) reached.add(focused.name);
    if (focused?.menu) reached.add('menu');
  }
  expect([...reached].filter((name) => wanted.includes(name)).sort()).toEqual([...wanted].sort());
  // The page's scrolling frame, reached to scroll it with the keys, shows that it has the focus.
  const frameOutline = async () => page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return element.tabIndex === 0 && style.overflowY === 'auto' && !element.closest('header') ? style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 : undefined;
  });
  let outlined: boolean | undefined;
  for (let presses = 0; presses < 30 && outlined === undefined; presses++) {
    await page.keyboard.press('Tab');
    outlined = await frameOutline();
  }
  expect(outlined, 'the scrolling frame shows its keyboard focus').toBe(true);

  // Enter on a section's link opens it.
  const record = isMobile ? null : consoleNav(page).getByRole('link', { name: 'Record', exact: true });
  const publish = consoleNav(page).getByRole('link', { name: 'Publish', exact: true });
  await (record ?? publish).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(isMobile ? /\/studio\/publish$/ : /\/studio\/record$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The member's menu: Enter opens it with the focus in it, Escape closes it and the focus is back on its button.
  const menuButton = memberMenu(page);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  // And a section of the menu opens with the keyboard too.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: 'My account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/account$/);
});
