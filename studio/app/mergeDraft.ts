// The draft after a merge with a version saved meanwhile: the merged site, with each block keeping
// its key (and so its selection and open form) where it is the draft's own block, moved or edited.
import { matchItems } from '../shared/mergeSites.ts';
import type { SiteData } from '../shared/siteData.ts';
import { newKey, type Draft } from './draft.ts';

export function draftWithSite(draft: Draft, site: SiteData): Draft {
  const keys = site.routes.map((route) => {
    const r = draft.site.routes.findIndex((mine) => mine.path === route.path);
    if (r < 0) return route.blocks.map(() => newKey());
    return matchItems(draft.site.routes[r].blocks, route.blocks).map((i) => (i >= 0 ? draft.keys[r][i] : newKey()));
  });
  return { ...draft, site, keys };
}
