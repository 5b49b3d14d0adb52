// What a form shows after it was sent: the server's JSON answer, and what it renders for
// browsers without JavaScript, have this one shape.
import { createContext } from 'react';
import type { FormKind } from './rules.ts';

export interface FormOutcome {
  kind: FormKind;
  status: 'sent' | 'subscribed' | 'invalid' | 'retry' | 'rateLimited' | 'forbidden' | 'failed' | 'tooLarge';
  /** The lead's reference, once sent. */
  ref?: string;
  /** A message for the whole form. */
  message?: string;
  /** A message per refused field. */
  errors?: Record<string, string>;
  /** What the visitor had typed, to show again. */
  values?: Record<string, string>;
  /** The token to send the form again with. */
  token?: string;
  /** After a refused token: how long until `token` may be used (0: at once). */
  retryInMs?: number;
}

/** The outcome the server rendered a form page with (browsers without JavaScript); null otherwise. */
export const FormOutcomeContext = createContext<FormOutcome | null>(null);
