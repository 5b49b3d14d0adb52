// The inbox's own reckoning, without a browser: the received time in Qatar time whatever the
// reader's clock, the reply links prefilled in the visitor's language, the filters read from and
// written to the address, and which new lead joins a filtered list.
import { describe, expect, it } from 'vitest';
import { inboxWords } from '../../studio/app/console/inbox/inboxWords.ts';
import { filtersFrom, filtersQuery, matchesFilters, noFilters, qatarTime, replyLinks, whatsappDigits, type LeadDetail, type LeadSummary } from '../../studio/app/console/inbox/leads.ts';

const en = inboxWords.en;
const now = new Date('2026-11-03T20:30:00Z'); // 23:30 on Tuesday 3 November in Doha

describe('qatarTime', () => {
  it('says Today for a time earlier the same day in Qatar, with the 24-hour clock', () => {
    expect(qatarTime('2026-11-03T11:05:00Z', en, now)).toBe('Today 14:05');
  });
  it('names the day and date otherwise, in Qatar time even where UTC is still the day before', () => {
    expect(qatarTime('2026-11-02T20:12:00Z', en, now)).toBe('Mon 2 Nov 23:12');
    expect(qatarTime('2026-11-01T06:12:00Z', en, now)).toBe('Sun 1 Nov 09:12');
    // 21:30 UTC on the 3rd is already the 4th in Doha: "Today" there, whatever the reader's clock says.
    expect(qatarTime('2026-11-03T21:30:00Z', en, new Date('2026-11-03T22:00:00Z'))).toBe('Today 00:30');
  });
  it('adds the year for another year, and speaks Arabic with Latin digits', () => {
    expect(qatarTime('2025-12-30T06:12:00Z', en, now)).toBe('Tue 30 Dec 2025 09:12');
    expect(qatarTime('2026-11-03T11:05:00Z', inboxWords.ar, now)).toBe('اليوم 14:05');
  });
});

const lead = (over: Partial<LeadDetail>): LeadDetail => ({
  ref: 'NQ-7K4M2P', kind: 'contact', name: 'Amal Al-Kuwari', company: null, topic: 'website', budget: null, page: '/contact', language: 'en',
  createdAt: '2026-11-03T11:05:00Z', status: 'new', owner: null, fields: { firstName: 'Amal', lastName: 'Al-Kuwari' }, email: 'amal@clinic.qa', phone: '+974 5555-1234',
  handledAt: null, emailStatus: 'sent', notes: [], events: [], ...over,
});

describe('replyLinks', () => {
  it('opens WhatsApp, a call and an e-mail prefilled in English for an English lead', () => {
    const links = replyLinks(lead({}));
    const greeting = 'Hello Amal, thank you for contacting Nuqta. This is about your enquiry NQ-7K4M2P.';
    expect(links.whatsapp).toBe(`https://wa.me/97455551234?text=${encodeURIComponent(greeting)}`);
    expect(links.call).toBe('tel:+97455551234');
    expect(links.email).toMatch(/^mailto:amal@clinic\.qa\?subject=Your%20enquiry%20NQ-7K4M2P%20%E2%80%93%20Nuqta&body=Hello%20Amal%2C/);
  });
  it('writes in Arabic to an Arabic lead, with the first word of a consultation name', () => {
    const links = replyLinks(lead({ kind: 'consultation', language: 'ar', fields: { consultName: 'مريم الكبيسي' }, phone: '5555 6789' }));
    expect(decodeURIComponent(links.whatsapp!.split('?text=')[1])).toBe('مرحباً مريم، شكراً لتواصلك مع نقطة. نكتب إليك بخصوص طلبك رقم NQ-7K4M2P.');
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/97455556789\?/);
    expect(decodeURIComponent(links.email!.split('subject=')[1].split('&')[0])).toBe('طلبك رقم NQ-7K4M2P – نقطة');
  });
  it('offers no button for what the visitor did not give', () => {
    expect(replyLinks(lead({ phone: null }))).toMatchObject({ whatsapp: undefined, call: undefined });
  });
  it('dials international numbers as given and Qatar numbers with 974', () => {
    expect(whatsappDigits('00 44 20 7946 0958')).toBe('442079460958');
    expect(whatsappDigits('(+974) 3333 4444')).toBe('97433334444');
    expect(whatsappDigits('3333 4444')).toBe('97433334444');
  });
});

describe('filters', () => {
  it('round-trip through the address, only those set', () => {
    const filters = { ...noFilters, status: 'new' as const, q: 'الوكرة clinic' };
    expect(filtersQuery(filters)).toBe('?status=new&q=%D8%A7%D9%84%D9%88%D9%83%D8%B1%D8%A9+clinic');
    expect(filtersFrom(filtersQuery(filters))).toEqual(filters);
    expect(filtersQuery(noFilters)).toBe('');
  });
  it('let a new lead join the list only when it matches, and never spam unless asked', () => {
    const summary: LeadSummary = lead({});
    expect(matchesFilters(summary, noFilters)).toBe(true);
    expect(matchesFilters(summary, { ...noFilters, kind: 'consultation' })).toBe(false);
    expect(matchesFilters(summary, { ...noFilters, q: 'KUWARI' })).toBe(true);
    expect(matchesFilters(summary, { ...noFilters, from: '2026-11-04' })).toBe(false);
    expect(matchesFilters(summary, { ...noFilters, to: '2026-11-03' })).toBe(true);
    expect(matchesFilters({ ...summary, status: 'spam' }, noFilters)).toBe(false);
    expect(matchesFilters({ ...summary, status: 'spam' }, { ...noFilters, status: 'spam' })).toBe(true);
  });
  it('search a new lead as the server does: each word by its beginning, Arabic as typed', () => {
    const summary: LeadSummary = lead({ name: 'مُحَمَّد أحمد', company: 'Pearl Salon' });
    expect(matchesFilters(summary, { ...noFilters, q: 'محمد' })).toBe(true);
    expect(matchesFilters(summary, { ...noFilters, q: 'احمد pea' })).toBe(true);
    expect(matchesFilters(summary, { ...noFilters, q: 'nq-7k4' })).toBe(true);
    // Not the middle of a word, which the database's index does not find either.
    expect(matchesFilters(summary, { ...noFilters, q: 'earl' })).toBe(false);
    expect(matchesFilters(summary, { ...noFilters, q: 'pearl clinic' })).toBe(false);
  });
});
