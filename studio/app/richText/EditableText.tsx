// One text of the rich-text editor, in one language: the browser's own editable text, with the
// marked words as elements (<strong>, <em>, <code>, <a>) where the line may have them, plain text
// elsewhere (a paste brings no formatting). It is filled once, when it appears; after that the
// typing is the browser's and React never rewrites it, so that a key costs nothing but the
// browser's work. The editor reads the text back (see RichTextField's flush), and refills it
// only when a mark changes (fillText).
import { memo, useLayoutEffect, useRef } from 'react';
import type { Mark, Run } from './inlineMarks.ts';
import type { Language, LineField } from './richTextLines.ts';

export interface CellAddress {
  line: string;
  field: LineField;
  language: Language;
}

interface EditableTextProps extends CellAddress {
  /** The text it starts with. */
  initial: Run[];
  /** Whether it may have marked words (not a heading, nor a quote's author or a note's title). */
  marked: boolean;
  label: string;
  placeholder: string;
  className: string;
  invalid: boolean;
  describedBy?: string;
  readOnly: boolean;
  onInput: (cell: CellAddress, element: HTMLElement) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>, cell: CellAddress) => void;
  onFocus: (cell: CellAddress) => void;
  onBlur: () => void;
}

export const EditableText = memo(function EditableText({ line, field, language, initial, marked, label, placeholder, className, invalid, describedBy, readOnly, onInput, onKeyDown, onFocus, onBlur }: EditableTextProps) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    fillText(element.current!, initial);
    // Only when it appears: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A line made a heading loses its marks.
  useLayoutEffect(() => {
    if (!marked && element.current!.childElementCount > 0) element.current!.textContent = element.current!.textContent;
  }, [marked]);
  const cell = { line, field, language };
  return (
    <div
      ref={element}
      className={className}
      role="textbox"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-readonly={readOnly || undefined}
      contentEditable={readOnly ? false : marked ? true : 'plaintext-only'}
      suppressContentEditableWarning
      spellCheck
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      data-line={line}
      data-field={field}
      data-lang={language}
      data-placeholder={placeholder}
      onInput={(event) => onInput(cell, event.currentTarget)}
      onKeyDown={(event) => onKeyDown(event, cell)}
      onFocus={() => onFocus(cell)}
      onBlur={onBlur}
      // Words dragged from elsewhere would bring their formatting (and from within, their marks).
      onDrop={(event) => marked && event.preventDefault()}
      onPaste={(event) => {
        // A text is one paragraph: pasted lines join with spaces.
        event.preventDefault();
        document.execCommand('insertText', false, event.clipboardData.getData('text/plain').replace(/\s*\n\s*/g, ' '));
      }}
    />
  );
});

/** The caret's place in a text: where a selection starts and ends, in characters. */
export function caretIn(element: HTMLElement): { start: number; end: number } {
  const selection = getSelection();
  if (!selection || selection.rangeCount === 0) return { start: 0, end: 0 };
  const range = selection.getRangeAt(0);
  const offsetOf = (node: Node, offset: number) => {
    const before = document.createRange();
    before.selectNodeContents(element);
    before.setEnd(node, offset);
    return before.toString().length;
  };
  return { start: offsetOf(range.startContainer, range.startOffset), end: offsetOf(range.endContainer, range.endOffset) };
}

/** Focuses a text with the caret at its start or end. */
export function focusAt(element: HTMLElement, at: 'start' | 'end') {
  element.focus();
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(at === 'start');
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The text as the body stores it: one line, whatever the browser put in. */
export const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\n/g, ' ');

const markTags: Record<Mark, string> = { bold: 'strong', italic: 'em', code: 'code' };
const tagMarks: Record<string, Mark> = { STRONG: 'bold', B: 'bold', EM: 'italic', I: 'italic', CODE: 'code' };

/** Fills a text with its runs, each mark an element, a link an <a>. */
export function fillText(element: HTMLElement, runs: readonly Run[]) {
  element.replaceChildren(
    ...runs.map((run) => {
      let node: Node = document.createTextNode(run.text);
      for (const mark of ['code', 'italic', 'bold'] as const) {
        if (!run[mark]) continue;
        const wrapper = document.createElement(markTags[mark]);
        wrapper.append(node);
        node = wrapper;
      }
      if (run.href === undefined) return node;
      const link = document.createElement('a');
      link.setAttribute('href', run.href);
      link.append(node);
      return link;
    }),
  );
}

/** The runs of a text as the browser holds it: the marks are its elements around each piece of text. */
export function runsOfText(element: HTMLElement): Run[] {
  const runs: Run[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const run: Run = { text: (node.textContent ?? '').replace(/\n/g, ' ') };
    for (let parent = node.parentElement; parent && parent !== element; parent = parent.parentElement) {
      const mark = tagMarks[parent.tagName];
      if (mark) run[mark] = true;
      else if (parent.tagName === 'A' && run.href === undefined) run.href = parent.getAttribute('href') ?? '';
    }
    runs.push(run);
  }
  return runs;
}

/** Selects the characters from `start` to `end` of a text. */
export function selectIn(element: HTMLElement, start: number, end: number) {
  const range = document.createRange();
  const place = (offset: number, set: (node: Node, at: number) => void) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let left = offset;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (left <= length) return set(node, left);
      left -= length;
    }
    set(element, element.childNodes.length);
  };
  place(start, (node, at) => range.setStart(node, at));
  place(end, (node, at) => range.setEnd(node, at));
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
