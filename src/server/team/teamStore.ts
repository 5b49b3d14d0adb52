// The team behind the console, in the server's database (SQLite or PostgreSQL): members and
// their roles, passkeys, sessions, one-time sign-in links, WebAuthn ceremonies in progress, and
// the record of every action. Secrets (session ids, link tokens, ceremony ids) are kept only as
// their SHA-256: a copy of the database opens no session.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sortableId, type Database, type Query } from '../database.ts';
import type { ConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import type { Role } from '../../../studio/shared/roles.ts';
import { Refusal, type RefusalCode } from '../../../studio/shared/refusalWords.ts';
import type { AuditEntry } from '../../../studio/shared/record.ts';

export interface Member {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The random user handle passkeys carry (base64url), never the e-mail address. */
  webauthnUserId: string;
  createdAt: number;
  /** Until when an owner lets them add a new passkey after a link sign-in (a lost one), if they did. */
  newPasskeyUntil: number | null;
  /** The language they read the console and its e-mails in; null until they choose (English). */
  language: ConsoleLanguage | null;
}

export interface Passkey {
  /** The credential's id (base64url). */
  id: string;
  memberId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  /** What the member called it ("Work laptop"). */
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A refusal of the team's store: the console says it in the member's language, the command line in English (its message). */
export class TeamError<Code extends RefusalCode = RefusalCode> extends Refusal<Code> {}

/** A new secret for the browser, and what the database keeps of it. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
export const normalEmail = (email: string) => email.trim().toLowerCase();

interface MemberRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  webauthn_user_id: string;
  created_at: number | string;
  new_passkey_until: number | string | null;
  language: string | null;
}
const memberFrom = (row: MemberRow): Member => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  webauthnUserId: row.webauthn_user_id,
  createdAt: Number(row.created_at),
  newPasskeyUntil: row.new_passkey_until === null || row.new_passkey_until === undefined ? null : Number(row.new_passkey_until),
  language: row.language === 'en' || row.language === 'ar' ? row.language : null,
});

interface PasskeyRow {
  id: string;
  member_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: number | string;
  last_used_at: number | string | null;
}
const passkeyFrom = (row: PasskeyRow): Passkey => ({
  id: row.id,
  memberId: row.member_id,
  publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')) as Uint8Array<ArrayBuffer>,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports),
  name: row.name,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
});

/** A session as its member sees it in their list (never its secret nor the hash the database keeps). */
export interface SessionView {
  /** Names the session in the console's requests: the start of its hash, which opens nothing. */
  ref: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string;
  ip: string | null;
}
export type SignInMethod = 'link' | 'passkey';

/** A session found live: its member, and how and when they last proved it is them. */
export interface LiveSession {
  member: Member;
  expiresAt: number;
  provedAt: number;
  /** How long ago that proof was, by the store's clock. */
  sinceProofMs: number;
  signedInWith: SignInMethod;
}

/** The ref of a session, from its secret (the cookie). */
export const sessionRef = (id: string) => hashOf(id).slice(0, refLength);
const refLength = 16;

/** How often a session's last use is written: every request would be a write. */
const touchEveryMs = 60_000;

export type TeamStore = ReturnType<typeof teamStore>;

export function teamStore(db: Database, now: () => number = Date.now) {
  const ownersLeft = async (query: Query) => Number((await query<{ count: number }>(`SELECT COUNT(*) AS count FROM members WHERE role = 'owner'`))[0].count);

  return {
    /** The store's clock (a test moves it). */
    now,
    async addMember(input: { email: string; name: string; role: Role; language?: ConsoleLanguage }): Promise<Member> {
      const email = normalEmail(input.email);
      return db.transaction(async (query) => {
        const [existing] = await query('SELECT id FROM members WHERE email = ?', [email]);
        if (existing) throw new TeamError(409, 'alreadyMember', email);
        const [row] = await query<MemberRow>(
          'INSERT INTO members (id, email, name, role, webauthn_user_id, created_at, language) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
          [randomUUID(), email, input.name.trim() || email, input.role, randomBytes(32).toString('base64url'), now(), input.language ?? null],
        );
        return memberFrom(row);
      });
    },
    async member(id: string): Promise<Member | undefined> {
      const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = ?', [id]);
      return row && memberFrom(row);
    },
    async memberByEmail(email: string): Promise<Member | undefined> {
      const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE email = ?', [normalEmail(email)]);
      return row && memberFrom(row);
    },
    async members(): Promise<Member[]> {
      return (await db.query<MemberRow>('SELECT * FROM members ORDER BY created_at, email')).map(memberFrom);
    },
    /** Changes a role; the last owner keeps theirs, so that someone can always manage the team. */
    async setRole(id: string, role: Role): Promise<Member> {
      return db.transaction(async (query) => {
        const [row] = await query<MemberRow>('UPDATE members SET role = ? WHERE id = ? RETURNING *', [role, id]);
        if (!row) throw new TeamError(404, 'noSuchMember');
        if ((await ownersLeft(query)) === 0) throw new TeamError(409, 'needsAnOwner');
        return memberFrom(row);
      });
    },
    /** Removes a member with everything that lets them in: passkeys, sessions (ended at once) and links; and their devices' notifications. */
    async removeMember(id: string): Promise<Member> {
      return db.transaction(async (query) => {
        const [row] = await query<MemberRow>('DELETE FROM members WHERE id = ? RETURNING *', [id]);
        if (!row) throw new TeamError(404, 'noSuchMember');
        if ((await ownersLeft(query)) === 0) throw new TeamError(409, 'needsAnOwner');
        for (const table of ['passkeys', 'sessions', 'sign_in_links', 'webauthn_challenges', 'push_subscriptions']) await query(`DELETE FROM ${table} WHERE member_id = ?`, [id]);
        return memberFrom(row);
      });
    },

    /** A one-time sign-in link's secret, valid for ttlMs. */
    async createSignInLink(memberId: string, ttlMs: number): Promise<string> {
      const token = newSecret();
      await db.query('INSERT INTO sign_in_links (token_hash, member_id, expires_at) VALUES (?, ?, ?) RETURNING token_hash', [hashOf(token), memberId, now() + ttlMs]);
      return token;
    },
    /** The member a link signs in, once: a used, expired or unknown link gives undefined. */
    async useSignInLink(token: string): Promise<Member | undefined> {
      return db.transaction(async (query) => {
        const [link] = await query<{ member_id: string }>(
          'UPDATE sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING member_id',
          [now(), hashOf(token), now()],
        );
        if (!link) return undefined;
        const [row] = await query<MemberRow>('SELECT * FROM members WHERE id = ?', [link.member_id]);
        return row && memberFrom(row);
      });
    },

    /** The language a member reads the console in, from now on on every device. */
    async setLanguage(memberId: string, language: ConsoleLanguage): Promise<void> {
      await db.query('UPDATE members SET language = ? WHERE id = ? RETURNING id', [language, memberId]);
    },
    /** An owner lets a member add a new passkey after a link sign-in, until then (null: no longer). */
    async allowNewPasskey(memberId: string, until: number | null): Promise<void> {
      await db.query('UPDATE members SET new_passkey_until = ? WHERE id = ? RETURNING id', [until, memberId]);
    },
    /** A new session's secret (a new one at every sign-in: a session id is never chosen by the browser). */
    async createSession(memberId: string, userAgent: string, absoluteMs: number, ip: string | null = null, signedInWith: SignInMethod = 'link'): Promise<string> {
      const id = newSecret();
      await db.query(
        'INSERT INTO sessions (id_hash, member_id, created_at, last_seen_at, expires_at, user_agent, ip, signed_in_with, proved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id_hash',
        [hashOf(id), memberId, now(), now(), now() + absoluteMs, userAgent.slice(0, 300), ip, signedInWith, now()],
      );
      return id;
    },
    /** The member proved it is them again in this session (their passkey): a sensitive act may follow. */
    async proveSession(id: string, method: SignInMethod): Promise<void> {
      await db.query('UPDATE sessions SET proved_at = ?, signed_in_with = ? WHERE id_hash = ? RETURNING id_hash', [now(), method, hashOf(id)]);
    },
    /** A member's live sessions, the last used first. */
    async sessions(memberId: string, idleMs: number): Promise<SessionView[]> {
      const rows = await db.query<{ id_hash: string; created_at: number | string; last_seen_at: number | string; user_agent: string; ip: string | null }>(
        'SELECT id_hash, created_at, last_seen_at, user_agent, ip FROM sessions WHERE member_id = ? AND expires_at > ? AND last_seen_at > ? ORDER BY last_seen_at DESC, created_at DESC',
        [memberId, now(), now() - idleMs],
      );
      return rows.map((row) => ({ ref: row.id_hash.slice(0, refLength), createdAt: Number(row.created_at), lastSeenAt: Number(row.last_seen_at), userAgent: row.user_agent, ip: row.ip }));
    },
    /** Ends one of a member's sessions by its ref; false if they have none such. */
    async endSessionByRef(memberId: string, ref: string): Promise<boolean> {
      if (ref.length !== refLength) return false;
      return (await db.query(`DELETE FROM sessions WHERE member_id = ? AND substr(id_hash, 1, ${refLength}) = ? RETURNING id_hash`, [memberId, ref])).length > 0;
    },
    /** Ends every session of a member but the one given (the member's own, this device). */
    async endOtherSessions(memberId: string, keepId: string): Promise<number> {
      return (await db.query('DELETE FROM sessions WHERE member_id = ? AND id_hash <> ? RETURNING id_hash', [memberId, hashOf(keepId)])).length;
    },
    /**
     * The member of a live session: not past its absolute expiry, used within idleMs, its member
     * still on the team. A session found dead is deleted.
     */
    async sessionMember(id: string, idleMs: number): Promise<LiveSession | undefined> {
      const [row] = await db.query<MemberRow & { last_seen_at: number | string; expires_at: number | string; session_created_at: number | string; proved_at: number | string | null; signed_in_with: SignInMethod | null }>(
        'SELECT members.*, sessions.last_seen_at, sessions.expires_at, sessions.created_at AS session_created_at, sessions.proved_at, sessions.signed_in_with FROM sessions JOIN members ON members.id = sessions.member_id WHERE sessions.id_hash = ?',
        [hashOf(id)],
      );
      if (!row) return undefined;
      const lastSeen = Number(row.last_seen_at);
      if (Number(row.expires_at) <= now() || lastSeen + idleMs <= now()) {
        await db.query('DELETE FROM sessions WHERE id_hash = ? RETURNING id_hash', [hashOf(id)]);
        return undefined;
      }
      if (now() - lastSeen > touchEveryMs) await db.query('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? RETURNING id_hash', [now(), hashOf(id)]);
      const provedAt = Number(row.proved_at ?? row.session_created_at);
      return { member: memberFrom(row), expiresAt: Number(row.expires_at), provedAt, sinceProofMs: now() - provedAt, signedInWith: row.signed_in_with ?? 'link' };
    },
    async endSession(id: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE id_hash = ? RETURNING id_hash', [hashOf(id)]);
    },
    async endAllSessions(memberId: string): Promise<number> {
      return (await db.query('DELETE FROM sessions WHERE member_id = ? RETURNING id_hash', [memberId])).length;
    },

    async addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>): Promise<Passkey> {
      const [row] = await db.query<PasskeyRow>(
        'INSERT INTO passkeys (id, member_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
        [passkey.id, passkey.memberId, Buffer.from(passkey.publicKey).toString('base64url'), passkey.counter, JSON.stringify(passkey.transports), passkey.name, now()],
      );
      return passkeyFrom(row);
    },
    async passkey(id: string): Promise<Passkey | undefined> {
      const [row] = await db.query<PasskeyRow>('SELECT * FROM passkeys WHERE id = ?', [id]);
      return row && passkeyFrom(row);
    },
    async passkeys(memberId: string): Promise<Passkey[]> {
      return (await db.query<PasskeyRow>('SELECT * FROM passkeys WHERE member_id = ? ORDER BY created_at', [memberId])).map(passkeyFrom);
    },
    async passkeyUsed(id: string, counter: number): Promise<void> {
      await db.query('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? RETURNING id', [counter, now(), id]);
    },
    async removePasskey(memberId: string, id: string): Promise<boolean> {
      return (await db.query('DELETE FROM passkeys WHERE id = ? AND member_id = ? RETURNING id', [id, memberId])).length > 0;
    },

    /** Keeps a WebAuthn challenge under a secret the browser holds in a cookie, for ttlMs. */
    async saveChallenge(secret: string, challenge: string, memberId: string | null, ttlMs: number): Promise<void> {
      await db.query('INSERT INTO webauthn_challenges (id_hash, challenge, member_id, expires_at) VALUES (?, ?, ?, ?) RETURNING id_hash', [hashOf(secret), challenge, memberId, now() + ttlMs]);
    },
    /** A challenge, once: taking it deletes it, so that an answer cannot be replayed. */
    async takeChallenge(secret: string): Promise<{ challenge: string; memberId: string | null } | undefined> {
      const [row] = await db.query<{ challenge: string; member_id: string | null; expires_at: number | string }>('DELETE FROM webauthn_challenges WHERE id_hash = ? RETURNING *', [hashOf(secret)]);
      return row && Number(row.expires_at) > now() ? { challenge: row.challenge, memberId: row.member_id } : undefined;
    },

    async record(entry: { member?: Pick<Member, 'id' | 'email'>; action: string; detail?: Record<string, unknown>; ip?: string }): Promise<void> {
      const at = now();
      await db.query('INSERT INTO audit_log (id, at, member_id, member_email, action, detail, ip) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id', [
        sortableId(at),
        at,
        entry.member?.id ?? null,
        entry.member?.email ?? null,
        entry.action,
        JSON.stringify(entry.detail ?? {}),
        entry.ip ?? null,
      ]);
    },
    /** The newest actions first, `limit` at a time, older than `before` (ms) when given. */
    async audit({ before, limit = 100 }: { before?: number; limit?: number } = {}): Promise<AuditEntry[]> {
      const rows = await db.query<{ id: string; at: number | string; member_id: string | null; member_email: string | null; action: string; detail: string; ip: string | null }>(
        `SELECT * FROM audit_log ${before === undefined ? '' : 'WHERE at < ?'} ORDER BY id DESC LIMIT ?`,
        before === undefined ? [limit] : [before, limit],
      );
      return rows.map((row) => ({ id: row.id, at: Number(row.at), memberId: row.member_id, memberEmail: row.member_email, action: row.action, detail: JSON.parse(row.detail), ip: row.ip }));
    },

    /** Deletes what can no longer be used: expired sessions, links and ceremonies. */
    async purgeExpired(idleMs: number): Promise<void> {
      await db.query('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ? RETURNING id_hash', [now(), now() - idleMs]);
      await db.query('DELETE FROM sign_in_links WHERE expires_at <= ? RETURNING token_hash', [now() - 86_400_000]);
      await db.query('DELETE FROM webauthn_challenges WHERE expires_at <= ? RETURNING id_hash', [now()]);
    },
  };
}
