// The JSON-LD of each page, built at prerender time from site.json (placeholders filled): the
// company on every page, and per page what it is about: services, offers, questions and answers,
// an article, and the breadcrumb trail of inner pages.
import { breadcrumbTrail } from '../../app/breadcrumbTrail.ts';
import { inlinePlain } from '../../app/inlineText.ts';
import { localeInfo, localeOfPath, localizedPath, unlocalizedPath, type Locale } from '../../app/locale.ts';
import type { Block, Plan, RichTextNode, Route, Site } from '../../types/site.ts';
import { absoluteUrl } from './sitemap.ts';

type Node = Record<string, unknown>;

/** The page's address: the site URL plus the path ("/" stays the bare site address with a slash). */
export const pageUrl = (site: Site, path: string) => absoluteUrl(site.site.url, path);
const absolute = (site: Site, path: string) => (path.startsWith('http') ? path : `${site.site.url}${path}`);

/** Rich text as plain text, for answers: a list's items as bullets, whatever punctuation ends them; marked words as words. */
export function plainText(nodes: RichTextNode[]): string {
  return nodes.map((node) => ('items' in node ? node.items.map((item) => `• ${inlinePlain(item)}`).join('\n') : inlinePlain(node.text))).join('\n\n');
}

function organization(site: Site): Node {
  const facts = site.site;
  return {
    '@type': ['Organization', 'ProfessionalService'],
    '@id': `${facts.url}/#organization`,
    name: facts.brand,
    legalName: facts.legalName,
    url: `${facts.url}/`,
    description: facts.description,
    logo: `${facts.url}/icons/icon-512.png`,
    image: `${facts.url}/icons/icon-512.png`,
    email: facts.email,
    telephone: facts.phone,
    ...(facts.address && { address: { '@type': 'PostalAddress', ...facts.address } }),
    ...(facts.openingHours && {
      openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: facts.openingHours.days, opens: facts.openingHours.opens, closes: facts.openingHours.closes },
    }),
    ...(facts.areaServed && { areaServed: facts.areaServed.map((name) => ({ '@type': 'Country', name })) }),
    sameAs: facts.social.map((link) => link.href),
  };
}

/** Home › section › page, the same steps as the trail the page shows (src/app/breadcrumbTrail.ts). */
function breadcrumbs(site: Site, route: Route): Node | null {
  const trail = breadcrumbTrail(site.routes, route.path, site.ui.breadcrumb.home);
  if (!trail) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: pageUrl(site, step.path) })),
  };
}

/** A plan on offer; its address is the pricing page in the language of the page that lists it. */
function offer(site: Site, plan: Plan, locale: Locale): Node {
  return {
    '@type': 'Offer',
    name: plan.name,
    description: plan.description,
    price: plan.price,
    priceCurrency: 'QAR',
    url: pageUrl(site, localizedPath('/pricing', locale)),
    seller: { '@id': `${site.site.url}/#organization` },
    // What is sold: the website the plan builds, from the company.
    itemOffered: { '@type': 'Service', name: plan.name, description: plan.description, provider: { '@id': `${site.site.url}/#organization` } },
  };
}

function blockNodes(site: Site, route: Route, block: Block): Node[] {
  const provider = { '@id': `${site.site.url}/#organization` };
  switch (block.type) {
    case 'pricingTable': {
      const plans = (site.plans ?? []).filter((plan) => block.plans.includes(plan.id));
      return plans.length ? [{ '@type': 'OfferCatalog', name: block.heading ?? route.title, url: pageUrl(site, route.path), itemListElement: plans.map((plan) => offer(site, plan, localeOfPath(route.path))) }] : [];
    }
    case 'faq':
      return [
        {
          '@type': 'FAQPage',
          mainEntity: block.categories.flatMap((category) =>
            category.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) } })),
          ),
        },
      ];
    case 'article': {
      const article = site.articles?.find((a) => a.slug === block.article);
      if (!article) return [];
      return [
        {
          '@type': 'Article',
          headline: article.title,
          description: article.excerpt,
          image: absolute(site, article.image.src),
          datePublished: article.date,
          dateModified: article.updated ?? article.date,
          author: { '@type': 'Organization', name: article.author, url: `${site.site.url}/` },
          publisher: provider,
          // The category as the page names it: in Arabic on Arabic pages.
          articleSection: site.ui.categoryNames[article.category] ?? article.category,
          mainEntityOfPage: pageUrl(site, route.path),
        },
      ];
    }
    case 'projectDetail': {
      const project = site.projects?.find((p) => p.slug === block.project);
      if (!project) return [];
      return [{ '@type': 'CreativeWork', name: project.title, description: project.description, image: absolute(site, project.image.src), dateCreated: String(project.completionYear), creator: provider, keywords: project.technologies.join(', ') }];
    }
    default:
      return [];
  }
}

/** Everything search engines are told about one page, as one JSON-LD document. */
export function structuredData(site: Site, route: Route): Node {
  const page: Node = { '@type': 'WebPage', '@id': pageUrl(site, route.path), url: pageUrl(site, route.path), name: route.title, description: route.description, inLanguage: localeInfo[localeOfPath(route.path)].lang, isPartOf: { '@type': 'WebSite', name: site.site.brand, url: `${site.site.url}/` } };
  const graph: Node[] = [organization(site), page];
  if (unlocalizedPath(route.path).startsWith('/services/'))
    graph.push({ '@type': 'Service', name: route.title, description: route.description, url: pageUrl(site, route.path), provider: { '@id': `${site.site.url}/#organization` }, areaServed: site.site.areaServed ?? site.site.location });
  for (const block of route.blocks)
    for (const node of blockNodes(site, route, block))
      // A FAQPage is a kind of WebPage: the page itself says so, rather than a second node beside it.
      if (node['@type'] === 'FAQPage') Object.assign(page, node);
      else graph.push(node);
  const trail = breadcrumbs(site, route);
  if (trail) graph.push(trail);
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The JSON-LD as a script tag; "<" is escaped so that no text in it can close the tag. */
export function structuredDataTag(data: Node): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
