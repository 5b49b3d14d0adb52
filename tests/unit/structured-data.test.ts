// The JSON-LD each page carries, built from the shipped site.json: the company everywhere, and
// per page its services, offers, questions, article and breadcrumb trail.
import { describe, expect, it } from 'vitest';
import { validateSiteFile } from '../../src/server/render/validateSite.ts';
import { plainText, structuredData, structuredDataTag } from '../../src/server/render/structuredData.ts';
import { sitemap } from '../../src/server/render/sitemap.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import type { Route } from '../../src/types/site.ts';

const result = validateSiteFile(`${projectRoot}/site.json`);
if (!result.ok) throw new Error('site.json is invalid: run npm run validate');
const site = result.site;
type Node = Record<string, unknown> & { '@type': string | string[] };
const graphOf = (route: Route) => (structuredData(site, route)['@graph'] as Node[]);
const nodesOf = (route: Route, type: string) => graphOf(route).filter((node) => [node['@type']].flat().includes(type));
const route = (path: string) => site.routes.find((r) => r.path === path)!;

describe('structured data', () => {
  it('describes the company on every page: a ProfessionalService with address, phone, hours and profiles', () => {
    for (const r of site.routes) {
      const [company] = nodesOf(r, 'ProfessionalService');
      expect(company['@type']).toEqual(['Organization', 'ProfessionalService']);
      expect(company).toMatchObject({
        name: site.site.brand,
        legalName: site.site.legalName,
        telephone: site.site.phone,
        email: site.site.email,
        address: { '@type': 'PostalAddress', addressLocality: 'Doha', addressCountry: 'QA' },
        openingHoursSpecification: { dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '18:00' },
        sameAs: site.site.social.map((s) => s.href),
      });
    }
  });

  it('marks each service page as a Service of the company', () => {
    for (const path of ['/services/web-development', '/services/cloud-systems', '/services/ai-integration']) {
      const [service] = nodesOf(route(path), 'Service');
      expect(service).toMatchObject({ name: route(path).title, provider: { '@id': `${site.site.url}/#organization` } });
    }
    expect(nodesOf(route('/'), 'Service')).toEqual([]);
  });

  it('lists the three plans on /pricing as Offers in QAR, with section 9’s prices', () => {
    const [catalog] = nodesOf(route('/pricing'), 'OfferCatalog');
    const offers = catalog.itemListElement as Node[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Small Business', 1500, 'QAR'],
      ['Medium Business', 2500, 'QAR'],
      ['Large Business', 7000, 'QAR'],
    ]);
  });

  it('gives /faq a FAQPage of all 80 questions, each with its answer as text', () => {
    const [faq] = nodesOf(route('/faq'), 'FAQPage');
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions).toHaveLength(80);
    for (const q of questions) {
      expect(q.name).not.toMatch(/[{}]/);
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });

  it('gives each article page an Article with its headline, date, image and author', () => {
    for (const article of site.articles!) {
      const [node] = nodesOf(route(`/news/${article.slug}`), 'Article');
      expect(node).toMatchObject({ headline: article.title, datePublished: article.date, image: `${site.site.url}${article.image.src}`, author: { name: article.author } });
    }
  });

  it('gives inner pages a breadcrumb trail, Home then the routes by title, ending at the page itself', () => {
    expect(nodesOf(route('/'), 'BreadcrumbList')).toEqual([]);
    const [trail] = nodesOf(route('/portfolio/qatar-business-portal'), 'BreadcrumbList');
    expect((trail.itemListElement as Node[]).map((item) => [item.position, item.name, item.item])).toEqual([
      [1, site.ui.breadcrumb.home, `${site.site.url}/`],
      [2, route('/portfolio').title, `${site.site.url}/portfolio`],
      [3, 'Qatar Business Portal', `${site.site.url}/portfolio/qatar-business-portal`],
    ]);
  });

  it('cannot be closed early by a text: "<" is escaped in the script tag', () => {
    const tag = structuredDataTag({ name: '</script><script>alert(1)</script>' });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the Arabic pages in Arabic, with an Arabic breadcrumb trail and offers on the Arabic pricing page', () => {
    const arabic = result.sites!.ar;
    const page = arabic.routes.find((r) => r.path === '/ar/services/web-development')!;
    const graph = structuredData(arabic, page)['@graph'] as Node[];
    const webPage = graph.find((node) => node['@type'] === 'WebPage')!;
    expect(webPage).toMatchObject({ url: `${arabic.site.url}/ar/services/web-development`, name: page.title, inLanguage: 'ar' });
    const trail = graph.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ item: string; name: string }>;
    expect(trail.map((step) => step.item)).toEqual([`${arabic.site.url}/ar`, `${arabic.site.url}/ar/services`, `${arabic.site.url}/ar/services/web-development`]);
    expect(trail[0].name).toBe(arabic.ui.breadcrumb.home);
    expect(graph.some((node) => node['@type'] === 'Service')).toBe(true);
    const pricing = arabic.routes.find((r) => r.path === '/ar/pricing')!;
    const offers = (structuredData(arabic, pricing)['@graph'] as Node[]).find((node) => node['@type'] === 'OfferCatalog')!;
    expect(offers.url).toBe(`${arabic.site.url}/ar/pricing`);
  });

  it('ties each Offer to what it offers: the plan\'s website, a Service of the company', () => {
    const [catalog] = nodesOf(route('/pricing'), 'OfferCatalog');
    for (const offer of catalog.itemListElement as Node[]) {
      const plan = site.plans.find((p) => p.name === offer.name)!;
      expect(offer.itemOffered).toEqual({ '@type': 'Service', name: plan.name, description: plan.description, provider: { '@id': `${site.site.url}/#organization` } });
    }
  });

  it('joins a list in an answer as bullets, never as ".;"', () => {
    const [faq] = nodesOf(route('/faq'), 'FAQPage');
    const answers = (faq.mainEntity as Array<{ acceptedAnswer: { text: string } }>).map((q) => q.acceptedAnswer.text);
    expect(answers.filter((text) => /[.!?؟];/.test(text))).toEqual([]);
    expect(answers.some((text) => text.includes('\n• '))).toBe(true);
    expect(plainText([{ type: 'list', items: ['Free SSL certificate', 'Daily backups.'] }])).toBe('• Free SSL certificate\n• Daily backups.');
  });

  it('gives every article its dateModified: the date it was last changed, else its publication date; the sitemap agrees', () => {
    for (const article of site.articles!) expect(nodesOf(route(`/news/${article.slug}`), 'Article')[0].dateModified).toBe(article.updated ?? article.date);
    const changed = structuredClone(result.sites!);
    const [first] = changed.en.articles!;
    first.updated = '2025-04-02';
    changed.ar.articles![0].updated = '2025-04-02';
    const page = changed.en.routes.find((r) => r.path === `/news/${first.slug}`)!;
    const [node] = (structuredData(changed.en, page)['@graph'] as Node[]).filter((n) => n['@type'] === 'Article');
    expect(node).toMatchObject({ datePublished: first.date, dateModified: '2025-04-02' });
    expect(sitemap(changed)).toContain(`<loc>${site.site.url}/news/${first.slug}</loc><lastmod>2025-04-02</lastmod>`);
  });

  it('names an Arabic article\'s section in Arabic, as its page does', () => {
    const arabic = result.sites!.ar;
    for (const article of arabic.articles!) {
      const page = arabic.routes.find((r) => r.path === `/ar/news/${article.slug}`)!;
      const [node] = (structuredData(arabic, page)['@graph'] as Node[]).filter((n) => n['@type'] === 'Article');
      expect(node.articleSection).toBe(arabic.ui.categoryNames[article.category]);
      expect(node.articleSection).toMatch(/[\u0600-\u06ff]/);
    }
    expect(nodesOf(route(`/news/${site.articles![0].slug}`), 'Article')[0].articleSection).toBe(site.ui.categoryNames[site.articles![0].category]);
  });
});
