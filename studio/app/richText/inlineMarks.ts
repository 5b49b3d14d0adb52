// Marked words in the rich-text editor (defs.schema.json's inlineText): a text in one language as
// runs, each of words with the same marks, and back. A text without a mark is written as a plain
// string, as site.json holds it; a text with marks as its list of parts, the unmarked ones strings.

export type Mark = 'bold' | 'italic' | 'code';
export interface Run {
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
  href?: string;
}
/** A text in one language as site.json holds it: a string, or its parts. */
export type InlineValue = string | Array<string | Run>;

export const marks: readonly Mark[] = ['bold', 'italic', 'code'];
const sameMarks = (a: Run, b: Run) => marks.every((mark) => a[mark] === b[mark]) && a.href === b.href;
const isMarked = (run: Run) => marks.some((mark) => run[mark]) || run.href !== undefined;

/** The runs of a text (a draft's text may be missing). */
export function runsOf(value: InlineValue | undefined): Run[] {
  if (value === undefined || value === '') return [];
  if (typeof value === 'string') return [{ text: value }];
  return value.map((part) => (typeof part === 'string' ? { text: part } : { ...part })).filter((run) => typeof run.text === 'string');
}

/** The text as site.json holds it: neighbours with the same marks joined, the keys in the schema's order. */
export function valueOf(runs: readonly Run[]): InlineValue {
  const joined: Run[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = joined.at(-1);
    if (last && sameMarks(last, run)) last.text += run.text;
    else joined.push({ ...run });
  }
  if (!joined.some(isMarked)) return joined.map((run) => run.text).join('');
  return joined.map((run) =>
    isMarked(run) ? { text: run.text, ...(run.bold && { bold: true }), ...(run.italic && { italic: true }), ...(run.code && { code: true }), ...(run.href !== undefined && { href: run.href }) } : run.text,
  );
}

export const plainOf = (runs: readonly Run[]) => runs.map((run) => run.text).join('');

/** Each character's run, split at `start` and `end`: the runs before, within and after. */
function split(runs: readonly Run[], start: number, end: number): [Run[], Run[], Run[]] {
  const parts: [Run[], Run[], Run[]] = [[], [], []];
  let at = 0;
  for (const run of runs) {
    const cuts = [0, Math.min(Math.max(start - at, 0), run.text.length), Math.min(Math.max(end - at, 0), run.text.length), run.text.length];
    for (let i = 0; i < 3; i++) if (cuts[i + 1] > cuts[i]) parts[i].push({ ...run, text: run.text.slice(cuts[i], cuts[i + 1]) });
    at += run.text.length;
  }
  return parts;
}

/** The runs from character `start` to `end`. */
export const sliceRuns = (runs: readonly Run[], start: number, end = Infinity) => split(runs, start, end)[1];

/** Whether every character from `start` to `end` has the mark. */
export const hasMark = (runs: readonly Run[], start: number, end: number, mark: Mark) => {
  const within = sliceRuns(runs, start, end);
  return within.length > 0 && within.every((run) => run[mark]);
};

/** The mark given to the characters from `start` to `end`, or taken from them when all have it. */
export function toggleMark(runs: readonly Run[], start: number, end: number, mark: Mark): Run[] {
  const [before, within, after] = split(runs, start, end);
  const on = !hasMark(runs, start, end, mark);
  return [...before, ...within.map((run) => ({ ...run, [mark]: on || undefined })), ...after];
}

/** The characters from `start` to `end` made a link to `href`, or no link (undefined). */
export function withLink(runs: readonly Run[], start: number, end: number, href: string | undefined): Run[] {
  const [before, within, after] = split(runs, start, end);
  return [...before, ...within.map((run) => ({ ...run, href })), ...after];
}

/** What a mark or a link acts on when nothing is selected: the link or the word the caret is in. */
export function rangeAt(runs: readonly Run[], start: number, end: number): { start: number; end: number } {
  if (start !== end) return { start, end };
  let at = 0;
  for (const run of runs) {
    if (run.href !== undefined && start > at && start < at + run.text.length) return { start: at, end: at + run.text.length };
    at += run.text.length;
  }
  const text = plainOf(runs);
  const word = /[\p{L}\p{N}_'’-]/u;
  let from = start;
  let to = start;
  while (from > 0 && word.test(text[from - 1])) from--;
  while (to < text.length && word.test(text[to])) to++;
  return { start: from, end: to };
}

/** Where a link may lead: a page of the site or an https:// address (as the schema says). */
export const isLinkTarget = (href: string) => /^(\/(?!\/)|https:\/\/[^\s/]+)/.test(href);
