// The forms deliver (SPEC sections 5 and 7, lead capture): with JavaScript, the contact form,
// the consultation form and the newsletter box are checked in the browser, sent without a
// reload, stored (read back from the server's database) and e-mailed (received by the test SMTP
// server); refused fields say why; the rate limit answers with its message.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './test.ts';
import { startServerProcess } from '../../scripts/lib/loadHarness.ts';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { baseURL } from '../../playwright.config.ts';
import { waitForHydration, watchPage } from './helpers.ts';
import { e2eLeads, receivedMail } from './leadsData.ts';
import { blocksOf, site, sites } from './siteData.ts';
import { canMountDisks, mountSmallDisk } from '../support/smallDisk.ts';

const leads = e2eLeads(Number(new URL(baseURL).port));
const forms = blocksOf('/contact', 'contactForms')[0];
const texts = site.ui.forms!;
const minFillMs = Number(leads.serverEnv.FORM_MIN_FILL_MS);
const panel = (page: Page, name: string) => page.getByRole('main').getByRole('tabpanel', { name, exact: true });
const newsletter = (page: Page) => page.locator('#newsletter');

/** A unique address per test and project, so that parallel runs can find their own leads. */
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@company.qa`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return Date.now();
}

/** The server refuses forms sent faster than a person could fill them in. */
async function afterMinimumFillTime(openedAt: number) {
  const wait = openedAt + minFillMs + 300 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function storedLead(ref: string) {
  const store = openSqliteStore(leads.leadsFile);
  try {
    return await store.getLead(ref);
  } finally {
    await store.close();
  }
}

/** The e-mail about this lead, once the outbox has sent it (soft line breaks of quoted-printable undone). */
async function mailAbout(ref: string): Promise<string> {
  let found: string | undefined;
  await expect.poll(() => (found = receivedMail(leads.mailDir).find((mail) => mail.includes(`[${ref}]`))), { timeout: 15_000 }).toBeDefined();
  return found!.replace(/=\r?\n/g, '');
}

test('the contact form is sent without a reload: thank-you with a reference, stored, e-mailed with every field escaped', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const watch = watchPage(page);
  const openedAt = await open(page, '/contact');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const form = panel(page, 'Contact Form');
  const email = uniqueEmail('amal');
  const message = 'We need a bilingual website for our clinic in Al Sadd <script>alert(1)</script> & booking.';
  await form.getByLabel(forms.contact.firstName.label, { exact: false }).fill('Amal');
  await form.getByLabel(forms.contact.lastName.label, { exact: true }).fill('Al-Kuwari');
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill(email);
  await form.getByRole('textbox', { name: forms.contact.phone.label }).fill('+974 5555 1234');
  await form.getByRole('textbox', { name: forms.contact.company.label }).fill('Al Sadd Family Clinic');
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('website');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill(message);
  await afterMinimumFillTime(openedAt);
  await form.getByRole('button', { name: 'Send Message' }).click();

  const thanks = form.getByRole('status');
  await expect(thanks.getByRole('heading', { name: texts.sent.heading })).toBeVisible();
  await expect(thanks).toBeFocused();
  const ref = (await thanks.locator('strong').textContent())!;
  expect(ref).toMatch(/^NQ-[A-Z2-9]{6}$/);
  await expect(thanks.getByRole('link', { name: texts.sent.whatsappLabel })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  const lead = await storedLead(ref);
  expect(lead).toMatchObject({
    kind: 'contact',
    // For the sales inbox: the page and language it was sent from (hidden fields).
    page: '/contact',
    language: 'en',
    fields: { firstName: 'Amal', lastName: 'Al-Kuwari', email, phone: '+974 5555 1234', company: 'Al Sadd Family Clinic', subject: 'website', message },
  });
  const mail = await mailAbout(ref);
  expect(mail).toContain(email);
  const htmlPart = mail.slice(mail.indexOf('Content-Type: text/html'));
  expect(htmlPart).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; booking');
  expect(htmlPart).not.toContain('<script>');

  // Send another message: the form is back, empty, and can be sent again.
  await thanks.getByRole('link', { name: texts.sent.againLabel }).click();
  await expect(form.getByRole('textbox', { name: forms.contact.email.label })).toHaveValue('');
  await expect(page).toHaveURL('/contact');
  expect(watch.errors).toEqual([]);
});

test('the consultation form is stored with its choices and e-mailed', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const openedAt = await open(page, '/contact?form=consultation');
  const form = panel(page, 'Consultation Form');
  const email = uniqueEmail('khalid');
  const c = forms.consultation;
  await form.getByRole('textbox', { name: c.consultName.label }).fill('Khalid Al-Thani');
  await form.getByRole('textbox', { name: c.consultEmail.label }).fill(email);
  await form.getByRole('textbox', { name: c.consultPhone.label }).fill('+974 3333 4444');
  await form.getByRole('textbox', { name: c.consultCompany.label }).fill('Lusail Motors');
  await form.getByRole('combobox', { name: c.projectType.label }).selectOption('crm');
  await form.getByRole('combobox', { name: c.budget.label }).selectOption('15000-50000');
  await form.getByRole('combobox', { name: c.timeline.label }).selectOption('quarter');
  await form.getByRole('textbox', { name: c.projectDetails.label }).fill('A CRM for our showroom sales team, with WhatsApp follow-up and reports.');
  await afterMinimumFillTime(openedAt);
  await form.getByRole('button', { name: 'Schedule Free Consultation' }).click();
  const ref = (await form.getByRole('status').locator('strong').textContent())!;
  expect(await storedLead(ref)).toMatchObject({
    kind: 'consultation',
    page: '/contact',
    language: 'en',
    fields: { consultName: 'Khalid Al-Thani', consultEmail: email, consultPhone: '+974 3333 4444', consultCompany: 'Lusail Motors', projectType: 'crm', budget: '15000-50000', timeline: 'quarter' },
  });
  expect(await mailAbout(ref)).toContain('Lusail Motors');
});

test('refused fields say why, next to the field; focus goes to the first; nothing is stored', { tag: '@any-width' }, async ({ page }) => {
  await open(page, '/contact');
  const form = panel(page, 'Contact Form');
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(texts.summary);
  const firstName = form.getByRole('textbox', { name: forms.contact.firstName.label });
  await expect(firstName).toBeFocused();
  for (const [role, label] of [
    ['textbox', forms.contact.firstName.label],
    ['textbox', forms.contact.email.label],
    ['combobox', forms.contact.subject.label],
    ['textbox', forms.contact.message.label],
  ] as const) {
    const field = form.getByRole(role, { name: label });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(texts.errors.required);
  }
  // Optional fields left empty are fine.
  await expect(form.getByRole('textbox', { name: forms.contact.phone.label })).not.toHaveAttribute('aria-invalid', 'true');

  await firstName.fill('Amal');
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill('amal@');
  await form.getByRole('textbox', { name: forms.contact.phone.label }).fill('12');
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('general');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill('Hi');
  await send.click();
  await expect(form.getByRole('textbox', { name: forms.contact.email.label })).toBeFocused();
  await expect(form.getByRole('textbox', { name: forms.contact.email.label })).toHaveAccessibleDescription(texts.errors.email);
  await expect(form.getByRole('textbox', { name: forms.contact.phone.label })).toHaveAccessibleDescription(texts.errors.phone);
  await expect(form.getByRole('textbox', { name: forms.contact.message.label })).toHaveAccessibleDescription(texts.errors.tooShort.replace('{min}', '10'));
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  // What the visitor typed stays.
  await expect(firstName).toHaveValue('Amal');
  const store = openSqliteStore(leads.leadsFile);
  expect((await store.listLeads()).filter((lead) => lead.fields.firstName === 'Amal' && lead.fields.email === 'amal@')).toEqual([]);
  await store.close();
});

/** The contact form's POSTs and the statuses they were answered with. */
function watchContactPosts(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/contact') statuses.push(response.status());
  });
  return statuses;
}

async function fillQuickContact(page: Page, email: string) {
  const form = panel(page, 'Contact Form');
  await form.getByRole('textbox', { name: forms.contact.firstName.label }).fill('Noor');
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill(email);
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('support');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill('Our website is down since this morning.');
  return form;
}

async function leadsFrom(email: string) {
  const store = openSqliteStore(leads.leadsFile);
  try {
    return (await store.listLeads()).filter((lead) => lead.fields.email === email);
  } finally {
    await store.close();
  }
}

test('a form sent sooner than a person fills one in waits out the rest of the time and goes through, stored once, with nothing to press again', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/contact');
  const posts = watchContactPosts(page);
  const email = uniqueEmail('quick');
  const form = await fillQuickContact(page, email);
  // A token handed out this instant, used at once.
  await form.locator('input[name="formToken"]').evaluate(async (input: HTMLInputElement) => {
    input.value = ((await (await fetch('/api/form-token')).json()) as { token: string }).token;
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: texts.sending })).toBeDisabled();
  await expect(form.getByRole('status').getByRole('heading', { name: texts.sent.heading })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(posts).toEqual([400, 200]);
  expect(await leadsFrom(email)).toHaveLength(1);
});

test('a token the server refuses (used by an earlier form, or out of date) is replaced and the form sent once more by itself: stored once, nothing said', { tag: '@any-width' }, async ({ page }) => {
  const secret = readFileSync(leads.serverEnv.FORM_SECRET_FILE, 'utf8').trim();
  const used = issueToken(secret, Date.now() - 60_000);
  const earlier = await page.request.post('/api/contact', { form: { firstName: 'Noor', email: uniqueEmail('earlier'), subject: 'general', message: 'An earlier message from this page.', formToken: used }, headers: { accept: 'application/json' } });
  expect((await earlier.json()).status).toBe('sent');

  for (const stale of [used, issueToken(secret, Date.now() - 25 * 3_600_000)]) {
    await page.goto('/contact');
    const tokenField = panel(page, 'Contact Form').locator('input[name="formToken"]');
    const served = await tokenField.inputValue();
    await waitForHydration(page);
    // The form fetched a fresh token of its own; here it carries what a page kept by a cache would.
    await expect.poll(() => tokenField.inputValue()).not.toBe(served);
    await tokenField.evaluate((input: HTMLInputElement, token) => (input.value = token), stale);
    const posts = watchContactPosts(page);
    const email = uniqueEmail('cached');
    const form = await fillQuickContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status').getByRole('heading', { name: texts.sent.heading })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(posts, stale).toEqual([400, 200]);
    expect(await leadsFrom(email)).toHaveLength(1);
  }
});

test('the newsletter box subscribes without a reload, once per address whatever its case', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const news = blocksOf('/news', 'newsList')[0];
  let openedAt = await open(page, '/news');
  const box = newsletter(page);
  const field = box.getByRole('textbox', { name: news.newsletter.emailLabel });
  await field.fill('not-an-address');
  await box.getByRole('button', { name: news.newsletter.buttonLabel }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(texts.errors.email);
  await expect(field).toBeFocused();

  const email = uniqueEmail('reader');
  await field.fill(email);
  await afterMinimumFillTime(openedAt);
  await box.getByRole('button', { name: news.newsletter.buttonLabel }).click();
  await expect(box.getByRole('status')).toHaveText(texts.subscribed.text);
  await expect(box.getByRole('heading', { name: texts.subscribed.heading })).toBeVisible();

  openedAt = await open(page, '/news');
  await newsletter(page).getByRole('textbox', { name: news.newsletter.emailLabel }).fill(email.toUpperCase());
  await afterMinimumFillTime(openedAt);
  await newsletter(page).getByRole('button', { name: news.newsletter.buttonLabel }).click();
  await expect(newsletter(page).getByRole('status')).toHaveText(texts.subscribed.text);
  const store = openSqliteStore(leads.leadsFile);
  expect((await store.listSubscribers()).filter((s) => s.email.toLowerCase() === email)).toHaveLength(1);
  await store.close();
});

test('too many forms from one address in a short time: the rate limit’s message, and the input kept', { tag: '@any-width' }, async ({ warmPage: page }, testInfo) => {
  const port = Number(new URL(baseURL).port) + 3 + testInfo.parallelIndex;
  const server = await startServerProcess(
    { DATA_FILE: join(mkdtempSync(join(tmpdir(), 'nuqta-e2e-limit-')), 'leads.db'), RATE_LIMIT_PER_MINUTE: '2', FORM_MIN_FILL_MS: '0', SMTP_URL: '' },
    port,
  );
  try {
    const news = blocksOf('/news', 'newsList')[0];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.goto(`${server.url}/news`);
      await waitForHydration(page);
      const box = newsletter(page);
      await box.getByRole('textbox', { name: news.newsletter.emailLabel }).fill(`limit${attempt}@company.qa`);
      await box.getByRole('button', { name: news.newsletter.buttonLabel }).click();
      if (attempt < 3) await expect(box.getByRole('status')).toHaveText(texts.subscribed.text);
      else {
        await expect(box.getByRole('alert')).toContainText(texts.rateLimited);
        await expect(box.getByRole('alert').getByRole('link', { name: texts.reachUs.whatsappLabel })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
        await expect(box.getByRole('textbox', { name: news.newsletter.emailLabel })).toHaveValue('limit3@company.qa');
      }
    }
  } finally {
    await server.stop();
  }
});

test('a form the server cannot store is never “sent”: the visitor is told in their language, keeps their text and is offered WhatsApp and a call', { tag: '@any-width' }, async ({ warmPage: page }, testInfo) => {
  test.skip(!canMountDisks, 'needs a disk of its own to fill up (root on Linux)');
  const disk = mountSmallDisk('3m');
  const server = await startServerProcess({ DATA_FILE: join(disk.dir, 'leads.db'), FORM_MIN_FILL_MS: '0', SMTP_URL: '' }, Number(new URL(baseURL).port) + 7 + testInfo.parallelIndex);
  try {
    disk.fill();
    const ar = sites.ar.ui.forms!;
    const arForms = sites.ar.routes.find((r) => r.path === '/ar/contact')!.blocks.find((b) => b.type === 'contactForms')!;
    if (arForms.type !== 'contactForms') throw new Error('no forms on /ar/contact');
    await page.goto(`${server.url}/ar/contact`);
    await waitForHydration(page);
    const form = panel(page, arForms.contact.tabLabel);
    const message = 'نحتاج موقعاً بلغتين لمتجرنا في الوكرة.';
    await form.getByRole('textbox', { name: arForms.contact.firstName.label }).fill('مريم');
    await form.getByRole('textbox', { name: arForms.contact.email.label }).fill('mariam@company.qa');
    await form.getByRole('combobox', { name: arForms.contact.subject.label }).selectOption('website');
    await form.getByRole('textbox', { name: arForms.contact.message.label }).fill(message);
    await form.getByRole('button', { name: arForms.contact.submitLabel }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(ar.failed);
    await expect(alert.getByRole('link', { name: ar.reachUs.whatsappLabel })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(alert.getByRole('link', { name: ar.reachUs.callLabel })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(form.getByRole('textbox', { name: arForms.contact.message.label })).toHaveValue(message);
    await expect(form.getByRole('heading', { name: ar.sent.heading })).toHaveCount(0);
    expect(server.output()).toMatch(/A contact form from .* was not stored, and its visitor was told so: database or disk is full/);
  } finally {
    await server.stop();
    disk.unmount();
  }
});

test('while sending, the button says so and a second press sends nothing more', { tag: '@any-width' }, async ({ page }) => {
  const openedAt = await open(page, '/contact');
  const form = panel(page, 'Contact Form');
  let posts = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    posts++;
    await held;
    await route.continue();
  });
  await form.getByRole('textbox', { name: forms.contact.firstName.label }).fill('Fatima');
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill(uniqueEmail('fatima'));
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('ai');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill('We would like a WhatsApp assistant for our customers.');
  await afterMinimumFillTime(openedAt);
  const button = form.getByRole('button', { name: 'Send Message' });
  await button.click();
  const sending = form.getByRole('button', { name: texts.sending });
  await expect(sending).toBeDisabled();
  await sending.click({ force: true });
  await form.evaluate((element) => element.querySelector('form')!.requestSubmit());
  release();
  await expect(form.getByRole('status').getByRole('heading', { name: texts.sent.heading })).toBeVisible();
  expect(posts).toBe(1);
});
