// The site in one language as the app receives it: what the build writes into its virtual
// modules (scripts/vite-plugin-site.ts), and what the console's preview renders a draft from.
import { blockData, type BlockData } from '../blocks/blockData.ts';
import type { Site } from '../types/site.ts';
import type { Locale } from './locale.ts';
import type { SiteContent } from './siteContent.tsx';

/** Everything but the routes' blocks, which load per route. */
export function siteContentData(site: Site, locale: Locale): Omit<SiteContent, 'pageLoaders'> {
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

/** The whole content of a language at once (the preview of a draft: no chunks to load). */
export function siteContentOf(site: Site, locale: Locale): SiteContent {
  const pageLoaders = Object.fromEntries(site.routes.map((route) => [route.path, async () => ({ default: routeBlocks(site, route.path)! })]));
  return { ...siteContentData(site, locale), pageLoaders } as SiteContent;
}
