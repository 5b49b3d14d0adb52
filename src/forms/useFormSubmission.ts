// Sends a form without reloading the page: checks it in the browser first with the shared rules,
// then posts it as the plain form would (same endpoint, same fields) and shows the server's
// answer. Without JavaScript the same <form> posts itself and the server renders the outcome.
//
// The page's own token may come from a cache (the service worker's copy, a CDN) and be used or out
// of date, so the form fetches a fresh one as soon as it is shown. Should the server still refuse
// the token, its answer brings another, and the form is sent once more with it, unseen.
import { useCallback, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSiteContent } from '../app/siteContent.tsx';
import { fieldMessage } from './messages.ts';
import { FormOutcomeContext, type FormOutcome } from './outcome.ts';
import { checkSubmission, tokenField, type FormKind } from './rules.ts';
import { useFormStartBeacon } from './useFormStartBeacon.ts';

const tokenInput = (form: HTMLFormElement | null) => form?.elements.namedItem(tokenField) as HTMLInputElement | null;
const fetchToken = async () => {
  const response = await fetch('/api/form-token', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`form token: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The longest a refused form waits to be sent again (the server asks for its minimum fill time at most). */
const longestRetryWaitMs = 10_000;

export interface FormState extends Omit<FormOutcome, 'kind' | 'status'> {
  status: FormOutcome['status'] | 'idle' | 'sending';
}

/** The outcome the server rendered this form with, when it did (browsers without JavaScript). */
function initialState(kind: FormKind, outcome: FormOutcome | null): FormState {
  return outcome && outcome.kind === kind ? outcome : { status: 'idle' };
}

export function useFormSubmission(kind: FormKind) {
  const { ui, locale } = useSiteContent();
  const texts = ui.forms;
  const formRef = useRef<HTMLFormElement>(null);
  /** Holds the form, or the thank-you that replaces it; focus moves within it. */
  const panelRef = useRef<HTMLElement>(null);
  const serverOutcome = useContext(FormOutcomeContext);
  const [state, setState] = useState<FormState>(() => initialState(kind, serverOutcome));

  const done = state.status === 'sent' || state.status === 'subscribed';
  useFormStartBeacon(formRef, kind, locale, !done);

  // A fresh token as soon as the form is shown (again after a thank-you), written into its field.
  const tokenArrival = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    const input = tokenInput(formRef.current);
    if (done || !input) return;
    tokenArrival.current = fetchToken()
      .then((token) => void (input.value = token))
      .catch(() => undefined); // the server's answer then brings one
  }, [done]);

  // Move focus to the first field to correct, or to the form's message or thank-you. On a page
  // the server rendered with an outcome, which runs no script, the message's autofocus does it.
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
        await tokenArrival.current;
        const input = tokenInput(form);
        const send = async (token: string) => {
          const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ ...raw, [tokenField]: token }), headers: { accept: 'application/json' } });
          return (await response.json()) as FormOutcome;
        };
        let outcome = await send(input?.value ?? '');
        if (outcome.status === 'retry' && outcome.token) {
          await pause(Math.min(outcome.retryInMs ?? 0, longestRetryWaitMs));
          outcome = await send(outcome.token);
        }
        if (outcome.token && input) input.value = outcome.token;
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
  /** The server rendered the page with this form's outcome (browsers without JavaScript): it is what the visitor sees first. */
  const serverAnswered = serverOutcome?.kind === kind;
  /** The token to send again with, from that outcome. */
  const serverToken = serverAnswered ? serverOutcome.token : undefined;
  return { formRef, panelRef, state, done, onSubmit, fieldError, initialValue, serverAnswered, serverToken, reset, texts };
}
