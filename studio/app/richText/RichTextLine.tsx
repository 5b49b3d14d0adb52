// One line of the rich-text editor: its kind in the margin, then its English and its Arabic, and
// a quote's author or a note's title on a second row. Drawn again only when the line changes.
import { memo } from 'react';
import { EditableText, type CellAddress } from './EditableText.tsx';
import { runsOf } from './inlineMarks.ts';
import { styleInfo } from './lineStyles.ts';
import { takesMarks, type Language, type Line, type LineField } from './richTextLines.ts';
import type { LineErrors } from './lineErrors.ts';
import { useStudioWords } from '../studioWords.ts';
import type { StudioWords } from '../console/words/studio.ts';

interface RichTextLineProps {
  line: Line;
  /** Its number in its list. */
  number: number;
  /** Its place among the lines, from 1. */
  position: number;
  errors: LineErrors;
  idPrefix: string;
  readOnly: boolean;
  onInput: (cell: CellAddress, element: HTMLElement) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>, cell: CellAddress) => void;
  onFocus: (cell: CellAddress) => void;
  onBlur: () => void;
}

/** What a screen reader calls a text: its kind, its place and its language, in the studio's words. */
function cellName(words: StudioWords, line: Line, number: number, position: number, field: LineField, language: Language) {
  const kind = words.richText.styles[line.style];
  const what = line.style === 'numbered' || line.style === 'bulleted' ? words.lines.listItem(kind, number) : kind;
  const extra = field === 'extra' ? words.lines.extras[line.style as 'quote' | 'callout'] : undefined;
  return words.lines.cell(what, position, extra, language);
}

const sameProps = (a: RichTextLineProps, b: RichTextLineProps) =>
  a.line === b.line && a.number === b.number && a.position === b.position && a.readOnly === b.readOnly && a.onInput === b.onInput && a.onKeyDown === b.onKeyDown && JSON.stringify(a.errors) === JSON.stringify(b.errors);

export const RichTextLine = memo(function RichTextLine({ line, number, position, errors, idPrefix, readOnly, ...handlers }: RichTextLineProps) {
  const words = useStudioWords();
  const said = words.lines;
  const info = styleInfo(line.style);
  const mark = line.style === 'numbered' ? `${number}.` : info.mark;
  const fields: LineField[] = line.style === 'quote' ? ['text', 'extra'] : line.style === 'callout' ? ['extra', 'text'] : ['text'];
  const messages = [...errors.line, ...(['text', 'extra'] as const).flatMap((field) => [...errors[field].both, ...errors[field].en.map((m) => said.errorIn('en', m)), ...errors[field].ar.map((m) => said.errorIn('ar', m))])];
  const errorId = messages.length > 0 ? `${idPrefix}__errors` : undefined;
  return (
    <>
      {fields.map((field, row) => (
        <div className="rt-row" key={field}>
          <span className="rt-mark" aria-hidden="true">
            {row === 0 ? mark : ''}
          </span>
          {(['en', 'ar'] as const).map((language) => (
            <EditableText
              key={language}
              line={line.id}
              field={field}
              language={language}
              initial={runsOf((field === 'text' ? line.text : line.extra)?.[language])}
              marked={field === 'text' && takesMarks(line.style)}
              label={cellName(words, line, number, position, field, language)}
              placeholder={field === 'extra' ? said.optional(said.extras[line.style as 'quote' | 'callout']) : said.inLanguage(words.richText.styles[line.style], language)}
              className={`rt-cell rt-${line.style}${field === 'extra' ? ' rt-extra' : ''}`}
              invalid={errors[field][language].length > 0 || errors[field].both.length > 0}
              describedBy={errorId}
              readOnly={readOnly}
              {...handlers}
            />
          ))}
        </div>
      ))}
      {errorId && (
        <span id={errorId} className="rt-errors">
          {messages.join(' ')}
        </span>
      )}
    </>
  );
}, sameProps);
