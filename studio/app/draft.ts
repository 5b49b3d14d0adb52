// The draft the studio edits: the site, plus a stable key for every block, so that the block
// list, the selection and the forms follow a block when it moves. Every change is a pure
// function of the draft; nothing else changes the site.
import { redirectsAfterRename, retargetLinks } from './links.ts';
import { sectionPart, type Section } from '../shared/sections.ts';
import type { BlockData, PlanData, RouteData, SiteData } from '../shared/siteData.ts';

export interface Draft {
  site: SiteData;
  /** keys[r][b]: the key of block b of route r. */
  keys: string[][];
  /** The blocks as loaded, by key: an edit keeps their key order (see orderLike). */
  loadedBlocks: Record<string, BlockData>;
  /** The site as loaded: an edited section keeps its key order. */
  loaded: SiteData;
}

export type { Section } from '../shared/sections.ts';

export type DraftChange =
  | { type: 'moveBlock'; route: number; from: number; to: number }
  | { type: 'insertBlock'; route: number; at: number; block: BlockData; key?: string }
  | { type: 'duplicateBlock'; route: number; index: number }
  | { type: 'removeBlock'; route: number; index: number }
  | { type: 'editBlock'; route: number; index: number; block: BlockData }
  | { type: 'editRoute'; route: number; fields: Pick<RouteData, 'path' | 'title' | 'description'> }
  | { type: 'insertRoute'; at: number; route: RouteData; keys?: string[] }
  | { type: 'removeRoute'; index: number }
  | { type: 'editSection'; section: Section; value: unknown }
  /** A page's path changed from `from` to `to`: its links follow, and the old address may redirect. */
  | { type: 'retargetLinks'; route: number; from: string; to: string; redirect: boolean };

let lastKey = 0;
export const newKey = () => `block-${++lastKey}`;

export function loadDraft(site: SiteData): Draft {
  const keys = site.routes.map((route) => route.blocks.map(() => newKey()));
  const loadedBlocks: Record<string, BlockData> = {};
  site.routes.forEach((route, r) => route.blocks.forEach((block, b) => (loadedBlocks[keys[r][b]] = block)));
  return { site, keys, loadedBlocks, loaded: site };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `value` with its keys in the order of `reference` (keys it lacks follow, as they come), at every
 * depth: a form that removes a cleared field and adds it back when it is typed again would move
 * that line in site.json, and the diff would show more than the edit.
 */
export function orderLike<T>(reference: unknown, value: T): T {
  if (Array.isArray(value)) return value.map((item, i) => orderLike(Array.isArray(reference) ? reference[i] : undefined, item)) as T;
  if (!isObject(value)) return value;
  // A part of another kind in that place (a heading inserted before a paragraph) keeps its own order.
  if (isObject(reference) && 'type' in reference && 'type' in value && reference.type !== value.type) return value;
  const known = isObject(reference) ? Object.keys(reference).filter((key) => key in value) : [];
  const keys = [...known, ...Object.keys(value).filter((key) => !known.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, orderLike(isObject(reference) ? reference[key] : undefined, value[key])])) as T;
}

const withRoute = (draft: Draft, r: number, blocks: BlockData[], keys: string[]): Draft => ({
  ...draft,
  site: { ...draft.site, routes: draft.site.routes.map((route, i) => (i === r ? { ...route, blocks } : route)) },
  keys: draft.keys.map((k, i) => (i === r ? keys : k)),
});

const moved = <T>(list: T[], from: number, to: number): T[] => {
  const copy = [...list];
  copy.splice(to, 0, ...copy.splice(from, 1));
  return copy;
};
const inserted = <T>(list: T[], at: number, item: T): T[] => [...list.slice(0, at), item, ...list.slice(at)];
const removed = <T>(list: T[], at: number): T[] => list.filter((_, i) => i !== at);

export function changeDraft(draft: Draft, change: DraftChange): Draft {
  const { site } = draft;
  switch (change.type) {
    case 'moveBlock': {
      const { blocks } = site.routes[change.route];
      return withRoute(draft, change.route, moved(blocks, change.from, change.to), moved(draft.keys[change.route], change.from, change.to));
    }
    case 'insertBlock': {
      const { blocks } = site.routes[change.route];
      const at = Math.min(change.at, blocks.length);
      return withRoute(draft, change.route, inserted(blocks, at, structuredClone(change.block)), inserted(draft.keys[change.route], at, change.key ?? newKey()));
    }
    case 'duplicateBlock': {
      const block = site.routes[change.route].blocks[change.index];
      return changeDraft(draft, { type: 'insertBlock', route: change.route, at: change.index + 1, block });
    }
    case 'removeBlock':
      return withRoute(draft, change.route, removed(site.routes[change.route].blocks, change.index), removed(draft.keys[change.route], change.index));
    case 'editBlock': {
      const previous = site.routes[change.route].blocks[change.index];
      const key = draft.keys[change.route][change.index];
      const block = orderLike(draft.loadedBlocks[key] ?? previous, change.block);
      return withRoute(draft, change.route, site.routes[change.route].blocks.map((b, i) => (i === change.index ? block : b)), draft.keys[change.route]);
    }
    case 'editRoute': {
      const routes = site.routes.map((route, i) => (i === change.route ? orderLike(route, { ...route, ...change.fields }) : route));
      return { ...draft, site: { ...site, routes } };
    }
    case 'insertRoute': {
      const at = Math.min(change.at, site.routes.length);
      const keys = change.keys ?? change.route.blocks.map(() => newKey());
      return { ...draft, site: { ...site, routes: inserted(site.routes, at, change.route) }, keys: inserted(draft.keys, at, keys) };
    }
    case 'removeRoute':
      return { ...draft, site: { ...site, routes: removed(site.routes, change.index) }, keys: removed(draft.keys, change.index) };
    case 'editSection': {
      const part = sectionPart(change.section);
      const value = change.section === 'plans' ? withFollowingPrices(site.plans ?? [], change.value as PlanData[]) : change.value;
      return { ...draft, site: part.set(site, orderLike(part.get(draft.loaded), value)) };
    }
    case 'retargetLinks': {
      const retargeted = retargetLinks(site, change.from, change.to);
      const redirects = redirectsAfterRename(retargeted.redirects, change.from, change.to, change.redirect);
      return { ...draft, site: redirects ? { ...retargeted, redirects } : retargeted };
    }
  }
}

/**
 * A plan's yearly hosting and first-year total follow its price while they did (the site's rule:
 * hosting costs the development price each year, and the first year is both): a new price is one
 * edit, not three that must agree. A figure set apart from the price stays as it is.
 */
export function withFollowingPrices(before: PlanData[], after: PlanData[]): PlanData[] {
  return after.map((plan, index) => {
    const old = before[index];
    if (!old || old.id !== plan.id) return plan;
    const renewal = plan.price !== old.price && plan.renewal === old.renewal && old.renewal === old.price ? plan.price : plan.renewal;
    const priceOrRenewalChanged = plan.price !== old.price || renewal !== old.renewal;
    const firstYearTotal = priceOrRenewalChanged && plan.firstYearTotal === old.firstYearTotal && old.firstYearTotal === old.price + old.renewal ? plan.price + renewal : plan.firstYearTotal;
    return renewal === plan.renewal && firstYearTotal === plan.firstYearTotal ? plan : { ...plan, renewal, firstYearTotal };
  });
}

const isBilingual = (value: unknown): value is { en: string; ar: string } =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 2 && 'en' in (value as object) && 'ar' in (value as object);

/**
 * A new block from its schema's example, without the example's words: every required text empty
 * (so that the problems list flags each until it is written), optional texts left out; the
 * example's structure and choices (links, styles, icons) kept. Never another page's copy.
 */
export function blankBlock(example: BlockData, defs: Record<string, any>): BlockData {
  const resolve = (schema: any): any => (schema?.$ref ? resolve(defs[schema.$ref.split('/').pop()]) : schema);
  const blank = (value: unknown, schema: any): unknown => {
    const resolved = resolve(schema) ?? {};
    if (isBilingual(value)) return { en: '', ar: '' };
    if (Array.isArray(value)) return value.map((item) => blank(item, resolved.items));
    if (value && typeof value === 'object') {
      const required: string[] = resolved.required ?? [];
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key, item]) => required.includes(key) || !isBilingual(item))
          .map(([key, item]) => [key, blank(item, resolved.properties?.[key])]),
      );
    }
    return value;
  };
  return blank(example, defs[`blocks:${example.type}`]) as BlockData;
}
