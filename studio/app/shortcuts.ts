// The studio's keyboard shortcuts (Ctrl or ⌘ with a letter), listened to on the whole window. In
// the console the studio stays mounted, hidden, under the other pages: its shortcuts then act
// only while the part of the studio that offers them can be seen, and never inside a dialog.
import { useEffect, useRef, type RefObject } from 'react';

/** The letter of a shortcut whatever the keyboard's language: with an Arabic layout, Ctrl+Z's key is "ئ". */
export const shortcutLetter = (event: KeyboardEvent) => (/^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : event.code.replace(/^Key/, '').toLowerCase());

/** `onShortcut` answers true when it took the key (the browser's own action is then prevented). */
export function useShortcut(anchor: RefObject<HTMLElement | null>, onShortcut: (letter: string, event: KeyboardEvent) => boolean) {
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (!anchor.current?.checkVisibility()) return;
      if ((event.target as Element | null)?.closest?.('[role="dialog"]')) return;
      if (latest.current(shortcutLetter(event), event)) event.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [anchor]);
}
