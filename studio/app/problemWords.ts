// A problem in a marketer's words: where it is by page, block and field label ("Pricing, block 2
// 'Pricing table: Website Plans…', Heading (English)") and what is wrong ("is empty"), rather than
// the file's line and JSON pointer, which stay behind a "details" toggle.
import { humanize } from '../shared/humanize.ts';
import type { SiteData } from '../shared/siteData.ts';
import type { StudioProblem } from '../shared/api.ts';
import { blockName } from './draft.ts';
import { sections } from './sections.ts';

const languages: Record<string, string> = { en: 'English', ar: 'Arabic' };

/** "must not be empty" is "is empty": the field's label goes first. */
const plainWords: Array<[RegExp, string]> = [
  [/^must not be empty$/, 'is empty'],
  [/^must not be only spaces$/, 'is only spaces'],
  [/^must be a number, not null$/, 'needs a number'],
  [/^must be a number, not (.+)$/, 'needs a number, not $1'],
  [/^must have at least 1 items?$/, 'needs at least one'],
  [/^must have at least (\d+) items$/, 'needs at least $1'],
];

/** A pointer's segments as labels: "actions/0/label/en" is "Actions, item 1, Label (English)"; items with a title are named by it. */
export function fieldWords(segments: string[], value: unknown): string {
  const words: string[] = [];
  let node = value as any;
  for (const segment of segments) {
    const item = Array.isArray(node) ? Number(segment) : NaN;
    if (Number.isInteger(item)) {
      const named = node[item]?.title ?? node[item]?.name ?? node[item]?.question;
      const label = typeof named?.en === 'string' && named.en ? `“${named.en}”` : `item ${item + 1}`;
      words.push(label);
    } else if (segment in languages && words.length) words[words.length - 1] += ` (${languages[segment]})`;
    else words.push(humanize(segment));
    node = node?.[segment];
  }
  return words.join(', ');
}

export function describeProblem(problem: StudioProblem, site: SiteData): { where: string; what: string } {
  const what = plainWords.reduce((message, [pattern, words]) => message.replace(pattern, words), problem.message);
  return { where: placeWords(problem.pointer, site), what };
}

/** Where a JSON pointer is, by page, block and field label: "Pricing, block 2 ‘Pricing table’, Heading (English)". */
export function placeWords(pointer: string, site: SiteData): string {
  const segments = pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (segments[0] === 'routes' && segments.length >= 2) {
    const route = site.routes[Number(segments[1])];
    const page = route?.title?.en || route?.path || `page ${Number(segments[1]) + 1}`;
    if (segments[2] === 'blocks' && segments.length >= 4) {
      const index = Number(segments[3]);
      const block = route?.blocks[index];
      const field = fieldWords(segments.slice(4), block);
      return `${page}, block ${index + 1} ‘${block ? blockName(block, 'en') : '?'}’${field ? `, ${field}` : ''}`;
    }
    const field = fieldWords(segments.slice(2), route);
    return `${page}${field ? `, ${field}` : ''}`;
  }
  const section = sections.find((part) => pointer === part.pointer || pointer.startsWith(`${part.pointer}/`));
  if (section) {
    const rest = pointer.slice(section.pointer.length).split('/').slice(1);
    const field = fieldWords(rest, section.get(site));
    return `${section.label}${field ? `, ${field}` : ''}`;
  }
  return 'The whole file';
}
