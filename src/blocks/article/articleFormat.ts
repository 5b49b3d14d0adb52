// Formatting shared by the news cards and the article page. Dates are formatted in UTC with a
// fixed locale, so that the prerendered HTML and the hydrated page always say the same thing.
import type { Locale } from '../../app/locale.ts';
import type { Article } from '../../types/site.ts';
import type { Accent } from '../shared/accents.ts';

// Arabic dates keep Western digits, as everywhere on the site ("20 مارس 2025").
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  ar: new Intl.DateTimeFormat('ar-QA-u-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
};

/** "2025-03-20" as "March 20, 2025", or in Arabic "20 مارس 2025". */
export function readableDate(isoDate: string, locale: Locale = 'en'): string {
  return dateFormats[locale].format(new Date(`${isoDate}T00:00:00Z`));
}

/** Each category has its own colour, on the badges and in the illustrations. */
export const categoryAccent: Record<Article['category'], Accent> = {
  'AI Technology': 'violet',
  'Web Development': 'sky',
  'Cloud Solutions': 'emerald',
  'E-Commerce': 'amber',
  Cybersecurity: 'rose',
};

/** The other widths and formats of an article image, generated beside its "-1280.webp" source. */
export function imageSources(src: string): { avif: string; webp: string } | null {
  if (!src.endsWith('-1280.webp')) return null;
  const base = src.slice(0, -'-1280.webp'.length);
  const set = (ext: string) => `${base}-640.${ext} 640w, ${base}-1280.${ext} 1280w`;
  return { avif: set('avif'), webp: set('webp') };
}
