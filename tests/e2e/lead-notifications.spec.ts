// New leads' notifications and where leads come from, as the sales team meets them in a real
// browser. A member switches on "Notify me of new leads on this device"; a visitor sends the
// contact form; the server's encrypted push reaches a push service this test runs; the console's
// service worker shows it (the decrypted payload delivered to it through the DevTools protocol,
// as headless Chromium has no push service of its own) and a click opens the lead. And two form
// starts with one lead from /contact show a share of 50 % on "Where leads come from".
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { openSection } from './consoleShell.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { chromiumArgs, findChromium } from '../../scripts/lib/browser.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { baseURL } from '../../playwright.config.ts';
import { browserSubscription, decryptPush } from '../support/webPush.ts';
import { freePort, waitForHydration } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';
import { e2eLeads } from './leadsData.ts';
import { blocksOf } from './siteData.ts';

test.describe.configure({ mode: 'serial' });
// The full browser: the headless shell the other tests run in shows no notifications (the
// worker's showNotification rejects).
test.use({ serviceWorkers: 'allow', launchOptions: { ...findChromium(), args: chromiumArgs } });
// Two sign-ins and three forms on a loaded machine.
test.setTimeout(120_000);

const leads = e2eLeads(Number(new URL(baseURL).port));
const forms = blocksOf('/contact', 'contactForms')[0];
// Service workers and notifications need a secure context: localhost is one.
const server = ownConsoleServer('lead-push', { env: () => ({ PUSH_TEST_LOOPBACK: '1' }) });
let pushService: { url: string; received: Array<{ path: string; headers: IncomingMessage['headers']; body: Buffer }>; server: Server };

// The push service the browser's subscription is pointed at, on a port of its own.
test.beforeAll(async () => {
  const port = await freePort();
  const received: typeof pushService.received = [];
  const push = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => (received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) }), response.writeHead(201).end()));
  });
  await new Promise<void>((resolve) => push.listen(port, '127.0.0.1', resolve));
  pushService = { url: `http://127.0.0.1:${port}`, received, server: push };
});
test.afterAll(async () => new Promise((resolve) => pushService?.server.close(resolve)));

/** A sales member, added as `npm run team -- invite` does, signed in with their passkey (the leads need one). */
const signInAsSales = async (page: Page) => {
  const authenticator = await signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email: 'huda@nuqta.qa', role: 'sales', name: 'Huda Al-Marri' });
  await authenticator.remove();
};

/** The README's pictures go to docs/console/ when CONSOLE_SCREENSHOTS=1; otherwise to the test's own output. */
const screenshotPath = (name: string) => (process.env.CONSOLE_SCREENSHOTS === '1' ? join('docs/console', name) : test.info().outputPath(name));

const contactPanel = (page: Page) => page.getByRole('main').getByRole('tabpanel', { name: 'Contact Form', exact: true });

/** Opens the contact page and waits until its script runs (the form counts a start only then). */
async function openContact(page: Page) {
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
}

async function sendContactForm(page: Page, firstName: string) {
  const openedAt = Date.now();
  await openContact(page);
  const form = contactPanel(page);
  await form.getByRole('textbox', { name: forms.contact.firstName.label }).fill(firstName);
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill(`${firstName.toLowerCase()}.${Date.now()}@company.qa`);
  await form.getByRole('textbox', { name: forms.contact.phone.label }).fill('+974 5555 1234');
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('website');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill('We need a bilingual website for our clinic.');
  await page.waitForTimeout(Math.max(0, openedAt + Number(leads.serverEnv.FORM_MIN_FILL_MS) + 300 - Date.now()));
  await form.getByRole('button', { name: 'Send Message' }).click();
  const ref = (await form.getByRole('status').locator('strong').textContent({ timeout: 20_000 }))!;
  expect(ref).toMatch(/^NQ-[A-Z2-9]{6}$/);
  return ref;
}

/** The form starts counted so far for a page (the beacon is sent in the background). */
async function startsOn(page: string) {
  const store = openSqliteStore(server.dataFile);
  try {
    const rows = await store.database.query<{ starts: number }>('SELECT starts FROM form_starts WHERE page = ?', [page]);
    return rows.reduce((sum, row) => sum + Number(row.starts), 0);
  } finally {
    await store.close();
  }
}

test('two form starts and one lead from /contact show 50 % on “Where leads come from”', async ({ page }, testInfo) => {
  // One start without a lead: the visitor taps the first field and types at once, before the
  // app that the tap starts has hydrated the form, then leaves.
  await page.goto(`${server.url}/contact`);
  const firstName = contactPanel(page).getByRole('textbox', { name: forms.contact.firstName.label });
  await firstName.click();
  await firstName.fill('Maryam');
  await waitForHydration(page);
  await expect.poll(() => startsOn('/contact')).toBe(1);
  // One start that ends in a lead.
  await sendContactForm(page, 'Noora');
  await expect.poll(() => startsOn('/contact')).toBe(2);

  await signInAsSales(page);
  await openSection(page, 'Lead sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Where leads come from' })).toBeVisible();
  const report = page.getByRole(testInfo.project.name === 'mobile' ? 'list' : 'table', { name: 'Form starts and leads by page and language' });
  const contactRow = report.getByRole(testInfo.project.name === 'mobile' ? 'listitem' : 'row').filter({ hasText: '/contact' });
  await expect(contactRow).toContainText('English');
  await expect(contactRow).toContainText(/2\s*1\s*50\s%|Form starts\s*2\s*Leads\s*1\s*Share\s*50\s%/);
  await expect(contactRow.getByRole('img', { name: /Leads per week, oldest first: .*: 1$/ })).toBeVisible();
  // The report fits the screen's width: nothing to scroll sideways for.
  const box = (await report.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: screenshotPath(`lead-sources-${testInfo.project.name === 'mobile' ? 390 : 1280}.png`), fullPage: true });
});

/**
 * The console's service worker, once registered, and a DevTools session to deliver pushes to it.
 * DevTools' record of push events says how each delivery ended: one that did not end in
 * "Success" (seen once in CI, on a loaded machine: no notification within 15 s) is delivered
 * again, once, as a push service would, and the output says so. A worker that fails to show a
 * notification fails both deliveries.
 */
async function consoleWorker(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  const outcomes: string[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
    if (event.eventName === 'Push event completed') outcomes.push(event.eventMetadata.find((entry) => entry.key === 'Status')?.value ?? 'no status');
  });
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((registration) => registration.scopeURL === `${server.url}/studio`)?.registrationId).toBeDefined();
  const { registrationId } = registrations.find((registration) => registration.scopeURL === `${server.url}/studio`)!;
  const deliverOnce = async (data: string) => {
    const index = outcomes.length;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data });
    return expect
      .poll(() => outcomes[index], { timeout: 30_000 })
      .toBeDefined()
      .then(() => outcomes[index], () => 'no outcome within 30 s');
  };
  return {
    deliver: async (data: string) => {
      const first = await deliverOnce(data);
      if (first === 'Success') return;
      const description = `the push's first delivery ended with “${first}”: delivered again`;
      console.log(`[push delivered again] ${test.info().title}: ${description}`);
      test.info().annotations.push({ type: 'push delivered again', description });
      expect(await deliverOnce(data), 'the push delivered a second time').toBe('Success');
    },
  };
}

test('a member switches notifications on; a new lead’s push reaches the device, shows the lead, and a click opens it', async ({ page, context, browser }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'one device is enough: the phone project runs the report');
  await context.grantPermissions(['notifications'], { origin: server.url });
  // Headless Chromium has no push service: the browser's own subscribe is tried first, and where
  // it fails, a subscription with keys this test holds (pointing at the test's push service) is
  // what the page gets, so that the server's real, encrypted push can be read here.
  const device = browserSubscription(`${pushService.url}/push/huda-laptop`);
  await page.exposeFunction('testSubscription', () => device.json);
  await page.addInitScript(() => {
    const testWindow = window as unknown as { testSubscription: () => Promise<PushSubscriptionJSON> };
    const fake = async () => {
      const json = await testWindow.testSubscription();
      const unsubscribe = async () => (sessionStorage.removeItem('test-subscribed'), true);
      return { endpoint: json.endpoint, toJSON: () => json, unsubscribe } as unknown as PushSubscription;
    };
    const { subscribe, getSubscription } = PushManager.prototype;
    PushManager.prototype.subscribe = async function (options) {
      try {
        return await subscribe.call(this, options);
      } catch {
        sessionStorage.setItem('test-subscribed', 'yes');
        return fake();
      }
    };
    PushManager.prototype.getSubscription = async function () {
      return (await getSubscription.call(this)) ?? (sessionStorage.getItem('test-subscribed') ? fake() : null);
    };
  });

  await signInAsSales(page);
  await openSection(page, 'My account');
  const notify = page.getByRole('switch', { name: 'Notify me of new leads on this device' });
  await expect(notify).not.toBeChecked();
  await notify.click();
  await expect(notify).toBeChecked();
  await expect(page.getByText('This device shows a notification within seconds of each new lead')).toBeVisible();
  await page.screenshot({ path: screenshotPath('lead-notifications-switch.png') });
  const worker = await consoleWorker(context, page);
  // The worker caches nothing and answers no request.
  const workerFile = await (await page.request.get(`${server.url}/studio/push-worker.js`)).text();
  expect(workerFile).not.toMatch(/addEventListener\('fetch'|caches\./);

  // A visitor sends the contact form, in a browser of their own.
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  const ref = await sendContactForm(await visitor.newPage(), 'Aisha');
  await visitor.close();
  await expect.poll(() => pushService.received.length, { timeout: 10_000 }).toBe(1);
  const [push] = pushService.received;
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
  const payload = decryptPush(push.body, device);
  expect(JSON.parse(payload)).toMatchObject({ title: 'New lead: Contact form', body: `Website · ${ref}`, url: `/studio/leads/${ref}` });
  expect(payload).not.toMatch(/@company\.qa|5555|bilingual/);

  // The console's service worker shows it, and a click opens the lead in the console's tab.
  await worker.deliver(payload);
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration('/studio'))!.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })));
  await expect.poll(shown).toEqual([{ title: 'New lead: Contact form', body: `Website · ${ref}`, data: { url: `/studio/leads/${ref}` } }]);
  const [serviceWorker] = context.serviceWorkers().filter((candidate) => candidate.url().endsWith('/studio/push-worker.js'));
  // What the browser does when the notification is clicked (the tests' types know no worker's globals).
  await serviceWorker.evaluate(async () => {
    const worker = self as unknown as { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const [notification] = await worker.registration.getNotifications();
    self.dispatchEvent(new worker.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${server.url}/studio/leads/${ref}`);
  await expect.poll(shown).toEqual([]);
  testInfo.annotations.push({ type: 'push service', description: (await page.evaluate(() => sessionStorage.getItem('test-subscribed'))) ? 'none in headless Chromium: the test’s subscription' : 'Chromium’s own' });

  // Switched off: the server drops the device, and the next lead notifies no one.
  await page.goto(`${server.url}/studio/account`);
  await expect(notify).toBeChecked();
  await notify.click();
  await expect(notify).not.toBeChecked();
  const later = await browser.newContext({ serviceWorkers: 'block' });
  await sendContactForm(await later.newPage(), 'Reem');
  await later.close();
  await page.waitForTimeout(1_000);
  expect(pushService.received).toHaveLength(1);
});
