// Migration 8 in the server's database: the VAPID keys, members' devices and the form starts, and
// the report of where leads come from, the same suite on SQLite and, when TEST_DATABASE_URL is
// set, on PostgreSQL (each run in a fresh schema).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFormStart } from '../../src/server/leads/formStarts.ts';
import { leadSources } from '../../src/server/leads/leadSources.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { devicesPerMember, pushStore } from '../../src/server/push/pushStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { storeBackends } from '../support/storeBackends.ts';

const device = (memberId: string, name: string) => ({ memberId, endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, p256dh: `key-${name}`, auth: `auth-${name}` });

for (const backend of storeBackends('push'))
  describe(`new leads' notifications and sources on ${backend.name}`, () => {
    let store: LeadStore;
    beforeAll(async () => void (store = await backend.open()));
    afterAll(async () => {
      await store.close();
      await backend.cleanup?.();
    });

    it('makes one VAPID key pair and keeps it, whichever instance asks first', async () => {
      const [first, second] = await Promise.all([pushStore(store.database).vapidKeys(), pushStore(store.database).vapidKeys()]);
      expect(second).toEqual(first);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(await pushStore(store.database).vapidKeys()).toEqual(first);
    });

    it('keeps the devices of members who see leads, moves a device to whoever subscribes it last, and caps them', async () => {
      const team = teamStore(store.database);
      const push = pushStore(store.database);
      const sales = await team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
      const editor = await team.addMember({ email: 'editor@nuqta.qa', name: 'Ali', role: 'editor' });
      expect(await push.save(device(sales.id, 'phone'))).toBe(true);
      expect(await push.save(device(editor.id, 'laptop'))).toBe(true);
      expect((await push.devicesForLeads()).map((kept) => kept.endpoint)).toEqual([device(sales.id, 'phone').endpoint]);
      // The editor signs in on Huda's phone: the device is the editor's now, and notifies no one.
      expect(await push.save(device(editor.id, 'phone'))).toBe(true);
      expect(await push.devicesForLeads()).toEqual([]);
      expect(await push.remove(sales.id, device(sales.id, 'laptop').endpoint)).toBe(false);
      for (let n = 0; n < devicesPerMember; n++) expect(await push.save(device(sales.id, `device-${n}`))).toBe(true);
      expect(await push.save(device(sales.id, 'one-too-many'))).toBe(false);
      await push.forget(device(sales.id, 'device-0').endpoint);
      expect(await push.devicesForLeads()).toHaveLength(devicesPerMember - 1);
    });

    it('counts form starts per day, page, language and form, and reports them beside the leads', async () => {
      const now = new Date();
      await countFormStart(store.database, { form: 'contact', page: '/ar/contact', language: 'ar' }, now);
      await countFormStart(store.database, { form: 'contact', page: '/ar/contact', language: 'ar' }, now);
      await countFormStart(store.database, { form: 'consultation', page: '/ar/contact', language: 'ar' }, now);
      await countFormStart(store.database, { form: 'contact', page: '/contact', language: 'en' }, now);
      await store.addLead({ kind: 'contact', fields: { firstName: 'مريم' }, page: '/ar/contact', language: 'ar' });
      await store.addLead({ kind: 'contact', fields: { firstName: 'Spam' }, page: '/contact', language: 'en', spam: true });
      await store.addLead({ kind: 'contact', fields: { firstName: 'Old' } });
      const report = await leadSources(store.database, 2, now);
      expect(report.rows).toEqual([
        { page: '/ar/contact', language: 'ar', starts: 3, leads: 1, share: 1 / 3, leadsByWeek: [0, 1] },
        { page: null, language: null, starts: 0, leads: 1, share: null, leadsByWeek: [0, 1] },
        { page: '/contact', language: 'en', starts: 1, leads: 0, share: 0, leadsByWeek: [0, 0] },
      ]);
    });
  });
