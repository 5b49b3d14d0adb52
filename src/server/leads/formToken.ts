// A signed timestamp handed out with every form, so that a submission can prove the form was
// on screen for a few seconds (bots post at once) without the server keeping any state.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** FORM_SECRET, or a random secret kept in a file beside the data so tokens survive restarts. */
export function formSecret(env: NodeJS.ProcessEnv, secretFile: string): string {
  if (env.FORM_SECRET) return env.FORM_SECRET;
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dirname(secretFile), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

const sign = (secret: string, issuedAt: string) => createHmac('sha256', secret).update(issuedAt).digest('base64url');

export function issueToken(secret: string, now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

/** How long ago the token was issued, in ms; undefined when it is missing, malformed or forged. */
export function tokenAge(secret: string, token: unknown, now = Date.now()): number | undefined {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const [issuedAt, signature] = token.split('.');
  if (!issuedAt || !signature || !/^\d{10,16}$/.test(issuedAt)) return undefined;
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return now - Number(issuedAt);
}
