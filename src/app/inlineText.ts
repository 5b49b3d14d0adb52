// The text of a paragraph, a list item, a quote or a note (defs.schema.json's inlineText): plain
// text, or a list of parts, each plain text or words with marks (bold, italic, code, a link).
import type { InlinePart, MarkedText } from '../types/site.ts';

/** A paragraph's text in one language, as the pages receive it. */
export type InlineText = string | InlinePart[];

/** Every part as marked words: a plain string is words without marks. */
export const inlineParts = (text: InlineText): MarkedText[] => (typeof text === 'string' ? [{ text }] : text.map((part) => (typeof part === 'string' ? { text: part } : part)));

/** The words alone, for search, descriptions and structured data. */
export const inlinePlain = (text: InlineText): string => (typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join(''));
