// The rich-text editor's model: a long text (defs.schema.json's richText, a list of typed parts)
// as lines, one per heading, paragraph, quote, note or list item, as a word processor shows it.
// Both languages share the lines: a part has its English and its Arabic side by side. The
// converter goes both ways without loss: bodyToLines, then linesToBody, gives back the body.
// The text of a paragraph, list item, quote or note may have marked words (inlineMarks.ts); a
// heading's, a quote's author and a note's title are plain.
import type { Bilingual } from '../../shared/siteData.ts';
import { plainOf, runsOf, type InlineValue } from './inlineMarks.ts';

export type Language = 'en' | 'ar';
/** A line's own text, in both languages: plain, or with marked words. */
export type BilingualText = { en: InlineValue; ar: InlineValue };

// The parts of defs.schema.json's richText, every text in both languages (src/types/site.ts has them in one).
type HeadingNode = { type: 'heading'; level: 2 | 3; text: Bilingual };
type ParagraphNode = { type: 'paragraph'; text: BilingualText };
type ListNode = { type: 'list'; ordered?: boolean; items: BilingualText[] };
type QuoteNode = { type: 'quote'; text: BilingualText; cite?: Bilingual };
type CalloutNode = { type: 'callout'; title?: Bilingual; text: BilingualText };
export type RichTextNode = HeadingNode | ParagraphNode | ListNode | QuoteNode | CalloutNode;

/** What a line is; list items are bulleted or numbered. */
export type LineStyle = 'heading2' | 'heading3' | 'paragraph' | 'bulleted' | 'numbered' | 'quote' | 'callout';

export interface Line {
  /** Stable while the line lives: the editor's key and focus follow it. */
  id: string;
  style: LineStyle;
  text: BilingualText;
  /** The second text of a quote (who said it) or of a note (its title), when it has one. */
  extra?: Bilingual;
  /** The list an item belongs to: two lists one after the other stay two. */
  list?: string;
}

/** Which text of a line: its own, or its quote's author / note's title. */
export type LineField = 'text' | 'extra';

export const isListStyle = (style: LineStyle) => style === 'bulleted' || style === 'numbered';
/** Whether a line's own text may have marked words: a heading's may not. */
export const takesMarks = (style: LineStyle) => style !== 'heading2' && style !== 'heading3';

let lastId = 0;
export const newLineId = () => `line-${++lastId}`;

/** A draft's text may be missing a language while it is being fixed; the editor shows it empty. */
const bilingual = <T extends InlineValue>(text: Partial<Record<Language, T>> | undefined) => ({ en: text?.en ?? '', ar: text?.ar ?? '' });
/** A text with its marks taken off (a line made a heading). */
const plain = (text: BilingualText): Bilingual => ({ en: plainOf(runsOf(text.en)), ar: plainOf(runsOf(text.ar)) });

export function bodyToLines(body: readonly RichTextNode[] | undefined): Line[] {
  const lines: Line[] = [];
  for (const node of body ?? []) {
    switch (node.type) {
      case 'heading':
        lines.push({ id: newLineId(), style: node.level === 3 ? 'heading3' : 'heading2', text: bilingual(node.text) });
        break;
      case 'list': {
        const list = newLineId();
        for (const item of node.items ?? []) lines.push({ id: newLineId(), style: node.ordered ? 'numbered' : 'bulleted', text: bilingual(item), list });
        break;
      }
      case 'quote':
        lines.push({ id: newLineId(), style: 'quote', text: bilingual(node.text), extra: node.cite && bilingual(node.cite) });
        break;
      case 'callout':
        lines.push({ id: newLineId(), style: 'callout', text: bilingual(node.text), extra: node.title && bilingual(node.title) });
        break;
      default:
        lines.push({ id: newLineId(), style: 'paragraph', text: bilingual((node as ParagraphNode).text) });
    }
  }
  return lines.length > 0 ? lines : [emptyLine('paragraph')];
}

/** The parts in the order and shape of the schema, so that an untouched part is written as it was. */
export function linesToBody(lines: readonly Line[]): RichTextNode[] {
  const body: RichTextNode[] = [];
  let openList: { id?: string; style: LineStyle; node: ListNode } | undefined;
  for (const line of lines) {
    if (isListStyle(line.style)) {
      if (openList && openList.id === line.list && openList.style === line.style) {
        openList.node.items.push(line.text);
        continue;
      }
      const node: ListNode = line.style === 'numbered' ? { type: 'list', ordered: true, items: [line.text] } : { type: 'list', items: [line.text] };
      openList = { id: line.list, style: line.style, node };
      body.push(node);
      continue;
    }
    openList = undefined;
    body.push(lineNode(line));
  }
  return body;
}

function lineNode(line: Line): RichTextNode {
  switch (line.style) {
    case 'heading2':
    case 'heading3':
      return { type: 'heading', level: line.style === 'heading2' ? 2 : 3, text: plain(line.text) } satisfies HeadingNode;
    case 'quote':
      return (line.extra ? { type: 'quote', text: line.text, cite: line.extra } : { type: 'quote', text: line.text }) satisfies QuoteNode;
    case 'callout':
      return (line.extra ? { type: 'callout', title: line.extra, text: line.text } : { type: 'callout', text: line.text }) satisfies CalloutNode;
    default:
      return { type: 'paragraph', text: line.text } satisfies ParagraphNode;
  }
}

export const emptyText = (): Bilingual => ({ en: '', ar: '' });
export const emptyLine = (style: LineStyle, list?: string): Line => ({ id: newLineId(), style, text: emptyText(), list });

/** One text of a line changed; an optional text emptied in both languages is no text at all. */
export function withText(lines: readonly Line[], id: string, field: LineField, language: Language, value: InlineValue): Line[] {
  return lines.map((line) => {
    if (line.id !== id) return line;
    if (field === 'text') return { ...line, text: { ...line.text, [language]: takesMarks(line.style) ? value : plainOf(runsOf(value)) } };
    const extra = { ...(line.extra ?? emptyText()), [language]: plainOf(runsOf(value)) };
    return { ...line, extra: extra.en || extra.ar ? extra : undefined };
  });
}

/**
 * A line made a heading, a paragraph, a quote, a note or a list item. A list made the other kind
 * changes as a whole; an item taken out of a list splits it in two; a line made an item joins the
 * list just above it when that list is of the same kind.
 */
export function withStyle(lines: readonly Line[], id: string, style: LineStyle): Line[] {
  const index = lines.findIndex((line) => line.id === id);
  const line = lines[index];
  if (!line || line.style === style) return [...lines];
  if (isListStyle(line.style) && isListStyle(style)) return lines.map((other) => (other.list === line.list && other.style === line.style ? { ...other, style } : other));
  const next = [...lines];
  // A quote's author and a note's title belong to those kinds only.
  const keepsExtra = (style === 'quote' || style === 'callout') && (line.style === 'quote' || line.style === 'callout');
  const changed: Line = { id: line.id, style, text: takesMarks(style) ? line.text : plain(line.text), extra: keepsExtra ? line.extra : undefined };
  if (isListStyle(style)) {
    const above = lines[index - 1];
    changed.list = above && above.style === style ? above.list : newLineId();
  }
  next[index] = changed;
  if (isListStyle(line.style)) {
    // The items below it now make a list of their own.
    const rest = newLineId();
    for (let i = index + 1; i < next.length && next[i].list === line.list && next[i].style === line.style; i++) next[i] = { ...next[i], list: rest };
  }
  return next;
}

/** Enter: a new line after `id`, an item of the same list or a paragraph, starting with `moved` in `language`. */
export function withLineAfter(lines: readonly Line[], id: string, language: Language, moved: InlineValue = ''): { lines: Line[]; added: Line } {
  const index = lines.findIndex((line) => line.id === id);
  const line = lines[index];
  const added = isListStyle(line.style) ? emptyLine(line.style, line.list) : emptyLine('paragraph');
  added.text[language] = moved;
  return { lines: [...lines.slice(0, index + 1), added, ...lines.slice(index + 1)], added };
}

/** A line removed; a text is never left without a line to type in. */
export function withoutLine(lines: readonly Line[], id: string): Line[] {
  const rest = lines.filter((line) => line.id !== id);
  return rest.length > 0 ? rest : [emptyLine('paragraph')];
}

export const isEmptyLine = (line: Line) => !line.text.en && !line.text.ar && !line.extra;

/** Where each line's part is in the body (and its item, for a list): its problems are found there. */
export function linePlaces(lines: readonly Line[]): Array<{ node: number; item?: number }> {
  let node = -1;
  let item = 0;
  return lines.map((line, i) => {
    const previous = lines[i - 1];
    const continuesList = isListStyle(line.style) && previous && previous.list === line.list && previous.style === line.style;
    if (continuesList) return { node, item: ++item };
    node++;
    item = 0;
    return isListStyle(line.style) ? { node, item: 0 } : { node };
  });
}
