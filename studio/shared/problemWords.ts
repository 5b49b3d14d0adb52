// A problem in a marketer's words: where it is by page, block and field label ("Pricing, block 2
// 'Pricing table: Website Plans…', Heading (English)") and what is wrong ("is empty"), rather than
// the file's line and JSON pointer, which stay behind a "details" toggle. In the studio's language:
// the Arabic studio names the pages, blocks and fields in Arabic (studioNames.ts).
import { humanize } from './humanize.ts';
import type { SiteData } from './siteData.ts';
import type { StudioProblem } from './api.ts';
import { blockName } from './blockLabels.ts';
import { sections } from './sections.ts';
import { placeWordsAr, sectionNamesAr } from './studioNames.ts';
import { fieldLabelsAr, problemWordsAr } from './editorNamesAr.ts';
import type { ConsoleLanguage as StudioLanguage } from './consoleLanguages.ts';

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

/** A field's label in the studio's language: the Arabic studio's own name when it has one. */
const fieldLabel = (key: string, words: StudioLanguage) => (words === 'ar' ? fieldLabelsAr[key] : undefined) ?? humanize(key);

/** A pointer's segments as labels: "actions/0/label/en" is "Actions, item 1, Label (English)"; items with a title are named by it. */
export function fieldWords(segments: string[], value: unknown, words: StudioLanguage = 'en'): string {
  const labels: string[] = [];
  let node = value as any;
  for (const segment of segments) {
    const item = Array.isArray(node) ? Number(segment) : NaN;
    if (Number.isInteger(item)) {
      const named = node[item]?.title ?? node[item]?.name ?? node[item]?.question;
      const own = words === 'ar' && typeof named?.ar === 'string' && named.ar ? named.ar : named?.en;
      const label = typeof own === 'string' && own ? (words === 'ar' ? placeWordsAr.named(own) : `“${own}”`) : words === 'ar' ? placeWordsAr.item(item + 1) : `item ${item + 1}`;
      labels.push(label);
    } else if (segment in languages && labels.length) labels[labels.length - 1] += ` (${words === 'ar' ? placeWordsAr.inLanguage[segment as 'en' | 'ar'] : languages[segment]})`;
    else labels.push(fieldLabel(segment, words));
    node = node?.[segment];
  }
  return labels.join(words === 'ar' ? placeWordsAr.separator : ', ');
}

/** What the validation says is wrong, in the studio's language (a message without Arabic words stays as it is). */
export const problemWhat = (message: string, words: StudioLanguage = 'en') =>
  (words === 'ar' ? problemWordsAr : plainWords).reduce((said, [pattern, plain]) => said.replace(pattern, plain), message);

export function describeProblem(problem: StudioProblem, site: SiteData, words: StudioLanguage = 'en'): { where: string; what: string } {
  return { where: placeWords(problem.pointer, site, words), what: problemWhat(problem.message, words) };
}

/** A page as the places name it: its title in the studio's language, else its path. */
export const pageName = (site: SiteData, route: number, words: StudioLanguage = 'en') => {
  const found = site.routes[route];
  return found?.title?.[words] || found?.path || (words === 'ar' ? placeWordsAr.page(route + 1) : `page ${route + 1}`);
};

/** Where a JSON pointer is, by page, block and field label: "Pricing, block 2 ‘Pricing table’, Heading (English)". */
export function placeWords(pointer: string, site: SiteData, words: StudioLanguage = 'en'): string {
  const segments = pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const separator = words === 'ar' ? placeWordsAr.separator : ', ';
  const then = (field: string) => (field ? `${separator}${field}` : '');
  if (segments[0] === 'routes' && segments.length >= 2) {
    const route = site.routes[Number(segments[1])];
    const page = pageName(site, Number(segments[1]), words);
    if (segments[2] === 'blocks' && segments.length >= 4) {
      const index = Number(segments[3]);
      const block = route?.blocks[index];
      const field = fieldWords(segments.slice(4), block, words);
      const name = block ? blockName(block, words, words) : '?';
      return `${page}${separator}${words === 'ar' ? placeWordsAr.block(index + 1, name) : `block ${index + 1} ‘${name}’`}${then(field)}`;
    }
    return `${page}${then(fieldWords(segments.slice(2), route, words))}`;
  }
  const section = sections.find((part) => pointer === part.pointer || pointer.startsWith(`${part.pointer}/`));
  if (section) {
    const rest = pointer.slice(section.pointer.length).split('/').slice(1);
    const label = words === 'ar' ? sectionNamesAr[section.section] : section.label;
    return `${label}${then(fieldWords(rest, section.get(site), words))}`;
  }
  return words === 'ar' ? placeWordsAr.wholeFile : 'The whole file';
}
