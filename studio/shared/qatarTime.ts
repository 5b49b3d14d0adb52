// Publish times as the team reads and types them: Qatar's time (UTC+3 all year, no daylight
// saving), stored as UTC milliseconds.
const shown = { timeZone: 'Asia/Qatar', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
const formats = {
  en: new Intl.DateTimeFormat('en-GB', shown),
  // Western digits, as the site's Arabic uses.
  ar: new Intl.DateTimeFormat('ar-QA-u-nu-latn', shown),
};

/** "Sun, 13 Dec 2026, 09:00 Qatar time", or in Arabic "الأحد، 13 ديسمبر 2026، 09:00 بتوقيت قطر". */
export const qatarTime = (at: number, language: 'en' | 'ar' = 'en') => (language === 'ar' ? `${formats.ar.format(at)} بتوقيت قطر` : `${formats.en.format(at)} Qatar time`);

const offsetMs = 3 * 3_600_000;

/** A datetime-local field's value ("2026-12-13T09:00") read as Qatar time; NaN when it is not one. */
export const fromQatarInput = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? Date.parse(`${value}:00+03:00`) : Number.NaN);

/** The field's value for a time: its minute in Qatar. */
export const toQatarInput = (at: number) => new Date(at + offsetMs).toISOString().slice(0, 16);
