// Where leads come from, without cookies: the first time a visitor types in a lead's form on a
// page, the form tells the server (POST /api/form-start, src/server/leads/formStarts.ts) which
// form, on which page, in which language. Nothing identifies the visitor: no cookie, no id.
import { useEffect, type RefObject } from 'react';
import type { Locale } from '../app/locale.ts';
import type { FormKind } from './rules.ts';

export function useFormStartBeacon(formRef: RefObject<HTMLFormElement | null>, kind: FormKind, language: Locale, shown: boolean) {
  useEffect(() => {
    const form = formRef.current;
    // The newsletter brings no lead; a browser without sendBeacon is not counted.
    if (!shown || !form || kind === 'newsletter' || typeof navigator.sendBeacon !== 'function') return;
    // A string goes as text/plain, which a browser sends without asking the server first.
    const started = () => void navigator.sendBeacon('/api/form-start', JSON.stringify({ form: kind, page: location.pathname, language }));
    form.addEventListener('input', started, { once: true });
    return () => form.removeEventListener('input', started);
  }, [formRef, kind, language, shown]);
}
