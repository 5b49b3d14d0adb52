// One text of the rich-text editor, in one language: the browser's own editable text, plain text
// only (a paste brings no formatting). It is filled once, when it appears; after that the typing
// is the browser's and React never rewrites it, so that a key costs nothing but the browser's
// work. The editor reads the text back (see RichTextField's flush).
import { memo, useLayoutEffect, useRef } from 'react';
import type { Language, LineField } from './richTextLines.ts';

export interface CellAddress {
  line: string;
  field: LineField;
  language: Language;
}

interface EditableTextProps extends CellAddress {
  /** The text it starts with. */
  initial: string;
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

export const EditableText = memo(function EditableText({ line, field, language, initial, label, placeholder, className, invalid, describedBy, readOnly, onInput, onKeyDown, onFocus, onBlur }: EditableTextProps) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    element.current!.textContent = initial;
    // Only when it appears: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
      contentEditable={readOnly ? false : 'plaintext-only'}
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
