// Where leads come from: the forms' start beacons (POST /api/form-start), counted per day, page,
// language and form with nothing of the visitor kept, and the console's report beside the leads
// (GET /studio/api/leads/sources), for members who see leads only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { weekStarts } from '../../src/server/leads/leadSources.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { consoleServer, formSecret as secret, type ConsoleServer } from '../support/consoleServer.ts';
let store: LeadStore;
let server: ConsoleServer;
let app: FastifyInstance;

async function start() {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-sources-')), 'leads.db'));
  server = await consoleServer(store, { forms: true });
  app = server.app;
  running = true;
}

let running = false;
afterEach(async () => {
  if (!running) return;
  running = false;
  await app.close();
  await store.close();
});

/** What a form's beacon sends: navigator.sendBeacon with a string is text/plain, from the page's own origin. */
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/form-start', payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:80', host: 'localhost:80', ...headers } });

const counts = () => store.database.query('SELECT * FROM form_starts ORDER BY page, language, form');

describe('a form start', () => {
  it('is counted per day, page, language and form, with nothing of the visitor kept and no cookie', async () => {
    await start();
    const counted = await beacon({ form: 'contact', page: '/contact', language: 'en' });
    expect(counted.statusCode).toBe(204);
    expect(counted.headers['set-cookie']).toBeUndefined();
    await beacon({ form: 'contact', page: '/contact', language: 'en' });
    await beacon({ form: 'consultation', page: '/contact', language: 'en' }, { 'content-type': 'application/json' });
    const rows = await counts();
    expect(rows).toEqual([
      { day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), page: '/contact', language: 'en', form: 'consultation', starts: 1 },
      { day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), page: '/contact', language: 'en', form: 'contact', starts: 2 },
    ]);
  });

  it('refuses an unknown form or page, a language that is not the page’s, and another site', async () => {
    await start();
    for (const body of [
      { form: 'newsletter', page: '/news', language: 'en' },
      { form: 'signup', page: '/contact', language: 'en' },
      { form: 'contact', page: '/', language: 'en' }, // a page without a form
      { form: 'contact', page: '/no-such-page', language: 'en' },
      { form: 'contact', page: '/contact', language: 'ar' },
      { form: 'contact', page: '/contact', language: 'fr' },
      { form: 'contact', page: `/contact${'/x'.repeat(120)}`, language: 'en' },
      { form: 'contact', page: '/Contact?x=<script>', language: 'en' },
      'not json',
    ])
      expect((await beacon(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await beacon({ form: 'contact', page: '/contact', language: 'en' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await beacon({ form: 'contact', page: '/contact', language: 'en' }, { origin: '', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await counts()).toEqual([]);
  });

  it('is rate-limited per client (20 a minute), so that a robot cannot inflate the counts', async () => {
    await start();
    const statuses = [];
    for (let i = 0; i < 22; i++) statuses.push((await beacon({ form: 'contact', page: '/contact', language: 'en' })).statusCode);
    expect(statuses).toEqual([...Array(20).fill(204), 429, 429]);
    expect((await counts())[0].starts).toBe(20);
  });
});

describe('the report of where leads come from', () => {
  it('shows two form starts and one lead from /contact as a share of 50 %, the lead in this week', async () => {
    await start();
    await beacon({ form: 'contact', page: '/contact', language: 'en' });
    await beacon({ form: 'contact', page: '/contact', language: 'en' });
    const fields = { firstName: 'Aisha', lastName: 'Al-Kuwari', email: 'aisha@pearl.qa', phone: '+974 5555 1234', subject: 'website', message: 'We need a bilingual website for our salon.', page: '/contact', language: 'en' };
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: new URLSearchParams({ ...fields, formToken: issueToken(secret, Date.now() - 10_000) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect(sent.json().status).toBe('sent');
    // Spam is no lead.
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: new URLSearchParams({ ...fields, leave_empty: 'x', formToken: issueToken(secret, Date.now() - 10_000) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });

    const owner = await server.team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam', role: 'owner' });
    const report = await server.call('GET', '/studio/api/leads/sources?weeks=4', { session: await server.signIn(owner) });
    expect(report.statusCode).toBe(200);
    expect(report.headers['cache-control']).toBe('no-store');
    expect(report.json()).toEqual({ weeks: weekStarts(4), rows: [{ page: '/contact', language: 'en', starts: 2, leads: 1, share: 0.5, leadsByWeek: [0, 0, 0, 1] }] });
  });

  it('is for members who see leads: a sales member may, an editor and a visitor may not', async () => {
    await start();
    const sales = await server.team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
    const editor = await server.team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
    expect((await server.call('GET', '/studio/api/leads/sources', { session: await server.signIn(sales) })).statusCode).toBe(200);
    expect((await server.call('GET', '/studio/api/leads/sources', { session: await server.signIn(editor) })).statusCode).toBe(403);
    expect((await server.call('GET', '/studio/api/leads/sources')).statusCode).toBe(401);
    expect((await server.call('GET', '/studio/api/leads/sources?weeks=1000', { session: await server.signIn(sales) })).statusCode).toBe(400);
  });

  it('counts weeks from Sunday in Qatar’s time', () => {
    // Saturday 22:00 UTC is already Sunday 01:00 in Doha: a new week.
    expect(weekStarts(2, new Date('2026-11-28T22:00:00Z'))).toEqual(['2026-11-22', '2026-11-29']);
    expect(weekStarts(1, new Date('2026-11-28T20:00:00Z'))).toEqual(['2026-11-22']);
  });
});
