// What a release changed, as a marketer reads it: by page and block (and by part of the site for
// the rest: facts, menus, texts, plans, articles, projects), each change with its words before
// and after, English and Arabic side by side. Not a JSON diff: no braces, no pointers.
import { humanize } from '../../../studio/shared/humanize.ts';
import { isBilingualText, markedWords } from '../../../studio/shared/siteData.ts';
import type { BilingualText, ReleaseChanges, Change, ChangeGroup } from '../../../studio/shared/releases.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isText = (value: Json | undefined): value is BilingualText => isBilingualText(value);
/** A text's words in each language, marked words as in Markdown ("**bold**", "[a link](/contact)"). */
const wordsOf = (text: BilingualText): BilingualText => ({ en: markedWords(text.en as never), ar: markedWords(text.ar as never) });
const plain = (value: Json | undefined): string | undefined => (value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value));
/** An item's name in a list: a block by its type and heading, anything else by its title or name, else its place. */
const itemName = (item: Json, index: number) => {
  const object = item && typeof item === 'object' && !Array.isArray(item) ? item : {};
  const named = object.title ?? object.name ?? object.heading ?? object.question;
  const label = isText(named) ? wordsOf(named).en : typeof named === 'string' ? named : undefined;
  if (typeof object.type === 'string' && typeof object.id === 'string') return `${humanize(object.type)} block${label ? ` “${label}”` : ''}`;
  return label ? `“${label}”` : `item ${index + 1}`;
};
/** A list of objects with ids (blocks, plans) is compared by id, so that a move is a move, not a change of everything. */
const keyOf = (item: Json, index: number) => (item && typeof item === 'object' && !Array.isArray(item) && typeof (item.id ?? item.slug) === 'string' ? `#${item.id ?? item.slug}` : `@${index}`);

function compare(before: Json | undefined, after: Json | undefined, where: string[], out: Change[]) {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const at = where.join(' › ') || 'Whole part';
  if (before === undefined || after === undefined) {
    const value = (before ?? after)!;
    const kind = before === undefined ? 'added' : 'removed';
    const side = (text?: string) => (kind === 'added' ? { after: text } : { before: text });
    out.push(isText(value) ? { where: at, kind, en: side(wordsOf(value).en), ar: side(wordsOf(value).ar) } : { where: at, kind, value: side(summaryOf(value)) });
    return;
  }
  if (isText(before) && isText(after)) {
    const [was, is] = [wordsOf(before), wordsOf(after)];
    out.push({ where: at, kind: 'changed', ...(was.en !== is.en && { en: { before: was.en, after: is.en } }), ...(was.ar !== is.ar && { ar: { before: was.ar, after: is.ar } }) });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const beforeKeys = before.map(keyOf);
    const afterKeys = after.map(keyOf);
    after.forEach((item, index) => {
      const from = beforeKeys.indexOf(afterKeys[index]);
      const name = [...where, itemName(item, index)];
      if (from < 0) return compare(undefined, item, name, out);
      if (from !== index && afterKeys[index].startsWith('#')) out.push({ where: name.join(' › '), kind: 'moved', value: { before: `position ${from + 1}`, after: `position ${index + 1}` } });
      compare(before[from], item, name, out);
    });
    before.forEach((item, index) => afterKeys.includes(beforeKeys[index]) || compare(item, undefined, [...where, itemName(item, index)], out));
    return;
  }
  if (before && after && typeof before === 'object' && typeof after === 'object' && !Array.isArray(before) && !Array.isArray(after)) {
    const [a, b] = [before as Record<string, Json>, after as Record<string, Json>];
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) compare(a[key], b[key], [...where, humanize(key)], out);
    return;
  }
  out.push({ where: at, kind: 'changed', value: { before: plain(before), after: plain(after) } });
}

/** A whole added or removed part in a line: its texts in English. */
function summaryOf(value: Json): string {
  const texts: string[] = [];
  const walk = (node: Json) => {
    if (isText(node)) texts.push(wordsOf(node).en);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    else if (typeof node === 'string' && texts.length === 0) texts.push(node);
  };
  walk(value);
  const line = texts.join(' · ');
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

const partTitles: Record<string, string> = { site: 'Company facts', layout: 'Menus and footer', ui: 'Interface texts', plans: 'Plans', articles: 'Articles', projects: 'Projects', redirects: 'Old addresses' };

type Route = { path: string; title: BilingualText; blocks: Array<{ type: string; id?: string } & Record<string, Json>> } & Record<string, Json>;

export function releaseChanges(beforeText: string | undefined, afterText: string): ReleaseChanges {
  const after = JSON.parse(afterText) as Record<string, Json>;
  if (beforeText === undefined) return { summary: 'The first release: the whole site as it was deployed.', first: true, groups: [] };
  const before = JSON.parse(beforeText) as Record<string, Json>;
  const groups: ChangeGroup[] = [];
  const routesBefore = new Map(((before.routes ?? []) as unknown as Route[]).map((route) => [route.path, route]));
  const routesAfter = (after.routes ?? []) as unknown as Route[];
  for (const route of routesAfter) {
    const old = routesBefore.get(route.path);
    const changes: Change[] = [];
    if (!old) changes.push({ where: 'Page', kind: 'added', en: { after: route.title.en }, ar: { after: route.title.ar } });
    else {
      const { blocks, ...page } = route;
      const { blocks: oldBlocks, ...oldPage } = old;
      compare(oldPage as Json, page as Json, [], changes);
      // Blocks without an id are told apart by their type and rank ("cta 2"), so that one moved is not all changed.
      const named = (list: Route['blocks']) => list.map((block, index) => ({ ...block, id: block.id ?? `${block.type} ${list.slice(0, index + 1).filter((b) => b.type === block.type).length}` })) as unknown as Json;
      compare(named(oldBlocks), named(blocks), [], changes);
    }
    if (changes.length) groups.push({ title: `Page ${route.path} (${route.title.en})`, page: { path: route.path, title: route.title }, changes });
  }
  for (const [path, route] of routesBefore)
    if (!routesAfter.some((r) => r.path === path)) groups.push({ title: `Page ${path} (${route.title.en})`, page: { path, title: route.title }, changes: [{ where: 'Page', kind: 'removed', en: { before: route.title.en }, ar: { before: route.title.ar } }] });
  for (const part of Object.keys({ ...before, ...after })) {
    if (part === 'routes' || part === '$schema') continue;
    const changes: Change[] = [];
    compare(before[part], after[part], [], changes);
    if (changes.length) groups.push({ title: partTitles[part] ?? humanize(part), part, changes });
  }
  const count = groups.reduce((sum, group) => sum + group.changes.length, 0);
  const pages = groups.filter((group) => group.title.startsWith('Page ')).length;
  const summary = count === 0 ? 'No change of content: the same site, built again.' : `${count} change${count === 1 ? '' : 's'}${pages ? ` on ${pages} page${pages === 1 ? '' : 's'}` : ''}${groups.length > pages ? `${pages ? ' and' : ' in'} ${groups.length - pages} other part${groups.length - pages === 1 ? '' : 's'}` : ''}`;
  return { summary, groups };
}
