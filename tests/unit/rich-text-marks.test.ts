// Marked words in long texts (defs.schema.json's inlineText): bold, italic, inline code and links,
// kept as typed parts in site.json, checked with their place, made one language's parts for the
// pages (a page link under /ar in Arabic), joined for plain text and written as HTML in the feed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlinePlain } from '../../src/app/inlineText.ts';
import { localizeSite } from '../../studio/shared/localize.ts';
import { rssFeed } from '../../src/server/render/rss.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { plainText } from '../../src/server/render/structuredData.ts';
import { validateSiteText, type SiteProblem } from '../../src/server/render/validateSite.ts';
import type { InlinePart, Site } from '../../src/types/site.ts';

const shippedText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
const shipped = JSON.parse(shippedText);

const marked: { en: InlinePart[]; ar: InlinePart[] } = {
  en: ['Start with ', { text: 'one question', bold: true }, ', then ', { text: 'write to us', href: '/contact' }, ' or read ', { text: 'the guide', italic: true, href: 'https://pagespeed.web.dev/' }, ' about ', { text: 'SPF', code: true }, '.'],
  ar: ['ابدأ ', { text: 'بسؤال واحد', bold: true }, '، ثم ', { text: 'راسلنا', href: '/contact' }, '.'],
};

/** The shipped site with the first article's second part a paragraph of `text`. */
function siteWith(text: unknown): any {
  const site = structuredClone(shipped);
  site.articles[0].body[1] = { type: 'paragraph', text };
  return site;
}
const problemsOf = (site: unknown): SiteProblem[] => validateSiteText(JSON.stringify(site, null, 2)).problems;

describe('a text with marked words in site.json', () => {
  it('is valid: plain strings and marked parts, marks combined, links to a page or an https:// address', () => {
    expect(problemsOf(siteWith(marked))).toEqual([]);
  });

  it('a link to a page that is not a route is an error at its place, in the language that has it', () => {
    const text = structuredClone(marked);
    (text.ar[3] as { href: string }).href = '/contatc';
    const problems = problemsOf(siteWith(text));
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([['/articles/0/body/1/text/ar/3/href', expect.stringContaining('links to "/contatc", which is not a route of this site; did you mean "/contact"?')]]);
    expect(problems[0].line).toBeGreaterThan(0);
  });

  it('an external address must be https://, and a part must not be empty', () => {
    const text = structuredClone(marked);
    (text.en[5] as { href: string }).href = 'http://pagespeed.web.dev/';
    text.en[2] = '';
    (text.ar[1] as { text: string }).text = '';
    const problems = problemsOf(siteWith(text));
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/articles/0/body/1/text/en/2', 'must not be empty; leave the part out'],
      ['/articles/0/body/1/text/en/5/href', 'must be a page of this site starting with / ("/contact") or an address starting with https://'],
      ['/articles/0/body/1/text/ar/1/text', 'must not be empty; leave the part out'],
    ]);
  });

  it('a text of parts must have words, and a part only the known marks', () => {
    const problems = problemsOf(siteWith({ en: [' ', { text: ' ', bold: true }], ar: [{ text: 'نص', underline: true }] }));
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/articles/0/body/1/text/en', 'must not be only spaces'],
      ['/articles/0/body/1/text/ar/0/underline', '"underline" is not a field here; allowed fields: text, bold, italic, code, href'],
    ]);
    expect(problemsOf(siteWith({ en: [], ar: 'نص' })).map((p) => p.pointer)).toEqual(['/articles/0/body/1/text/en']);
  });

  it('an unknown placeholder inside a marked part points at that part, in its language', () => {
    const problems = problemsOf(siteWith({ en: ['Call ', { text: '{phonee}', bold: true }], ar: 'اتصل بنا' }));
    expect(problems.map((p) => p.pointer)).toEqual(['/articles/0/body/1/text/en/1/text']);
  });
});

describe('one language of a text with marked words', () => {
  const bilingual = { articles: [{ body: [{ type: 'paragraph', text: marked }, { type: 'list', items: [{ en: 'Plain', ar: 'نص' }] }] }] };

  it('keeps its parts, and in Arabic a link to a page leads to the Arabic page (an https:// address stays)', () => {
    const [en, ar] = (['en', 'ar'] as const).map((locale) => (localizeSite(bilingual, locale) as any).articles[0].body);
    expect(en[0].text).toEqual(marked.en);
    expect(en[0].text[3]).toEqual({ text: 'write to us', href: '/contact' });
    expect(ar[0].text).toEqual(['ابدأ ', { text: 'بسؤال واحد', bold: true }, '، ثم ', { text: 'راسلنا', href: '/ar/contact' }, '.']);
    expect(en[1].items).toEqual(['Plain']);
    const externalInArabic = localizeSite({ t: { en: 'x', ar: [{ text: 'أداة', href: 'https://pagespeed.web.dev/' }] } }, 'ar') as any;
    expect(externalInArabic.t).toEqual([{ text: 'أداة', href: 'https://pagespeed.web.dev/' }]);
  });

  it('reads as plain text with its words joined (search, structured data, descriptions)', () => {
    expect(inlinePlain(marked.en)).toBe('Start with one question, then write to us or read the guide about SPF.');
    expect(plainText([{ type: 'paragraph', text: marked.ar }, { type: 'list', items: [marked.en, 'Plain.'] }])).toBe(
      'ابدأ بسؤال واحد، ثم راسلنا.\n\n• Start with one question, then write to us or read the guide about SPF.\n• Plain.',
    );
  });
});

describe('the news feed', () => {
  const result = validateSiteText(JSON.stringify(siteWith(marked), null, 2));
  if (!result.ok) throw new Error('the test site is invalid');
  const itemOf = (site: Site) => {
    const feed = rssFeed(site, site === result.sites.ar ? 'ar' : 'en');
    const slug = shipped.articles[0].slug;
    return [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]).find((item) => item.includes(`/news/${slug}</link>`))!;
  };

  it('holds each article’s text with its marks: <strong>, <em>, <code> and links, a page by its whole address', () => {
    const item = itemOf(result.sites.en);
    const content = /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(item)![1];
    expect(content).toContain(
      `<p>Start with <strong>one question</strong>, then <a href="${shipped.site.url}/contact">write to us</a> or read <a href="https://pagespeed.web.dev/" target="_blank" rel="noopener noreferrer"><em>the guide</em></a> about <code>SPF</code>.</p>`,
    );
    expect(content).toContain(`<h2>${shipped.articles[0].body[0].text.en}</h2>`);
  });

  it('in Arabic, links to the Arabic page', () => {
    expect(itemOf(result.sites.ar)).toContain(`<strong>بسؤال واحد</strong>، ثم <a href="${shipped.site.url}/ar/contact">راسلنا</a>.`);
  });
});
