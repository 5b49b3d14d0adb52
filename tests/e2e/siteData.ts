// site.json as the browser sees it: validated, with placeholders filled in.
import { join } from 'node:path';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { validateSiteFile } from '../../scripts/lib/validate-site.ts';
import type { Block, Route, Site } from '../../src/types/site.ts';

// SITE_FILE: the same fixture or draft site the build used.
const result = validateSiteFile(process.env.SITE_FILE ?? join(projectRoot, 'site.json'));
if (!result.ok) throw new Error('site.json is invalid: run `npm run validate`');
export const site: Site = result.site;

export function route(path: string): Route {
  const found = site.routes.find((r) => r.path === path);
  if (!found) throw new Error(`No route ${path} in site.json`);
  return found;
}

export function blocksOf<T extends Block['type']>(path: string, type: T): Extract<Block, { type: T }>[] {
  return route(path).blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
}
