// The form endpoints over HTTP (Fastify's inject): what a visitor with and without JavaScript gets.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.ts';
import { buildServer } from '../../src/server/app.ts';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';
import { arabicFormTexts, formTexts } from '../support/siteTexts.ts';

const secret = 'test-secret';
const oldToken = () => issueToken(secret, Date.now() - 10_000);
const validContact = () => ({ firstName: 'Aisha', lastName: 'Al-Kuwari', email: 'aisha@pearl.qa', phone: '+974 5555 1234', subject: 'website', message: 'We need a bilingual website for our salon.', formToken: oldToken() });

let app: FastifyInstance;
let store: LeadStore;
let buildDir: string;
let leadsSignalled = 0;

async function start(rateLimit = { burst: 1000, perMinute: 1000 }) {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-forms-')), 'leads.db'));
  buildDir = makeFakeBuild();
  await precompress(join(buildDir, 'client'));
  app = await buildServer({
    buildDir,
    forms: { store, onLead: () => leadsSignalled++, secret, texts: formTexts, textsByLocale: { en: formTexts, ar: arabicFormTexts }, minFillMs: 3000, rateLimit, bodyLimit: 32_768, allowedOrigins: ['https://nuqta.example'] },
  });
}

const post = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers } });

describe('the form endpoints', () => {
  beforeAll(() => start());
  afterAll(async () => {
    await app.close();
    await store.close();
  });
  beforeEach(() => (leadsSignalled = 0));

  it('stores a valid contact form, answers with its reference and starts its e-mail', async () => {
    const response = await post('/api/contact', validContact());
    expect(response.statusCode).toBe(200);
    const { status, ref } = response.json();
    expect(status).toBe('sent');
    expect(ref).toMatch(/^NQ-[A-Z2-9]{6}$/);
    const lead = await store.getLead(ref);
    expect(lead?.fields).toMatchObject({ firstName: 'Aisha', email: 'aisha@pearl.qa', subject: 'website' });
    expect(lead?.emailStatus).toBe('pending');
    expect(leadsSignalled).toBe(1);
  });

  it('trims what was typed before storing it', async () => {
    const { ref } = (await post('/api/contact', { ...validContact(), firstName: '  Aisha  ', message: '  We need a bilingual website.  ' })).json();
    expect((await store.getLead(ref))?.fields).toMatchObject({ firstName: 'Aisha', message: 'We need a bilingual website.' });
  });

  it('refuses invalid fields with the messages of site.json and stores nothing', async () => {
    const before = await store.countLeads();
    const response = await post('/api/contact', { ...validContact(), firstName: '', email: 'not-an-email', phone: '12', subject: 'pizza', message: 'Too short' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe('invalid');
    expect(body.errors).toEqual({
      firstName: formTexts.errors.required,
      email: formTexts.errors.email,
      phone: formTexts.errors.phone,
      subject: formTexts.errors.option,
      message: formTexts.errors.tooShort.replace('{min}', '10'),
    });
    expect(body.values.email).toBe('not-an-email');
    expect(await store.countLeads()).toBe(before);
  });

  it('answers a form posted from an Arabic page in Arabic, and sends its visitor to the Arabic result page', async () => {
    const refused = await post('/api/contact?lang=ar', { ...validContact(), email: 'not-an-email' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: arabicFormTexts.summary, errors: { email: arabicFormTexts.errors.email } });
    const sent = await post('/api/contact?lang=ar', validContact(), { accept: 'text/html' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/ar\/contact\?sent=NQ-[A-Z2-9]{6}$/);
  });

  it('stores a consultation with only its required fields', async () => {
    const response = await post('/api/consultation', { consultName: 'Omar Haddad', consultEmail: 'omar@autocare.qa', projectType: 'crm', projectDetails: 'A CRM for our two garages.', formToken: oldToken() });
    expect(response.json().status).toBe('sent');
  });

  it('asks to send again when the form was sent within seconds of appearing', async () => {
    const response = await post('/api/contact', { ...validContact(), formToken: issueToken(secret) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'retry', message: formTexts.tooFast });
    expect(response.json().token).toBeTruthy();
  });

  it('asks to reload when the token is missing or forged', async () => {
    for (const formToken of ['', '12345.forged', `${Date.now() - 60_000}.AAAA`]) {
      const response = await post('/api/contact', { ...validContact(), formToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(formTexts.expired);
    }
  });

  it('keeps a robot-filled form as spam without e-mailing it, and answers as usual', async () => {
    const response = await post('/api/contact', { ...validContact(), leave_empty: 'http://spam.example' });
    expect(response.json().status).toBe('sent');
    const lead = await store.getLead(response.json().ref);
    expect(lead).toMatchObject({ status: 'spam', emailStatus: 'skipped' });
    expect(leadsSignalled).toBe(0);
  });

  it('refuses a form posted from another site', async () => {
    const response = await post('/api/contact', validContact(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(formTexts.crossSite);
    const fromSite = await post('/api/contact', validContact(), { origin: 'https://nuqta.example' });
    expect(fromSite.statusCode).toBe(200);
  });

  it('answers a plain HTML form with a redirect to the result page', async () => {
    const response = await post('/api/contact', validContact(), { accept: 'text/html' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/contact\?sent=NQ-[A-Z2-9]{6}$/);
    const consultation = await post('/api/consultation', { consultName: 'Omar', consultEmail: 'omar@autocare.qa', projectType: 'ai', projectDetails: 'A WhatsApp assistant.', formToken: oldToken() }, { accept: 'text/html' });
    expect(consultation.headers.location).toMatch(/^\/contact\?form=consultation&sent=NQ-/);
  });

  it('subscribes an address once, whatever its case', async () => {
    expect((await post('/api/newsletter', { email: 'Reader@Example.qa', formToken: oldToken() })).json().status).toBe('subscribed');
    expect((await post('/api/newsletter', { email: 'reader@example.QA', formToken: oldToken() })).json().status).toBe('subscribed');
    expect((await store.listSubscribers()).filter((s) => s.email.toLowerCase() === 'reader@example.qa')).toHaveLength(1);
  });

  it('refuses a body larger than the limit', async () => {
    const response = await post('/api/contact', { ...validContact(), message: 'x'.repeat(40_000) });
    expect(response.statusCode).toBe(413);
  });

  it('puts a fresh token into pages with forms', async () => {
    const page = await app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).toMatch(/name="formToken" value="\d+\.[\w-]+"/);
    expect((await app.inject({ method: 'GET', url: '/api/form-token' })).json().token).toMatch(/^\d+\./);
  });

  it.each(['/contact', '/news'])('compresses %s on the fly with its fresh token, never from the build\'s copy of the page without one', async (url) => {
    const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(html).toMatch(/name="formToken" value="\d+\.[\w-]+"/);
    const copy = readFileSync(join(buildDir, 'client', url.slice(1), 'index.html.br'));
    expect(brotliDecompressSync(copy).toString('utf8')).not.toContain('value=');
  });
});

describe('the rate limit', () => {
  beforeAll(() => start({ burst: 2, perMinute: 1 }));
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('answers 429 with a clear message once a visitor has used their burst', async () => {
    expect((await post('/api/contact', validContact())).statusCode).toBe(200);
    expect((await post('/api/contact', validContact())).statusCode).toBe(200);
    const third = await post('/api/contact', validContact());
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(formTexts.rateLimited);
  });
});
