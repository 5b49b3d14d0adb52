// The FAQ page (SPEC "FAQ page", section 4 "FAQ category: defaults to 'general'", section 9):
// eight category tabs of ten questions, and how the tab and the open question live in the address.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteFile } from '../../src/server/render/validateSite.ts';
import { defaultView, urlOfView, viewFromUrl } from '../../src/blocks/faq/faqView.ts';
import { inlinePlain } from '../../src/app/inlineText.ts';
import type { FaqBlock, RichText } from '../../src/types/site.ts';

// SITE_FILE: a draft site, as for the build and the browser tests.
const result = validateSiteFile(process.env.SITE_FILE ?? join(projectRoot, 'site.json'));
if (!result.ok) throw new Error('site.json is invalid: run `npm run validate`');
const faqRoute = result.site.routes.find((r) => r.path === '/faq')!;
const faqs = faqRoute.blocks.filter((b): b is FaqBlock => b.type === 'faq');
const faq = faqs[0];
const questions = faq.categories.flatMap((c) => c.items);
const textsOf = (answer: RichText) => answer.flatMap((node) => (node.type === 'list' ? node.items.map(inlinePlain) : 'title' in node && node.title ? [node.title, inlinePlain(node.text)] : [inlinePlain(node.text)]));

describe('the FAQ page', () => {
  it('has one faq block between its hero and its call to action', () => {
    expect(faqRoute.blocks.map((b) => b.type)).toEqual(['hero', 'faq', 'cta']);
    expect(faqs).toHaveLength(1);
    expect(faq.tabsLabel.trim()).not.toBe('');
  });

  it('has the eight SPEC categories in order, "general" first (the default)', () => {
    expect(faq.categories.map((c) => c.label)).toEqual([
      'General FAQ',
      'Websites',
      'Cloud Systems',
      'AI & Automation',
      'Hosting & Support',
      'Pricing',
      'Project Process',
      'Security & Privacy',
    ]);
    expect(faq.categories.map((c) => c.id)).toEqual(['general', 'websites', 'cloud-systems', 'ai-automation', 'hosting-support', 'pricing', 'project-process', 'security-privacy']);
    expect(defaultView(faq.categories)).toEqual({ category: 'general', open: null });
  });

  it('has ten questions in every category, 80 in all, with ids unique on the page', () => {
    expect(faq.categories.map((c) => c.items.length)).toEqual([10, 10, 10, 10, 10, 10, 10, 10]);
    const ids = questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(80);
    expect(new Set(questions.map((q) => q.question)).size).toBe(80);
    // The ids never collide with the tab ids, which are in the address too.
    expect(ids.filter((id) => faq.categories.some((c) => c.id === id))).toEqual([]);
  });

  it('quotes uptime as 99.999% only, never 99.9%', () => {
    const texts = questions.flatMap((q) => [q.question, ...textsOf(q.answer)]);
    expect(texts.filter((t) => /(^|[^\d.])99\.9%/.test(t))).toEqual([]);
    expect(texts.filter((t) => /uptime/i.test(t)).every((t) => t.includes('99.999%'))).toBe(true);
    expect(texts.some((t) => t.includes('99.999% uptime'))).toBe(true);
  });

  it('has its placeholders filled in: prices, delivery times and contact details from the site facts', () => {
    const texts = questions.flatMap((q) => [q.question, ...textsOf(q.answer)]).join('\n');
    expect(texts).not.toMatch(/\{[a-zA-Z.]+\}/);
    for (const fact of ['QAR 1,500', 'QAR 2,500', 'QAR 7,000', 'QAR 3,000', 'QAR 5,000', 'QAR 14,000', '2-3 days', '3-7 days', '14 days', result.site.site.phone, result.site.site.email])
      expect(texts, fact).toContain(fact);
    expect(texts).toContain('50% upfront and 50% on completion');
    expect(texts).toContain('Law No. 13 of 2016');
  });
});

describe('the FAQ address', () => {
  const categories = [
    { id: 'general', items: [{ id: 'who' }] },
    { id: 'pricing', items: [{ id: 'payment-terms' }, { id: 'hidden-costs' }] },
  ];

  it('reads the tab from ?category= and the open question from the hash', () => {
    expect(viewFromUrl(categories, '', '')).toEqual({ category: 'general', open: null });
    expect(viewFromUrl(categories, '?category=pricing', '')).toEqual({ category: 'pricing', open: null });
    expect(viewFromUrl(categories, '?category=pricing', '#hidden-costs')).toEqual({ category: 'pricing', open: 'hidden-costs' });
  });

  it('lets a known question choose its own tab, and ignores unknown tabs and hashes', () => {
    expect(viewFromUrl(categories, '', '#payment-terms')).toEqual({ category: 'pricing', open: 'payment-terms' });
    expect(viewFromUrl(categories, '?category=general', '#payment-terms')).toEqual({ category: 'pricing', open: 'payment-terms' });
    expect(viewFromUrl(categories, '?category=nope', '#main-content')).toEqual({ category: 'general', open: null });
  });

  it('writes the default tab as no parameter, keeps other parameters, and the open question as the hash', () => {
    expect(urlOfView(categories, '?category=pricing', { category: 'general', open: null })).toEqual({ search: '', hash: '' });
    expect(urlOfView(categories, '', { category: 'pricing', open: 'hidden-costs' })).toEqual({ search: '?category=pricing', hash: '#hidden-costs' });
    expect(urlOfView(categories, '?utm_source=news', { category: 'general', open: 'who' })).toEqual({ search: '?utm_source=news', hash: '#who' });
  });
});
