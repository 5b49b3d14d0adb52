// The forms without JavaScript: plain POSTs, a redirect to the result page after a success, and
// the page sent back with the messages and the visitor's input after a refusal.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator } from './test.ts';
import { startServerProcess } from '../../scripts/lib/loadHarness.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { baseURL } from '../../playwright.config.ts';
import { e2eLeads, receivedMail } from './leadsData.ts';
import { blocksOf, site } from './siteData.ts';
import { canMountDisks, mountSmallDisk } from '../support/smallDisk.ts';

const leads = e2eLeads(Number(new URL(baseURL).port));
const forms = blocksOf('/contact', 'contactForms')[0];
const news = blocksOf('/news', 'newsList')[0];
const texts = site.ui.forms!;
const minFillMs = Number(leads.serverEnv.FORM_MIN_FILL_MS);
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@company.qa`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fillContact(form: Locator, email: string, message: string) {
  await form.getByRole('textbox', { name: forms.contact.firstName.label }).fill('Mariam');
  await form.getByRole('textbox', { name: forms.contact.email.label }).fill(email);
  await form.getByRole('combobox', { name: forms.contact.subject.label }).selectOption('cloud');
  await form.getByRole('textbox', { name: forms.contact.message.label }).fill(message);
}

test('the contact form posts, redirects to its thank-you with the reference, and the lead is stored and e-mailed', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form[action="/api/contact"]');
  const email = uniqueEmail('mariam');
  await fillContact(form, email, 'We would like to move our accounting to the cloud.');
  await pause(minFillMs + 200);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/api\/contact\?sent=NQ-[A-Z2-9]{6}$/);
  const ref = new URL(page.url()).searchParams.get('sent')!;
  const thanks = page.getByRole('status').filter({ hasText: texts.sent.heading });
  await expect(thanks.getByRole('heading', { name: texts.sent.heading })).toBeVisible();
  await expect(thanks.locator('strong')).toHaveText(ref);
  const store = openSqliteStore(leads.leadsFile);
  expect(await store.getLead(ref)).toMatchObject({ kind: 'contact', page: '/contact', language: 'en', fields: { firstName: 'Mariam', email, subject: 'cloud' } });
  await store.close();
  await expect.poll(() => receivedMail(leads.mailDir).some((mail) => mail.includes(`[${ref}]`)), { timeout: 15_000 }).toBe(true);
  // Send another message: the page with its forms again.
  await thanks.getByRole('link', { name: texts.sent.againLabel }).click();
  await expect(page.locator('form[action="/api/contact"]')).toBeVisible();
});

test('a refused form comes back with each field’s message and everything typed kept', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form[action="/api/consultation"]');
  const c = forms.consultation;
  await form.getByRole('textbox', { name: c.consultName.label }).fill('Hamad');
  await form.getByRole('textbox', { name: c.consultEmail.label }).fill('hamad@');
  await form.getByRole('combobox', { name: c.budget.label }).selectOption('discuss');
  await form.getByRole('textbox', { name: c.projectDetails.label }).fill('An ERP system for our three branches.');
  await pause(minFillMs + 200);
  await form.getByRole('button', { name: 'Schedule Free Consultation' }).click();
  const back = page.locator('form[action="/api/consultation"]');
  await expect(back.getByRole('alert')).toHaveText(texts.summary);
  await expect(back.getByRole('textbox', { name: c.consultEmail.label })).toHaveAccessibleDescription(texts.errors.email);
  await expect(back.getByRole('combobox', { name: c.projectType.label })).toHaveAccessibleDescription(texts.errors.required);
  await expect(back.getByRole('textbox', { name: c.consultName.label })).toHaveValue('Hamad');
  await expect(back.getByRole('textbox', { name: c.consultEmail.label })).toHaveValue('hamad@');
  await expect(back.getByRole('combobox', { name: c.budget.label })).toHaveValue('discuss');
  await expect(back.getByRole('textbox', { name: c.projectDetails.label })).toHaveValue('An ERP system for our three branches.');
  // Corrected, it goes through with the fresh token the page came back with.
  await back.getByRole('textbox', { name: c.consultEmail.label }).fill('hamad@trading.qa');
  await back.getByRole('combobox', { name: c.projectType.label }).selectOption('erp');
  await pause(minFillMs + 200);
  await back.getByRole('button', { name: 'Schedule Free Consultation' }).click();
  await expect(page).toHaveURL(/\/api\/consultation\?sent=NQ-/);
  await expect(page.getByRole('heading', { name: texts.sent.heading })).toBeVisible();
});

test('on a phone, the page after a plain post opens at its confirmation or its errors, focused', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const contact = page.locator('form[action="/api/contact"]');
  await contact.getByRole('textbox', { name: forms.contact.firstName.label }).fill('Reem');
  await contact.getByRole('textbox', { name: forms.contact.email.label }).fill('reem@');
  await pause(minFillMs + 200);
  await contact.getByRole('button', { name: forms.contact.submitLabel }).click();
  const errors = page.locator('form[action="/api/contact"]').getByRole('alert');
  await expect(errors).toHaveText(texts.summary);
  await expect(errors).toBeInViewport();
  await expect(errors).toBeFocused();

  await fillContact(page.locator('form[action="/api/contact"]'), uniqueEmail('reem'), 'A website for our flower shop in Msheireb, in English and Arabic.');
  await pause(minFillMs + 200);
  await page.locator('form[action="/api/contact"]').getByRole('button', { name: forms.contact.submitLabel }).click();
  const thanks = page.getByRole('status').filter({ hasText: texts.sent.heading });
  await expect(thanks).toBeInViewport();
  await expect(thanks).toBeFocused();

  await page.goto('/contact');
  const consultation = page.locator('form[action="/api/consultation"]');
  const c = forms.consultation;
  await consultation.getByRole('textbox', { name: c.consultName.label }).fill('Reem Al-Sulaiti');
  await consultation.getByRole('textbox', { name: c.consultEmail.label }).fill(uniqueEmail('reem'));
  await consultation.getByRole('combobox', { name: c.projectType.label }).selectOption('website');
  await consultation.getByRole('textbox', { name: c.projectDetails.label }).fill('An online shop for our flowers with same-day delivery in Doha.');
  await pause(minFillMs + 200);
  await consultation.getByRole('button', { name: c.submitLabel }).click();
  const booked = page.getByRole('status').filter({ hasText: texts.sent.heading });
  await expect(booked).toBeInViewport();
  await expect(booked).toBeFocused();

  await page.goto('/news');
  await page.getByRole('textbox', { name: news.newsletter.emailLabel }).fill(uniqueEmail('reem'));
  await pause(minFillMs + 200);
  await page.getByRole('button', { name: news.newsletter.buttonLabel }).click();
  const subscribed = page.locator('#newsletter').getByRole('status');
  await expect(subscribed).toHaveText(texts.subscribed.text);
  await expect(subscribed).toBeInViewport();
  await expect(subscribed).toBeFocused();
});

test('the newsletter posts and comes back to the news page with the confirmation', async ({ page }) => {
  await page.goto('/news');
  const email = uniqueEmail('subscriber');
  await page.getByRole('textbox', { name: news.newsletter.emailLabel }).fill(email);
  await pause(minFillMs + 200);
  await page.getByRole('button', { name: news.newsletter.buttonLabel }).click();
  await expect(page).toHaveURL('/api/newsletter?subscribed=1');
  await expect(page.locator('#newsletter').getByRole('status')).toHaveText(texts.subscribed.text);
  const store = openSqliteStore(leads.leadsFile);
  expect((await store.listSubscribers()).map((s) => s.email)).toContain(email);
  await store.close();
});

test('an unknown or made-up reference shows the ordinary contact page', async ({ page }) => {
  await page.goto('/api/contact?sent=NQ-AAAAAA');
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { name: texts.sent.heading })).toHaveCount(0);
  await expect(page.locator('form[action="/api/contact"]')).toBeVisible();
});

test('past the rate limit, the page says so and keeps what was typed', async ({ page }, testInfo) => {
  const port = Number(new URL(baseURL).port) + 5 + testInfo.parallelIndex;
  const server = await startServerProcess({ DATA_FILE: join(mkdtempSync(join(tmpdir(), 'nuqta-e2e-limit-')), 'leads.db'), RATE_LIMIT_PER_MINUTE: '1', FORM_MIN_FILL_MS: '0' }, port);
  try {
    for (const attempt of [1, 2]) {
      await page.goto(`${server.url}/contact`);
      const form = page.locator('form[action="/api/contact"]');
      await fillContact(form, `limit${attempt}@company.qa`, 'Please call me about a new website.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      if (attempt === 1) await expect(page).toHaveURL(/sent=NQ-/);
      else {
        await expect(page.locator('form[action="/api/contact"]').getByRole('alert')).toContainText(texts.rateLimited);
        await expect(page.locator('form[action="/api/contact"]').getByRole('textbox', { name: forms.contact.email.label })).toHaveValue('limit2@company.qa');
      }
    }
  } finally {
    await server.stop();
  }
});

test('a form the server cannot store is never “sent”: the page says so, keeps the text and offers WhatsApp and a call', async ({ page }, testInfo) => {
  test.skip(!canMountDisks, 'needs a disk of its own to fill up (root on Linux)');
  const disk = mountSmallDisk('3m');
  const server = await startServerProcess({ DATA_FILE: join(disk.dir, 'leads.db'), FORM_MIN_FILL_MS: '0', SMTP_URL: '' }, Number(new URL(baseURL).port) + 7 + testInfo.parallelIndex);
  try {
    disk.fill();
    await page.goto(`${server.url}/contact`);
    const form = page.locator('form[action="/api/contact"]');
    await fillContact(form, 'mariam@company.qa', 'Please call me about moving our files to the cloud.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(`${server.url}/api/contact`);
    const alert = page.locator('form[action="/api/contact"]').getByRole('alert');
    await expect(alert).toContainText(texts.failed);
    await expect(alert.getByRole('link', { name: texts.reachUs.whatsappLabel })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(alert.getByRole('link', { name: texts.reachUs.callLabel })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.locator('form[action="/api/contact"]').getByRole('textbox', { name: forms.contact.message.label })).toHaveValue('Please call me about moving our files to the cloud.');
    await expect(page.getByRole('heading', { name: texts.sent.heading })).toHaveCount(0);
  } finally {
    await server.stop();
    disk.unmount();
  }
});
