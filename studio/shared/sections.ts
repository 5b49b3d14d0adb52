// The site-wide parts the studio edits besides the pages: each with its label in the list, where it
// is in site.json (for its problems), how to read and replace it in the draft, and its schema.
import type { SiteData } from './siteData.ts';

export type Section = 'facts' | 'header' | 'footer' | 'plans' | 'projects' | 'articles' | 'redirects' | 'ui';

type Defs = Record<string, any>;

interface SectionPart {
  section: Section;
  label: string;
  /** What it holds, under its heading. */
  description: string;
  pointer: string;
  /** The page the preview shows while this part is open: where it shows (undefined: the home page). */
  previewPath?: string;
  get: (site: SiteData) => unknown;
  set: (site: SiteData, value: unknown) => SiteData;
  schema: (defs: Defs) => Record<string, unknown>;
}

/** A top-level part of site.json ("plans") as a section. */
const topLevel = (section: Section & keyof SiteData, label: string, description: string, previewPath?: string): SectionPart => ({
  section,
  label,
  description,
  previewPath,
  pointer: `/${section}`,
  get: (site) => site[section],
  set: (site, value) => ({ ...site, [section]: value }),
  schema: (defs) => defs.site.properties[section],
});

const layoutPart = (section: 'header' | 'footer', label: string, description: string): SectionPart => ({
  section,
  label,
  description,
  pointer: `/layout/${section}`,
  get: (site) => site.layout[section],
  set: (site, value) => ({ ...site, layout: { ...site.layout, [section]: value } }),
  schema: (defs) => defs.layout.properties[section],
});

export const sections: SectionPart[] = [
  {
    section: 'facts',
    label: 'Site facts',
    description: 'The company: name, phone, WhatsApp, e-mail, address, hours, social links. Every page uses them.',
    pointer: '/site',
    get: (site) => site.site,
    set: (site, value) => ({ ...site, site: value as SiteData['site'] }),
    schema: () => ({ $ref: '#/$defs/site.siteFacts' }),
  },
  layoutPart('header', 'Navigation (header)', 'The header’s links, the Services menu and the Get Started button.'),
  layoutPart('footer', 'Footer', 'The footer’s description, links and contact block.'),
  topLevel('plans', 'Plans and prices', 'The website plans, declared once: the pricing tables, the price cards, their structured data and every {plan.…} text show them.', '/pricing'),
  topLevel('articles', 'News articles', 'The articles of the news page, each with its whole text.', '/news'),
  topLevel('projects', 'Portfolio projects', 'The projects of the portfolio and their detail pages.', '/portfolio'),
  topLevel('redirects', 'Old addresses', 'Addresses that no longer exist and the page each leads to.'),
  topLevel('ui', 'Interface texts', 'The texts of the site’s own controls and messages: forms, filters, the install dialog, the offline page and more.', '/contact'),
];

export const sectionPart = (section: Section) => sections.find((part) => part.section === section)!;
