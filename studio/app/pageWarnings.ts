// Warnings, not problems: a page the build accepts but a visitor or a search engine would find
// odd. They never stop a save. The blocks that open a page are those that render its h1.
import type { SiteData } from '../shared/siteData.ts';
import { blockName } from './draft.ts';

/** Block types whose heading is the page's h1 (HeroBlock, ArticleBlock, ProjectDetailBlock). */
export const pageOpeningTypes = ['hero', 'article', 'projectDetail'];

export interface PageWarning {
  /** Where to go to fix it: the page, or the block at fault. */
  pointer: string;
  where: string;
  what: string;
}

export function pageWarnings(site: SiteData): PageWarning[] {
  const warnings: PageWarning[] = [];
  site.routes.forEach((route, r) => {
    const page = route.title?.en || route.path;
    const openers = route.blocks.flatMap((block, b) => (pageOpeningTypes.includes(block.type) ? [b] : []));
    const first = route.blocks[0];
    if (first && !pageOpeningTypes.includes(first.type))
      warnings.push({
        pointer: `/routes/${r}/blocks/0`,
        where: `${page}, block 1 ‘${blockName(first, 'en')}’`,
        what: `the page does not open with a hero, so visitors and search engines see no main heading first. Move the hero to the top${openers.length ? '' : ', or add one'}.`,
      });
    for (const b of openers.slice(1))
      warnings.push({
        pointer: `/routes/${r}/blocks/${b}`,
        where: `${page}, block ${b + 1} ‘${blockName(route.blocks[b], 'en')}’`,
        what: `a second main heading (h1) on the page, after block ${openers[0] + 1}. Search engines and screen readers expect one: remove this block or use another type.`,
      });
  });
  return warnings;
}
