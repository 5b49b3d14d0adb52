// Where leads come from, without cookies: the first time a visitor types in a lead's form on a
// page, the form tells the server (POST /api/form-start, src/server/leads/formStarts.ts) which
// form, on which page, in which language. Nothing identifies the visitor: no cookie, no id.
import { useEffect, type RefObject } from 'react';
import type { Locale } from '../app/locale.ts';
import type { FormKind } from './rules.ts';

/**
 * Whether a field already holds something the page did not: the visitor typed before this script
 * listened. The tap into a field is what starts the app (src/boot.ts), so on a phone the first
 * letters usually come before the form has hydrated, and their input events before its listener.
 */
function typedBefore(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => {
    // Only what the form sends: MUI's multiline fields measure their text in an unnamed copy.
    if (!('name' in field) || !field.name) return false;
    // A list with no option marked selected shows its first.
    if (field instanceof HTMLSelectElement) return field.selectedIndex !== Math.max(0, [...field.options].findIndex((option) => option.defaultSelected));
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (!(field instanceof HTMLInputElement) || field.type === 'hidden') return false;
    return field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
  });
}

export function useFormStartBeacon(formRef: RefObject<HTMLFormElement | null>, kind: FormKind, language: Locale, shown: boolean) {
  useEffect(() => {
    const form = formRef.current;
    // The newsletter brings no lead; a browser without sendBeacon is not counted.
    if (!shown || !form || kind === 'newsletter' || typeof navigator.sendBeacon !== 'function') return;
    // A string goes as text/plain, which a browser sends without asking the server first.
    const started = () => void navigator.sendBeacon('/api/form-start', JSON.stringify({ form: kind, page: location.pathname, language }));
    if (typedBefore(form)) return started();
    form.addEventListener('input', started, { once: true });
    return () => form.removeEventListener('input', started);
  }, [formRef, kind, language, shown]);
}
