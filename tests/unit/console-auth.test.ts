// The console's sign-in and its guards over HTTP (Fastify's inject), attack by attack: a signed-out
// visitor, session fixation, a stolen cookie after sign-out, cross-site requests, sign-in
// flooding, a used or expired link, an editor calling an owner's action, a removed member.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { consoleAuth } from '../../src/server/console/consoleAuth.ts';
import { signInMessage, type SignInMail } from '../../src/server/console/signInMail.ts';
import { teamStore, type Member, type TeamStore } from '../../src/server/team/teamStore.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';
import { addSoftPasskey, softPasskey, type SoftPasskey } from '../support/softPasskey.ts';

const origin = 'http://127.0.0.1:4321';
const minute = 60_000;
const settings = { idleMs: 120 * minute, absoluteMs: 12 * 60 * minute };

let app: FastifyInstance;
let store: LeadStore;
let team: TeamStore;
let clock: number;
let mails: SignInMail[];
let owner: Member;
let editor: Member;

async function start({ trustProxy, origins = [origin] }: { trustProxy?: string; origins?: string[] } = {}) {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-console-')), 'leads.db'));
  clock = Date.now();
  team = teamStore(store.database, () => clock);
  mails = [];
  const buildDir = makeFakeBuild();
  app = await buildServer({
    buildDir,
    trustProxy,
    console: {
      team,
      settings,
      allowedOrigins: origins,
      appDir: join(buildDir, 'studio'),
      siteName: 'Nuqta',
      linkTtlMs: 15 * minute,
      inviteTtlMs: 72 * 60 * minute,
      sendSignInLink: async (mail) => void mails.push(mail),
      attemptsPerMinute: 10,
      mailsPerHour: 3,
    },
  });
  owner = await team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam', role: 'owner' });
  editor = await team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
}

/** A browser on the console's own page: it sends Origin, JSON, and the cookie it holds. */
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  app.inject({
    method,
    url,
    headers: { host: '127.0.0.1:4321', ...(method === 'GET' ? {} : { origin }), ...(cookie ? { cookie: `nuqta_session=${cookie}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const sessionOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'nuqta_session');

async function signInWithLink(member: Member, headers: Record<string, string> = {}): Promise<string> {
  const token = await team.createSignInLink(member.id, 15 * minute);
  const response = await call('POST', '/studio/api/auth/link', { body: { token }, headers });
  expect(response.statusCode).toBe(200);
  return sessionOf(response)!.value;
}

/** Signs in with a passkey of the member's (in software; one is added unless given): what publishing, the leads and the team need. */
async function signInWithPasskey(member: Member, passkey?: SoftPasskey): Promise<string> {
  const key = passkey ?? (await addSoftPasskey(team, member, origin));
  const options = await call('POST', '/studio/api/auth/passkey/options', { body: {} });
  const ceremony = options.cookies.find((c) => c.name === 'nuqta_challenge')!.value;
  const response = await call('POST', '/studio/api/auth/passkey', { body: { response: key.answer(options.json().challenge) }, headers: { cookie: `nuqta_challenge=${ceremony}` } });
  expect(response.statusCode, response.body).toBe(200);
  return sessionOf(response)!.value;
}

beforeEach(() => start());
afterEach(async () => {
  await app.close();
  await store.close();
});

describe("the console's page", () => {
  it('names no member and preloads none of the code behind the sign-in, signed out', async () => {
    const page = (await call('GET', '/studio/inbox')).body;
    expect(page).not.toContain('console-me');
    expect(page).not.toContain('modulepreload');
  });

  it('says who a signed-in member is, fetches the code of the section it opens (none of the others) at once, and is never stored', async () => {
    const sales = await team.addMember({ email: 'sales@nuqta.qa', name: 'Noor </script><script>alert(1)</script>', role: 'sales' });
    const session = await signInWithPasskey(sales);
    const response = await call('GET', '/studio/inbox', { cookie: session });
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/studio/assets/SignedInConsole-1.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/studio/assets/InboxPage-1.js">');
    expect(page).not.toContain('StudioApp-1.js');
    // The member's name cannot end the data element and start a script.
    expect(page).not.toContain('</script><script>alert(1)');
    const me = JSON.parse(/<script type="application\/json" id="console-me">(.*?)<\/script>/.exec(page)![1]);
    expect(me).toMatchObject({ member: { email: 'sales@nuqta.qa', name: sales.name, role: 'sales' }, signedInWith: 'passkey' });
    expect(me.permissions).toContain('leads');
    // The code is named by its content: this browser keeps it, no shared cache does.
    expect((await call('GET', '/studio/assets/InboxPage-1.js', { cookie: session })).headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('preloads the studio for an editor on its address, and not the inbox', async () => {
    const page = (await call('GET', '/studio', { cookie: await signInWithLink(editor) })).body;
    expect(page).toContain('href="/studio/assets/StudioApp-1.js"');
    expect(page).not.toContain('InboxPage-1.js');
  });
});

describe('a signed-out visitor', () => {
  it('gets the sign-in page and its own files, and nothing else of the console', async () => {
    const page = await call('GET', '/studio');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", "script-src 'self'"]) expect(page.headers['content-security-policy']).toContain(directive);
    // The headers every response of the server carries (ASVS 3.4.1, 3.4.4, 3.4.5).
    expect(page.headers['strict-transport-security']).toMatch(/max-age=(\d{8,}|[3-9]\d{7}); includeSubDomains/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await call('GET', '/studio/assets/index-1.js')).statusCode).toBe(200);
    expect((await call('GET', '/studio/assets/shared-1.js')).statusCode).toBe(200);
    expect((await call('GET', '/studio/assets/StudioApp-1.js')).statusCode).toBe(404);
    expect((await call('GET', '/studio/assets/preview-1.js')).statusCode).toBe(404);
    expect((await call('GET', '/studio/preview.html')).statusCode).toBe(401);
    for (const url of ['/studio/api/me', '/studio/api/members', '/studio/api/audit', '/studio/api/passkeys']) expect((await call('GET', url)).statusCode, url).toBe(401);
  });

  it('cannot map the API: a path no route answers needs a member too (401, as the declared ones)', async () => {
    for (const url of ['/studio/api/team', '/studio/api/leads/export', '/studio/api/nothing-here']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in.', code: 'signIn' });
    }
    const member = await signInWithLink(editor);
    expect((await call('GET', '/studio/api/team', { cookie: member })).statusCode).toBe(404);
  });

  it('meets no console route that forgot to say who may use it: such a route is refused as it is added', async () => {
    const bare = Fastify();
    consoleAuth(bare, { team: {} as TeamStore, settings: { idleMs: 60_000, absoluteMs: 60_000 }, allowedOrigins: [origin] });
    const added = (async () => {
      bare.get('/api/leads-for-anyone', async () => ({ leads: ['everything'] }));
      await bare.ready();
    })();
    await expect(added).rejects.toThrow(/GET \/api\/leads-for-anyone must say who may use it/);
    await bare.close();
  });

  it('is not told whether an address belongs to a member, and only members get a link', async () => {
    const member = await call('POST', '/studio/api/auth/email', { body: { email: 'Editor@Nuqta.qa' } });
    const stranger = await call('POST', '/studio/api/auth/email', { body: { email: 'someone@else.qa' } });
    expect(member.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(stranger.body).toBe(member.body);
    expect(mails.map((mail) => mail.to)).toEqual(['editor@nuqta.qa']);
    expect(mails[0].link).toMatch(new RegExp(`^${origin}/studio/sign-in#[\\w-]{43}$`));
  });
});

describe('another address (a forged Host header)', () => {
  const evil = { host: 'evil.example', origin: 'http://evil.example' };

  it('gets no sign-in link e-mailed: the link leads to the configured address only, and the request is refused', async () => {
    const response = await call('POST', '/studio/api/auth/email', { body: { email: 'owner@nuqta.qa' }, headers: evil });
    expect(response.statusCode).toBe(421);
    expect(response.json().error).toMatch(/not the console’s address/);
    expect(mails).toEqual([]);
    expect(await team.audit()).not.toContainEqual(expect.objectContaining({ action: 'sign-in link sent' }));
  });

  it('gets neither the console’s page nor its API, nor a passkey ceremony for its own name', async () => {
    expect((await call('GET', '/studio', { headers: { host: 'evil.example' } })).statusCode).toBe(421);
    expect((await call('POST', '/studio/api/auth/passkey/options', { body: {}, headers: evil })).statusCode).toBe(421);
    const member = await signInWithLink(owner);
    expect((await call('GET', '/studio/api/me', { cookie: member, headers: { host: 'evil.example' } })).statusCode).toBe(421);
  });

  it('behind a proxy: the link leads to the public address (PUBLIC_ORIGIN) that the browser used, never to the forwarded host', async () => {
    await app.close();
    await store.close();
    await start({ trustProxy: '1', origins: ['https://nuqta.qa', 'https://www.nuqta.qa'] });
    const ask = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/studio/api/auth/email', headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ email: 'editor@nuqta.qa' }) });
    expect((await ask({ host: 'www.nuqta.qa', origin: 'https://www.nuqta.qa' })).statusCode).toBe(202);
    expect((await ask({ host: 'internal:4321', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' })).statusCode).toBe(421);
    expect(mails.map((mail) => mail.link.split('#')[0])).toEqual(['https://www.nuqta.qa/studio/sign-in']);
  });
});

describe('sign-in links', () => {
  it('sign in once, with an HttpOnly, SameSite=Strict cookie for the console only', async () => {
    await call('POST', '/studio/api/auth/email', { body: { email: 'editor@nuqta.qa' } });
    const token = mails[0].link.split('#')[1];
    const response = await call('POST', '/studio/api/auth/link', { body: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ member: { email: 'editor@nuqta.qa', role: 'editor' }, permissions: ['content', 'publish'] });
    const cookie = sessionOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/studio' });
    expect(cookie.secure).toBeFalsy(); // plain HTTP here; behind TLS see below
    expect((await call('GET', '/studio/api/me', { cookie: cookie.value })).json().member.email).toBe('editor@nuqta.qa');
    // The same link again: refused.
    const again = await call('POST', '/studio/api/auth/link', { body: { token } });
    expect(again.statusCode).toBe(401);
    expect(sessionOf(again)).toBeUndefined();
  });

  it('expire', async () => {
    const token = await team.createSignInLink(editor.id, 15 * minute);
    clock += 16 * minute;
    expect((await call('POST', '/studio/api/auth/link', { body: { token } })).statusCode).toBe(401);
  });

  it('set a Secure cookie behind TLS', async () => {
    await app.close();
    await store.close();
    await start({ trustProxy: '1', origins: ['https://nuqta.qa'] });
    const token = await team.createSignInLink(editor.id, 15 * minute);
    const response = await app.inject({
      method: 'POST',
      url: '/studio/api/auth/link',
      headers: { host: 'nuqta.qa', 'x-forwarded-proto': 'https', origin: 'https://nuqta.qa', 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(response.statusCode).toBe(200);
    // Named __Host-: Secure, Path=/, no Domain, so no other subdomain of the site can set or overwrite it.
    const cookie = response.cookies.find((c) => c.name === '__Host-nuqta_session')!;
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.domain).toBeUndefined();
    expect(sessionOf(response)).toBeUndefined();
    const overTls = (cookie: string) =>
      app.inject({ method: 'GET', url: '/studio/api/me', headers: { host: 'nuqta.qa', 'x-forwarded-proto': 'https', cookie } });
    expect((await overTls(`__Host-nuqta_session=${cookie.value}`)).statusCode).toBe(200);
    // A cookie without the prefix (one a sibling subdomain could plant) is not read over TLS.
    expect((await overTls(`nuqta_session=${cookie.value}`)).statusCode).toBe(401);
    // The passkey ceremony's cookie too.
    const ceremony = await app.inject({ method: 'POST', url: '/studio/api/auth/passkey/options', headers: { host: 'nuqta.qa', 'x-forwarded-proto': 'https', origin: 'https://nuqta.qa', 'content-type': 'application/json' }, payload: '{}' });
    expect(ceremony.cookies.map((c) => [c.name, c.secure, c.path])).toEqual([['__Host-nuqta_challenge', true, '/']]);
    // No CORS: a page elsewhere gets no permission to read any answer.
    expect(ceremony.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('sessions', () => {
  it('are never ones the browser chose (session fixation): a planted id is replaced, and opens nothing', async () => {
    const planted = 'attacker-chosen-session-id-0000000000000000';
    const token = await team.createSignInLink(editor.id, 15 * minute);
    const response = await call('POST', '/studio/api/auth/link', { cookie: planted, body: { token } });
    const issued = sessionOf(response)!.value;
    expect(issued).not.toBe(planted);
    expect((await call('GET', '/studio/api/me', { cookie: planted })).statusCode).toBe(401);
    // Signing in again from a signed-in browser ends the old session too.
    const second = sessionOf(await call('POST', '/studio/api/auth/link', { cookie: issued, body: { token: await team.createSignInLink(editor.id, 15 * minute) } }))!.value;
    expect((await call('GET', '/studio/api/me', { cookie: issued })).statusCode).toBe(401);
    expect((await call('GET', '/studio/api/me', { cookie: second })).statusCode).toBe(200);
  });

  it('end at sign-out: a cookie copied before it opens nothing after', async () => {
    const session = await signInWithLink(editor);
    const stolen = session;
    const out = await call('POST', '/studio/api/auth/sign-out', { cookie: session, body: {} });
    expect(out.statusCode).toBe(200);
    expect(sessionOf(out)?.value).toBe('');
    expect((await call('GET', '/studio/api/me', { cookie: stolen })).statusCode).toBe(401);
  });

  it('end everywhere at once on request', async () => {
    const laptop = await signInWithLink(editor);
    const phone = await signInWithLink(editor);
    const ownerSession = await signInWithLink(owner);
    expect((await call('POST', '/studio/api/auth/sign-out-everywhere', { cookie: phone, body: {} })).json()).toMatchObject({ sessions: 2 });
    expect((await call('GET', '/studio/api/me', { cookie: laptop })).statusCode).toBe(401);
    expect((await call('GET', '/studio/api/me', { cookie: phone })).statusCode).toBe(401);
    expect((await call('GET', '/studio/api/me', { cookie: ownerSession })).statusCode).toBe(200);
  });

  it('end after two idle hours, and twelve hours after sign-in however busy', async () => {
    const idle = await signInWithLink(editor);
    clock += 121 * minute;
    expect((await call('GET', '/studio/api/me', { cookie: idle })).statusCode).toBe(401);

    const busy = await signInWithLink(editor);
    for (let hour = 0; hour < 11; hour++) {
      clock += 60 * minute;
      expect((await call('GET', '/studio/api/me', { cookie: busy })).statusCode, `hour ${hour + 1}`).toBe(200);
    }
    clock += 61 * minute;
    expect((await call('GET', '/studio/api/me', { cookie: busy })).statusCode).toBe(401);
  });

  it('are listed for their member with device, sign-in time, last use and address; another member’s never', async () => {
    const laptop = await signInWithLink(editor, { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36' });
    clock += 5 * minute;
    const phone = await signInWithLink(editor, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
    await signInWithLink(owner);
    const listed = (await call('GET', '/studio/api/sessions', { cookie: phone })).json();
    expect(listed.map((session: { browser: string; system: string; current: boolean }) => [session.browser, session.system, session.current])).toEqual([
      ['Safari', 'iPhone', true],
      ['Chrome', 'Windows', false],
    ]);
    expect(listed[1]).toMatchObject({ createdAt: clock - 5 * minute, ip: '127.0.0.1' });
    // What it shows opens nothing: neither the ref nor anything else is the cookie's secret.
    expect(JSON.stringify(listed)).not.toContain(laptop);
    expect((await call('GET', '/studio/api/me', { cookie: listed[1].ref })).statusCode).toBe(401);
  });

  it('end one at a time from another device: the ended one’s next request is refused; another member’s cannot be ended', async () => {
    const laptop = await signInWithLink(editor);
    const phone = await signInWithLink(editor);
    const ownerSession = await signInWithLink(owner);
    const laptopRef = (await call('GET', '/studio/api/sessions', { cookie: phone })).json().find((session: { current: boolean }) => !session.current).ref;
    // The owner's own list has no such session: it cannot be ended by naming it.
    expect((await call('DELETE', `/studio/api/sessions/${laptopRef}`, { cookie: ownerSession })).statusCode).toBe(404);
    expect((await call('GET', '/studio/api/me', { cookie: laptop })).statusCode).toBe(200);
    expect((await call('DELETE', `/studio/api/sessions/${laptopRef}`, { cookie: phone })).statusCode).toBe(200);
    expect((await call('GET', '/studio/api/me', { cookie: laptop })).statusCode).toBe(401);
    expect((await call('GET', '/studio/api/me', { cookie: phone })).statusCode).toBe(200);
    expect((await team.audit()).find((entry) => entry.action === 'session ended')).toMatchObject({ memberEmail: 'editor@nuqta.qa' });
  });

  it('end all but this one on request', async () => {
    const laptop = await signInWithLink(editor);
    const tablet = await signInWithLink(editor);
    const phone = await signInWithLink(editor);
    expect((await call('POST', '/studio/api/sessions/end-others', { cookie: phone, body: {} })).json()).toEqual({ ended: 2 });
    expect((await call('GET', '/studio/api/me', { cookie: laptop })).statusCode).toBe(401);
    expect((await call('GET', '/studio/api/me', { cookie: tablet })).statusCode).toBe(401);
    expect((await call('GET', '/studio/api/me', { cookie: phone })).statusCode).toBe(200);
    expect((await team.audit())[0]).toMatchObject({ action: 'other sessions ended', detail: { sessions: 2 } });
  });

  it('of any member can be ended by an owner (recorded), never by an editor', async () => {
    const ownerSession = await signInWithPasskey(owner);
    const editorSession = await signInWithLink(editor);
    const other = await team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
    const salesSession = await signInWithLink(other);
    expect((await call('DELETE', `/studio/api/members/${other.id}/sessions`, { cookie: editorSession })).statusCode).toBe(403);
    expect((await call('GET', `/studio/api/members/${other.id}/sessions`, { cookie: ownerSession })).json()).toHaveLength(1);
    expect((await call('DELETE', `/studio/api/members/${other.id}/sessions`, { cookie: ownerSession })).json()).toEqual({ ended: 1 });
    expect((await call('GET', '/studio/api/me', { cookie: salesSession })).statusCode).toBe(401);
    expect(await team.member(other.id)).toBeDefined();
    expect((await team.audit())[0]).toMatchObject({ action: 'member’s sessions ended', memberEmail: 'owner@nuqta.qa', detail: { email: 'sales@nuqta.qa', sessions: 1 } });
  });

  it('of a removed member end at once', async () => {
    const ownerSession = await signInWithPasskey(owner);
    const editorSession = await signInWithLink(editor);
    const removed = await call('DELETE', `/studio/api/members/${editor.id}`, { cookie: ownerSession });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/studio/api/me', { cookie: editorSession })).statusCode).toBe(401);
    // And the links sent before no longer work.
    expect(await team.member(editor.id)).toBeUndefined();
  });
});

describe('sensitive acts', () => {
  /** A passkey of the member's, in software, stored as an added one is. */
  const passkeyOf = async (member: Member) => {
    const passkey = softPasskey({ origin, userHandle: member.webauthnUserId });
    await team.addPasskey({ id: passkey.id, memberId: member.id, publicKey: passkey.publicKey, counter: 0, transports: ['internal'], name: 'Phone' });
    return passkey;
  };
  /** The confirmation ceremony, answered by that passkey. */
  const confirm = async (session: string, passkey: ReturnType<typeof softPasskey>, { verified = true } = {}) => {
    const options = await call('POST', '/studio/api/auth/confirm/options', { cookie: session, body: {} });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ userVerification: 'required', allowCredentials: [{ id: passkey.id }] });
    const ceremony = options.cookies.find((c) => c.name === 'nuqta_challenge')!.value;
    return app.inject({
      method: 'POST',
      url: '/studio/api/auth/confirm',
      headers: { host: '127.0.0.1:4321', origin, cookie: `nuqta_session=${session}; nuqta_challenge=${ceremony}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ response: passkey.answer(options.json().challenge, { verified }) }),
    });
  };

  it('ask for the member’s passkey once their last proof is older than 10 minutes, and change nothing meanwhile', async () => {
    const session = await signInWithPasskey(owner);
    clock += 9 * minute;
    expect((await call('PATCH', `/studio/api/members/${editor.id}`, { cookie: session, body: { role: 'sales' } })).statusCode).toBe(200);
    clock += 2 * minute;
    const stale = { cookie: session, body: {} };
    for (const [method, url, body] of [
      ['PATCH', `/studio/api/members/${editor.id}`, { role: 'owner' }],
      ['DELETE', `/studio/api/members/${editor.id}`, undefined],
      ['POST', '/studio/api/passkeys/options', {}],
      ['POST', '/studio/api/passkeys', {}],
      ['DELETE', '/studio/api/passkeys/any', undefined],
      ['POST', '/studio/api/sessions/end-others', {}],
      ['DELETE', '/studio/api/sessions/0123456789abcdef', undefined],
      ['DELETE', `/studio/api/members/${editor.id}/sessions`, undefined],
    ] as const) {
      const refused = await call(method, url, { ...stale, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json(), `${method} ${url}`).toEqual({ error: 'For this, confirm it is you with your passkey.', code: 'confirmFirst', confirm: true });
    }
    expect((await team.member(editor.id))?.role).toBe('sales');
    // What is not sensitive goes on as before.
    expect((await call('GET', '/studio/api/members', { cookie: session })).statusCode).toBe(200);
  });

  it('go on once the member confirms with their own passkey, with its PIN or fingerprint (recorded)', async () => {
    const passkey = await passkeyOf(owner);
    const session = await signInWithPasskey(owner, passkey);
    clock += 30 * minute;
    expect((await call('PATCH', `/studio/api/members/${editor.id}`, { cookie: session, body: { role: 'sales' } })).statusCode).toBe(403);
    // Only touched (no user verification): not enough.
    expect((await confirm(session, passkey, { verified: false })).statusCode).toBe(401);
    expect((await call('PATCH', `/studio/api/members/${editor.id}`, { cookie: session, body: { role: 'sales' } })).statusCode).toBe(403);
    expect((await confirm(session, passkey)).json()).toEqual({ confirmed: true });
    expect((await call('PATCH', `/studio/api/members/${editor.id}`, { cookie: session, body: { role: 'sales' } })).statusCode).toBe(200);
    expect((await team.audit()).map((entry) => entry.action)).toEqual(expect.arrayContaining(['confirmed with passkey', 'confirmation refused']));
    // Ten minutes on, it asks again.
    clock += 11 * minute;
    expect((await call('PATCH', `/studio/api/members/${editor.id}`, { cookie: session, body: { role: 'editor' } })).statusCode).toBe(403);
  });

  it('take no other member’s passkey as a confirmation, and tell a member without one how to go on', async () => {
    const ownerSession = await signInWithPasskey(owner);
    const editorsPasskey = await passkeyOf(editor);
    clock += 30 * minute;
    const options = await call('POST', '/studio/api/auth/confirm/options', { cookie: ownerSession, body: {} });
    const ceremony = options.cookies.find((c) => c.name === 'nuqta_challenge')!.value;
    const withTheEditors = await app.inject({
      method: 'POST',
      url: '/studio/api/auth/confirm',
      headers: { host: '127.0.0.1:4321', origin, cookie: `nuqta_session=${ownerSession}; nuqta_challenge=${ceremony}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ response: editorsPasskey.answer(options.json().challenge) }),
    });
    expect(withTheEditors.statusCode).toBe(401);
    expect((await call('DELETE', `/studio/api/members/${editor.id}`, { cookie: ownerSession })).statusCode).toBe(403);

    const other = await team.addMember({ email: 'new@nuqta.qa', name: 'Dana', role: 'editor' });
    const linkOnly = await signInWithLink(other);
    clock += 30 * minute;
    const none = await call('POST', '/studio/api/auth/confirm/options', { cookie: linkOnly, body: {} });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatch(/sign in again with a new link/);
  });
});

describe('requests from elsewhere (CSRF)', () => {
  it('are refused without the console’s own Origin, or without a JSON body, and change nothing', async () => {
    const ownerSession = await signInWithPasskey(owner);
    const invite = { email: 'new@nuqta.qa', name: 'New', role: 'owner' };
    const forged = [
      { headers: { origin: 'https://evil.example' } },
      { headers: { origin: 'null' } },
      { headers: { origin: '' } },
    ];
    for (const { headers } of forged) {
      const response = await call('POST', '/studio/api/members', { cookie: ownerSession, body: invite, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    // A form on another site can send text/plain without asking first: not JSON, refused.
    const textPlain = await app.inject({
      method: 'POST',
      url: '/studio/api/members',
      headers: { host: '127.0.0.1:4321', origin, cookie: `nuqta_session=${ownerSession}`, 'content-type': 'text/plain' },
      payload: JSON.stringify(invite),
    });
    expect(textPlain.statusCode).toBe(415);
    expect(await team.memberByEmail('new@nuqta.qa')).toBeUndefined();
  });
});

describe('sign-in flooding', () => {
  it('is stopped after ten attempts a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await call('POST', '/studio/api/auth/link', { body: { token: `guess-${attempt}` } })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The passkey steps count in the same budget.
    expect((await call('POST', '/studio/api/auth/passkey/options', { body: {} })).statusCode).toBe(429);
  });

  it('cannot fill a member’s inbox: three sign-in e-mails an hour per address', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await call('POST', '/studio/api/auth/email', { body: { email: 'editor@nuqta.qa' } });
    expect(mails).toHaveLength(3);
  });
});

describe('roles', () => {
  it('an editor cannot call an owner’s action: members, roles, removals, the record', async () => {
    const session = await signInWithLink(editor);
    expect((await call('GET', '/studio/api/members', { cookie: session })).statusCode).toBe(403);
    expect((await call('POST', '/studio/api/members', { cookie: session, body: { email: 'x@nuqta.qa', role: 'owner' } })).statusCode).toBe(403);
    expect((await call('PATCH', `/studio/api/members/${editor.id}`, { cookie: session, body: { role: 'owner' } })).statusCode).toBe(403);
    expect((await call('DELETE', `/studio/api/members/${owner.id}`, { cookie: session })).statusCode).toBe(403);
    expect((await call('GET', '/studio/api/audit', { cookie: session })).statusCode).toBe(403);
    expect((await team.member(editor.id))?.role).toBe('editor');
    expect(await team.member(owner.id)).toBeDefined();
  });

  it('the last owner stays an owner', async () => {
    const session = await signInWithPasskey(owner);
    const demoted = await call('PATCH', `/studio/api/members/${owner.id}`, { cookie: session, body: { role: 'editor' } });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error).toMatch(/at least one owner/);
    expect((await call('DELETE', `/studio/api/members/${owner.id}`, { cookie: session })).statusCode).toBe(409);
    expect((await team.member(owner.id))?.role).toBe('owner');
  });

  it('the owner invites a member, who gets a link; every action is recorded with who and when', async () => {
    const session = await signInWithPasskey(owner);
    const invited = await call('POST', '/studio/api/members', { cookie: session, body: { email: 'Sara@Nuqta.qa', name: 'Sara', role: 'editor' } });
    expect(invited.statusCode).toBe(201);
    expect(mails.at(-1)?.to).toBe('sara@nuqta.qa');
    expect((await call('POST', '/studio/api/members', { cookie: session, body: { email: 'sara@nuqta.qa', role: 'editor' } })).statusCode).toBe(409);
    const audit = (await call('GET', '/studio/api/audit', { cookie: session })).json() as { action: string; memberEmail: string; at: number; detail: Record<string, unknown> }[];
    expect(audit[0]).toMatchObject({ action: 'member invited', memberEmail: 'owner@nuqta.qa', detail: { email: 'sara@nuqta.qa', role: 'editor' } });
    expect(audit.map((entry) => entry.action)).toContain('signed in');
    expect(audit[0].at).toBe(clock);
  });
});

describe('passkey sign-in', () => {
  it('refuses an answer without the ceremony it belongs to, or for a passkey nobody has', async () => {
    const fake = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} };
    expect((await call('POST', '/studio/api/auth/passkey', { body: { response: fake } })).statusCode).toBe(401);
    const options = await call('POST', '/studio/api/auth/passkey/options', { body: {} });
    expect(options.json()).toMatchObject({ rpId: '127.0.0.1', challenge: expect.any(String) });
    const challenge = options.cookies.find((c) => c.name === 'nuqta_challenge')!;
    expect(challenge).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const answer = await app.inject({
      method: 'POST',
      url: '/studio/api/auth/passkey',
      headers: { host: '127.0.0.1:4321', origin, 'content-type': 'application/json', cookie: `nuqta_challenge=${challenge.value}` },
      payload: JSON.stringify({ response: fake }),
    });
    expect(answer.statusCode).toBe(401);
    expect(sessionOf(answer)).toBeUndefined();
  });
});

describe('the member’s language', () => {
  it('is kept on the member: it follows them to another session and to their sign-in e-mails', async () => {
    const first = await signInWithLink(editor);
    expect((await call('GET', '/studio/api/me', { cookie: first })).json().member.language).toBeNull();
    expect((await call('PATCH', '/studio/api/me', { cookie: first, body: { language: 'fr' } })).statusCode).toBe(422);
    const chosen = await call('PATCH', '/studio/api/me', { cookie: first, body: { language: 'ar' } });
    expect(chosen.json().member.language).toBe('ar');
    // Another device: a new session reads the same language.
    const second = await signInWithLink(editor);
    expect((await call('GET', '/studio/api/me', { cookie: second })).json().member.language).toBe('ar');

    await call('POST', '/studio/api/auth/email', { body: { email: 'editor@nuqta.qa' } });
    expect(mails.at(-1)).toMatchObject({ to: 'editor@nuqta.qa', language: 'ar' });
    const message = signInMessage(mails.at(-1)!, { en: 'Nuqta', ar: 'نقطة' });
    expect(message.subject).toBe('رابط الدخول إلى لوحة نقطة');
    expect(message.text).toContain('خلال 15 دقيقة');
    expect(message.html).toContain('dir="rtl"');
  });

  it('of a new member is the one the owner chose for their invitation, else the owner’s own', async () => {
    const session = await signInWithPasskey(owner);
    await call('PATCH', '/studio/api/me', { cookie: session, body: { language: 'ar' } });
    await call('POST', '/studio/api/members', { cookie: session, body: { email: 'huda@nuqta.qa', name: 'Huda', role: 'sales' } });
    expect(mails.at(-1)).toMatchObject({ to: 'huda@nuqta.qa', language: 'ar', invitedBy: 'Mariam' });
    expect(signInMessage(mails.at(-1)!, { en: 'Nuqta', ar: 'نقطة' }).subject).toBe('دعاك Mariam إلى لوحة نقطة');
    expect((await team.memberByEmail('huda@nuqta.qa'))!.language).toBe('ar');

    await call('POST', '/studio/api/members', { cookie: session, body: { email: 'john@nuqta.qa', name: 'John', role: 'editor', language: 'en' } });
    const invitation = signInMessage(mails.at(-1)!, { en: 'Nuqta', ar: 'نقطة' });
    expect(invitation.subject).toBe('Mariam invited you to the Nuqta console');
    expect(invitation.text).toContain('for 72 hours');
  });
});

describe('a refusal', () => {
  it('comes in the member’s stored language: Arabic for a member who chose it, English for one who did not, whatever the page sends', async () => {
    const arabic = await signInWithLink(editor);
    await call('PATCH', '/studio/api/me', { cookie: arabic, body: { language: 'ar' } });
    // An editor asks for the team (an owner's): refused by role, in Arabic, naming the role in Arabic.
    const inArabic = await call('GET', '/studio/api/members', { cookie: arabic, headers: { 'x-console-language': 'en' } });
    expect(inArabic.statusCode).toBe(403);
    expect(inArabic.json()).toEqual({ error: 'دورك (محرّر) لا يسمح بهذا.', code: 'roleCannot' });
    // A refusal of the team's store (TeamError), in Arabic too.
    const ownerSession = await signInWithPasskey(owner);
    await call('PATCH', '/studio/api/me', { cookie: ownerSession, body: { language: 'ar' } });
    const twice = await call('POST', '/studio/api/members', { cookie: ownerSession, body: { email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: '\u2068editor@nuqta.qa\u2069 عضو في الفريق من قبل.', code: 'alreadyMember' });

    // A member who never chose a language: English.
    await call('PATCH', '/studio/api/me', { cookie: ownerSession, body: { language: 'en' } });
    const english = await call('POST', '/studio/api/members', { cookie: ownerSession, body: { email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' } });
    expect(english.json()).toEqual({ error: 'editor@nuqta.qa is already a member.', code: 'alreadyMember' });
    const noor = await team.addMember({ email: 'owner2@nuqta.qa', name: 'Noor', role: 'editor' });
    const unchosen = await signInWithLink(noor);
    expect((await call('GET', '/studio/api/members', { cookie: unchosen })).json()).toEqual({ error: 'Your role (editor) cannot do this.', code: 'roleCannot' });
  });

  it('signed out, comes in the language the console’s page is in (X-Console-Language), else the browser’s Accept-Language, else English', async () => {
    const usedLink = (headers: Record<string, string>) => call('POST', '/studio/api/auth/link', { body: { token: 'no-such-link' }, headers });
    const arabic = await usedLink({ 'x-console-language': 'ar', 'accept-language': 'en-GB,en;q=0.9' });
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json()).toEqual({ error: 'رابط الدخول هذا استُخدم أو انتهت صلاحيته. اطلب رابطاً جديداً أدناه.', code: 'linkUsed' });
    expect((await usedLink({ 'x-console-language': 'en', 'accept-language': 'ar-QA' })).json().error).toBe('This sign-in link has been used or has expired. Ask for a new one below.');
    expect((await usedLink({ 'accept-language': 'fr;q=1, ar-QA;q=0.8, en;q=0.5' })).json().code).toBe('linkUsed');
    expect((await usedLink({ 'accept-language': 'fr;q=1, ar-QA;q=0.8, en;q=0.5' })).json().error).toMatch(/^رابط الدخول/);
    expect((await usedLink({ 'x-console-language': 'fr' })).json().error).toMatch(/^This sign-in link/);
    // Any request of a signed-out page: asked in Arabic, answered in Arabic.
    expect((await call('GET', '/studio/api/me', { headers: { 'x-console-language': 'ar' } })).json()).toEqual({ error: 'سجّل الدخول أولاً.', code: 'signIn' });
    // The e-mail form's answer, too.
    expect((await call('POST', '/studio/api/auth/email', { body: { email: 'nobody@nuqta.qa' }, headers: { 'x-console-language': 'ar' } })).json().message).toMatch(/رابط الدخول في طريقه/);
  });
});
