// The inbox's data as the console's API sends it (/studio/api/leads…), the filters kept in the
// page's address, the received time in Qatar time, and the one-tap reply links.
import type { LeadDetail, LeadSummary } from '../../../shared/leads.ts';
import { wordsMatch } from '../../../shared/searchWords.ts';
import type { LeadFilters } from './leadFilters.ts';
import { replyTexts, type InboxWords } from './inboxWords.ts';

export type { LeadDetail, LeadEvent, LeadNote, LeadSummary, MemberRef } from '../../../shared/leads.ts';

export { filtersFrom, filtersQuery, noFilters, type LeadFilters } from './leadFilters.ts';

/** The leads last shown in the list, by reference: a lead's page opened from it shows its heading at once. */
const listed = new Map<string, LeadSummary>();
export const rememberListed = (leads: LeadSummary[]) => {
  listed.clear();
  for (const lead of leads) listed.set(lead.ref, lead);
};
export const listedLead = (ref: string) => listed.get(ref);

/**
 * Whether a lead that has just arrived belongs in the list as it is filtered: the search as the
 * server's (each word begins a word), over what the summary shows of the lead.
 */
export function matchesFilters(lead: LeadSummary, filters: LeadFilters): boolean {
  const day = qatarDay(lead.createdAt);
  const text = [lead.ref, lead.name, lead.company, lead.topic, lead.budget, lead.page].join(' ');
  return (
    // Without a status filter the list leaves spam out, as the server does.
    (filters.status ? lead.status === filters.status : lead.status !== 'spam') &&
    (!filters.kind || lead.kind === filters.kind) &&
    (!filters.language || lead.language === filters.language) &&
    (!filters.from || day >= filters.from) &&
    (!filters.to || day <= filters.to) &&
    (!filters.q || wordsMatch(filters.q, text))
  );
}

const qatar = 'Asia/Qatar';
// Made once per locale and options: toLocale…String with options makes a new formatter each call,
// which cost a phone seconds over a page of leads.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, { timeZone: qatar, ...options })));
  return made;
};
/** The date in Qatar, as YYYY-MM-DD. */
export const qatarDay = (at: string | number | Date) => formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));

/** "Today 14:05" or "Tue 3 Nov 09:12" (with the year when not this year), in Qatar time. */
export function qatarTime(at: string, words: InboxWords, now = new Date()): string {
  const time = formatter(words.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
  const day = qatarDay(at);
  const today = qatarDay(now);
  if (day === today) return `${words.today} ${time}`;
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  const date = formatter(words.locale, { weekday: 'short', day: 'numeric', month: 'short', year: sameYear ? undefined : 'numeric' }).format(new Date(at));
  return `${date.replace(/,/g, '')} ${time}`;
}

/** The visitor's contact details and first name, whichever form they used. */
export function visitorOf(lead: LeadDetail) {
  const fields = lead.fields;
  const fullName = fields.firstName ?? fields.consultName ?? lead.name ?? '';
  return {
    firstName: fullName.trim().split(/\s+/)[0] ?? '',
    email: lead.email ?? fields.email ?? fields.consultEmail,
    phone: lead.phone ?? fields.phone ?? fields.consultPhone,
  };
}

/** A phone number as wa.me wants it: digits only, with the country code (Qatar's when 8 digits alone). */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.length === 8 ? `974${digits}` : digits;
}

/** WhatsApp, call and e-mail links, prefilled in the visitor's language (English when unknown). */
export function replyLinks(lead: LeadDetail) {
  const texts = replyTexts[lead.language ?? 'en'];
  const { firstName, email, phone } = visitorOf(lead);
  const greeting = texts.greeting(firstName, lead.ref);
  return {
    whatsapp: phone ? `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(greeting)}` : undefined,
    call: phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined,
    email: email ? `mailto:${email}?subject=${encodeURIComponent(texts.subject(lead.ref))}&body=${encodeURIComponent(`${greeting}\n\n\n${texts.signOff}`)}` : undefined,
  };
}
