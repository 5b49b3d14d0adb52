// Web push for new leads, end to end over HTTP: a member's browser subscribes (its keys made here
// with node:crypto), a visitor sends the contact form, and a push service this test runs receives
// the notification, encrypted (aes128gcm, RFC 8291) with a VAPID signature; decrypted here, it
// names the form and the reference and nothing the visitor wrote. Then each defence: who may
// subscribe, which addresses the server will call, a visitor never kept waiting, gone devices.
import { createPublicKey, createVerify } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { Lead, LeadStore } from '../../src/server/leads/types.ts';
import { leadNotifier, type LeadNotifier } from '../../src/server/push/leadNotifier.ts';
import { isPushEndpoint, type EndpointRules } from '../../src/server/push/pushEndpoint.ts';
import { pushStore, type PushStore } from '../../src/server/push/pushStore.ts';
import type { Member, TeamStore } from '../../src/server/team/teamStore.ts';
import { consoleServer, formSecret, type ConsoleServer } from '../support/consoleServer.ts';
import { browserSubscription, decryptPush } from '../support/webPush.ts';

const contact = () => ({ firstName: 'Aisha', lastName: 'Al-Kuwari', email: 'aisha@pearl.qa', phone: '+974 5555 1234', subject: 'website', message: 'We need a bilingual website for our salon.', formToken: issueToken(formSecret, Date.now() - 10_000) });

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service on loopback: records each request and answers with `status` (undefined: never answers). */
async function pushService() {
  const received: Received[] = [];
  const waiting: Array<() => void> = [];
  /** How the service answers: its status (undefined: it never answers) and a Location. */
  const answer = { status: 201 as number | undefined, location: '' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      waiting.splice(0).forEach((wake) => wake());
      if (answer.status === undefined) return; // a service that hangs
      response.writeHead(answer.status, answer.location ? { location: answer.location } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    answer,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves once `count` requests have arrived, or rejects after `ms`. */
    until: (count: number, ms = 5_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} push requests arrived`)), ms);
        const check = () => (received.length >= count ? (clearTimeout(timer), resolve()) : waiting.push(check));
        check();
      }),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Checks the VAPID header's JWT (ES256) against the server's public key; returns its claims. */
function vapidClaims(authorization: string, serverPublicKey: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)!;
  expect(key).toBe(serverPublicKey);
  const [header, claims, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const verified = createVerify('SHA256').update(`${header}.${claims}`).verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(verified).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

let server: ConsoleServer;
let store: LeadStore;
let team: TeamStore;
let push: PushStore;
let notifier: LeadNotifier;
let service: Awaited<ReturnType<typeof pushService>>;
let owner: Member;
let editor: Member;
let logged: string[];

async function start(endpointRules: EndpointRules = { allowLoopbackHttp: true }) {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-push-')), 'leads.db'));
  push = pushStore(store.database);
  logged = [];
  notifier = leadNotifier({ push, subject: 'mailto:leads@nuqta.qa', endpointRules, log: (message) => logged.push(message) });
  service = await pushService();
  server = await consoleServer(store, { forms: true, onLead: (lead) => notifier.notify(lead), minFillMs: 3000, push: { push, endpointRules } });
  team = server.team;
  owner = await team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam', role: 'owner' });
  editor = await team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
  running = true;
}

let running = false;
afterEach(async () => {
  if (!running) return;
  running = false;
  await notifier.idle();
  await server.app.close();
  await service.close();
  await store.close();
});

/** A request from the console's own page, as a browser sends it, with the session `cookie` it holds. */
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, { cookie, ...options }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  server.call(method, url, { session: cookie, ...options });
const signIn = (member: Member) => server.signIn(member);

const sendContactForm = (fields: Record<string, string> = contact()) =>
  server.app.inject({ method: 'POST', url: '/api/contact', payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } });

describe('a push for each new lead', () => {
  it('reaches a subscribed member’s device encrypted and signed, naming the lead but not the visitor’s e-mail, phone or message', async () => {
    await start();
    const cookie = await signIn(owner);
    const { publicKey } = (await call('GET', '/studio/api/push/key', { cookie })).json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const browser = browserSubscription(`${service.url}/push/device-1`);
    expect((await call('POST', '/studio/api/push/subscription', { cookie, body: browser.json })).statusCode).toBe(200);

    const sent = await sendContactForm();
    expect(sent.statusCode).toBe(200);
    const { ref } = sent.json();
    await service.until(1);

    const [request] = service.received;
    expect(request.path).toBe('/push/device-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(request.headers.authorization!, publicKey);
    expect(claims).toMatchObject({ aud: service.url, sub: 'mailto:leads@nuqta.qa' });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    // The server's key in the message's header is the one it encrypted with, not its VAPID key.
    const payload = decryptPush(request.body, browser);
    expect(JSON.parse(payload)).toEqual({ title: 'New lead: Contact form', body: `Website · ${ref}`, url: `/studio/leads/${ref}`, tag: ref });
    for (const secretOfTheVisitor of ['Aisha', 'Kuwari', 'aisha@pearl.qa', '5555', 'bilingual']) expect(payload).not.toContain(secretOfTheVisitor);
    // The same key pair on every later call (kept in the database).
    expect((await call('GET', '/studio/api/push/key', { cookie })).json().publicKey).toBe(publicKey);
    expect((await pushStore(store.database).vapidKeys()).publicKey).toBe(publicKey);
  });

  it('never keeps the visitor waiting: the form is answered while the push service has not answered yet', async () => {
    await start();
    const cookie = await signIn(owner);
    await call('POST', '/studio/api/push/subscription', { cookie, body: browserSubscription(`${service.url}/push/slow`).json });
    service.answer.status = undefined; // never answers
    const started = performance.now();
    const sent = await sendContactForm();
    expect(sent.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    await service.until(1);
    await service.close(); // cuts the hanging request off, so that the queue ends
  });

  it('sends nothing for spam, nor to an editor, nor to a member who was made an editor since subscribing', async () => {
    await start();
    const sales = await team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
    const salesCookie = await signIn(sales);
    expect((await call('POST', '/studio/api/push/subscription', { cookie: salesCookie, body: browserSubscription(`${service.url}/push/sales`).json })).statusCode).toBe(200);
    // Robots fill in the hidden field: stored as spam, no notification.
    await sendContactForm({ ...contact(), leave_empty: 'https://spam.example' });
    await notifier.idle();
    expect(service.received).toEqual([]);

    await sendContactForm();
    await service.until(1);
    await team.setRole(sales.id, 'editor');
    await sendContactForm();
    await notifier.idle();
    expect(service.received).toHaveLength(1);
  });

  it('forgets a device the push service no longer knows (410 and 404)', async () => {
    await start();
    const cookie = await signIn(owner);
    await call('POST', '/studio/api/push/subscription', { cookie, body: browserSubscription(`${service.url}/push/gone`).json });
    service.answer.status = 410;
    await sendContactForm();
    await service.until(1);
    await notifier.idle();
    expect(await push.devicesForLeads()).toEqual([]);

    await call('POST', '/studio/api/push/subscription', { cookie, body: browserSubscription(`${service.url}/push/unknown`).json });
    service.answer.status = 404;
    await sendContactForm();
    await service.until(2);
    await notifier.idle();
    expect(await push.devicesForLeads()).toEqual([]);
  });

  it('stops notifying a device switched off with DELETE, and one whose member was removed', async () => {
    await start();
    const cookie = await signIn(owner);
    const first = browserSubscription(`${service.url}/push/first`);
    await call('POST', '/studio/api/push/subscription', { cookie, body: first.json });
    expect((await call('DELETE', '/studio/api/push/subscription', { cookie, body: { endpoint: first.json.endpoint } })).json()).toEqual({ removed: true });
    const sales = await team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
    await call('POST', '/studio/api/push/subscription', { cookie: await signIn(sales), body: browserSubscription(`${service.url}/push/sales`).json });
    await team.removeMember(sales.id);
    await sendContactForm();
    await notifier.idle();
    expect(service.received).toEqual([]);
  });
});

it('keeps at most 100 leads waiting for their notifications: a flood cannot fill the server’s memory', () => {
  const messages: string[] = [];
  // A database that never answers: every lead waits.
  const stuck = { devicesForLeads: () => new Promise(() => undefined) } as unknown as PushStore;
  const flooded = leadNotifier({ push: stuck, subject: 'mailto:leads@nuqta.qa', endpointRules: {}, log: (message) => messages.push(message) });
  for (let n = 0; n < 102; n++) flooded.notify({ ref: `NQ-${n}`, status: 'new' } as Lead);
  expect(messages).toEqual(['Too many new leads at once: no push notification for NQ-100 (it is in the inbox and e-mailed).', 'Too many new leads at once: no push notification for NQ-101 (it is in the inbox and e-mailed).']);
});

describe('the console’s service worker', () => {
  it('is served to anyone at /studio/push-worker.js (scope /studio/), as a script that is never cached and caches nothing', async () => {
    await start();
    const appDir = join(server.buildDir, 'studio');
    mkdirSync(appDir, { recursive: true });
    copyFileSync(join(projectRoot, 'studio/app/public/push-worker.js'), join(appDir, 'push-worker.js'));
    const worker = await call('GET', '/studio/push-worker.js');
    expect(worker.statusCode).toBe(200);
    // A script type, as a browser requires of a service worker.
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
    expect(worker.headers['cache-control']).toBe('no-store');
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    expect(worker.body).toContain("addEventListener('push'");
    expect(worker.body).toContain("addEventListener('notificationclick'");
    expect(worker.body).not.toMatch(/addEventListener\('fetch'|caches\.|importScripts/);
  });
});

describe('who may subscribe, and where the server will post', () => {
  it('refuses a signed-out visitor, an editor and another site’s page', async () => {
    await start();
    const subscription = browserSubscription(`${service.url}/push/x`).json;
    expect((await call('GET', '/studio/api/push/key')).statusCode).toBe(401);
    expect((await call('POST', '/studio/api/push/subscription', { body: subscription })).statusCode).toBe(401);
    const editorCookie = await signIn(editor);
    expect((await call('GET', '/studio/api/push/key', { cookie: editorCookie })).statusCode).toBe(403);
    expect((await call('POST', '/studio/api/push/subscription', { cookie: editorCookie, body: subscription })).statusCode).toBe(403);
    const ownerCookie = await signIn(owner);
    expect((await call('POST', '/studio/api/push/subscription', { cookie: ownerCookie, body: subscription, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect(await push.devicesForLeads()).toEqual([]);
  });

  it('refuses an address that is not a browser’s push service: the server calls no other', async () => {
    // Without the test setting, not even loopback over http.
    await start({});
    const cookie = await signIn(owner);
    for (const endpoint of [
      `${service.url}/push/x`,
      'http://fcm.googleapis.com/fcm/send/x',
      'https://10.0.0.5/admin',
      'https://intranet.nuqta.qa/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pass@fcm.googleapis.com/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const refused = await call('POST', '/studio/api/push/subscription', { cookie, body: browserSubscription(endpoint).json });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().error).toMatch(/notification service/);
    }
    const incomplete = { ...browserSubscription('https://fcm.googleapis.com/fcm/send/abc').json, keys: { p256dh: 'AAAA', auth: 'x' } };
    expect((await call('POST', '/studio/api/push/subscription', { cookie, body: incomplete })).statusCode).toBe(400);
    expect(await push.devicesForLeads()).toEqual([]);
    await sendContactForm();
    await notifier.idle();
    expect(service.received).toEqual([]);
    // The browsers' own services are taken.
    expect((await call('POST', '/studio/api/push/subscription', { cookie, body: browserSubscription('https://fcm.googleapis.com/fcm/send/abc').json })).statusCode).toBe(200);
  });

  it('allows http only to 127.0.0.1, and only with the test setting', () => {
    const test = { allowLoopbackHttp: true };
    expect(isPushEndpoint('http://127.0.0.1:9/push', test)).toBe(true);
    expect(isPushEndpoint('http://localhost:9/push', test)).toBe(false);
    expect(isPushEndpoint('http://10.0.0.1/push', test)).toBe(false);
    expect(isPushEndpoint('http://127.0.0.1:9/push', {})).toBe(false);
    expect(isPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', {})).toBe(true);
    expect(isPushEndpoint('https://notify.windows.com.evil.example/', {})).toBe(false);
    expect(isPushEndpoint('https://push.example.net/x', { extraHosts: ['push.example.net'] })).toBe(true);
  });

  it('does not follow a push service’s redirect elsewhere', async () => {
    await start();
    const elsewhere = await pushService();
    try {
      const cookie = await signIn(owner);
      await call('POST', '/studio/api/push/subscription', { cookie, body: browserSubscription(`${service.url}/push/redirects`).json });
      Object.assign(service.answer, { status: 307, location: `${elsewhere.url}/internal` });
      await sendContactForm();
      await service.until(1);
      await notifier.idle();
      expect(elsewhere.received).toEqual([]);
      expect(logged.join('\n')).toMatch(/refused by 127\.0\.0\.1:\d+ \(307\)/);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('a notice about publishing', () => {
  it('reaches the devices of the members it names (an approval asked of the owner), and no one else’s', async () => {
    await start();
    const cookie = await signIn(owner);
    const browser = browserSubscription(`${service.url}/push/owner-phone`);
    expect((await call('POST', '/studio/api/push/subscription', { cookie, body: browser.json })).statusCode).toBe(200);
    const notice = { title: 'Ali asks for approval to publish', body: 'See what changed, then approve it or send it back.', url: '/studio/publish', tag: 'publish-2026-12-07-ab12cd34' };
    await notifier.notifyMembers([editor.id], notice);
    expect(service.received).toHaveLength(0);
    await notifier.notifyMembers([owner.id], notice);
    await service.until(1);
    expect(service.received[0].path).toBe('/push/owner-phone');
    expect(JSON.parse(decryptPush(service.received[0].body, browser))).toEqual(notice);
  });
});
