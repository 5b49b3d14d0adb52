// The kinds of line the rich-text editor offers: their shortcuts and look (their names are the
// studio's words, richText.styles). The shortcuts are those of Google Docs (Ctrl+Alt+2 a heading,
// Ctrl+Shift+8 a bulleted list); ⌘ stands for Ctrl on a Mac.
import type { LineStyle } from './richTextLines.ts';

export interface LineStyleInfo {
  style: LineStyle;
  /** The mark beside the line (the editor's margin). */
  mark: string;
  /** The key with Ctrl (and Alt or Shift, as written): KeyboardEvent.code. */
  shortcut?: { code: string; alt?: boolean; shift?: boolean; text: string };
}

export const lineStyles: LineStyleInfo[] = [
  { style: 'heading2', mark: 'H2', shortcut: { code: 'Digit2', alt: true, text: 'Ctrl+Alt+2' } },
  { style: 'heading3', mark: 'H3', shortcut: { code: 'Digit3', alt: true, text: 'Ctrl+Alt+3' } },
  { style: 'paragraph', mark: '¶', shortcut: { code: 'Digit0', alt: true, text: 'Ctrl+Alt+0' } },
  { style: 'bulleted', mark: '•', shortcut: { code: 'Digit8', shift: true, text: 'Ctrl+Shift+8' } },
  { style: 'numbered', mark: '1.', shortcut: { code: 'Digit7', shift: true, text: 'Ctrl+Shift+7' } },
  { style: 'quote', mark: '❝', shortcut: { code: 'Digit9', shift: true, text: 'Ctrl+Shift+9' } },
  { style: 'callout', mark: 'i', shortcut: { code: 'KeyN', alt: true, text: 'Ctrl+Alt+N' } },
];

export const styleInfo = (style: LineStyle) => lineStyles.find((info) => info.style === style)!;

/** The line style a key press asks for, if it is one of the shortcuts. */
export function shortcutStyle(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'code'>): LineStyle | undefined {
  if (!(event.ctrlKey || event.metaKey)) return undefined;
  return lineStyles.find(({ shortcut }) => shortcut && shortcut.code === event.code && Boolean(shortcut.alt) === event.altKey && Boolean(shortcut.shift) === event.shiftKey)?.style;
}
