// The site in one language as the app receives it: plain data, made from the validated site by
// the deployment's renderer (src/server/render/renderSite.ts writes it into each release's files, the
// dev server serves it, the console's preview makes it from a draft). The code never holds it.
import { blockData, type BlockData } from '../blocks/blockData.ts';
import type { Route, Site } from '../types/site.ts';
import type { Locale } from './locale.ts';

/** site.json in one language, without the routes' blocks, which load per route. */
export interface SiteContentData {
  locale: Locale;
  site: Site['site'];
  layout: Site['layout'];
  plans: Site['plans'];
  redirects: NonNullable<Site['redirects']>;
  ui: Site['ui'];
  routes: Array<Omit<Route, 'blocks'>>;
}

/** The content every component reads: the data, and one loader per route path resolving to its blocks. */
export interface SiteContent extends SiteContentData {
  pageLoaders: Record<string, () => Promise<{ default: BlockData[] }>>;
}

/** Everything but the routes' blocks, which load per route. */
export function siteContentData(site: Site, locale: Locale): SiteContentData {
  const { routes, ...rest } = site;
  return {
    locale,
    site: rest.site,
    layout: rest.layout,
    plans: rest.plans,
    redirects: rest.redirects ?? [],
    ui: rest.ui,
    routes: routes.map(({ path, title, description }) => ({ path, title, description })),
  };
}

/** A route's blocks as its components receive them. */
export const routeBlocks = (site: Site, path: string): BlockData[] | undefined => site.routes.find((route) => route.path === path)?.blocks.map((block) => blockData(block, site));

/** The whole content of a language at once (the renderer, the preview of a draft: no files to load). */
export function siteContentOf(site: Site, locale: Locale): SiteContent {
  const pageLoaders = Object.fromEntries(site.routes.map((route) => [route.path, async () => ({ default: routeBlocks(site, route.path)! })]));
  return { ...siteContentData(site, locale), pageLoaders };
}
