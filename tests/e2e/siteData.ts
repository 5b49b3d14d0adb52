// site.json as the browser sees it: validated, with placeholders filled in.
import { join } from 'node:path';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteFile } from '../../src/server/render/validateSite.ts';
import type { Block, Route, Site } from '../../src/types/site.ts';

// SITE_FILE: the same fixture or draft site the build used.
const result = validateSiteFile(process.env.SITE_FILE ?? join(projectRoot, 'site.json'));
if (!result.ok) throw new Error('site.json is invalid: run `npm run validate`');
export const site: Site = result.site;
/** The site in each language (English is `site`). */
export const sites = result.sites;

export function route(path: string): Route {
  const found = site.routes.find((r) => r.path === path);
  if (!found) throw new Error(`No route ${path} in site.json`);
  return found;
}

export function blocksOf<T extends Block['type']>(path: string, type: T): Extract<Block, { type: T }>[] {
  return route(path).blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
}

/**
 * The English interface texts (header, footer, menus, dialogs, messages) that differ from their
 * Arabic twins: none of them may show on an Arabic page. Names such as "WhatsApp" are the same
 * in both and so not listed.
 */
export const englishOnlyTexts: string[] = (() => {
  const pairs: string[] = [];
  const collect = (english: unknown, arabic: unknown) => {
    if (typeof english === 'string' && typeof arabic === 'string') {
      if (english !== arabic && /[A-Za-z]{3}/.test(english) && english.length >= 4 && !/^(\/|[a-z]+:)/.test(english)) pairs.push(english);
    } else if (english && typeof english === 'object' && arabic && typeof arabic === 'object')
      for (const key of Object.keys(english)) collect((english as Record<string, unknown>)[key], (arabic as Record<string, unknown>)[key]);
  };
  collect(result.sites.en.layout, result.sites.ar.layout);
  collect(result.sites.en.ui, result.sites.ar.ui);
  return [...new Set(pairs)];
})();
