// Sends a form without reloading the page: checks it in the browser first with the shared rules,
// then posts it as the plain form would (same endpoint, same fields) and shows the server's
// answer. Without JavaScript the same <form> posts itself and the server renders the outcome.
import { useCallback, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { ui } from 'virtual:site';
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
  const texts = ui.forms!;
  const formRef = useRef<HTMLFormElement>(null);
  const serverOutcome = useContext(FormOutcomeContext);
  const [state, setState] = useState<FormState>(() => initialState(kind, serverOutcome));

  // A form shown after client-side navigation has no token from the server yet: fetch one.
  useEffect(() => {
    const input = formRef.current?.elements.namedItem(tokenField) as HTMLInputElement | null;
    if (!input || input.value) return;
    fetch('/api/form-token', { headers: { accept: 'application/json' } })
      .then((response) => response.json())
      .then(({ token }: { token: string }) => (input.value = token))
      .catch(() => undefined); // the server answers "expired" then, with a fresh token
  }, []);

  // Move focus to the first field to correct, or to the form's message.
  useEffect(() => {
    const form = formRef.current;
    if (!form || state.status === 'idle' || state.status === 'sending') return;
    const firstInvalid = state.errors && form.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? form.querySelector<HTMLElement>('[data-form-status]'))?.focus();
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
  const reset = () => setState({ status: 'idle' });
  return { formRef, state, onSubmit, fieldError, reset, texts };
}
