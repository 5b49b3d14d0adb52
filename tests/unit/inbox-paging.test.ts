// The inbox for years of leads (src/server/console/leadRoutes.ts, src/server/leads/leadInbox.ts,
// leadSearch.ts), on SQLite and, with TEST_DATABASE_URL, PostgreSQL: the list in pages newest
// first by a cursor, every lead once whatever ties its received times have and whatever arrives
// meanwhile; the search in the database's index (Arabic as typed, with or without short vowels,
// words by their beginning, e-mails, phone numbers, references), with the filters and in pages;
// an erasure that leaves nothing in the index; the CSV export read in batches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadInbox } from '../../src/server/leads/leadInbox.ts';
import type { Lead, LeadStore } from '../../src/server/leads/types.ts';
import type { LeadPage } from '../../studio/shared/leads.ts';
import { consoleServer, type ConsoleServer } from '../support/consoleServer.ts';
import { storeBackends } from '../support/storeBackends.ts';

/** The API's page. */
const leadPageSize = 50;
/** More than two pages; received times in runs of 7 equal ones, so that ties fall across pages. */
const leadCount = 2 * leadPageSize + 31;
const tieRun = 7;

describe.each(storeBackends('paging'))('the inbox’s pages and search on $name', (backend) => {
  let store: LeadStore;
  let server: ConsoleServer;
  let session: string;
  let leads: Lead[];
  /** Every lead as the list orders it: newest first, the reference deciding between equal times. */
  let newestFirst: Lead[];
  let arabic: Lead;
  let english: Lead;

  const at = (lead: Lead, iso: string) => store.database.query('UPDATE leads SET created_at = ? WHERE ref = ?', [iso, lead.ref]);
  const get = async (query: string) => {
    const response = await server.call('GET', `/studio/api/leads${query}`, { session });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return response.json() as LeadPage;
  };
  const total = async (query: string) => (await server.call('GET', `/studio/api/leads/count${query}`, { session })).json().total as number;
  /** Every page of a query, following `next`. */
  const allPages = async (query: string) => {
    const pages: LeadPage[] = [await get(`?${query}`)];
    while (pages.at(-1)!.next) pages.push(await get(`?${query}${query ? '&' : ''}after=${encodeURIComponent(pages.at(-1)!.next!)}`));
    return pages;
  };
  const refsOf = (pages: LeadPage[]) => pages.flatMap((page) => page.leads.map((lead) => lead.ref));
  const search = async (q: string, more = '') => refsOf(await allPages(`q=${encodeURIComponent(q)}${more}`));

  beforeAll(async () => {
    store = await backend.open();
    server = await consoleServer(store);
    session = await server.signIn(await server.team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' }));
    leads = [];
    for (let i = 0; i < leadCount; i++) {
      const inArabic = i % 3 === 0;
      leads.push(
        await store.addLead({
          kind: i % 4 === 0 ? 'consultation' : 'contact',
          language: inArabic ? 'ar' : 'en',
          page: inArabic ? '/ar/contact' : '/contact',
          fields: inArabic
            ? { firstName: 'مريم', email: `visitor${i}@example.qa`, message: 'نريد متجراً إلكترونياً مع طلبات عبر واتساب' }
            : { firstName: 'John', email: `visitor${i}@example.qa`, message: 'We need an online shop with orders on WhatsApp' },
        }),
      );
    }
    // Over five years, several leads to each received time (a form's burst, or leads imported at once).
    for (const [i, lead] of leads.entries()) {
      lead.createdAt = new Date(Date.UTC(2021, 0, 1) + Math.floor(i / tieRun) * 86_400_000 * 90).toISOString();
      await at(lead, lead.createdAt);
    }
    // Every third lead moves on: contacted.
    for (const lead of leads.filter((_, i) => i % 3 === 1)) await store.database.query("UPDATE leads SET status = 'contacted' WHERE ref = ?", [lead.ref]);
    arabic = await store.addLead({
      kind: 'contact', language: 'ar', page: '/ar/contact',
      fields: { firstName: 'مُحَمَّد', lastName: 'أحمد الكواري', email: 'mohammed@alwakra-bakery.qa', phone: '+974 5555 1234', company: 'مخبز الوكرة', message: 'نحتاج موقعاً بلغتين لمخبزنا في الوكرة' },
    });
    english = await store.addLead({
      kind: 'consultation', language: 'en', page: '/services/website-development',
      fields: { consultName: 'Aisha Al-Kuwari', consultEmail: 'aisha@pearl-salon.qa', consultPhone: '3333 4444', consultCompany: 'Pearl Salon', projectType: 'website', projectDetails: 'A bilingual website with online booking.' },
    });
    const compare = (a: Lead, b: Lead) => (a.createdAt === b.createdAt ? (a.ref < b.ref ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1);
    newestFirst = [...leads, arabic, english].sort(compare);
  });
  afterAll(async () => {
    await server.app.close();
    await store.close();
    await backend.cleanup?.();
  });

  describe('pages', () => {
    it('give every lead exactly once, newest first, ties in the received time included; the count says how many there are', async () => {
      const pages = await allPages('');
      expect(pages.map((page) => page.leads.length)).toEqual([leadPageSize, leadPageSize, leadCount + 2 - 2 * leadPageSize]);
      expect(refsOf(pages)).toEqual(newestFirst.map((lead) => lead.ref));
      expect(await total('')).toBe(leadCount + 2);
      expect(pages.at(-1)!.next).toBeNull();
    });

    it('do not shift when a lead arrives between two pages: the next page starts after the last lead seen', async () => {
      const first = await get('');
      const newcomer = await store.addLead({ kind: 'contact', fields: { firstName: 'Noor', email: 'noor@example.qa', message: 'Hello' } });
      try {
        const second = await get(`?after=${encodeURIComponent(first.next!)}`);
        expect([...first.leads, ...second.leads].map((lead) => lead.ref)).toEqual(newestFirst.slice(0, 2 * leadPageSize).map((lead) => lead.ref));
        expect((await get('')).leads[0].ref).toBe(newcomer.ref);
      } finally {
        await store.database.query('DELETE FROM leads WHERE ref = ?', [newcomer.ref]);
      }
    });

    it('refuse a cursor the server did not give', async () => {
      for (const after of ['nonsense', Buffer.from('{"a":1}').toString('base64url'), 'x'.repeat(201)]) {
        const refused = await server.call('GET', `/studio/api/leads?after=${after}`, { session });
        expect(refused.statusCode, after).toBe(400);
        expect(refused.json().error).toBe('That is not a page of this list: load the list again.');
      }
    });
  });

  describe('the search, in the database', () => {
    it('finds an Arabic word as typed, without its short vowels or with them, and with a bare alef for أ', async () => {
      expect(await search('محمد')).toEqual([arabic.ref]);
      expect(await search('مُحَمَّد')).toEqual([arabic.ref]);
      expect(await search('احمد')).toEqual([arabic.ref]);
      expect(await search('الوكرة')).toEqual([arabic.ref]);
      // The beginning of a word, and a word of the message.
      expect(await search('مخبز')).toEqual([arabic.ref]);
      expect(await search('بلغت')).toEqual([arabic.ref]);
    });

    it('finds English words by their beginning, in any field and any case, every word of the query', async () => {
      expect(await search('kuw')).toEqual([english.ref]);
      expect(await search('PEARL')).toEqual([english.ref]);
      expect(await search('aisha pearl')).toEqual([english.ref]);
      expect(await search('bilingual book')).toEqual([english.ref]);
      expect(await search('aisha booking shop')).toEqual([]);
    });

    it('finds an e-mail address, a phone number and a reference as typed', async () => {
      expect(await search('aisha@pearl-salon.qa')).toEqual([english.ref]);
      expect(await search('mohammed@alwakra')).toEqual([arabic.ref]);
      expect(await search('+974 5555 1234')).toEqual([arabic.ref]);
      expect(await search('3333 4444')).toEqual([english.ref]);
      expect(await search(english.ref)).toEqual([english.ref]);
      expect(await search(arabic.ref.toLowerCase())).toEqual([arabic.ref]);
      // The reference's beginning, as read out on the phone.
      expect(await search(arabic.ref.slice(0, 6))).toContain(arabic.ref);
    });

    it('combines with the filters and pages: every matching lead once, newest first', async () => {
      const wanted = newestFirst.filter((lead) => leads.indexOf(lead) % 3 === 0 && lead.kind === 'contact');
      expect(wanted.length).toBeGreaterThan(20);
      expect(await search('واتساب', '&language=ar&kind=contact')).toEqual(wanted.map((lead) => lead.ref));
      const contacted = newestFirst.filter((lead) => leads.indexOf(lead) % 3 === 1);
      const pages = await allPages(`q=whatsapp&status=contacted`);
      expect(refsOf(pages)).toEqual(contacted.map((lead) => lead.ref));
      expect(await total('?q=whatsapp&status=contacted')).toBe(contacted.length);
      // Days in Qatar time with a search: the leads of 2021 that name WhatsApp in English.
      const of2021 = newestFirst.filter((lead) => lead.createdAt < '2022' && lead.language === 'en' && leads.includes(lead));
      expect(await search('whatsapp', '&from=2021-01-01&to=2021-12-31')).toEqual(of2021.map((lead) => lead.ref));
    });

    it('finds a lead by its owner’s name', async () => {
      const owner = await server.team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam Al-Thani', role: 'owner' });
      await store.database.query('UPDATE leads SET owner_id = ? WHERE ref = ?', [owner.id, english.ref]);
      expect(await search('thani')).toEqual([english.ref]);
      expect((await get('?q=mariam')).leads[0]).toMatchObject({ ref: english.ref, owner: { name: 'Mariam Al-Thani' } });
    });
  });

  describe('the export', () => {
    it('reads the leads in batches, oldest first, every one once, and counts them before the first', async () => {
      const exported = await leadInbox(store.database).exportLeads(null, {}, 40);
      expect(exported.count).toBe(leadCount + 2);
      expect(exported.fieldNames).toEqual(expect.arrayContaining(['firstName', 'email', 'message', 'consultName', 'consultPhone', 'projectDetails']));
      const batches: Lead[][] = [];
      for await (const batch of exported.leads) batches.push(batch);
      expect(batches.every((batch) => batch.length <= 40)).toBe(true);
      expect(batches.length).toBe(Math.ceil((leadCount + 2) / 40));
      expect(batches.flat().map((lead) => lead.ref)).toEqual([...newestFirst].reverse().map((lead) => lead.ref));
    });

    it('streams every row of the CSV, filters and search applied', async () => {
      const response = await server.call('GET', '/studio/api/leads/export.csv', { session });
      const rows = response.body.trim().split('\r\n');
      expect(rows).toHaveLength(leadCount + 3);
      expect(rows.slice(1).map((row) => row.slice(1, 10))).toEqual([...newestFirst].reverse().map((lead) => lead.ref));
      const arabicOnes = (await server.call('GET', `/studio/api/leads/export.csv?language=ar&q=${encodeURIComponent('واتساب')}`, { session })).body.trim().split('\r\n');
      expect(arabicOnes.slice(1).map((row) => row.slice(1, 10)).sort()).toEqual(leads.filter((_, i) => i % 3 === 0).map((lead) => lead.ref).sort());
    });
  });

  describe('an erasure', () => {
    it('leaves nothing of the visitor in the search index', async () => {
      const erased = await server.call('POST', '/studio/api/leads/erase', { session, body: { email: 'aisha@pearl-salon.qa' } });
      expect(erased.json()).toEqual({ leads: [english.ref], subscription: false });
      expect(await search('kuwari')).toEqual([]);
      expect(await search('pearl salon')).toEqual([]);
      const indexed =
        backend.name === 'SQLite'
          ? await store.database.query<{ count: number }>(`SELECT COUNT(*) AS count FROM lead_search_rows WHERE ref = ?`, [english.ref])
          : await store.database.query<{ count: string }>(`SELECT COUNT(*) AS count FROM leads WHERE words @@ to_tsquery('simple', 'kuwari')`);
      expect(Number(indexed[0].count)).toBe(0);
      if (backend.name === 'SQLite') {
        // The index itself, not only its list of references: no row is left for the word.
        const [{ count }] = await store.database.query<{ count: number }>(`SELECT COUNT(*) AS count FROM lead_search WHERE lead_search MATCH 'kuwari'`);
        expect(count).toBe(0);
      }
    });
  });
});
