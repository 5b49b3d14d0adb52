// A returning visitor's forms: the service worker answers the pages, and on the second visit and a
// day later with the copy it kept on the first (as when the network is slow or gone as the page
// loads), the form's token in it used or out of date; yet each form is sent, acknowledged with its
// own reference and stored once. The same through a static copy of the build (a CDN's view), with
// JavaScript and without.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dismissInstallOffer, expect, test, type Browser, type BrowserContext, type Page } from './test.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { baseURL } from '../../playwright.config.ts';
import { serveStaticCopy } from '../support/staticCopy.ts';
import { waitForHydration } from './helpers.ts';
import { blocksOf, site } from './siteData.ts';

test.use({ serviceWorkers: 'allow' });

const forms = blocksOf('/contact', 'contactForms')[0];
const news = blocksOf('/news', 'newsList')[0];
const texts = site.ui.forms!;
const minFillMs = 1_500;
const dayAndAnHourMs = 25 * 3_600_000;
const clientDir = resolve(projectRoot, process.env.BUILD_DIR ?? 'dist', 'client');
const panel = (page: Page, name: string) => page.getByRole('main').getByRole('tabpanel', { name, exact: true });
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@company.qa`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The site's server with a store of its own and a clock the test can move forward by 25 hours
 * (tests/support/laterClock.ts); `publicOrigin` is the address of a CDN in front of it.
 */
async function startLaterServer(port: number, publicOrigin?: string): Promise<ServerProcess & { dataFile: string }> {
  const dataFile = join(mkdtempSync(join(tmpdir(), 'nuqta-e2e-returning-')), 'leads.db');
  const server = await startServerProcess(
    {
      DATA_FILE: dataFile,
      FORM_MIN_FILL_MS: String(minFillMs),
      SMTP_URL: '',
      // Nine forms in a few minutes from one address: the rate limit has tests of its own.
      RATE_LIMIT_PER_MINUTE: '1000',
      NODE_OPTIONS: `--import=${resolve(projectRoot, 'tests/support/laterClock.ts')}`,
      CLOCK_STEP_MS: String(dayAndAnHourMs),
      ...(publicOrigin ? { PUBLIC_ORIGIN: publicOrigin } : {}),
    },
    port,
  );
  return { ...server, dataFile };
}

/** 25 hours pass on the server: every token it handed out so far is past its 24 hours. */
async function aDayLater(server: ServerProcess) {
  server.child.kill('SIGUSR2');
  const serverTime = async () => Number(((await (await fetch(`${server.url}/api/form-token`)).json()) as { token: string }).token.split('.')[0]);
  await expect.poll(serverTime).toBeGreaterThan(Date.now() + dayAndAnHourMs - 60_000);
}

/** A phone's browser that has been to the site before: the service worker is installed and in control. */
async function returningVisitor(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await dismissInstallOffer(context);
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return { context, page };
}

/**
 * Opens a page as the returning visitor does, through the service worker; after the first visit
 * from the copy it kept (the network down as the page loads, back before the form is sent).
 */
async function visit(page: Page, url: string) {
  const fromKeptCopy = visited.has(url);
  visited.add(url);
  if (fromKeptCopy) await page.context().setOffline(true);
  const response = await page.goto(url);
  await page.context().setOffline(false);
  expect(response?.fromServiceWorker(), `${url} comes from the service worker`).toBe(true);
  await waitForHydration(page);
  return Date.now();
}
const visited = new Set<string>();

async function sendContact(page: Page, origin: string, email: string, message: string): Promise<string> {
  const openedAt = await visit(page, `${origin}/contact`);
  const form = panel(page, forms.contact.tabLabel);
  await form.getByRole('textbox', { name: forms.contact.firstName.label }).fill('Hessa');
  await form.getByRole('textbox', { name: forms.contact.lastName.label, exact: true }).fill('Al-Mannai');
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill(email);
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('website');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill(message);
  await pause(openedAt + minFillMs + 300 - Date.now());
  await form.getByRole('button', { name: forms.contact.submitLabel }).click();
  const thanks = form.getByRole('status');
  await expect(thanks.getByRole('heading', { name: texts.sent.heading })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  return (await thanks.locator('strong').textContent())!;
}

async function sendConsultation(page: Page, origin: string, email: string, details: string): Promise<string> {
  const openedAt = await visit(page, `${origin}/contact`);
  await page.getByRole('tab', { name: forms.consultation.tabLabel }).click();
  const form = panel(page, forms.consultation.tabLabel);
  const c = forms.consultation;
  await form.getByRole('textbox', { name: c.consultName.label }).fill('Jassim Al-Kuwari');
  await form.getByRole('textbox', { name: c.consultEmail.label }).fill(email);
  await form.getByRole('textbox', { name: c.consultPhone.label }).fill('+974 5012 3456');
  await form.getByRole('combobox', { name: c.projectType.label }).selectOption('erp');
  await form.getByRole('combobox', { name: c.budget.label }).selectOption('15000-50000');
  await form.getByRole('combobox', { name: c.timeline.label }).selectOption('month');
  await form.getByRole('textbox', { name: c.projectDetails.label }).fill(details);
  await pause(openedAt + minFillMs + 300 - Date.now());
  await form.getByRole('button', { name: c.submitLabel }).click();
  const thanks = form.getByRole('status');
  await expect(thanks.getByRole('heading', { name: texts.sent.heading })).toBeVisible();
  return (await thanks.locator('strong').textContent())!;
}

async function subscribe(page: Page, origin: string, email: string) {
  const openedAt = await visit(page, `${origin}/news`);
  const box = page.locator('#newsletter');
  await box.getByRole('textbox', { name: news.newsletter.emailLabel }).fill(email);
  await pause(openedAt + minFillMs + 300 - Date.now());
  await box.getByRole('button', { name: news.newsletter.buttonLabel }).click();
  await expect(box.getByRole('status')).toHaveText(texts.subscribed.text);
}

/** Three visits, the last a day and an hour after the service worker kept the pages: every form goes through each time. */
async function sendOnThreeVisits(page: Page, origin: string, server: ServerProcess & { dataFile: string }) {
  const contactEmail = uniqueEmail('hessa');
  const consultationEmail = uniqueEmail('jassim');
  const contactRefs: string[] = [];
  const consultationRefs: string[] = [];
  const subscribers: string[] = [];
  for (const visitNumber of [1, 2, 3]) {
    if (visitNumber === 3) await aDayLater(server);
    contactRefs.push(await sendContact(page, origin, contactEmail, `Visit ${visitNumber}: we would like a bilingual website for our bakery.`));
    consultationRefs.push(await sendConsultation(page, origin, consultationEmail, `Visit ${visitNumber}: an ERP for our two trading branches in Doha.`));
    const subscriber = uniqueEmail(`reader${visitNumber}`);
    await subscribe(page, origin, subscriber);
    subscribers.push(subscriber);
  }

  const store = openSqliteStore(server.dataFile);
  try {
    const leads = await store.listLeads();
    for (const [email, refs] of [
      [contactEmail, contactRefs],
      [consultationEmail, consultationRefs],
    ] as const) {
      expect(new Set(refs).size, 'each visit has its own reference').toBe(3);
      const stored = leads.filter((lead) => Object.values(lead.fields).includes(email));
      expect(stored.map((lead) => lead.ref).sort(), 'each stored once').toEqual([...refs].sort());
    }
    const stored = (await store.listSubscribers()).map((subscriber) => subscriber.email);
    for (const email of subscribers) expect(stored.filter((address) => address === email)).toHaveLength(1);
  } finally {
    await store.close();
  }
}

test('a returning visitor sends every form on two visits and again a day later, from the service worker’s copy of the pages', { tag: '@any-width' }, async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const server = await startLaterServer(Number(new URL(baseURL).port) + 13 + testInfo.parallelIndex);
  const { context, page } = await returningVisitor(browser, server.url);
  try {
    await sendOnThreeVisits(page, server.url, server);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('the same through a static copy of the build on another server (a CDN), the forms passed to the site’s server', { tag: '@any-width' }, async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const cdnPort = Number(new URL(baseURL).port) + 15 + testInfo.parallelIndex;
  const server = await startLaterServer(Number(new URL(baseURL).port) + 13 + testInfo.parallelIndex, `http://127.0.0.1:${cdnPort}`);
  const cdn = await serveStaticCopy(clientDir, server.url, cdnPort);
  const { context, page } = await returningVisitor(browser, cdn.url);
  try {
    await sendOnThreeVisits(page, cdn.url, server);
  } finally {
    await context.close();
    await cdn.close();
    await server.stop();
  }
});

test('without JavaScript, a form from the static copy (no token of its own) comes back with everything typed, says which button to press, and is then sent', { tag: '@any-width' }, async ({ browser }, testInfo) => {
  const cdnPort = Number(new URL(baseURL).port) + 15 + testInfo.parallelIndex;
  const server = await startLaterServer(Number(new URL(baseURL).port) + 13 + testInfo.parallelIndex, `http://127.0.0.1:${cdnPort}`);
  const cdn = await serveStaticCopy(clientDir, server.url, cdnPort);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(`${cdn.url}/contact`);
    const form = page.locator('form[action="/api/contact"]');
    const email = uniqueEmail('noura');
    const message = 'We need an online booking system for our salon in The Pearl.';
    await form.getByRole('textbox', { name: forms.contact.firstName.label }).fill('Noura');
    await form.getByRole('textbox', { name: forms.contact.email.label }).fill(email);
    await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('cloud');
    await form.getByRole('textbox', { name: forms.contact.message.label }).fill(message);
    await form.getByRole('button', { name: forms.contact.submitLabel }).click();

    const back = page.locator('form[action="/api/contact"]');
    const alert = back.getByRole('alert');
    await expect(alert).toHaveText(texts.resend.replace('{button}', forms.contact.submitLabel));
    await expect(alert).toBeInViewport();
    await expect(alert).toBeFocused();
    await expect(back.getByRole('textbox', { name: forms.contact.firstName.label })).toHaveValue('Noura');
    await expect(back.getByRole('textbox', { name: forms.contact.email.label })).toHaveValue(email);
    await expect(back.getByRole('combobox', { name: forms.contact.subject.label })).toHaveValue('cloud');
    await expect(back.getByRole('textbox', { name: forms.contact.message.label })).toHaveValue(message);

    await pause(minFillMs + 300);
    await back.getByRole('button', { name: forms.contact.submitLabel }).click();
    const thanks = page.getByRole('status').filter({ hasText: texts.sent.heading });
    await expect(thanks).toBeInViewport();
    await expect(thanks).toBeFocused();
    const ref = (await thanks.locator('strong').textContent())!;
    const store = openSqliteStore(server.dataFile);
    expect((await store.listLeads()).filter((lead) => lead.fields.email === email).map((lead) => lead.ref)).toEqual([ref]);
    await store.close();
  } finally {
    await context.close();
    await cdn.close();
    await server.stop();
  }
});
