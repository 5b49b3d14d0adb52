// A field that shows a key at once and hands its value to the form in a transition (so that a key
// typed meanwhile goes first) hears its own values back later, and sometimes an older one first:
// the form drawn again, by an urgent change elsewhere, from the value before the key. Those echoes
// are no news; a value from anywhere else (an undo, a merge, a reload) replaces what the field
// shows. Worked out after a commit: a render React drops may have seen a value that never was.
import { useCallback, useLayoutEffect, useRef } from 'react';

interface EchoRules<T> {
  /** Whether two values read the same (the same text in a new object is nothing new). */
  same: (a: T | undefined, b: T | undefined) => boolean;
  /** What the field shows now. */
  shown: () => T | undefined;
  /** Called with a value that came from elsewhere. */
  onOutside: (value: T | undefined) => void;
}

/** Returns the function to call with every value the field hands to the form. */
export function useFormEcho<T>(formData: T | undefined, rules: EchoRules<T>): (sending: T) => void {
  // The values sent since the field last caught up with the form, and the form's last value.
  const sent = useRef<Array<T | undefined>>([]);
  const handled = useRef(formData);
  const latest = useRef(rules);
  latest.current = rules;
  useLayoutEffect(() => {
    const { same, shown, onOutside } = latest.current;
    const previous = handled.current;
    handled.current = formData;
    if (same(formData, shown())) sent.current = [];
    else if (same(formData, previous) || sent.current.some((value) => same(formData, value))) return;
    else {
      sent.current = [];
      onOutside(formData);
    }
  }, [formData]);
  // Until the form has a value, it may draw the field again from the value before it: that one
  // is no news either.
  return useCallback((sending: T) => {
    sent.current = [...(sent.current.length ? sent.current.slice(-100) : [handled.current]), sending];
  }, []);
}
