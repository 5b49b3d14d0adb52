// A page's links wherever they are (blocks, header, footer, articles, interface texts, redirects):
// any text that is the page's path, or its path followed by "#" or "?". Found by walking the
// whole site, so that a new kind of link is never missed.
import type { SiteData } from '../shared/siteData.ts';

/** The route paths themselves and the redirects' old addresses are not links to a page. */
const notALink = (pointer: string) => /^\/routes\/\d+\/path$/.test(pointer) || /^\/redirects\/\d+\/from$/.test(pointer);

export const linksTo = (text: string, path: string) => text === path || text.startsWith(`${path}#`) || text.startsWith(`${path}?`);

/** The JSON pointers of every link to `path`. */
export function findLinks(site: SiteData, path: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (typeof node === 'string') {
      if (linksTo(node, path) && !notALink(pointer)) found.push(pointer);
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(site, '');
  return found;
}

/**
 * The site with every link to `from` leading to `to` instead (its "#part" or "?query" kept). Only
 * the objects on the way to a changed link are new: the rest of the site is shared.
 */
export function retargetLinks(site: SiteData, from: string, to: string): SiteData {
  const rewrite = (node: unknown, pointer: string): unknown => {
    if (typeof node === 'string') return linksTo(node, from) && !notALink(pointer) ? to + node.slice(from.length) : node;
    if (Array.isArray(node)) {
      const items = node.map((item, i) => rewrite(item, `${pointer}/${i}`));
      return items.every((item, i) => item === node[i]) ? node : items;
    }
    if (node && typeof node === 'object') {
      const entries = Object.entries(node).map(([key, value]) => [key, rewrite(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)] as const);
      return entries.every(([key, value]) => value === (node as Record<string, unknown>)[key]) ? node : Object.fromEntries(entries);
    }
    return node;
  };
  return rewrite(site, '') as SiteData;
}

/**
 * The redirects once `from` has become `to`: none from the new address, which is a page again and
 * cannot be redirected away; and, with `add`, one from the old address to the new (replacing any).
 * Undefined when there were none and none is added: the file gains no empty list.
 */
export function redirectsAfterRename(redirects: SiteData['redirects'], from: string, to: string, add: boolean): SiteData['redirects'] {
  const kept = (redirects ?? []).filter((redirect) => redirect.from !== to && !(add && redirect.from === from));
  if (!redirects && !add) return undefined;
  return add ? [...kept, { from, to }] : kept;
}
