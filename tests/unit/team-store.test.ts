// The console's team in the server's database: the same suite on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set (npm test makes one), each PostgreSQL run in a fresh schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { storeBackends } from '../support/storeBackends.ts';
import { hashOf, teamStore, type TeamStore } from '../../src/server/team/teamStore.ts';

const backends = storeBackends('team');

for (const backend of backends)
  describe(`the team on ${backend.name}`, () => {
    let store: LeadStore;
    let team: TeamStore;
    let clock = Date.now();
    beforeAll(async () => {
      store = await backend.open();
      team = teamStore(store.database, () => clock);
    });
    afterAll(async () => {
      await store.close();
      await backend.cleanup?.();
    });

    it('keeps one member per address, whatever its case', async () => {
      const member = await team.addMember({ email: ' Khalid@Nuqta.qa ', name: 'Khalid', role: 'owner' });
      expect(member).toMatchObject({ email: 'khalid@nuqta.qa', role: 'owner', createdAt: clock });
      await expect(team.addMember({ email: 'KHALID@nuqta.qa', name: 'Again', role: 'editor' })).rejects.toThrow(/already a member/);
      expect((await team.memberByEmail('khalid@NUQTA.qa'))?.id).toBe(member.id);
    });

    it('keeps only hashes of sessions and links: the database alone opens nothing', async () => {
      const member = (await team.memberByEmail('khalid@nuqta.qa'))!;
      const session = await team.createSession(member.id, 'test', 3_600_000);
      const link = await team.createSignInLink(member.id, 60_000);
      const sessions = await store.database.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
      const links = await store.database.query<{ token_hash: string }>('SELECT token_hash FROM sign_in_links');
      expect(sessions.map((row) => row.id_hash)).toEqual([hashOf(session)]);
      expect(links.map((row) => row.token_hash)).toEqual([hashOf(link)]);
      expect(await team.sessionMember(hashOf(session), 3_600_000)).toBeUndefined();
      expect(await team.useSignInLink(hashOf(link))).toBeUndefined();
    });

    it('uses a link once, even when two requests race for it', async () => {
      const member = (await team.memberByEmail('khalid@nuqta.qa'))!;
      const link = await team.createSignInLink(member.id, 60_000);
      const results = await Promise.all([team.useSignInLink(link), team.useSignInLink(link), team.useSignInLink(link)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('hands out a ceremony’s challenge once, and not after it expired', async () => {
      await team.saveChallenge('ceremony-secret', 'challenge-1', null, 60_000);
      expect(await team.takeChallenge('ceremony-secret')).toEqual({ challenge: 'challenge-1', memberId: null });
      expect(await team.takeChallenge('ceremony-secret')).toBeUndefined();
      await team.saveChallenge('late-secret', 'challenge-2', null, 60_000);
      clock += 61_000;
      expect(await team.takeChallenge('late-secret')).toBeUndefined();
    });

    it('removes a member with their passkeys, sessions and links; the last owner stays', async () => {
      const editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
      await team.addPasskey({ id: 'cred-1', memberId: editor.id, publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ['internal'], name: 'Laptop' });
      const session = await team.createSession(editor.id, 'test', 3_600_000);
      const link = await team.createSignInLink(editor.id, 60_000);
      expect((await team.passkey('cred-1'))?.publicKey).toEqual(new Uint8Array([1, 2, 3]));
      await team.removeMember(editor.id);
      expect(await team.passkey('cred-1')).toBeUndefined();
      expect(await team.sessionMember(session, 3_600_000)).toBeUndefined();
      expect(await team.useSignInLink(link)).toBeUndefined();
      const owner = (await team.memberByEmail('khalid@nuqta.qa'))!;
      await expect(team.removeMember(owner.id)).rejects.toThrow(/at least one owner/);
      await expect(team.setRole(owner.id, 'editor')).rejects.toThrow(/at least one owner/);
      expect((await team.member(owner.id))?.role).toBe('owner');
    });

    it('lists the record newest first, also within one millisecond', async () => {
      for (const action of ['first', 'second', 'third']) await team.record({ action, detail: { n: action } });
      const [third, second, first] = await team.audit({ limit: 3 });
      expect([third.action, second.action, first.action]).toEqual(['third', 'second', 'first']);
      expect(third.detail).toEqual({ n: 'third' });
    });
  });
