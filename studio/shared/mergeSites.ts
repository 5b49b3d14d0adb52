// A three-way merge of two edits of the same JSON (site.json): `base` is the version both started
// from, `mine` the studio's draft, `theirs` the version saved meanwhile. Changes to different
// places are both kept; the same place changed differently on both sides is a conflict, which a
// choice per place (`choices`, by its pointer) settles on a second run. Array items are followed
// by identity (a page's path, a plan's id), then by equal content, then by likeness, so that a
// block moved on one side and edited on the other is the same block. Pointers are in `base`'s
// positions, so every conflict and change can be named from the base version.
import { isBilingualText } from './siteData.ts';

export type Side = 'mine' | 'theirs';

export interface MergeConflict {
  /** JSON pointer into `base` ("/routes/0/blocks/1/heading"); also the key of its choice. */
  pointer: string;
  /** 'removed': one side removed what the other changed; 'order': both reordered the same list differently. */
  kind: 'changed' | 'removed' | 'order';
  base: unknown;
  /** undefined: removed on that side. */
  mine: unknown;
  theirs: unknown;
}

export interface MergeChange {
  side: Side;
  /** Where, in base's positions: the item or field changed or removed, or the list an item was added to or moved in. */
  pointer: string;
  kind: 'changed' | 'added' | 'removed' | 'moved';
}

export interface MergeResult<T> {
  /** The merge; where there are conflicts without a choice, mine's value stands in. */
  value: T;
  conflicts: MergeConflict[];
  changes: MergeChange[];
}

type Json = unknown;
type Choices = Record<string, Side>;

const isObject = (value: Json): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
}

/** A text in both languages (with its marked words, if any): a conflict in it is one choice, both languages together. */
const isBilingual = (value: Json) => isBilingualText(value);

const child = (pointer: string, key: string | number) => `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

export function mergeJson<T>(base: T, mine: T, theirs: T, choices: Choices = {}): MergeResult<T> {
  const conflicts: MergeConflict[] = [];
  const changes: MergeChange[] = [];
  const conflict = (pointer: string, kind: MergeConflict['kind'], b: Json, m: Json, t: Json) => {
    const choice = choices[pointer];
    if (choice) return choice === 'mine' ? m : t;
    conflicts.push({ pointer, kind, base: b, mine: m, theirs: t });
    return m;
  };

  function merge(b: Json, m: Json, t: Json, pointer: string): Json {
    if (jsonEqual(m, t)) return m;
    if (jsonEqual(b, m)) return changes.push(...differences('theirs', b, t, pointer)), t;
    if (jsonEqual(b, t)) return changes.push(...differences('mine', b, m, pointer)), m;
    if (choices[pointer]) return choices[pointer] === 'mine' ? m : t;
    if (isBilingual(m) || isBilingual(t)) return conflict(pointer, 'changed', b, m, t);
    if (isObject(b) && isObject(m) && isObject(t)) return mergeObjects(b, m, t, pointer);
    if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t)) return mergeArrays(b, m, t, pointer);
    return conflict(pointer, 'changed', b, m, t);
  }

  function mergeObjects(b: Record<string, Json>, m: Record<string, Json>, t: Record<string, Json>, pointer: string): Json {
    // Mine's key order, then keys only theirs has (as site.json's diff would show them).
    const keys = [...Object.keys(m), ...Object.keys(t).filter((key) => !(key in m)), ...Object.keys(b).filter((key) => !(key in m) && !(key in t))];
    const merged: Record<string, Json> = {};
    for (const key of keys) {
      const value = merge(b[key], m[key], t[key], child(pointer, key));
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }

  function mergeArrays(b: Json[], m: Json[], t: Json[], pointer: string): Json {
    const inMine = matchItems(b, m);
    const inTheirs = matchItems(b, t);
    const mineAt = inverse(inMine, b.length);
    const theirsAt = inverse(inTheirs, b.length);
    // Both sides' order of the items both kept: if both moved them, differently, that is a conflict.
    const kept = (matches: number[]) => matches.filter((i) => i >= 0 && mineAt[i] >= 0 && theirsAt[i] >= 0);
    const mineOrder = kept(inMine);
    const theirsOrder = kept(inTheirs);
    const baseOrder = [...mineOrder].sort((x, y) => x - y);
    const theirsLead = jsonEqual(mineOrder, baseOrder) && !jsonEqual(theirsOrder, baseOrder);
    if (!jsonEqual(mineOrder, theirsOrder) && !theirsLead && !jsonEqual(theirsOrder, baseOrder)) return conflict(pointer, 'order', b, m, t);
    if (!jsonEqual(mineOrder, baseOrder)) changes.push({ side: 'mine', pointer, kind: 'moved' });
    if (!jsonEqual(theirsOrder, baseOrder) && !jsonEqual(theirsOrder, mineOrder)) changes.push({ side: 'theirs', pointer, kind: 'moved' });

    // The side whose order is followed; the other's additions go after the item they follow there.
    const [lead, leadSide, leadMatches, other, otherSide, otherMatches] = theirsLead
      ? ([t, 'theirs', inTheirs, m, 'mine', inMine] as const)
      : ([m, 'mine', inMine, t, 'theirs', inTheirs] as const);
    const otherAt = leadSide === 'mine' ? theirsAt : mineAt;
    const leadAt = leadSide === 'mine' ? mineAt : theirsAt;
    const sides = (i: number, leadItem: Json, otherItem: Json) => (leadSide === 'mine' ? [b[i], leadItem, otherItem] : [b[i], otherItem, leadItem]) as [Json, Json, Json];

    /** An item one side removed: gone, unless the other changed it (a conflict, or the choice to keep it). */
    const keepsRemoved = (i: number, item: Json, keeper: Side) => {
      if (jsonEqual(b[i], item)) return changes.push({ side: keeper === 'mine' ? 'theirs' : 'mine', pointer: child(pointer, i), kind: 'removed' }), false;
      const [, mineItem, theirsItem] = keeper === 'mine' ? [b[i], item, undefined] : [b[i], undefined, item];
      return conflict(child(pointer, i), 'removed', b[i], mineItem, theirsItem) !== undefined;
    };

    const merged: Array<{ base: number; value: Json }> = [];
    lead.forEach((item, j) => {
      const i = leadMatches[j];
      if (i < 0) return merged.push({ base: -1, value: item }), changes.push({ side: leadSide, pointer, kind: 'added' });
      if (otherAt[i] >= 0) return merged.push({ base: i, value: merge(...sides(i, item, other[otherAt[i]]), child(pointer, i)) });
      if (keepsRemoved(i, item, leadSide)) merged.push({ base: i, value: item });
    });
    // The other side's additions (and items it kept that the lead removed), after their neighbour.
    let after = -1;
    let placed = 0;
    other.forEach((item, j) => {
      const i = otherMatches[j];
      if (i >= 0 && leadAt[i] >= 0) return void ((after = i), (placed = 0));
      if (i >= 0 && !keepsRemoved(i, item, otherSide)) return;
      if (i < 0) changes.push({ side: otherSide, pointer, kind: 'added' });
      const anchor = after < 0 ? -1 : merged.findIndex((entry) => entry.base === after);
      merged.splice(anchor + 1 + placed, 0, { base: i, value: item });
      placed++;
    });
    return merged.map((entry) => entry.value);
  }

  const value = merge(base, mine, theirs, '') as T;
  return { value, conflicts, changes };
}

/** Where one side changed `before` into `after`, field by field and item by item. */
export function differences(side: Side, before: Json, after: Json, pointer = ''): MergeChange[] {
  if (jsonEqual(before, after)) return [];
  if (before === undefined || after === undefined) return [{ side, pointer, kind: after === undefined ? 'removed' : 'added' }];
  if (isObject(before) && isObject(after) && !isBilingual(before)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => differences(side, before[key], after[key], child(pointer, key)));
  }
  if (!Array.isArray(before) || !Array.isArray(after)) return [{ side, pointer, kind: 'changed' }];
  const matches = matchItems(before, after);
  const kept = matches.filter((i) => i >= 0);
  const found: MergeChange[] = [];
  if (!jsonEqual(kept, [...kept].sort((x, y) => x - y))) found.push({ side, pointer, kind: 'moved' });
  matches.forEach((i, j) => found.push(...(i < 0 ? [{ side, pointer, kind: 'added' as const }] : differences(side, before[i], after[j], child(pointer, i)))));
  before.forEach((_, i) => !matches.includes(i) && found.push({ side, pointer: child(pointer, i), kind: 'removed' }));
  return found;
}

/** For each position of `after`, the position in `before` of the same item, or -1 (added). */
export function matchItems(before: Json[], after: Json[]): number[] {
  const matches = after.map(() => -1);
  const taken = new Set<number>();
  const pair = (j: number, i: number) => ((matches[j] = i), taken.add(i));
  // 1. Identity: a page's path, an item's id or slug.
  const identity = (item: Json) => (isObject(item) ? (['id', 'slug', 'path'] as const).map((key) => item[key]).find((value) => typeof value === 'string') : undefined);
  after.forEach((item, j) => {
    const id = identity(item);
    if (id === undefined) return;
    const i = before.findIndex((old, k) => !taken.has(k) && identity(old) === id);
    if (i >= 0) pair(j, i);
  });
  // 2. The same content, nearest first (a moved item).
  const texts = before.map((item) => JSON.stringify(item));
  after.forEach((item, j) => {
    if (matches[j] >= 0) return;
    const text = JSON.stringify(item);
    const candidates = texts.map((old, i) => (old === text && !taken.has(i) ? i : -1)).filter((i) => i >= 0);
    if (candidates.length) pair(j, candidates.reduce((best, i) => (Math.abs(i - j) < Math.abs(best - j) ? i : best)));
  });
  // 3. The most alike of the same type, if at least half of their texts and values agree (an edited item).
  const leaves = (item: Json) => new Set(flatten(item));
  const afterLeaves = after.map((item, j) => (matches[j] < 0 ? leaves(item) : undefined));
  const beforeLeaves = before.map((item, i) => (taken.has(i) ? undefined : leaves(item)));
  const likeness: Array<[number, number, number]> = [];
  after.forEach((item, j) => {
    const mine = afterLeaves[j];
    if (!mine) return;
    before.forEach((old, i) => {
      const theirs = beforeLeaves[i];
      if (!theirs || !isObject(item) || !isObject(old) || item.type !== old.type) return;
      let shared = 0;
      for (const leaf of mine) if (theirs.has(leaf)) shared++;
      const score = shared / Math.max(mine.size, theirs.size, 1);
      if (score >= 0.5) likeness.push([score, i, j]);
    });
  });
  likeness.sort((x, y) => y[0] - x[0] || Math.abs(x[1] - x[2]) - Math.abs(y[1] - y[2]));
  for (const [, i, j] of likeness) if (matches[j] < 0 && !taken.has(i)) pair(j, i);
  return matches;
}

function flatten(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => flatten(item, `${prefix}/${i}`));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => flatten(item, `${prefix}/${key}`));
  return [`${prefix}=${JSON.stringify(value)}`];
}

const inverse = (matches: number[], length: number) => {
  const at = Array.from({ length }, () => -1);
  matches.forEach((i, j) => i >= 0 && (at[i] = j));
  return at;
};
