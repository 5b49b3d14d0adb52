// Sends a form without reloading the page: checks it in the browser first with the shared rules,
// then posts it as the plain form would (same endpoint, same fields) and shows the server's
// answer. Without JavaScript the same <form> posts itself and the server renders the outcome.
import { useCallback, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSiteContent } from '../app/siteContent.tsx';
import { fieldMessage } from './messages.ts';
import { FormOutcomeContext, type FormOutcome } from './outcome.ts';
import { checkSubmission, tokenField, type FormKind } from './rules.ts';

export interface FormState extends Omit<FormOutcome, 'kind' | 'status'> {
  status: FormOutcome['status'] | 'idle' | 'sending';
}

/** The outcome the server rendered this form with, when it did (browsers without JavaScript). */
function initialState(kind: FormKind, outcome: FormOutcome | null): FormState {
  return outcome && outcome.kind === kind ? outcome : { status: 'idle' };
}

export function useFormSubmission(kind: FormKind) {
  const { ui } = useSiteContent();
  const texts = ui.forms;
  const formRef = useRef<HTMLFormElement>(null);
  /** Holds the form, or the thank-you that replaces it; focus moves within it. */
  const panelRef = useRef<HTMLElement>(null);
  const serverOutcome = useContext(FormOutcomeContext);
  const [state, setState] = useState<FormState>(() => initialState(kind, serverOutcome));

  const done = state.status === 'sent' || state.status === 'subscribed';

  // A form shown after client-side navigation (or again after a thank-you) has no token from the
  // server yet: fetch one.
  useEffect(() => {
    if (done) return;
    const input = formRef.current?.elements.namedItem(tokenField) as HTMLInputElement | null;
    if (!input || input.value) return;
    fetch('/api/form-token', { headers: { accept: 'application/json' } })
      .then((response) => response.json())
      .then(({ token }: { token: string }) => (input.value = token))
      .catch(() => undefined); // the server answers "expired" then, with a fresh token
  }, [done]);

  // Move focus to the first field to correct, or to the form's message or thank-you. Not on a
  // page the server rendered with an outcome: there the browser starts at the top, as usual.
  const answered = useRef(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !answered.current || state.status === 'idle' || state.status === 'sending') return;
    const firstInvalid = state.errors && panel.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? panel.querySelector<HTMLElement>('[data-form-status]'))?.focus();
  }, [state]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (state.status === 'sending') return;
      const data = new FormData(form);
      const raw = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
      const checked = checkSubmission(kind, raw);
      const refused = Object.entries(checked.errors);
      answered.current = true;
      if (refused.length > 0) {
        setState({ status: 'invalid', message: texts.summary, errors: Object.fromEntries(refused.map(([field, code]) => [field, fieldMessage(texts, kind, field, code)])) });
        return;
      }
      setState({ status: 'sending' });
      try {
        const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams(raw), headers: { accept: 'application/json' } });
        const outcome = (await response.json()) as FormOutcome;
        const tokenInput = form.elements.namedItem(tokenField) as HTMLInputElement | null;
        if (outcome.token && tokenInput) tokenInput.value = outcome.token;
        setState(outcome);
      } catch {
        setState({ status: 'failed', message: texts.failed });
      }
    },
    [kind, state.status, texts],
  );

  /** Props for a field: its error state and the message's id for aria-describedby. */
  const fieldError = (name: string) => state.errors?.[name];
  /** What the visitor had typed, when the server sent the form back (browsers without JavaScript). */
  const initialValue = (name: string) => state.values?.[name];
  const reset = () => setState({ status: 'idle' });
  /** The fresh token of a form the server sent back (browsers without JavaScript). */
  const serverToken = serverOutcome?.kind === kind ? serverOutcome.token : undefined;
  return { formRef, panelRef, state, done, onSubmit, fieldError, initialValue, serverToken, reset, texts };
}
