import type { Locale } from './locale.ts';

/**
 * How prices read everywhere, in placeholders and price cards alike: "QAR 1,500" in English,
 * "1,500 ر.ق" in Arabic (Western digits, the currency after the amount, as Qatari invoices write it).
 */
export function formatQar(amount: number, currency = 'QAR', locale: Locale = 'en'): string {
  const figure = amount.toLocaleString('en-US');
  return locale === 'ar' ? `${figure} ${currency}` : `${currency} ${figure}`;
}
