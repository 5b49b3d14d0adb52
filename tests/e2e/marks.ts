// The marked words of the shipped articles (bold, italic, code, links), in each language, as the
// rich-text specs look for them on the pages.
import type { Locale } from '../../src/app/locale.ts';
import type { MarkedText } from '../../src/types/site.ts';
import { sites } from './siteData.ts';

export interface MarkedPart extends MarkedText {
  /** The article's address in that language. */
  page: string;
}

/** Every marked part of every article, in the site in one language. */
export function markedParts(locale: Locale): MarkedPart[] {
  const prefix = locale === 'ar' ? '/ar' : '';
  return (sites[locale].articles ?? []).flatMap((article) =>
    article.body
      .flatMap((node) => (node.type === 'list' ? node.items : node.type === 'heading' ? [] : [node.text]))
      .flatMap((text) => (Array.isArray(text) ? text : []))
      .flatMap((part) => (typeof part === 'string' ? [] : [{ ...part, page: `${prefix}/news/${article.slug}` }])),
  );
}

/** An article with a bold word and a link to /contact (in Arabic, /ar/contact), and its words. */
export function articleWithBoldAndContactLink(locale: Locale) {
  const parts = markedParts(locale);
  const contact = locale === 'ar' ? '/ar/contact' : '/contact';
  const link = parts.find((part) => part.href === contact && parts.some((other) => other.page === part.page && other.bold));
  if (!link) throw new Error(`No article in ${locale} has a bold word and a link to ${contact}`);
  return { page: link.page, link, bold: parts.find((part) => part.page === link.page && part.bold)! };
}

/** A link of an article to another site. */
export function externalLink(locale: Locale): MarkedPart {
  const link = markedParts(locale).find((part) => part.href?.startsWith('https://'));
  if (!link) throw new Error(`No article in ${locale} links to another site`);
  return link;
}
