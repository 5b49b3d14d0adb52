// The form endpoints over HTTP (Fastify's inject): what a visitor with and without JavaScript gets.
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../src/server/render/precompress.ts';
import { buildServer } from '../../src/server/app.ts';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import type { FormRoutesOptions } from '../../src/server/leads/formRoutes.ts';
import type { FormOutcome } from '../../src/forms/outcome.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';
import { arabicFormTexts, formTexts } from '../support/siteTexts.ts';

const secret = 'test-secret';
const oldToken = () => issueToken(secret, Date.now() - 10_000);
const validContact = () => ({ firstName: 'Aisha', lastName: 'Al-Kuwari', email: 'aisha@pearl.qa', phone: '+974 5555 1234', subject: 'website', message: 'We need a bilingual website for our salon.', formToken: oldToken() });

let app: FastifyInstance;
let store: LeadStore;
let buildDir: string;
let leadsSignalled = 0;

async function start(rateLimitPerMinute = 1000, renderFormPage?: FormRoutesOptions['renderFormPage']) {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-forms-')), 'leads.db'));
  buildDir = makeFakeBuild();
  await precompress(join(buildDir, 'client'));
  app = await buildServer({
    buildDir,
    forms: { store, onLead: () => leadsSignalled++, secret, texts: (locale) => (locale === 'ar' ? arabicFormTexts : formTexts), minFillMs: 3000, tokenMaxAgeMs: 86_400_000, rateLimitPerMinute, allowedOrigins: ['https://nuqta.example'], renderFormPage },
  });
}

const post = (url: string, body: Record<string, string>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'POST', url, remoteAddress, payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers } });

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
    expect(sent.headers.location).toMatch(/^\/api\/contact\?lang=ar&sent=NQ-[A-Z2-9]{6}$/);
  });

  it('stores a consultation with only its required fields', async () => {
    const response = await post('/api/consultation', { consultName: 'Omar Haddad', consultEmail: 'omar@autocare.qa', projectType: 'crm', projectDetails: 'A CRM for our two garages.', formToken: oldToken() });
    expect(response.json().status).toBe('sent');
  });

  it('holds a form sent within seconds of appearing: the same token, usable once the rest of the time has passed', async () => {
    const formToken = issueToken(secret, Date.now() - 1000);
    const response = await post('/api/contact', { ...validContact(), formToken });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'retry', message: formTexts.tooFast, token: formToken });
    expect(response.json().retryInMs).toBeGreaterThan(1500);
    expect(response.json().retryInMs).toBeLessThanOrEqual(2000);
  });

  it('gives a form without a token of ours back, to send again with a fresh one after the minimum fill time', async () => {
    for (const formToken of ['', '12345.forged', `${Date.now() - 60_000}.AAAA`, issueToken('another-secret', Date.now() - 60_000)]) {
      const response = await post('/api/contact', { ...validContact(), formToken });
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ status: 'retry', message: formTexts.resend, retryInMs: 3000 });
      expect(Number(answer.token.split('.')[0])).toBeGreaterThan(Date.now() - 1000);
      // Sent again at once with it: still too soon.
      expect((await post('/api/contact', { ...validContact(), formToken: answer.token })).json().status).toBe('retry');
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
    expect(response.headers.location).toMatch(/^\/api\/contact\?sent=NQ-[A-Z2-9]{6}$/);
    const consultation = await post('/api/consultation', { consultName: 'Omar', consultEmail: 'omar@autocare.qa', projectType: 'ai', projectDetails: 'A WhatsApp assistant.', formToken: oldToken() }, { accept: 'text/html' });
    expect(consultation.headers.location).toMatch(/^\/api\/consultation\?sent=NQ-/);
    const newsletter = await post('/api/newsletter', { email: 'plain@example.qa', formToken: oldToken() }, { accept: 'text/html' });
    expect(newsletter.headers.location).toBe('/api/newsletter?subscribed=1');
  });

  it('subscribes an address once, whatever its case', async () => {
    expect((await post('/api/newsletter', { email: 'Reader@Example.qa', formToken: oldToken() })).json().status).toBe('subscribed');
    expect((await post('/api/newsletter', { email: 'reader@example.QA', formToken: oldToken() })).json().status).toBe('subscribed');
    expect((await store.listSubscribers()).filter((s) => s.email.toLowerCase() === 'reader@example.qa')).toHaveLength(1);
  });

  it('keeps the page and language a lead was sent from (hidden fields), and a lead whose hidden fields are wrong without them', async () => {
    const sent = (await post('/api/contact', { ...validContact(), page: '/services/website-development', language: 'en' })).json();
    expect(await store.getLead(sent.ref)).toMatchObject({ page: '/services/website-development', language: 'en' });
    expect((await store.getLead(sent.ref))?.fields).not.toHaveProperty('page');
    const arabic = (await post('/api/consultation?lang=ar', { consultName: 'فاطمة', consultEmail: 'fatima@example.qa', projectType: 'ai', projectDetails: 'نريد مساعداً ذكياً على واتساب', formToken: oldToken(), page: '/ar/contact', language: 'ar' })).json();
    expect(await store.getLead(arabic.ref)).toMatchObject({ page: '/ar/contact', language: 'ar' });
    for (const [page, language] of [['https://evil.example/', 'fr'], [`/${'a'.repeat(200)}`, 'EN'], ['/contact?x=<script>', ''], ['/Contact', 'ar ']]) {
      const response = await post('/api/contact', { ...validContact(), page, language });
      expect(response.statusCode, page).toBe(200);
      expect(await store.getLead(response.json().ref)).toMatchObject({ page: null, language: null });
    }
    // Older pages' forms, without the fields.
    expect(await store.getLead((await post('/api/contact', validContact())).json().ref)).toMatchObject({ page: null, language: null });
  });

  it('takes the longest valid message in any script: 5,000 Chinese characters or emoji', async () => {
    for (const message of ['文'.repeat(5000), '😀'.repeat(5000), 'ش'.repeat(5000)]) {
      const response = await post('/api/contact', { ...validContact(), firstName: '😀'.repeat(100), company: '文'.repeat(100), message });
      expect(response.statusCode, message.slice(0, 1)).toBe(200);
      expect((await store.getLead(response.json().ref))?.fields.message).toBe(message);
    }
  });

  it('answers a body larger than any valid form with the form’s own message, in its language', async () => {
    const before = await store.countLeads();
    const response = await post('/api/contact', { ...validContact(), message: '😀'.repeat(10_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'tooLarge', message: formTexts.tooLarge });
    const arabic = await post('/api/contact?lang=ar', { ...validContact(), message: 'x'.repeat(200_000) });
    expect(arabic.json().message).toBe(arabicFormTexts.tooLarge);
    expect(await store.countLeads()).toBe(before);
  });

  it('answers a form address with the wrong method with 405 and the method it takes', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/contact' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST, GET, HEAD');
    expect((await app.inject({ method: 'DELETE', url: '/api/form-token' })).headers.allow).toBe('GET, HEAD');
  });

  it('puts a fresh token of its own into each form of a page', async () => {
    const page = await app.inject({ method: 'GET', url: '/contact' });
    const tokens = [...page.body.matchAll(/name="formToken" value="([\w.-]+)"/g)].map((match) => match[1]);
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
    expect((await app.inject({ method: 'GET', url: '/api/form-token' })).json().token).toMatch(/^\d{13}\.[\w-]{16}\.[\w-]{43}$/);
  });

  it.each(['/contact', '/news'])('compresses %s on the fly with its fresh token, never from the build\'s copy of the page without one', async (url) => {
    const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(html).toMatch(/name="formToken" value="\d{13}\.[\w-]{16}\.[\w-]{43}"/);
    const copy = readFileSync(join(buildDir, 'client', url.slice(1), 'index.html.br'));
    expect(brotliDecompressSync(copy).toString('utf8')).not.toContain('value=');
  });
});

describe('form tokens', () => {
  beforeAll(() => start());
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('bring one submission: the same form again gets the same reference, another form is refused', async () => {
    const formToken = oldToken();
    const first = await post('/api/contact', { ...validContact(), formToken });
    expect(first.statusCode).toBe(200);
    const count = await store.countLeads();
    // A double click without JavaScript sends the same form twice: it is stored once, both answers agree.
    const again = await post('/api/contact', { ...validContact(), formToken }, { accept: 'text/html' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/api/contact?sent=${first.json().ref}`);
    // Other text, or the same text from another address, with that token is refused and not stored.
    const other = await post('/api/contact', { ...validContact(), message: 'Another enquiry entirely, sent with an old token.', formToken }, {}, '203.0.113.9');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ status: 'retry', message: formTexts.resend, values: { message: 'Another enquiry entirely, sent with an old token.' } });
    expect(other.json().token).not.toBe(formToken);
    expect((await post('/api/consultation', { consultName: 'Omar', consultEmail: 'omar@autocare.qa', projectType: 'crm', projectDetails: 'A CRM for our garages.', formToken })).statusCode).toBe(400);
    expect(await store.countLeads()).toBe(count);
  });

  it('replace a used one at once (a page kept by a cache): the replacement brings one submission too', async () => {
    const formToken = oldToken();
    expect((await post('/api/contact', { ...validContact(), formToken })).statusCode).toBe(200);
    const refused = (await post('/api/contact', { ...validContact(), message: 'A second enquiry from a page the browser had kept.', formToken })).json();
    // The used token shows the form was handed out long enough ago: no wait.
    expect(refused).toMatchObject({ status: 'retry', message: formTexts.resend, retryInMs: 0 });
    const count = await store.countLeads();
    const sent = await post('/api/contact', { ...validContact(), message: 'A second enquiry from a page the browser had kept.', formToken: refused.token });
    expect(sent.json().status).toBe('sent');
    expect(await store.countLeads()).toBe(count + 1);
    const replayed = await post('/api/contact', { ...validContact(), message: 'A third one with the same replacement.', formToken: refused.token });
    expect(replayed.json().status).toBe('retry');
    expect(await store.countLeads()).toBe(count + 1);
  });

  it('subscribe one address: the same address again is answered as subscribed, another is refused', async () => {
    const formToken = oldToken();
    expect((await post('/api/newsletter', { email: 'once@example.qa', formToken })).json().status).toBe('subscribed');
    expect((await post('/api/newsletter', { email: 'ONCE@example.qa', formToken })).json().status).toBe('subscribed');
    expect((await post('/api/newsletter', { email: 'twice@example.qa', formToken })).json()).toMatchObject({ status: 'retry', message: formTexts.resend });
    expect((await store.listSubscribers()).map((s) => s.email)).not.toContain('twice@example.qa');
  });

  it('expire after a day, and count only exactly as they were handed out', async () => {
    const fresh = oldToken();
    const expired = await post('/api/contact', { ...validContact(), formToken: issueToken(secret, Date.now() - 86_400_000 - 60_000) });
    expect(expired.json()).toMatchObject({ status: 'retry', message: formTexts.resend, retryInMs: 0 });
    for (const formToken of [`${fresh}x`, `${fresh}.${fresh}`, ` ${fresh}`, fresh.replace(/\.[\w-]{16}\./, '.AAAAAAAAAAAAAAAA.')]) {
      const response = await post('/api/contact', { ...validContact(), formToken });
      expect(response.json(), formToken).toMatchObject({ status: 'retry', message: formTexts.resend, retryInMs: 3000 });
    }
    expect((await post('/api/contact', { ...validContact(), formToken: fresh })).statusCode).toBe(200);
  });
});

describe('the thank-you after a plain post', () => {
  const rendered: { path: string; outcome: FormOutcome }[] = [];
  beforeAll(() => start(1000, async (path, outcome) => (rendered.push({ path, outcome }), { html: '<main>thank-you</main>', csp: "default-src 'none'" })));
  afterAll(async () => {
    await app.close();
    await store.close();
  });
  const consultation = () => ({ consultName: 'Omar', consultEmail: 'omar@autocare.qa', projectType: 'ai', projectDetails: 'A WhatsApp assistant.', formToken: oldToken() });

  it('is rendered at the form’s own address, which a static host or CDN passes to this server with the rest of /api/', async () => {
    const sent = await post('/api/consultation?lang=ar', consultation(), { accept: 'text/html' });
    const ref = new URL(sent.headers.location!, 'https://nuqta.example').searchParams.get('sent');
    const result = await app.inject({ method: 'GET', url: sent.headers.location });
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('<main>thank-you</main>');
    expect(result.headers['cache-control']).toBe('no-store');
    expect(rendered.at(-1)).toEqual({ path: '/ar/contact?form=consultation', outcome: { kind: 'consultation', status: 'sent', ref } });
    await app.inject({ method: 'GET', url: '/api/newsletter?subscribed=1' });
    expect(rendered.at(-1)).toEqual({ path: '/news', outcome: { kind: 'newsletter', status: 'subscribed' } });
  });

  it('sends any other visit to the form’s page: no reference, an unknown one, or another form’s', async () => {
    const { ref } = (await post('/api/consultation', consultation())).json();
    for (const [url, page] of [
      ['/api/contact', '/contact'],
      ['/api/contact?lang=ar&sent=NQ-AAAAAA', '/ar/contact'],
      [`/api/contact?sent=${ref}`, '/contact'],
      ['/api/newsletter?lang=ar', '/ar/news'],
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(page);
    }
  });
});

describe('a store that cannot write', () => {
  const failures: string[] = [];
  beforeAll(async () => {
    await start();
    // What node:sqlite and pg throw on a full disk or a read-only database.
    const refuse = () => Promise.reject(new Error('database or disk is full'));
    Object.assign(store, { addLead: refuse, subscribe: refuse });
    await app.close();
    app = await buildServer({
      buildDir: makeFakeBuild(),
      forms: { store, onLead: () => leadsSignalled++, secret, texts: (locale) => (locale === 'ar' ? arabicFormTexts : formTexts), minFillMs: 3000, tokenMaxAgeMs: 86_400_000, rateLimitPerMinute: 1000, allowedOrigins: [], logFailure: (message) => failures.push(message) },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('never answers "sent": the visitor is told, in their language, with their input kept, and the server logs it', async () => {
    leadsSignalled = 0;
    for (const [url, texts] of [['/api/contact', formTexts], ['/api/contact?lang=ar', arabicFormTexts]] as const) {
      const response = await post(url, validContact());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'failed', message: texts.failed, values: { firstName: 'Aisha' } });
      expect(response.json().ref).toBeUndefined();
    }
    const newsletter = await post('/api/newsletter', { email: 'reader@example.qa', formToken: oldToken() });
    expect(newsletter.json()).toMatchObject({ status: 'failed', message: formTexts.failed });
    const plain = await post('/api/contact', validContact(), { accept: 'text/html' });
    expect(plain.statusCode).toBe(503);
    expect(plain.headers.location).toBeUndefined();
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatch(/contact form .* was not stored.*database or disk is full/);
    expect(leadsSignalled).toBe(0);
  });
});

describe('the rate limit', () => {
  beforeAll(() => start(2));
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('answers 429 with a clear message, the input kept and when to try again, once a visitor has sent their share', async () => {
    expect((await post('/api/contact', validContact())).statusCode).toBe(200);
    expect((await post('/api/newsletter', { email: 'reader@example.qa', formToken: oldToken() })).statusCode).toBe(200);
    const third = await post('/api/consultation?lang=ar', { consultName: 'Omar', consultEmail: 'omar@autocare.qa', projectType: 'crm', projectDetails: 'A CRM for our garages.', formToken: oldToken() });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 'rateLimited', message: arabicFormTexts.rateLimited, values: { consultName: 'Omar' } });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another visitor is not affected.
    expect((await post('/api/contact', validContact(), {}, '198.51.100.7')).statusCode).toBe(200);
  });
});

describe('visitors behind a reverse proxy (TRUST_PROXY)', () => {
  let server: FastifyInstance;
  const startBehind = async (trustProxy: string) => {
    await server?.close();
    server = await buildServer({
      buildDir: makeFakeBuild(),
      trustProxy,
      forms: { store, onLead: () => undefined, secret, texts: () => formTexts, minFillMs: 3000, tokenMaxAgeMs: 86_400_000, rateLimitPerMinute: 5, allowedOrigins: [] },
    });
  };
  /** Eight visitors' first forms, each forwarded by the proxy at 10.0.0.2 with the visitor's own address. */
  const eightVisitors = async (forwardedFor: (visitor: number) => string) => {
    const statuses: number[] = [];
    for (let visitor = 1; visitor <= 8; visitor++) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.0.0.2',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-forwarded-for': forwardedFor(visitor) },
        payload: new URLSearchParams(validContact()).toString(),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  beforeAll(() => {
    store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-proxy-')), 'leads.db'));
  });
  afterAll(async () => {
    await server?.close();
    await store.close();
  });

  it('TRUST_PROXY=1: each visitor counts on their own, from the address the proxy saw', async () => {
    await startBehind('1');
    // What a visitor writes into X-Forwarded-For comes first; the proxy appends what it saw.
    expect(await eightVisitors((visitor) => `192.0.2.1, 203.0.113.${visitor}`)).toEqual(Array(8).fill(200));
  });

  it('TRUST_PROXY with the proxy’s address: the same, and a direct client cannot pose as others', async () => {
    await startBehind('10.0.0.2');
    expect(await eightVisitors((visitor) => `203.0.114.${visitor}`)).toEqual(Array(8).fill(200));
    await startBehind('10.9.9.9');
    expect(await eightVisitors((visitor) => `203.0.115.${visitor}`)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For does not help', async () => {
    await startBehind('0');
    expect(await eightVisitors((visitor) => `203.0.116.${visitor}`)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('slow clients', () => {
  beforeAll(() => start());
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('are cut off: a body trickling in past the request timeout, headers past theirs, an idle connection', async () => {
    const server = await buildServer({
      buildDir: makeFakeBuild(),
      timeouts: { requestMs: 1_500, headersMs: 1_000, keepAliveMs: 500 },
      forms: { store, onLead: () => undefined, secret, texts: () => formTexts, minFillMs: 3000, tokenMaxAgeMs: 86_400_000, rateLimitPerMinute: 1000, allowedOrigins: [] },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    /** Opens a connection, writes `first` and then a byte every 200 ms; resolves with how long it stayed open and what came back. */
    const trickle = (first: string) =>
      new Promise<{ ms: number; answer: string }>((resolve) => {
        const started = Date.now();
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(first));
        const drip = setInterval(() => socket.writable && socket.write(first.endsWith('\r\n\r\n') ? 'a' : 'X-Slow: 1\r\n'), 200);
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(drip);
          resolve({ ms: Date.now() - started, answer });
        });
      });
    const [body, headers, idle] = await Promise.all([
      trickle('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n'),
      trickle('GET / HTTP/1.1\r\nHost: localhost\r\n'),
      new Promise<{ ms: number; answer: string }>((resolve) => {
        const started = Date.now();
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
      }),
    ]);
    await server.close();
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.ms).toBeLessThan(5_000);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.ms).toBeLessThan(5_000);
    // The page was served, then the idle connection closed.
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.ms).toBeLessThan(5_000);
  });
});
