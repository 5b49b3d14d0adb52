// The site's two languages. English lives at the root ("/contact"), Arabic under "/ar"
// ("/ar/contact"); every route exists in both, declared once in site.json.
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeInfo: Record<Locale, { lang: string; dir: 'ltr' | 'rtl'; ogLocale: string; prefix: string }> = {
  en: { lang: 'en', dir: 'ltr', ogLocale: 'en_US', prefix: '' },
  ar: { lang: 'ar', dir: 'rtl', ogLocale: 'ar_QA', prefix: '/ar' },
};

/** The language of a path: "/ar" and everything under it is Arabic. */
export function localeOfPath(path: string): Locale {
  return path === '/ar' || /^\/ar[/?#]/.test(path) ? 'ar' : 'en';
}

/** A site path without its language prefix: "/ar/contact" is "/contact", "/ar" is "/". */
export function unlocalizedPath(path: string): string {
  if (localeOfPath(path) !== 'ar') return path;
  const rest = path.slice(3);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** A site path in a language: "/contact" in Arabic is "/ar/contact", "/" is "/ar", "/#services" is "/ar#services". */
export function localizedPath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path);
  const prefix = localeInfo[locale].prefix;
  if (!prefix) return base;
  return base === '/' || /^\/[?#]/.test(base) ? prefix + base.slice(1) : prefix + base;
}

/** Whether a link is to a page of this site (and so has a twin in each language), not to a file such as /rss.xml. */
export function isPageLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]+$/i.test(href.replace(/[?#].*$/, ''));
}

/** Whether a link leads to another site: it opens in a new tab, without the opener or the referrer (SmartLink, the feed). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
