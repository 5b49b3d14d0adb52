// The sales inbox's API in the console (src/server/console/leadRoutes.ts), attack by attack
// first: who may see a lead (the `leads` permission: owner and sales, never an editor or a
// stranger), requests from another site, and nothing of a lead kept by a cache; then the work
// itself on both stores (SQLite, and PostgreSQL with TEST_DATABASE_URL).
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { leadInbox } from '../../src/server/leads/leadInbox.ts';
import type { Lead, LeadStore } from '../../src/server/leads/types.ts';
import type { Member } from '../../src/server/team/teamStore.ts';
import { consoleOrigin, consoleServer, formSecret, streamHeartbeatMs, type ConsoleServer } from '../support/consoleServer.ts';
import { storeBackends } from '../support/storeBackends.ts';

describe.each(storeBackends('inbox'))('the leads inbox on $name', (backend) => {
  let store: LeadStore;
  let server: ConsoleServer;
  let owner: Member;
  let editor: Member;
  let sales: Member;
  let aisha: Lead;
  let omar: Lead;
  let fatima: Lead;
  let robot: Lead;

  const at = async (lead: Lead, iso: string) => void (await store.database.query('UPDATE leads SET created_at = ? WHERE ref = ?', [iso, lead.ref]));
  const addLeads = async () => {
    aisha = await store.addLead({
      kind: 'contact',
      fields: { firstName: 'Aisha', lastName: 'Al-Kuwari', email: 'aisha@pearl.qa', phone: '+974 5555 1234', company: 'Pearl Salon', subject: 'website', message: '=HYPERLINK("http://evil.example") a bilingual website' },
      page: '/services/website-development',
      language: 'en',
    });
    omar = await store.addLead({
      kind: 'consultation',
      fields: { consultName: 'Omar', consultEmail: 'omar@autocare.qa', consultCompany: 'AutoCare', projectType: 'crm', budget: '15000-50000', projectDetails: 'A CRM for our garages.' },
      page: '/contact',
      language: 'en',
    });
    fatima = await store.addLead({ kind: 'contact', fields: { firstName: 'فاطمة', email: 'fatima@example.qa', subject: 'ai', message: 'نريد مساعداً ذكياً على واتساب' }, page: '/ar/contact', language: 'ar' });
    robot = await store.addLead({ kind: 'contact', fields: { firstName: 'Robot', email: 'robot@spam.example', subject: 'general', message: 'Buy cheap things now' }, spam: true });
    // Aisha on 2026-11-20 in Qatar (late on the 19th in UTC), Omar on the 22nd, Fatima on the 25th.
    await at(aisha, '2026-11-19T22:30:00.000Z');
    await at(omar, '2026-11-22T09:00:00.000Z');
    await at(fatima, '2026-11-25T09:00:00.000Z');
    await at(robot, '2026-11-26T09:00:00.000Z');
  };
  /** Every answer of the inbox's API, for the checks that none leaks a lead. */
  const leadRequests = (): Array<[method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown]> => [
    ['GET', '/studio/api/leads'],
    ['GET', `/studio/api/leads/${aisha.ref}`],
    ['PATCH', `/studio/api/leads/${aisha.ref}`, { status: 'won' }],
    ['POST', `/studio/api/leads/${aisha.ref}/notes`, { text: 'Called her back.' }],
    ['GET', '/studio/api/leads/export.csv'],
    ['POST', '/studio/api/leads/erase', { email: 'aisha@pearl.qa' }],
    ['GET', '/studio/api/subscribers'],
    ['GET', '/studio/api/leads/stream'],
    ['GET', '/studio/api/team/assignable'],
  ];
  const noLeadIn = (body: string) => {
    for (const secret of [aisha.ref, 'Aisha', 'aisha@pearl.qa', 'reader@example.qa', 'Huda']) expect(body).not.toContain(secret);
  };
  const unchanged = async () => {
    expect((await store.getLead(aisha.ref))?.status).toBe('new');
    expect((await leadInbox(store.database).events()).filter((event) => event.action !== 'view')).toEqual([]);
    expect((await store.listSubscribers()).map((subscriber) => subscriber.email)).toEqual(['reader@example.qa']);
  };

  beforeEach(async () => {
    store = await backend.open();
    server = await consoleServer(store, { forms: true });
    owner = await server.team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam', role: 'owner' });
    editor = await server.team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
    sales = await server.team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
    await addLeads();
    await store.subscribe('reader@example.qa');
  });
  afterEach(async () => {
    await server.app.close();
    await store.close();
    await backend.cleanup?.();
  });

  describe('the sales role', () => {
    it('signs in with the leads alone, and the owner has them too; an editor has not', async () => {
      const me = async (member: Member) => (await server.call('GET', '/studio/api/me', { session: await server.signIn(member) })).json().permissions;
      expect(await me(sales)).toEqual(['leads']);
      expect(await me(owner)).toContain('leads');
      expect(await me(editor)).not.toContain('leads');
    });

    it('is refused the content, publishing, the team and the record', async () => {
      const session = await server.signIn(sales);
      const refused: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown]> = [
        ['GET', '/studio/api/session'],
        ['GET', '/studio/api/content'],
        ['POST', '/studio/api/save', { site: {}, baseHash: 'x' }],
        ['GET', '/studio/api/images'],
        ['GET', '/studio/api/releases'],
        ['POST', '/studio/api/publish', { baseHash: 'x' }],
        ['GET', '/studio/api/members'],
        ['POST', '/studio/api/members', { email: 'friend@nuqta.qa', role: 'owner' }],
        ['PATCH', `/studio/api/members/${sales.id}`, { role: 'owner' }],
        ['GET', '/studio/api/audit'],
        ['GET', '/studio/preview.html'],
      ];
      for (const [method, url, body] of refused) expect((await server.call(method, url, { session, body })).statusCode, `${method} ${url}`).toBe(403);
      expect((await server.team.member(sales.id))?.role).toBe('sales');
    });

    it('can be given by the owner, in an invitation or as a change of role', async () => {
      const session = await server.signIn(owner);
      const invited = await server.call('POST', '/studio/api/members', { session, body: { email: 'new@nuqta.qa', name: 'Noor', role: 'sales' } });
      expect(invited.statusCode).toBe(201);
      expect(invited.json().member.role).toBe('sales');
      expect((await server.call('PATCH', `/studio/api/members/${editor.id}`, { session, body: { role: 'sales' } })).json().role).toBe('sales');
      const wrong = await server.call('PATCH', `/studio/api/members/${editor.id}`, { session, body: { role: 'boss' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toBe('Choose a role: owner, editor or sales.');
    });
  });
  describe('who may see a lead', () => {
    it('a signed-out visitor: 401 on every request, and nothing of a lead', async () => {
      for (const [method, url, body] of leadRequests()) {
        const response = await server.call(method, url, { body });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        noLeadIn(response.body);
      }
      await unchanged();
    });

    it('a stranger cannot map the whole console\'s API (leads, content, review, push, sources on): a path or method no route answers is 401 as the declared ones, 404 only to a member', async () => {
      const unknown: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string]> = [
        ['GET', '/studio/api/team'],
        ['GET', '/studio/api/leads/export'],
        ['GET', `/studio/api/leads/${aisha.ref}/history`],
        ['DELETE', `/studio/api/leads/${aisha.ref}`],
        ['GET', '/studio/api/content/nothing'],
        ['GET', '/studio/api/review/nothing'],
        ['GET', '/studio/api/push/nothing'],
        ['GET', '/studio/api/sources/nothing'],
        ['POST', '/studio/api/nothing-here'],
      ];
      for (const [method, url] of unknown) {
        const response = await server.call(method, url, { body: method === 'GET' ? undefined : {} });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json(), `${method} ${url}`).toEqual({ error: 'Please sign in.', code: 'signIn' });
      }
      const session = await server.signIn(sales);
      for (const [method, url] of unknown) expect((await server.call(method, url, { session, body: method === 'GET' ? undefined : {} })).statusCode, `${method} ${url}`).toBe(404);
    });

    it('an editor: 403 on every request, and nothing of a lead', async () => {
      const session = await server.signIn(editor);
      for (const [method, url, body] of leadRequests()) {
        const response = await server.call(method, url, { session, body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        noLeadIn(response.body);
      }
      await unchanged();
    });

    it('a page on another site (CSRF): a change without the console’s Origin, or not as JSON, is refused and changes nothing', async () => {
      const session = await server.signIn(sales);
      for (const [method, url, body] of leadRequests().filter(([method]) => method !== 'GET')) {
        for (const headers of [{ origin: 'https://evil.example' }, { origin: '' }]) {
          const response = await server.call(method, url, { session, body, headers });
          expect(response.statusCode, `${method} ${url} from ${headers.origin || 'no origin'}`).toBe(403);
          noLeadIn(response.body);
        }
        // A plain form post, which another site's page can send without asking first.
        const form = await server.app.inject({ method, url, headers: { host: '127.0.0.1:4321', origin: consoleOrigin, cookie: `nuqta_session=${session}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'status=won&text=hi&email=aisha%40pearl.qa' });
        expect(form.statusCode, `${method} ${url} as a form`).toBe(415);
      }
      await unchanged();
    });

    it('nothing of a lead is kept by a browser, a proxy or the service worker: no-store on every answer', async () => {
      const session = await server.signIn(sales);
      for (const [method, url, body] of leadRequests().filter(([, url]) => !url.endsWith('/stream') && !url.endsWith('/erase'))) {
        const response = await server.call(method, url, { session, body });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
        expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      }
    });
  });

  describe('the list', () => {
    it('shows the leads newest first, without spam, with what the inbox needs of each', async () => {
      const session = await server.signIn(sales);
      const { leads } = (await server.call('GET', '/studio/api/leads', { session })).json();
      expect(leads.map((lead: { ref: string }) => lead.ref)).toEqual([fatima.ref, omar.ref, aisha.ref]);
      expect(leads[1]).toEqual({ ref: omar.ref, kind: 'consultation', name: 'Omar', company: 'AutoCare', topic: 'crm', budget: '15000-50000', page: '/contact', language: 'en', createdAt: '2026-11-22T09:00:00.000Z', status: 'new', owner: null });
      expect(leads[2]).toMatchObject({ name: 'Aisha Al-Kuwari', company: 'Pearl Salon', topic: 'website', budget: null, page: '/services/website-development' });
      expect(leads[2]).not.toHaveProperty('fields');
    });

    it('filters by status, kind, language and days in Qatar time, and searches every field', async () => {
      const session = await server.signIn(sales);
      const refs = async (query: string) => ((await server.call('GET', `/studio/api/leads?${query}`, { session })).json().leads as Array<{ ref: string }>).map((lead) => lead.ref);
      expect(await refs('status=spam')).toEqual([robot.ref]);
      expect(await refs('kind=consultation')).toEqual([omar.ref]);
      expect(await refs('language=ar')).toEqual([fatima.ref]);
      expect(await refs('from=2026-11-20&to=2026-11-22')).toEqual([omar.ref, aisha.ref]);
      expect(await refs('to=2026-11-19')).toEqual([]);
      expect(await refs('from=2026-11-23')).toEqual([fatima.ref]);
      expect(await refs('q=PEARL')).toEqual([aisha.ref]);
      expect(await refs(`q=${encodeURIComponent('واتساب')}`)).toEqual([fatima.ref]);
      expect(await refs('q=garages&kind=contact')).toEqual([]);
      expect(await refs(`q=${omar.ref.toLowerCase()}`)).toEqual([omar.ref]);
      for (const query of ['status=handled', 'kind=job', 'language=fr', 'from=2026-13-01', 'to=yesterday', `q=${'x'.repeat(201)}`]) {
        const refused = await server.call('GET', `/studio/api/leads?${query}`, { session });
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json().error, query).toMatch(/^The|^Search/);
      }
    });
  });

  describe('a lead', () => {
    it('shows every field the visitor sent, and records who looked, when', async () => {
      const session = await server.signIn(sales);
      const response = await server.call('GET', `/studio/api/leads/${aisha.ref}`, { session });
      expect(response.statusCode).toBe(200);
      const { lead } = response.json();
      expect(lead).toMatchObject({ ref: aisha.ref, fields: aisha.fields, email: 'aisha@pearl.qa', phone: '+974 5555 1234', page: '/services/website-development', language: 'en', status: 'new', notes: [] });
      expect(lead.events).toEqual([{ at: expect.any(String), member: { id: sales.id, name: 'Huda' }, action: 'view', detail: {} }]);
      expect((await server.call('GET', '/studio/api/leads/NQ-NONE00', { session })).statusCode).toBe(404);
    });

    it('takes a status, an owner and notes, each recorded with who and when', async () => {
      const session = await server.signIn(sales);
      const patch = (body: unknown) => server.call('PATCH', `/studio/api/leads/${aisha.ref}`, { session, body });
      expect((await patch({ status: 'contacted', ownerId: sales.id })).json().lead).toMatchObject({ status: 'contacted', owner: { id: sales.id, name: 'Huda' }, handledAt: expect.any(String) });
      const noted = await server.call('POST', `/studio/api/leads/${aisha.ref}/notes`, { session, body: { text: '  Called her: she wants Arabic first.  ' } });
      expect(noted.json().lead.notes).toEqual([{ id: expect.any(String), text: 'Called her: she wants Arabic first.', at: expect.any(String), author: { id: sales.id, name: 'Huda' } }]);
      const won = (await patch({ status: 'won', ownerId: owner.id })).json().lead;
      expect(won).toMatchObject({ status: 'won', owner: { id: owner.id, name: 'Mariam' } });
      expect(won.events.map((event: { action: string; detail: unknown }) => [event.action, event.detail])).toEqual([
        ['status', { from: 'new', to: 'contacted' }],
        ['owner', { from: null, to: { id: sales.id, name: 'Huda' } }],
        ['note', { noteId: noted.json().lead.notes[0].id }],
        ['status', { from: 'contacted', to: 'won' }],
        ['owner', { from: { id: sales.id, name: 'Huda' }, to: { id: owner.id, name: 'Mariam' } }],
      ]);
      expect(won.events.every((event: { member: { id: string } }) => event.member.id === sales.id)).toBe(true);
      // Nobody: the lead is free again.
      expect((await patch({ ownerId: null })).json().lead.owner).toBeNull();
      // The same value again changes nothing and records nothing.
      expect((await patch({ status: 'won' })).json().lead.events).toHaveLength(6);
      expect((await server.call('GET', '/studio/api/leads', { session })).json().leads.find((lead: { ref: string }) => lead.ref === aisha.ref).status).toBe('won');
    });

    it('refuses a wrong status, an owner who cannot take leads, and an empty or overlong note, in words', async () => {
      const session = await server.signIn(sales);
      const patch = (body: unknown) => server.call('PATCH', `/studio/api/leads/${aisha.ref}`, { session, body });
      for (const [body, message] of [
        [{ status: 'handled' }, 'Choose a status: new, contacted, won, lost, spam.'],
        [{ ownerId: editor.id }, 'That member cannot take leads: choose an owner or a member of the sales team.'],
        [{ ownerId: 'nobody' }, 'That member cannot take leads: choose an owner or a member of the sales team.'],
        [{ ownerId: 7 }, 'Choose a member of the team, or nobody.'],
        [{}, 'Say what to change: the status or the owner.'],
      ] as const) {
        const refused = await patch(body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json()).toMatchObject({ error: message });
      }
      for (const text of ['   ', 'x'.repeat(2001), 42]) expect((await server.call('POST', `/studio/api/leads/${aisha.ref}/notes`, { session, body: { text } })).statusCode).toBe(400);
      expect((await server.call('POST', `/studio/api/leads/${aisha.ref}/notes`, { session, body: { text: 'ن'.repeat(2000) } })).statusCode).toBe(200);
      expect((await store.getLead(aisha.ref))?.status).toBe('new');
    });

    it('can be given to the owner and the sales team, not to an editor', async () => {
      const session = await server.signIn(sales);
      expect((await server.call('GET', '/studio/api/team/assignable', { session })).json()).toEqual({ members: [{ id: sales.id, name: 'Huda' }, { id: owner.id, name: 'Mariam' }] });
    });
  });

  describe('export and erasure', () => {
    it('exports the CLI’s CSV, formulas neutralised, as a download, recorded', async () => {
      const session = await server.signIn(owner);
      const response = await server.call('GET', '/studio/api/leads/export.csv', { session });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const [header, ...rows] = response.body.trim().split('\r\n');
      expect(header).toMatch(/^"ref","kind","status","createdAt","page","language","emailStatus","handledAt",/);
      expect(rows.map((row) => row.slice(1, 10))).toEqual([aisha.ref, omar.ref, fatima.ref]);
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"") a bilingual website"`);
      expect(response.body).not.toContain(robot.ref);
      const [event] = await leadInbox(store.database).events();
      expect(event).toMatchObject({ ref: null, action: 'export', member: { id: owner.id, name: 'Mariam' }, detail: { count: 3 } });
    });

    it('erases a visitor only with a proof of the last 10 minutes (a sign-in, or the passkey)', async () => {
      const session = await server.signIn(sales);
      await store.database.query('UPDATE sessions SET proved_at = ? RETURNING id_hash', [Date.now() - 11 * 60_000]);
      const refused = await server.call('POST', '/studio/api/leads/erase', { session, body: { email: 'aisha@pearl.qa' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ confirm: true });
      expect(await store.getLead(aisha.ref)).toBeDefined();
    });

    it('erases a visitor on request, and records it without their address', async () => {
      const session = await server.signIn(sales);
      await server.call('POST', `/studio/api/leads/${aisha.ref}/notes`, { session, body: { text: 'Aisha prefers WhatsApp.' } });
      await store.subscribe('Aisha@Pearl.qa');
      const response = await server.call('POST', '/studio/api/leads/erase', { session, body: { email: ' AISHA@pearl.qa ' } });
      expect(response.json()).toEqual({ leads: [aisha.ref], subscription: true });
      expect(await store.getLead(aisha.ref)).toBeUndefined();
      expect((await store.database.query('SELECT * FROM lead_notes WHERE ref = ?', [aisha.ref])).length).toBe(0);
      const [event] = await leadInbox(store.database).events();
      const hash = createHash('sha256').update('aisha@pearl.qa').digest('base64url').slice(0, 22);
      expect(event).toMatchObject({ ref: null, action: 'erase', member: { id: sales.id }, detail: { emailHash: hash, leads: [aisha.ref], subscription: true } });
      expect(JSON.stringify(await leadInbox(store.database).events())).not.toMatch(/aisha@/i);
      expect((await server.call('POST', '/studio/api/leads/erase', { session, body: { email: 'not an address' } })).statusCode).toBe(400);
    });

    it('lists the newsletter’s subscribers', async () => {
      const session = await server.signIn(sales);
      expect((await server.call('GET', '/studio/api/subscribers', { session })).json()).toEqual({ subscribers: [{ email: 'reader@example.qa', createdAt: expect.any(String) }] });
    });
  });

  describe('the stream of new leads', () => {
    it('brings a lead sent from the public form to an open inbox within a second, once, and no spam', async () => {
      const session = await server.signIn(sales);
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
      const abort = new AbortController();
      const response = await fetch(`${base}/studio/api/leads/stream`, { headers: { cookie: `nuqta_session=${session}` }, signal: abort.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      const readUntil = async (done: (text: string) => boolean) => {
        while (!done(received)) received += (await reader.read()).value ?? '';
      };
      await readUntil((text) => text.includes(': the leads inbox'));

      const send = (fields: Record<string, string>) =>
        fetch(`${base}/api/contact`, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields, formToken: issueToken(formSecret, Date.now() - 10_000) }) });
      const started = Date.now();
      await send({ firstName: 'Robot', email: 'robot@spam.example', subject: 'general', message: 'Buy cheap things now', leave_empty: 'gotcha' });
      const sent = await (await send({ firstName: 'Noor', email: 'noor@example.qa', subject: 'cloud', message: 'We want to move to the cloud.', page: '/services/cloud', language: 'en' })).json();
      expect(sent.status).toBe('sent');
      await readUntil((text) => text.includes('event: lead'));
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const events = received.split('\n\n').filter((block) => block.startsWith('event: lead'));
      expect(events).toHaveLength(1);
      const [, id, data] = events[0].split('\n');
      expect(id).toBe(`id: ${sent.ref}`);
      expect(JSON.parse(data.slice('data: '.length))).toMatchObject({ ref: sent.ref, kind: 'contact', name: 'Noor', topic: 'cloud', page: '/services/cloud', language: 'en', status: 'new', owner: null });
      abort.abort();
    });

    it('sends a reconnecting inbox the leads it missed (Last-Event-ID), each once', async () => {
      const session = await server.signIn(sales);
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/studio/api/leads/stream`, { headers: { cookie: `nuqta_session=${session}`, 'last-event-id': aisha.ref } });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      while ((received.match(/event: lead/g) ?? []).length < 2) received += (await reader.read()).value ?? '';
      await reader.cancel();
      // After Aisha (the 20th): Omar and Fatima, oldest first; not the spam of the 26th.
      expect([...received.matchAll(/^id: (.+)$/gm)].map((match) => match[1])).toEqual([omar.ref, fatima.ref]);
    });

    it.runIf(backend.name === 'PostgreSQL')('brings a lead stored by another instance of the server (LISTEN/NOTIFY)', async () => {
      const otherStore = await backend.open();
      const other = await consoleServer(otherStore, { forms: true });
      try {
        const session = await server.signIn(sales);
        await server.app.listen({ host: '127.0.0.1', port: 0 });
        const response = await fetch(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/studio/api/leads/stream`, { headers: { cookie: `nuqta_session=${session}` } });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let received = (await reader.read()).value ?? '';
        const sent = await other.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ firstName: 'Noor', email: 'noor@example.qa', subject: 'cloud', message: 'We want to move to the cloud.', formToken: issueToken(formSecret, Date.now() - 10_000) }).toString(),
        });
        while (!received.includes('event: lead')) received += (await reader.read()).value ?? '';
        expect(received).toContain(`id: ${sent.json().ref}`);
        await reader.cancel();
      } finally {
        await other.app.close();
        await otherStore.close();
      }
    });

    it('is refused to an editor and a stranger, and ends when the member is signed out', async () => {
      const session = await server.signIn(sales);
      expect((await server.call('GET', '/studio/api/leads/stream', { session: await server.signIn(editor) })).statusCode).toBe(403);
      expect((await server.call('GET', '/studio/api/leads/stream')).statusCode).toBe(401);
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/studio/api/leads/stream`, { headers: { cookie: `nuqta_session=${session}` } });
      const reader = response.body!.getReader();
      await reader.read();
      await server.team.removeMember(sales.id);
      // The next heartbeat finds the session gone and ends the stream.
      const ended = await Promise.race([
        (async () => {
          for (;;) if ((await reader.read()).done) return true;
        })(),
        new Promise((resolve) => setTimeout(() => resolve(false), streamHeartbeatMs + 5_000)),
      ]);
      expect(ended).toBe(true);
    }, streamHeartbeatMs + 10_000);
  });
});
