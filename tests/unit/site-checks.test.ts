// The site's checks (studio/shared/siteChecks.ts): a fixture made from site.json with each
// problem the checks look for planted at a known place gets each item there, of its kind; what
// the validation already refuses is its error and no warning; the shipped site has only the
// warnings docs/marketers.md reports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, readBlockSchemas } from '../../src/server/render/schemas.ts';
import { validateSiteText } from '../../src/server/render/validateSite.ts';
import { pageBudgets } from '../../studio/shared/pageBudgetFigures.ts';
import { estimatePages } from '../../studio/shared/pageEstimate.ts';
import { checkText, checkWords } from '../../studio/shared/checkWords.ts';
import { blockHeadings, checkSite, countsByKind, siteChecks, type SiteCheck } from '../../studio/shared/siteChecks.ts';

const shipped = () => JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const routeOf = (site: any, path: string) => site.routes.findIndex((route: any) => route.path === path);
const block = (site: any, path: string, type: string) => site.routes[routeOf(site, path)].blocks.findIndex((b: any) => b.type === type);

/** Text that compresses as prose does, from the site's own words in random order (a fixed seed). */
function prose(site: any, language: 'en' | 'ar', kb: number): Array<{ type: 'paragraph'; text: { en: string; ar: string } }> {
  const words: Record<string, string[]> = { en: [], ar: [] };
  const collect = (node: any) => {
    if (node && typeof node === 'object') {
      if (typeof node.en === 'string' && typeof node.ar === 'string') for (const l of ['en', 'ar']) words[l].push(...node[l].split(/\s+/).filter(Boolean));
      else Object.values(node).forEach(collect);
    }
  };
  collect(site);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const sentence = (l: string) => Array.from({ length: 60 }, () => words[l][Math.floor(random() * words[l].length)]).join(' ');
  const nodes = [];
  for (let size = 0; size < kb * 1024; ) {
    const text = { en: sentence('en'), ar: sentence('ar') };
    size += Buffer.byteLength(text[language]);
    nodes.push({ type: 'paragraph' as const, text });
  }
  return nodes;
}

/** site.json with every problem planted; each planted item is [kind, pointer]. */
function fixture() {
  const site = shipped();
  const planted: Array<[SiteCheck['kind'], string]> = [];
  const at = (path: string) => `/routes/${routeOf(site, path)}`;

  // A title too long for search results (58 characters + " | Nuqta"), and one too short: their kind, at the title.
  site.routes[routeOf(site, '/contact')].title.en = 'Contact Our Team in Doha for Websites, Cloud Systems and AI';
  planted.push(['titleLength', `${at('/contact')}/title/en`]);
  site.routes[routeOf(site, '/faq')].title.ar = 'أسئلة';
  planted.push(['titleLength', `${at('/faq')}/title/ar`]);
  // A description search results find too short (60 characters: the validation takes 50).
  site.routes[routeOf(site, '/faq')].description.en = 'Answers about our websites, cloud systems, prices and support.';
  planted.push(['descriptionLength', `${at('/faq')}/description/en`]);
  // The same title on two pages.
  site.routes[routeOf(site, '/terms')].title.en = site.routes[routeOf(site, '/privacy')].title.en;
  planted.push(['sameTitle', `${at('/terms')}/title/en`]);
  // A second h1: a hero at the end of /terms.
  const terms = site.routes[routeOf(site, '/terms')];
  terms.blocks.push(structuredClone(terms.blocks[0]));
  planted.push(['mainHeading', `${at('/terms')}/blocks/${terms.blocks.length - 1}`]);
  // Images: an article's without its Arabic text alternative, a project's named by its file.
  site.articles[0].image.alt.ar = '';
  planted.push(['imageText', '/articles/0/image/alt/ar']);
  site.projects[1].image.alt.en = 'doha-property-portal';
  planted.push(['imageText', '/projects/1/image/alt/en']);
  // A link to an old address (a redirect's "from").
  const pricingCta = block(site, '/pricing', 'cta');
  site.routes[routeOf(site, '/pricing')].blocks[pricingCta].actions[0].href = '/portfolio/project-detail';
  planted.push(['oldAddress', `${at('/pricing')}/blocks/${pricingCta}/actions/0/href`]);
  // Texts in one language: an Arabic heading that is the English one, an English one that is the Arabic.
  const pricingHero = site.routes[routeOf(site, '/pricing')].blocks[0];
  pricingHero.heading.ar = pricingHero.heading.en;
  planted.push(['translation', `${at('/pricing')}/blocks/0/heading/ar`]);
  const faqCta = site.routes[routeOf(site, '/faq')].blocks[block(site, '/faq', 'cta')];
  faqCta.heading.en = faqCta.heading.ar;
  planted.push(['translation', `${at('/faq')}/blocks/${block(site, '/faq', 'cta')}/heading/en`]);
  // Heading levels: /privacy's text opening with a sub-heading (an h3 after the hero's h1), an FAQ answer with one (an h5 after its question's h3).
  const privacyText = block(site, '/privacy', 'richText');
  site.routes[routeOf(site, '/privacy')].blocks[privacyText].body.unshift({ type: 'heading', level: 3, text: { en: 'In short', ar: 'باختصار' } });
  planted.push(['headingLevels', `${at('/privacy')}/blocks/${privacyText}/body/0`]);
  const faq = block(site, '/faq', 'faq');
  site.routes[routeOf(site, '/faq')].blocks[faq].categories[0].items[0].answer.unshift({ type: 'heading', level: 3, text: { en: 'Our office', ar: 'مكتبنا' } });
  planted.push(['headingLevels', `${at('/faq')}/blocks/${faq}/categories/0/items/0/answer/0`]);
  // Link texts that say nothing: a button in both languages, and a link inside a text as the rich text's inline links write it.
  const termsCta = block(site, '/terms', 'cta');
  terms.blocks[termsCta].actions[0].label = { en: 'Click here', ar: 'اضغط هنا' };
  planted.push(['linkText', `${at('/terms')}/blocks/${termsCta}/actions/0/label/en`], ['linkText', `${at('/terms')}/blocks/${termsCta}/actions/0/label/ar`]);
  const termsText = block(site, '/terms', 'richText');
  terms.blocks[termsText].body[1].text.en = ['For the details of a plan, ', { text: 'read more', href: '/pricing' }, '.'];
  planted.push(['linkText', `${at('/terms')}/blocks/${termsText}/body/1/text/en/1/text`]);
  // A page over its size budget: 152 KB of text on /privacy (in each language, 76 KB of it Arabic).
  site.routes[routeOf(site, '/privacy')].blocks[privacyText].body.push(...prose(site, 'ar', 76));
  planted.push(['pageSize', `${at('/privacy')}/blocks/${privacyText}`]);
  // A link to a page that does not exist: the validation's error, no warning.
  site.routes[routeOf(site, '/contact')].blocks[block(site, '/contact', 'cta')].actions[0].href = '/pricng';
  return { site, planted, missingPage: `${at('/contact')}/blocks/${block(site, '/contact', 'cta')}/actions/0/href` };
}

describe('the site’s checks', () => {
  it('find each problem of the fixture at its place, with its kind', async () => {
    const { site, planted } = fixture();
    const checks = await checkSite(site);
    for (const [kind, pointer] of planted) expect(checks, `${kind} at ${pointer}`).toContainEqual(expect.objectContaining({ kind, pointer, severity: 'warning' }));
    // Nothing else is found but what the shipped site has already (its short titles).
    const known = new Set((await checkSite(shipped())).map((check) => `${check.kind} ${check.pointer}`));
    const unplanted = checks.filter((check) => !known.has(`${check.kind} ${check.pointer}`) && !planted.some(([kind, pointer]) => kind === check.kind && pointer === check.pointer));
    expect(unplanted).toEqual([]);
  });

  it('say where and what in a marketer’s words, and name the page each is on', async () => {
    const { site } = fixture();
    const checks = await checkSite(site);
    for (const check of checks) {
      expect(`${check.where} ${check.what}`).not.toMatch(/site\.json|npm |\/routes\/|\bhref\b|undefined/);
      expect(check.where.length).toBeGreaterThan(3);
    }
    const byPointer = (pointer: string) => checks.find((check) => check.pointer === pointer)!;
    expect(byPointer(`/routes/${routeOf(site, '/contact')}/title/en`)).toMatchObject({ where: 'Contact Our Team in Doha for Websites, Cloud Systems and AI, Title (English)', path: '/contact' });
    expect(byPointer(`/routes/${routeOf(site, '/contact')}/title/en`).what).toMatch(/67 with the brand/);
    expect(byPointer('/articles/0/image/alt/ar')).toMatchObject({ path: `/news/${site.articles[0].slug}` });
    expect(byPointer('/articles/0/image/alt/ar').what).toMatch(/no text alternative in Arabic/);
    expect(byPointer('/projects/1/image/alt/en').what).toMatch(/file name/);
    const size = checks.find((check) => check.kind === 'pageSize')!;
    expect(size).toMatchObject({ where: 'Privacy Policy (Arabic)', path: '/privacy' });
    expect(size.what).toMatch(new RegExp(`over the ${pageBudgets.jsKb} KB a page may`));
    expect(size.what).toMatch(/block 2 ‘Long text’/);
  });

  it('say each message in Arabic too (the console’s Publish page), every kind of message the fixture finds, with its figures', async () => {
    const { site } = fixture();
    const checks = await checkSite(site);
    const found = new Set(checks.map((check) => check.message.key));
    // The fixture plants every kind of problem: all but a few variants of a message are met.
    expect(found.size).toBeGreaterThanOrEqual(Object.keys(checkWords.en).length - 8);
    for (const check of checks) {
      const arabic = checkText(check.message, 'ar');
      expect(checkText(check.message, 'en')).toBe(check.what);
      expect(arabic, check.what).toMatch(/[\u0600-\u06FF]{3,} [\u0600-\u06FF]{3,}/);
      // The same figures in both: lengths, levels, block numbers, sizes.
      expect(arabic.match(/\d+/g)?.sort(), check.what).toEqual(check.what.match(/\d+/g)?.sort());
    }
    const title = checks.find((check) => check.pointer === `/routes/${routeOf(site, '/contact')}/title/en`)!;
    expect(checkText(title.message, 'ar')).toMatch(/وهذا العنوان 67 حرفاً مع اسم العلامة/);
    const size = checks.find((check) => check.kind === 'pageSize')!;
    expect(checkText(size.message, 'ar')).toMatch(/^الصفحة العربية ستجعل الزوار يحمّلون/);
  });

  it('leave what the validation refuses to its error: a link to a page that does not exist', async () => {
    const { site, missingPage } = fixture();
    const validation = validateSiteText(JSON.stringify(site, null, 2));
    expect(validation.problems.map((problem) => problem.pointer)).toContain(missingPage);
    expect((await checkSite(site)).filter((check) => check.pointer.startsWith(missingPage))).toEqual([]);
  });

  it('find an image without any text alternative, in a draft the validation refuses', () => {
    const site = shipped();
    delete site.projects[0].image.alt;
    expect(siteChecks(site)).toContainEqual(expect.objectContaining({ kind: 'imageText', pointer: '/projects/0/image' }));
  });

  it('know the headings of every block type', () => {
    expect(Object.keys(blockHeadings).sort()).toEqual(readBlockSchemas().map((schema) => schema.type).sort());
  });

  it('take the shipped site’s names, figures, placeholders and cards’ links for what they are', async () => {
    const checks = await checkSite(shipped());
    // The short titles are the report in docs/marketers.md; nothing else.
    expect(countsByKind(checks)).toEqual([{ kind: 'titleLength', label: 'Title length', count: checks.length }]);
  });

  it('estimate the pages as the build measures them, and the budget of each', async () => {
    const estimates = await estimatePages(shipped());
    expect(estimates).toHaveLength(shipped().routes.length * 2);
    for (const estimate of estimates) expect(estimate.kb).toBeLessThanOrEqual(pageBudgets.jsKb);
    const { site } = fixture();
    const privacy = (await estimatePages(site)).filter((estimate) => estimate.route === routeOf(site, '/privacy'));
    expect(privacy.find((estimate) => estimate.locale === 'ar')!.kb).toBeGreaterThan(pageBudgets.jsKb);
  });
});
