// The console's server, as its pages call it (/studio/api/…). A refusal throws with the server's
// own words, in the page's language (sent as X-Console-Language: a signed-out member has no stored
// one); 401 (signed out meanwhile) sends the page back to sign-in.
import type { ConsoleLanguage } from '../../shared/consoleLanguages.ts';
import { refusalText } from '../../shared/refusalWords.ts';
import type { Permission, Role } from '../../shared/roles.ts';

export interface MemberView {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The language they chose for the console and its e-mails (null: not chosen yet). */
  language: ConsoleLanguage | null;
}
export interface Me {
  member: MemberView;
  permissions: Permission[];
  /** A link session opens no publishing, leads or team (studio/shared/roles.ts, passkeyPermissions). */
  signedInWith: 'link' | 'passkey';
  hasPasskey: boolean;
}

export class ConsoleError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : refusalText(pageLanguage, 'serverAnswered', status));
    this.status = status;
    this.body = body;
  }
}

/** The language the console's page is in (ConsoleLook keeps it), for the server's refusals. */
let pageLanguage: ConsoleLanguage = 'en';
export const speakIn = (language: ConsoleLanguage) => void (pageLanguage = language);

/** Called when the server says the session has ended (the shell shows sign-in again). */
let onSignedOut = () => undefined as void;
export const whenSignedOut = (handler: () => void) => void (onSignedOut = handler);

export async function consoleApi<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, { confirmed = false } = {}): Promise<T> {
  const response = await fetch(`/studio/api/${path}`, {
    method,
    headers: { 'x-console-language': pageLanguage, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = response.headers.get('content-type')?.includes('json') ? await response.json() : {};
  if (response.status === 401 && !path.startsWith('auth/')) onSignedOut();
  // A sensitive act after more than 10 minutes: the member confirms with their passkey, and it goes on.
  if (response.status === 403 && data.confirm === true && !confirmed) {
    await confirmWithPasskey();
    return consoleApi<T>(method, path, body, { confirmed: true });
  }
  if (!response.ok) throw new ConsoleError(response.status, data);
  return data as T;
}

/** The browser's passkey prompt (its PIN or fingerprint), answered to the server's ceremony. */
async function confirmWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await consoleApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>('POST', 'auth/confirm/options', {});
  let response;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch {
    throw new ConsoleError(403, { error: refusalText(pageLanguage, 'passkeyNeededToConfirm'), code: 'passkeyNeededToConfirm' });
  }
  await consoleApi('POST', 'auth/confirm', { response });
}

/** A release's time, to the second: two published in one minute must read apart (the rollback's choice). */
export const releaseTime = (at: number, locale = 'en-GB') => new Date(at).toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });
/** The time of an action, in the reader's own clock and words (`locale`: the console's language): "26 Nov, 21:59". */
export const shortTime = (at: number, locale = 'en-GB') => new Date(at).toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
