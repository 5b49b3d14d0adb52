// A signed token handed out with every form: it proves the form was on screen for a few seconds
// (robots post at once), expires, and carries a random id that the store records with the
// submission it brought, so that a token is used once (see LeadStore).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** FORM_SECRET, or a random secret kept in a file beside the data so tokens survive restarts. */
export function formSecret(env: NodeJS.ProcessEnv, secretFile: string): string {
  if (env.FORM_SECRET) return env.FORM_SECRET;
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dirname(secretFile), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
/** issued-at (ms) . random id . signature: nothing before, between or after. */
const tokenShape = /^(\d{13})\.([\w-]{16})\.([\w-]{43})$/;
/** Clocks of several instances may differ by this much. */
const clockSkewMs = 60_000;

export function issueToken(secret: string, now = Date.now()): string {
  const payload = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export interface FormToken {
  /** The random id the store records once the token has brought a submission. */
  id: string;
  issuedAt: number;
  /** How long ago it was issued, in ms. */
  age: number;
  /** Older than the maximum age: no longer accepted, but proof that the form was handed out that long ago. */
  expired: boolean;
}

/** The token, when it is exactly one this server signed (expired or not); undefined otherwise. */
export function readToken(secret: string, token: unknown, maxAgeMs: number, now = Date.now()): FormToken | undefined {
  const parts = typeof token === 'string' ? tokenShape.exec(token) : null;
  if (!parts) return undefined;
  const [, issuedAt, id, signature] = parts;
  const expected = Buffer.from(sign(secret, `${issuedAt}.${id}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined;
  const age = now - Number(issuedAt);
  if (age < -clockSkewMs) return undefined;
  return { id, issuedAt: Number(issuedAt), age, expired: age > maxAgeMs };
}
