// The sales inbox's API in the console (studio/server/console/leadRoutes.ts), attack by attack
// first: who may see a lead (the `leads` permission: owner and sales, never an editor or a
// stranger), requests from another site, and nothing of a lead kept by a cache; then the work
// itself on both stores (SQLite, and PostgreSQL with TEST_DATABASE_URL).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../src/server/leads/types.ts';
import type { Member } from '../../studio/server/team/teamStore.ts';
import { consoleServer, type ConsoleServer } from '../support/consoleServer.ts';
import { storeBackends } from '../support/storeBackends.ts';

describe.each(storeBackends('inbox'))('the leads inbox on $name', (backend) => {
  let store: LeadStore;
  let server: ConsoleServer;
  let owner: Member;
  let editor: Member;
  let sales: Member;

  beforeEach(async () => {
    store = await backend.open();
    server = await consoleServer(store);
    owner = await server.team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam', role: 'owner' });
    editor = await server.team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
    sales = await server.team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
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
});
