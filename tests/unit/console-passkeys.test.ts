// Strong sign-in for what can hurt the company most (ASVS 6.3.2): publishing, the leads and the
// team open only to a member signed in with their passkey (with its PIN or fingerprint). A link
// (an inbox, the most phished thing a company has) opens the content and the account, and lets
// a member add their first passkey; one who has a passkey already adds another from a link only
// after an owner lets them (the recovery of a lost passkey), once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import type { Member } from '../../src/server/team/teamStore.ts';
import { consoleOrigin, consoleServer, type ConsoleServer } from '../support/consoleServer.ts';
import { addSoftPasskey, softPasskey } from '../support/softPasskey.ts';

let store: LeadStore;
let server: ConsoleServer;
let owner: Member;
let editor: Member;
let sales: Member;

beforeEach(async () => {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-passkeys-')), 'leads.db'));
  server = await consoleServer(store);
  owner = await server.team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam', role: 'owner' });
  editor = await server.team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
  sales = await server.team.addMember({ email: 'sales@nuqta.qa', name: 'Noor', role: 'sales' });
});
afterEach(async () => {
  await server.app.close();
  await store.close();
});

/** The registration ceremony from a session, answered by a new software passkey of the member's. */
async function addPasskey(session: string, member: Member) {
  const options = await server.call('POST', '/studio/api/passkeys/options', { session, body: {} });
  if (options.statusCode !== 200) return options;
  const ceremony = options.cookies.find((cookie) => cookie.name === 'nuqta_passkey')!.value;
  const passkey = softPasskey({ origin: consoleOrigin, userHandle: member.webauthnUserId });
  return server.call('POST', '/studio/api/passkeys', { body: { response: passkey.registration(options.json().challenge), name: 'Phone' }, headers: { cookie: `nuqta_session=${session}; nuqta_passkey=${ceremony}` } });
}
const passkeyFirst = { error: expect.stringMatching(/sign in with your passkey/), code: 'passkeyFirst', passkey: true };

describe('a link sign-in', () => {
  it('opens the content and the account, never publishing, the leads, the team or the record', async () => {
    const session = await server.signInWithLink(owner);
    expect((await server.call('GET', '/studio/api/me', { session })).json()).toMatchObject({ signedInWith: 'link', hasPasskey: false });
    expect((await server.call('GET', '/studio/api/session', { session })).statusCode).toBe(200);
    expect((await server.call('GET', '/studio/api/sessions', { session })).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/studio/api/releases'],
      ['POST', '/studio/api/publish', { baseHash: 'x' }],
      ['GET', '/studio/api/leads'],
      ['GET', '/studio/api/members'],
      ['POST', '/studio/api/members', { email: 'friend@nuqta.qa', role: 'owner' }],
      ['GET', '/studio/api/audit'],
    ] as const) {
      const refused = await server.call(method, url, { session, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json(), `${method} ${url}`).toEqual(passkeyFirst);
    }
    expect(await server.team.memberByEmail('friend@nuqta.qa')).toBeUndefined();
    // A sales member's inbox too.
    expect((await server.call('GET', '/studio/api/leads', { session: await server.signInWithLink(sales) })).statusCode).toBe(403);
  });

  it('lets a member add their first passkey, which opens publishing at once (the invitation’s way)', async () => {
    const session = await server.signInWithLink(editor);
    const added = await addPasskey(session, editor);
    expect(added.statusCode, added.body).toBe(200);
    expect((await server.call('GET', '/studio/api/me', { session })).json()).toMatchObject({ signedInWith: 'passkey', hasPasskey: true });
    // Publishing's routes answer (no such release here), no longer refused.
    expect((await server.call('GET', '/studio/api/releases/none', { session })).statusCode).toBe(404);
    expect((await server.team.audit())[0]).toMatchObject({ action: 'passkey added', detail: { signedInWith: 'link' } });
  });

  it('does not let a member who has a passkey add another (a stolen inbox would plant the thief’s), until an owner lets them, once', async () => {
    await addSoftPasskey(server.team, editor, consoleOrigin);
    const thief = await server.signInWithLink(editor);
    const refused = await addPasskey(thief, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/ask an owner to let you/);
    expect(await server.team.passkeys(editor.id)).toHaveLength(1);

    // The member lost their phone: an owner, signed in with their passkey, lets them add a new one.
    const ownerSession = await server.signIn(owner);
    expect((await server.call('POST', `/studio/api/members/${editor.id}/new-passkey`, { session: ownerSession, body: {} })).statusCode).toBe(200);
    expect((await server.team.audit())[0]).toMatchObject({ action: 'new passkey allowed', memberEmail: 'owner@nuqta.qa', detail: { email: 'editor@nuqta.qa' } });
    const recovering = await server.signInWithLink(editor);
    expect((await addPasskey(recovering, editor)).statusCode).toBe(200);
    expect((await server.call('GET', '/studio/api/releases/none', { session: recovering })).statusCode).toBe(404);
    // Used up: the next link sign-in adds none.
    expect((await addPasskey(await server.signInWithLink(editor), editor)).statusCode).toBe(403);
    // And an owner's leave lasts a day.
    await server.team.allowNewPasskey(editor.id, Date.now() - 1);
    expect((await addPasskey(await server.signInWithLink(editor), editor)).statusCode).toBe(403);
    // Only an owner gives it.
    expect((await server.call('POST', `/studio/api/members/${editor.id}/new-passkey`, { session: await server.signIn(editor), body: {} })).statusCode).toBe(403);
  });
});

describe('a passkey sign-in', () => {
  it('needs the passkey’s user verification (a PIN, a fingerprint): a touch alone is refused', async () => {
    const passkey = await addSoftPasskey(server.team, sales, consoleOrigin);
    const options = await server.call('POST', '/studio/api/auth/passkey/options', { body: {} });
    expect(options.json().userVerification).toBe('required');
    const ceremony = options.cookies.find((cookie) => cookie.name === 'nuqta_challenge')!.value;
    const touched = await server.call('POST', '/studio/api/auth/passkey', { body: { response: passkey.answer(options.json().challenge, { verified: false }) }, headers: { cookie: `nuqta_challenge=${ceremony}` } });
    expect(touched.statusCode).toBe(401);
    const session = await server.signIn(sales);
    expect((await server.call('GET', '/studio/api/leads', { session })).statusCode).toBe(200);
  });
});

describe('publishing requests, by role (through the whole console)', () => {
  it('are no business of sales, and only an approver approves, sends back or switches approval', async () => {
    const refusal = { error: expect.stringMatching(/cannot do this/), code: 'roleCannot' };
    const salesSession = await server.signIn(sales);
    for (const [method, url, body] of [
      ['GET', '/studio/api/publish-requests'],
      ['POST', '/studio/api/publish-requests', { baseHash: 'x', publishAt: Date.now() + 3_600_000 }],
    ] as const) {
      const refused = await server.call(method, url, { session: salesSession, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual(refusal);
    }

    const editorSession = await server.signIn(editor);
    const ownerSession = await server.signIn(owner);
    expect((await server.call('POST', '/studio/api/publish-requests/approval', { session: ownerSession, body: { on: true } })).statusCode).toBe(200);
    const { hash } = (await server.call('GET', '/studio/api/content', { session: editorSession })).json();
    const asked = await server.call('POST', '/studio/api/publish-requests', { session: editorSession, body: { baseHash: hash, publishAt: null } });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'awaiting approval', requestedBy: 'editor@nuqta.qa' });
    const id = asked.json().id;
    for (const [url, body] of [
      [`/studio/api/publish-requests/${id}/approve`, {}],
      [`/studio/api/publish-requests/${id}/send-back`, { note: 'Not yet.' }],
      ['/studio/api/publish-requests/approval', { on: false }],
    ] as const) {
      const refused = await server.call('POST', url, { session: editorSession, body });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(refusal);
    }
    const list = (await server.call('GET', '/studio/api/publish-requests', { session: ownerSession })).json();
    expect(list).toMatchObject({ approval: true, requests: [{ id, status: 'awaiting approval', decidedBy: null }] });
  });
});
