// Warnings, not problems: a page the build accepts but a visitor or a search engine would find
// odd. They never stop a save. The blocks that open a page are those that render its h1. These
// are the site's checks of the main heading (studio/shared/siteChecks.ts, with the others).
import type { SiteData } from '../shared/siteData.ts';
import { siteChecks } from '../shared/siteChecks.ts';

export { pageOpeningTypes } from '../shared/siteChecks.ts';

export interface PageWarning {
  /** Where to go to fix it: the page, or the block at fault. */
  pointer: string;
  where: string;
  /** Where, in the Arabic studio's words. */
  whereAr: string;
  what: string;
}

/** A page not opening with its h1 block, and a second h1 on a page. */
export function pageWarnings(site: SiteData): PageWarning[] {
  return siteChecks(site)
    .filter((check) => check.kind === 'mainHeading')
    .map(({ pointer, where, whereAr, what }) => ({ pointer, where, whereAr, what }));
}
