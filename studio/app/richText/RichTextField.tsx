// A long text (an article's body, an FAQ answer) edited as in a word processor: headings,
// paragraphs, bulleted and numbered lists, quotes and notes, each line with its English and its
// Arabic side by side. It writes the site's own format (defs.schema.json's richText) through the
// converter of richTextLines.ts. Typing stays in the browser's editable texts; the body is rebuilt
// from them when the browser is idle (at most 100 ms after a key) or when the text loses focus,
// never at every key. Words are marked as in a word processor: Ctrl+B bold, Ctrl+I italic,
// Ctrl+E code, Ctrl+K a link (LinkDialog), or the toolbar; with nothing selected, the word the
// caret is in (or the link).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { startTransition, use, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DraftSite } from '../form/draftSite.ts';
import { shortcutLetter } from '../shortcuts.ts';
import { caretIn, fillText, focusAt, runsOfText, selectIn, textOf, type CellAddress } from './EditableText.tsx';
import { hasMark, marks, plainOf, rangeAt, sliceRuns, toggleMark, valueOf, withLink, type Mark, type Run } from './inlineMarks.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { RichTextLine } from './RichTextLine.tsx';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { lineErrors, type Messages } from './lineErrors.ts';
import { linesLook } from './richTextLook.ts';
import { inlineCtaIndex } from '../../../src/blocks/article/bodySplit.ts';
import { shortcutStyle } from './lineStyles.ts';
import { bodyToLines, isEmptyLine, isListStyle, linePlaces, linesToBody, newLineId, takesMarks, withLineAfter, withStyle, withText, withoutLine, type Line, type LineStyle, type RichTextNode } from './richTextLines.ts';
import { useFormEcho } from '../form/useFormEcho.ts';
import { useStudioWords } from '../studioWords.ts';

type Focus = CellAddress & { at: 'start' | 'end' };
// Safari has no requestIdleCallback: a short timer does there.
const idle = 'requestIdleCallback' in window;
const whenIdle = (run: () => void): number => (idle ? requestIdleCallback(run, { timeout: 100 }) : window.setTimeout(run, 50));
const cancelIdle = (handle: number) => (idle ? cancelIdleCallback(handle) : clearTimeout(handle));
/** What a paragraph may begin with to become another kind of line. */
const typedStart = /^(###|##|-|\*|1\.|>) /;
const typedStyles: Record<string, LineStyle> = { '###': 'heading3', '##': 'heading2', '-': 'bulleted', '*': 'bulleted', '1.': 'numbered', '>': 'quote' };
/** The marks' keys with Ctrl (⌘), as in Google Docs and Word. */
const markKeys: Record<string, Mark> = { b: 'bold', i: 'italic', e: 'code' };

/** The same body, whatever the order of its keys (the draft keeps the file's order). */
function sameBody(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => sameBody((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export default function RichTextField({ formData, onChange, fieldPathId, errorSchema, schema, name, uiSchema, disabled, readonly }: FieldProps<RichTextNode[]>) {
  const words = useStudioWords();
  const id = fieldPathId.$id;
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  const [lines, setLines] = useState(() => bodyToLines(formData));
  const latest = useRef({ lines, emitted: formData, onChange, path: fieldPathId.path });
  latest.current.onChange = onChange;
  latest.current.path = fieldPathId.path;
  // The form hands a body back later than the field shows it (useFormEcho): a body from elsewhere
  // (an undo, a merge) is shown anew.
  const sending = useFormEcho(formData, {
    same: sameBody,
    shown: () => latest.current.emitted,
    onOutside: (outside) => {
      latest.current.emitted = outside;
      latest.current.lines = bodyToLines(outside);
      setLines(latest.current.lines);
    },
  });

  const commit = useCallback((next: Line[]) => {
    latest.current.lines = next;
    setLines(next);
    const body = linesToBody(next);
    sending(body);
    latest.current.emitted = body;
    const { onChange: send, path } = latest.current;
    startTransition(() => send(body, path));
  }, [sending]);

  // The texts typed in and not yet read back into the body, and the read that is due.
  const pending = useRef(new Map<string, { cell: CellAddress; element: HTMLElement }>());
  const due = useRef<number>(undefined);
  const flush = useCallback(() => {
    if (due.current !== undefined) cancelIdle(due.current);
    due.current = undefined;
    if (pending.current.size === 0) return false;
    let next = latest.current.lines;
    for (const { cell, element } of pending.current.values()) next = withText(next, cell.line, cell.field, cell.language, cell.field === 'text' ? valueOf(runsOfText(element)) : textOf(element));
    pending.current.clear();
    commit(next);
    return true;
  }, [commit]);
  useLayoutEffect(() => () => void flush(), [flush]);

  // The text being edited (the toolbar acts on its line), and where the caret goes after a change.
  const [current, setCurrent] = useState<CellAddress>();
  const focusNext = useRef<Focus>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const cellElement = (cell: CellAddress) => box.current?.querySelector<HTMLElement>(`[data-line="${cell.line}"][data-field="${cell.field}"][data-lang="${cell.language}"]`);
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    const element = target && cellElement(target);
    if (element) focusAt(element, target.at);
  });

  /** A change of the lines' order or kinds, after the typed texts are read. */
  const change = useCallback(
    (make: (lines: Line[]) => Line[], focus?: Focus) => {
      flush();
      commit(make(latest.current.lines));
      if (focus) focusNext.current = focus;
    },
    [flush, commit],
  );
  /** A paragraph begun with "## ", "- ", "1. " or "> " becomes a heading, a list item or a quote, as in WordPress. */
  const startAsTyped = useCallback(
    (cell: CellAddress, element: HTMLElement) => {
      const match = typedStart.exec(element.textContent ?? '');
      if (!match || caretIn(element).start !== match[0].length) return;
      if (latest.current.lines.find((line) => line.id === cell.line)?.style !== 'paragraph') return;
      fillText(element, sliceRuns(runsOfText(element), match[0].length));
      change((lines) => withStyle(lines, cell.line, typedStyles[match[1]]), { ...cell, at: 'start' });
    },
    [change],
  );

  const onInput = useCallback(
    (cell: CellAddress, element: HTMLElement) => {
      pending.current.set(`${cell.line} ${cell.field} ${cell.language}`, { cell, element });
      due.current ??= whenIdle(flush);
      if (cell.field === 'text') startAsTyped(cell, element);
    },
    [flush, startAsTyped],
  );
  const setStyle = useCallback(
    (style: LineStyle, cell = current) => cell && change((all) => withStyle(all, cell.line, style), { ...cell, field: 'text', at: 'end' }),
    [change, current],
  );
  const removeLine = useCallback(
    (cell = current) => {
      if (!cell) return;
      const all = latest.current.lines;
      const index = all.findIndex((line) => line.id === cell.line);
      const neighbour = all[index - 1] ?? all[index + 1];
      change((lines) => withoutLine(lines, cell.line), neighbour && { line: neighbour.id, field: 'text', language: cell.language, at: 'end' });
    },
    [change, current],
  );

  /** The editable text of a cell that may have marks, with its runs and the words a mark acts on. */
  const markable = (cell: CellAddress | undefined) => {
    const element = cell && cell.field === 'text' ? cellElement(cell) : undefined;
    if (!cell || !element || element.contentEditable !== 'true') return undefined;
    const runs = runsOfText(element);
    const caret = caretIn(element);
    return { cell, element, runs, caret, ...rangeAt(runs, caret.start, caret.end) };
  };
  /** Runs `make` on the words of the caret's text, which is filled anew and read as typed. */
  const reshape = useCallback(
    (target: NonNullable<ReturnType<typeof markable>>, runs: Run[], select: { start: number; end: number }) => {
      fillText(target.element, runs);
      selectIn(target.element, select.start, select.end);
      onInput(target.cell, target.element);
    },
    [onInput],
  );
  const toggle = useCallback(
    (mark: Mark, cell = current) => {
      const target = markable(cell);
      if (target && target.start !== target.end) reshape(target, toggleMark(target.runs, target.start, target.end, mark), target.caret.start === target.caret.end ? target.caret : target);
    },
    [current, reshape],
  );

  // The link dialog, on the words it was opened for.
  const draftSite = use(DraftSite);
  const [linking, setLinking] = useState<{ cell: CellAddress; start: number; end: number; words: string; href?: string }>();
  const openLink = useCallback(
    (cell = current) => {
      const target = markable(cell);
      if (!target) return;
      const words = sliceRuns(target.runs, target.start, target.end);
      setLinking({ cell: target.cell, start: target.start, end: target.end, words: plainOf(words), href: words.length === 1 ? words[0].href : undefined });
    },
    [current],
  );
  const closeLink = (href?: string | null) => {
    const opened = linking!;
    setLinking(undefined);
    // Back in the text once the dialog has given the focus back.
    requestAnimationFrame(() => {
      const element = cellElement(opened.cell);
      if (!element) return;
      element.focus();
      let { start, end } = opened;
      if (href === null) return selectIn(element, start, end);
      let runs = runsOfText(element);
      // No words at the caret: the address becomes the link's words.
      if (start === end && href) (runs = [...sliceRuns(runs, 0, start), { text: href }, ...sliceRuns(runs, start)]), (end = start + href.length);
      reshape({ cell: opened.cell, element, runs, caret: { start, end }, start, end }, withLink(runs, start, end, href), { start: end, end });
    });
  };

  // Which marks the toolbar shows pressed: those of the selected words, or of the character before the caret.
  const [pressed, setPressed] = useState('');
  const currentRef = useRef(current);
  currentRef.current = current;
  useEffect(() => {
    const update = () => {
      const element = currentRef.current && cellElement(currentRef.current);
      if (!element?.contains(getSelection()?.anchorNode ?? null)) return;
      const runs = runsOfText(element);
      const { start, end } = caretIn(element);
      const [from, to] = start === end ? [Math.max(0, start - 1), Math.max(1, start)] : [start, end];
      const linked = sliceRuns(runs, from, to).some((run) => run.href !== undefined);
      setPressed([...marks.filter((mark) => hasMark(runs, from, to, mark)), ...(linked ? ['link'] : [])].join(' '));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLElement>, cell: CellAddress) => {
      // Keys that compose a character (an input method) are the input method's.
      if (event.nativeEvent.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        const letter = shortcutLetter(event.nativeEvent);
        if (markKeys[letter]) return (event.preventDefault(), toggle(markKeys[letter], cell));
        // The link, not the studio's own shortcuts; no underline (the site has none).
        if (letter === 'k') return (event.preventDefault(), event.stopPropagation(), openLink(cell));
        if (letter === 'u') return event.preventDefault();
      }
      const style = shortcutStyle(event);
      if (style) return (event.preventDefault(), setStyle(style, cell));
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        // A text not yet read is read first, and that draft is saved once checked (Ctrl+S again):
        // the studio's Ctrl+S would otherwise save the draft without the last keys.
        if (flush()) event.stopPropagation();
        return;
      }
      const element = event.currentTarget;
      const all = latest.current.lines;
      const index = all.findIndex((line) => line.id === cell.line);
      const line = all[index];
      if (event.key === 'Enter') {
        event.preventDefault();
        flush();
        const fresh = latest.current.lines[index];
        if (isListStyle(fresh.style) && isEmptyLine(fresh)) return setStyle('paragraph', cell);
        if (cell.field === 'extra')
          return change((lines) => {
            const { lines: next, added } = withLineAfter(lines, cell.line, cell.language);
            focusNext.current = { line: added.id, field: 'text', language: cell.language, at: 'start' };
            return next;
          });
        const runs = runsOfText(element);
        const { start, end } = caretIn(element);
        change((lines) => {
          // The line keeps the text before the caret, under a new id: its editable texts are made anew.
          const kept: Line = { ...lines[index], id: newLineId(), text: { ...lines[index].text, [cell.language]: valueOf(sliceRuns(runs, 0, start)) } };
          const { lines: next, added } = withLineAfter(lines.map((l, i) => (i === index ? kept : l)), kept.id, cell.language, valueOf(sliceRuns(runs, end)));
          focusNext.current = { line: added.id, field: 'text', language: cell.language, at: 'start' };
          return next;
        });
        return;
      }
      const { start, end } = caretIn(element);
      const atStart = start === 0 && end === 0;
      if (event.key === 'Backspace' && atStart && cell.field === 'text') {
        flush();
        const fresh = latest.current.lines[index];
        if (fresh.style !== 'paragraph') return (event.preventDefault(), setStyle('paragraph', cell));
        if (isEmptyLine(fresh) && all.length > 1) return (event.preventDefault(), removeLine(cell));
        return;
      }
      // The arrows go on to the line above or below from a text's first or last character.
      const target = event.key === 'ArrowUp' && atStart ? all[index - 1] : event.key === 'ArrowDown' && start === textOf(element).length ? all[index + 1] : undefined;
      if (target && line && !event.shiftKey) {
        const targetText = cellElement({ line: target.id, field: 'text', language: cell.language });
        if (targetText) (event.preventDefault(), focusAt(targetText, event.key === 'ArrowUp' ? 'end' : 'start'));
      }
    },
    [flush, change, setStyle, removeLine, toggle, openLink],
  );

  const onFocus = useCallback((cell: CellAddress) => setCurrent(cell), []);
  const currentLine = lines.find((line) => line.id === current?.line);
  const places = linePlaces(lines);
  const ownErrors = (errorSchema as Messages)?.__errors ?? [];
  // An article's body shows where its call to action card goes, as the site places it.
  const ctaNote = uiSchema?.['ui:options']?.inlineCtaNote as string | undefined;
  const nodeCount = places.length > 0 ? places[places.length - 1].node + 1 : 0;
  const ctaAt = ctaNote ? inlineCtaIndex(linesToBody(lines) as unknown as Parameters<typeof inlineCtaIndex>[0]) : -1;
  const ctaMarker = (
    <span className="rt-marker" key="cta">
      {ctaNote}
    </span>
  );
  let number = 0;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, containerType: 'inline-size' }} aria-describedby={`${id}__help`}>
      <Typography component="legend" variant="subtitle2" id={`${id}__title`} sx={{ p: 0 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary" id={`${id}__help`} sx={{ display: 'block', mb: 1 }}>
        {words.richText.help}
      </Typography>
      <RichTextToolbar
        label={words.richText.lineStyle(label)}
        current={currentLine?.style}
        disabled={!currentLine || Boolean(disabled || readonly)}
        onStyle={setStyle}
        onRemove={removeLine}
        marksDisabled={!currentLine || current?.field !== 'text' || !takesMarks(currentLine.style) || Boolean(disabled || readonly)}
        pressed={pressed.split(' ')}
        onMark={(mark) => toggle(mark)}
        onLink={() => openLink()}
      />
      {linking && (
        <LinkDialog
          words={linking.words}
          current={linking.href}
          pages={(draftSite()?.routes ?? []).map((route) => ({ path: route.path, title: route.title?.en ?? '' }))}
          onDone={closeLink}
          onCancel={() => closeLink(null)}
        />
      )}
      <Box ref={box} sx={linesLook}>
        <div className="rt-row" aria-hidden="true">
          <span />
          <Typography variant="overline" component="span">
            {words.english}
          </Typography>
          <Typography variant="overline" component="span">
            {words.arabic}
          </Typography>
        </div>
        {lines.map((line, i) => {
          number = isListStyle(line.style) && lines[i - 1]?.list === line.list && lines[i - 1]?.style === line.style ? number + 1 : 1;
          const startsNode = places[i].node === ctaAt && !places[i].item;
          return [
            startsNode && ctaMarker,
            <RichTextLine
              key={line.id}
              line={line}
              number={number}
              position={i + 1}
              errors={lineErrors(errorSchema, places[i])}
              idPrefix={`${id}_${i}`}
              readOnly={Boolean(disabled || readonly)}
              onInput={onInput}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
              onBlur={flush}
            />,
          ];
        })}
        {ctaAt === nodeCount && ctaMarker}
      </Box>
      {ownErrors.length > 0 && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {ownErrors.join(' ')}
        </Typography>
      )}
    </Box>
  );
}
