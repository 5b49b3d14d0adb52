// The rich-text editor's converter (studio/app/richText/richTextLines.ts): every long text of
// site.json goes to the editor's lines and back unchanged, and the editor's changes give bodies
// of the schema's format.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteText } from '../../src/server/render/validateSite.ts';
import { bodyToLines, linePlaces, linesToBody, withLineAfter, withStyle, withText, withoutLine } from '../../studio/app/richText/richTextLines.ts';
import type { RichTextNode } from '../../studio/app/richText/richTextLines.ts';
import { hasMark, rangeAt, runsOf, sliceRuns, toggleMark, valueOf, withLink, type Run } from '../../studio/app/richText/inlineMarks.ts';

const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));

/** Every value of site.json that is a long text: articles' bodies, FAQ answers, rich-text blocks. */
function richTexts(value: unknown, found: RichTextNode[][] = []): RichTextNode[][] {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => item && typeof item === 'object' && ['heading', 'paragraph', 'list', 'quote', 'callout'].includes(item.type))) found.push(value);
    else value.forEach((item) => richTexts(item, found));
  } else if (value && typeof value === 'object') Object.values(value).forEach((child) => richTexts(child, found));
  return found;
}

const roundTrip = (body: RichTextNode[]) => linesToBody(bodyToLines(body));

describe('the rich-text converter', () => {
  it('gives back every article body of site.json unchanged, key order included', () => {
    expect(site.articles.length).toBeGreaterThan(0);
    for (const article of site.articles) expect(JSON.stringify(roundTrip(article.body)), article.slug).toBe(JSON.stringify(article.body));
  });

  it('gives back every other long text of site.json (FAQ answers, text blocks) unchanged', () => {
    const bodies = richTexts(site.routes);
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) expect(JSON.stringify(roundTrip(body))).toBe(JSON.stringify(body));
  });

  it('keeps two lists one after the other apart, and every kind of part with its optional texts', () => {
    const body: RichTextNode[] = [
      { type: 'list', items: [{ en: 'a', ar: 'أ' }] },
      { type: 'list', items: [{ en: 'b', ar: 'ب' }] },
      { type: 'list', ordered: true, items: [{ en: 'c', ar: 'ج' }, { en: 'd', ar: 'د' }] },
      { type: 'quote', text: { en: 'q', ar: 'ق' }, cite: { en: 'who', ar: 'من' } },
      { type: 'quote', text: { en: 'q', ar: 'ق' } },
      { type: 'callout', title: { en: 't', ar: 'ع' }, text: { en: 'n', ar: 'م' } },
      { type: 'callout', text: { en: 'n', ar: 'م' } },
    ];
    expect(JSON.stringify(roundTrip(body))).toBe(JSON.stringify(body));
    expect(linePlaces(bodyToLines(body))).toEqual([{ node: 0, item: 0 }, { node: 1, item: 0 }, { node: 2, item: 0 }, { node: 2, item: 1 }, { node: 3 }, { node: 4 }, { node: 5 }, { node: 6 }]);
  });
});

describe('the editor’s changes', () => {
  const start: RichTextNode[] = [
    { type: 'paragraph', text: { en: 'Intro', ar: 'مقدمة' } },
    { type: 'list', items: [{ en: 'one', ar: 'واحد' }, { en: 'two', ar: 'اثنان' }, { en: 'three', ar: 'ثلاثة' }] },
  ];

  it('turn a paragraph into a heading and a new line into a list item of the list above', () => {
    let lines = bodyToLines(start);
    lines = withStyle(lines, lines[0].id, 'heading2');
    const { lines: withNew, added } = withLineAfter(lines, lines[3].id, 'en', 'four');
    lines = withText(withNew, added.id, 'text', 'ar', 'أربعة');
    expect(linesToBody(lines)).toEqual([
      { type: 'heading', level: 2, text: { en: 'Intro', ar: 'مقدمة' } },
      { type: 'list', items: [{ en: 'one', ar: 'واحد' }, { en: 'two', ar: 'اثنان' }, { en: 'three', ar: 'ثلاثة' }, { en: 'four', ar: 'أربعة' }] },
    ]);
  });

  it('split a list when an item in its middle becomes a paragraph, and number a whole list', () => {
    let lines = bodyToLines(start);
    lines = withStyle(lines, lines[2].id, 'paragraph');
    expect(linesToBody(lines).map((node) => node.type)).toEqual(['paragraph', 'list', 'paragraph', 'list']);
    const numbered = bodyToLines(start);
    expect(linesToBody(withStyle(numbered, numbered[2].id, 'numbered'))[1]).toEqual({ type: 'list', ordered: true, items: (start[1] as { items: unknown[] }).items });
  });

  it('never leave a text without a line, and drop a quote’s empty author', () => {
    const lines = bodyToLines([{ type: 'quote', text: { en: 'q', ar: 'ق' }, cite: { en: 'w', ar: '' } }]);
    expect(linesToBody(withText(lines, lines[0].id, 'extra', 'en', ''))).toEqual([{ type: 'quote', text: { en: 'q', ar: 'ق' } }]);
    expect(linesToBody(withoutLine(lines, lines[0].id))).toEqual([{ type: 'paragraph', text: { en: '', ar: '' } }]);
  });

  it('give a body that npm run validate accepts', () => {
    const copy = structuredClone(site);
    let lines = bodyToLines(copy.articles[0].body);
    const { lines: withHeading, added } = withLineAfter(lines, lines[0].id, 'en', 'A new heading');
    lines = withText(withStyle(withHeading, added.id, 'heading3'), added.id, 'text', 'ar', 'عنوان جديد');
    copy.articles[0].body = linesToBody(lines);
    expect(validateSiteText(JSON.stringify(copy, null, 2)).ok).toBe(true);
  });
});

describe('marked words in the editor', () => {
  const runs: Run[] = runsOf(['Tell ', { text: 'us', bold: true }, ' today']);

  it('read every text of site.json as runs and write it back as it was: plain strings stay strings', () => {
    const texts: unknown[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const text = value as Record<string, unknown>;
        if (Object.keys(text).length === 2 && 'en' in text && 'ar' in text) texts.push(text.en, text.ar);
        else Object.values(text).forEach(walk);
      }
    };
    walk(site.articles);
    expect(texts.filter(Array.isArray).length).toBeGreaterThan(10);
    for (const text of texts) expect(JSON.stringify(valueOf(runsOf(text as string)))).toBe(JSON.stringify(text));
  });

  it('toggle a mark on the selected words, joining neighbours that end up alike, and take it off when all have it', () => {
    expect(valueOf(toggleMark(runs, 0, 5, 'bold'))).toEqual([{ text: 'Tell us', bold: true }, ' today']);
    expect(valueOf(toggleMark(runs, 5, 7, 'bold'))).toBe('Tell us today');
    expect(valueOf(toggleMark(runs, 6, 13, 'italic'))).toEqual(['Tell ', { text: 'u', bold: true }, { text: 's', bold: true, italic: true }, { text: ' today', italic: true }]);
    expect(hasMark(runs, 5, 7, 'bold')).toBe(true);
    expect(hasMark(runs, 4, 7, 'bold')).toBe(false);
    expect(valueOf(toggleMark(runs, 8, 13, 'code'))).toEqual(['Tell ', { text: 'us', bold: true }, ' ', { text: 'today', code: true }]);
  });

  it('make words a link and take it off; with nothing selected, act on the caret’s word or link', () => {
    const linked = withLink(runs, 8, 13, '/contact');
    expect(valueOf(linked)).toEqual(['Tell ', { text: 'us', bold: true }, ' ', { text: 'today', href: '/contact' }]);
    expect(valueOf(withLink(linked, 8, 13, undefined))).toEqual(valueOf(runs));
    expect(valueOf(withLink(runsOf('Tell us'), 5, 7, undefined))).toBe('Tell us');
    expect(rangeAt(runs, 2, 2)).toEqual({ start: 0, end: 4 });
    expect(rangeAt(linked, 10, 10)).toEqual({ start: 8, end: 13 });
    expect(rangeAt(runs, 3, 9)).toEqual({ start: 3, end: 9 });
    expect(valueOf(sliceRuns(runs, 6))).toEqual([{ text: 's', bold: true }, ' today']);
  });

  it('keep marks in paragraphs, items, quotes and notes, and take them off a line made a heading', () => {
    const marked = { en: ['Read ', { text: 'this', bold: true }], ar: ['اقرأ ', { text: 'هذا', italic: true }] };
    const body = [{ type: 'paragraph', text: marked }, { type: 'list', items: [marked] }, { type: 'quote', text: marked, cite: { en: 'W', ar: 'و' } }] as RichTextNode[];
    expect(JSON.stringify(roundTrip(body))).toBe(JSON.stringify(body));
    const lines = bodyToLines(body);
    expect(linesToBody(withStyle(lines, lines[0].id, 'heading2'))[0]).toEqual({ type: 'heading', level: 2, text: { en: 'Read this', ar: 'اقرأ هذا' } });
    expect(linesToBody(withText(lines, lines[2].id, 'extra', 'en', ['Who ', { text: 'said', bold: true }]))[2]).toMatchObject({ cite: { en: 'Who said' } });
  });
});
