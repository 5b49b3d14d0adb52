// Review links, through the whole server (the console plugin and the site): a member makes a link
// to the saved version; a stranger who opens it sees that version on every address, with the
// preview bar, never stored or indexed; the live site stays as it was for everyone else; comments
// reach the console; forms send nothing; a revoked or expired link shows that it has ended.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import type { ReleaseSteps } from '../../src/server/releases/publisher.ts';
import type { Member } from '../../src/server/team/teamStore.ts';
import { consoleServer, type ConsoleServer } from '../support/consoleServer.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';

const fixture = makeFakeBuild();
const dayMs = 86_400_000;
/** The fixture build with the content's home page title, as the version's render. */
const steps = (): ReleaseSteps => ({
  validate: async () => 'valid',
  build: async (siteFile, releaseDir) => {
    cpSync(join(fixture, 'client'), join(releaseDir, 'client'), { recursive: true });
    cpSync(join(fixture, 'prerender-manifest.json'), join(releaseDir, 'prerender-manifest.json'));
    const title = JSON.parse(readFileSync(siteFile, 'utf8')).routes[0].title.en;
    writeFileSync(join(releaseDir, 'client/index.html'), `<!doctype html><html><head><title>${title}</title></head><body><div id="root"><h1>${title}</h1></div></body></html>`);
  },
  check: async () => 'checked',
});

let store: LeadStore;
let server: ConsoleServer;
let clock: number;
let editor: Member;
let editorSession: string;

beforeEach(async () => {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-review-')), 'leads.db'));
  clock = Date.parse('2026-12-10T05:00:00Z');
  server = await consoleServer(store, { forms: true, review: { steps, releasesDir: mkdtempSync(join(tmpdir(), 'nuqta-review-releases-')), now: () => clock } });
  editor = await server.team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
  editorSession = await server.signIn(editor);
});
afterEach(async () => {
  await server.app.close();
  await store.close();
});

/** Saves the home page with a new title, as the editor. */
async function saveTitle(title: string) {
  const latest = await server.content.latest();
  const site = JSON.parse(latest.text);
  site.routes[0].title = { en: title, ar: title };
  const saved = await server.content.save(`${JSON.stringify(site, null, 2)}\n`, latest.hash, editor.email);
  if (saved.status !== 'saved') throw new Error('not saved');
  return saved.version;
}
async function makeLink(days = 3) {
  const made = await server.call('POST', '/studio/api/review-links', { session: editorSession, body: { baseHash: (await server.content.latest()).hash, days } });
  expect(made.statusCode).toBe(201);
  return { id: made.json().link.id as string, url: made.json().url as string, secret: new URL(made.json().url).hash.slice(1) };
}
/** A browser with no account that opens the link: resolves to its review cookie. */
async function open(secret: string) {
  const entered = await server.call('POST', '/studio/api/review/enter', { body: { secret } });
  expect(entered.statusCode).toBe(200);
  return entered.cookies.find((cookie) => cookie.name === 'nuqta_review')!;
}
const visit = (url: string, cookie?: string): Promise<LightMyRequestResponse> => server.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:4321', ...(cookie ? { cookie: `nuqta_review=${cookie}` } : {}) } });

describe('a review link', () => {
  it('shows the saved version to a browser without an account, with the preview bar, never stored or indexed, while the live site stays', async () => {
    await saveTitle('Ramadan offer: websites from QAR 2,500');
    const { url, secret } = await makeLink();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/studio\/review#[\w-]{43}$/);
    // Only the secret's hash is kept; the list never shows it.
    const rows = await store.database.query<Record<string, unknown>>('SELECT * FROM review_links');
    expect(JSON.stringify(rows)).not.toContain(secret);
    const list = await server.call('GET', '/studio/api/review-links', { session: editorSession });
    expect(list.body).not.toContain(secret);
    expect(list.json().links).toMatchObject([{ open: true, createdBy: 'editor@nuqta.qa', expiresAt: clock + 3 * dayMs }]);

    // The page the link opens holds no secret (it stays after "#", read by the page's script).
    const entry = await visit('/studio/review');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('/studio/review/enter.js');
    const cookie = await open(secret);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 3 * 86_400 });

    const home = await visit('/', cookie.value);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Ramadan offer: websites from QAR 2,500</h1>');
    expect(home.body).toMatch(/<aside class="review-bar" aria-label="Preview"[^>]*>/);
    expect(home.body).toContain('Version saved by Ali on Thu, 10 Dec 2026');
    expect(home.body).toContain('This link works until Sun, 13 Dec 2026');
    expect(home.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // The bar is outside the app's root: the page hydrates as it was rendered.
    expect(home.body.indexOf('review-bar')).toBeLessThan(home.body.indexOf('<div id="root">'));
    expect(home.headers['cache-control']).toBe('no-store');
    expect(home.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Every address answers from the version; no service worker is installed from it.
    expect((await visit('/contact', cookie.value)).body).toContain('review-bar');
    expect((await visit('/no-such-page', cookie.value))).toMatchObject({ statusCode: 404, headers: { 'cache-control': 'no-store' } });
    expect((await visit('/sw.js', cookie.value)).statusCode).toBe(404);
    // The code's files are the live release's, cached as for anyone.
    expect((await visit('/assets/app-abc123.js', cookie.value)).headers['cache-control']).toContain('immutable');

    // Everyone else sees the live site.
    const live = await visit('/');
    expect(live.body).toContain('<h1>Home</h1>');
    expect(live.body).not.toContain('review-bar');
  });

  it('takes a reviewer’s comment on a page, which the team reads in the console; forms send nothing', async () => {
    const { secret } = await makeLink();
    const cookie = await open(secret);
    const comment = (body: object, value = cookie.value) =>
      server.call('POST', '/studio/api/review/comments', { body, headers: { cookie: `nuqta_review=${value}` } });
    expect((await comment({ path: '/pricing', text: '  The renewal price reads wrong.  ', author: 'Khalid' })).statusCode).toBe(201);
    expect((await comment({ path: '/ar/pricing', text: 'السعر غير واضح' })).statusCode).toBe(201);
    expect((await comment({ path: '/', text: '   ' })).json()).toEqual({ error: 'Write your comment first.' });
    expect((await comment({ path: '/', text: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await comment({ path: '/', text: 'Who am I?' }, 'not-a-link')).statusCode).toBe(410);
    // From another site's page (a forged form or script), refused before anything is kept.
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/studio/api/review/comments',
      headers: { host: '127.0.0.1:4321', origin: 'https://evil.example', cookie: `nuqta_review=${cookie.value}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/', text: 'Forged' }),
    });
    expect(elsewhere.statusCode).toBe(403);
    // A path of another site is kept as the home page, never as a link elsewhere.
    expect((await comment({ path: '//evil.example/x', text: 'Look here' })).statusCode).toBe(201);

    const [link] = (await server.call('GET', '/studio/api/review-links', { session: editorSession })).json().links;
    expect(link.comments.map((c: { path: string; author: string | null; text: string }) => [c.path, c.author, c.text])).toEqual([
      ['/', null, 'Look here'],
      ['/ar/pricing', null, 'السعر غير واضح'],
      ['/pricing', 'Khalid', 'The renewal price reads wrong.'],
    ]);

    const sent = await server.app.inject({ method: 'POST', url: '/api/contact', headers: { host: '127.0.0.1:4321', cookie: `nuqta_review=${cookie.value}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Reviewer&email=r%40example.com&message=Testing' });
    expect(sent.statusCode).toBe(403);
    expect(sent.body).toContain('This is a preview of the site: its forms send nothing.');
    expect(await store.database.query('SELECT ref FROM leads')).toEqual([]);
  });

  it('shows a plain “this link has ended” page once revoked, or once its time has run out', async () => {
    const revoked = await makeLink();
    const expiring = await makeLink(1);
    const [revokedCookie, expiringCookie] = [await open(revoked.secret), await open(expiring.secret)];

    expect((await server.call('POST', `/studio/api/review-links/${revoked.id}/revoke`, { session: editorSession, body: {} })).statusCode).toBe(200);
    const ended = await visit('/', revokedCookie.value);
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('<h1>This preview link has ended</h1>');
    expect(ended.body).not.toContain('Home');
    expect(ended.headers['cache-control']).toBe('no-store');
    expect((await visit('/ar', revokedCookie.value)).body).toContain('انتهى رابط المعاينة هذا');
    expect((await server.call('POST', '/studio/api/review/enter', { body: { secret: revoked.secret } })).statusCode).toBe(410);
    expect((await visit('/', expiringCookie.value)).body).toContain('review-bar');

    clock += dayMs + 1;
    expect((await visit('/', expiringCookie.value)).statusCode).toBe(410);
    expect((await server.call('POST', '/studio/api/review/enter', { body: { secret: expiring.secret } })).statusCode).toBe(410);
    // Leaving the preview clears the cookie and goes back to the same page of the live site.
    const left = await visit('/studio/review/leave?to=%2Fpricing', expiringCookie.value);
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('/pricing');
    expect(left.cookies.find((cookie) => cookie.name === 'nuqta_review')).toMatchObject({ value: '' });
    expect((await visit('/studio/review/leave?to=%2F%2Fevil.example')).headers.location).toBe('/');
    const record = (await server.team.audit()).map((entry) => entry.action);
    expect(record).toEqual(expect.arrayContaining(['review link made', 'review link revoked']));
  });

  it('is made and revoked by members who edit the content, not by sales; its lifetime is 1 to 30 days', async () => {
    const sales = await server.team.addMember({ email: 'sales@nuqta.qa', name: 'Noor', role: 'sales' });
    const salesSession = await server.signIn(sales);
    const baseHash = (await server.content.latest()).hash;
    expect((await server.call('POST', '/studio/api/review-links', { session: salesSession, body: { baseHash, days: 3 } })).statusCode).toBe(403);
    expect((await server.call('GET', '/studio/api/review-links', { session: salesSession })).statusCode).toBe(403);
    expect((await server.call('GET', '/studio/api/review-links')).statusCode).toBe(401);
    for (const days of [0, 31, 2.5, '3'])
      expect((await server.call('POST', '/studio/api/review-links', { session: editorSession, body: { baseHash, days } })).json().error).toMatch(/1 to 30 days/);
    expect((await server.call('POST', '/studio/api/review-links', { session: editorSession, body: { baseHash: 'stale', days: 3 } })).statusCode).toBe(409);
  });
});
