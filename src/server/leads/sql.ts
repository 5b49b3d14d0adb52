// The tables, in SQL both SQLite and PostgreSQL accept (or one text for each where they differ),
// applied in order at start.
import { createHash, randomInt } from 'node:crypto';
import { searchCondition, searchMigration } from './leadSearch.ts';
import type { Lead } from './types.ts';

export type Migration = string | { sqlite: string; postgres: string };
/** A migration's SQL for one database. */
export const migrationFor = (migration: Migration, kind: 'sqlite' | 'postgres') => (typeof migration === 'string' ? migration : migration[kind]);

export const migrations: Migration[] = [
  `CREATE TABLE leads (
     ref TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     fields TEXT NOT NULL,
     created_at TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'new',
     handled_at TEXT,
     email_status TEXT NOT NULL DEFAULT 'pending',
     email_attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     last_error TEXT
   );
   CREATE INDEX leads_outbox ON leads (email_status, next_attempt_at);
   CREATE TABLE subscribers (
     email_key TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     created_at TEXT NOT NULL
   );`,
  // Each form token brings one submission: what it brought is kept until the token expires.
  `CREATE TABLE form_tokens (
     id TEXT PRIMARY KEY,
     used_by TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX form_tokens_expiry ON form_tokens (expires_at);`,
  // Rate-limit windows shared by every instance (PostgreSQL; SQLite keeps none of these rows).
  `CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     hits INTEGER NOT NULL,
     resets_at BIGINT NOT NULL
   );
   CREATE INDEX rate_limits_reset ON rate_limits (resets_at);`,
  // The team behind the console (src/server/team/): members, their passkeys, sessions and
  // one-time sign-in links (kept as hashes), the ceremonies in progress, and what each did.
  // Times are milliseconds since 1970. A member's rows are deleted with the member (teamStore.ts).
  `CREATE TABLE members (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     role TEXT NOT NULL,
     webauthn_user_id TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE passkeys (
     id TEXT PRIMARY KEY,
     member_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter BIGINT NOT NULL,
     transports TEXT NOT NULL,
     name TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     last_used_at BIGINT
   );
   CREATE INDEX passkeys_member ON passkeys (member_id);
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     member_id TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     user_agent TEXT NOT NULL
   );
   CREATE INDEX sessions_member ON sessions (member_id);
   CREATE TABLE sign_in_links (
     token_hash TEXT PRIMARY KEY,
     member_id TEXT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at BIGINT
   );
   CREATE INDEX sign_in_links_member ON sign_in_links (member_id);
   CREATE TABLE webauthn_challenges (
     id_hash TEXT PRIMARY KEY,
     challenge TEXT NOT NULL,
     member_id TEXT,
     expires_at BIGINT NOT NULL
   );
   CREATE TABLE audit_log (
     id TEXT PRIMARY KEY,
     at BIGINT NOT NULL,
     member_id TEXT,
     member_email TEXT,
     action TEXT NOT NULL,
     detail TEXT NOT NULL,
     ip TEXT
   );
   CREATE INDEX audit_log_at ON audit_log (at);`,
  // The site's content as the console saves it (each save a version), the releases built from it,
  // and which release is live (src/server/content/, src/server/releases/).
  `CREATE TABLE content_versions (
     id TEXT PRIMARY KEY,
     hash TEXT NOT NULL,
     site TEXT NOT NULL,
     saved_at BIGINT NOT NULL,
     saved_by TEXT NOT NULL
   );
   CREATE TABLE releases (
     id TEXT PRIMARY KEY,
     content_id TEXT NOT NULL,
     status TEXT NOT NULL,
     steps TEXT NOT NULL,
     error TEXT,
     started_by TEXT NOT NULL,
     started_at BIGINT NOT NULL,
     heartbeat_at BIGINT NOT NULL,
     finished_at BIGINT,
     live_at BIGINT
   );
   CREATE TABLE site_state (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
  // The images members upload in the console (src/server/images/uploadStore.ts): each file of
  // each size and format, by its address ("images/uploads/<name>-1280.webp"), which is never reused.
  `CREATE TABLE image_uploads (
     path TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     content_type TEXT NOT NULL,
     data BYTEA NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     uploaded_by TEXT NOT NULL,
     uploaded_at BIGINT NOT NULL
   );
   CREATE INDEX image_uploads_name ON image_uploads (name);`,
  // The sales inbox (leadInbox.ts): the page and language a lead was sent from (null for older
  // leads), who in the team has it, their notes, and every view and change of a lead with who and
  // when. "handled" (the CLI's word until now) becomes "contacted". Times are ISO strings, as the
  // leads' own; ids sort in the order of creation (database.ts's sortableId).
  `ALTER TABLE leads ADD COLUMN page TEXT;
   ALTER TABLE leads ADD COLUMN language TEXT;
   ALTER TABLE leads ADD COLUMN owner_id TEXT;
   UPDATE leads SET status = 'contacted' WHERE status = 'handled';
   CREATE INDEX leads_created ON leads (created_at);
   CREATE TABLE lead_notes (
     id TEXT PRIMARY KEY,
     ref TEXT NOT NULL,
     member_id TEXT,
     member_name TEXT NOT NULL,
     text TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX lead_notes_ref ON lead_notes (ref);
   CREATE TABLE lead_events (
     id TEXT PRIMARY KEY,
     ref TEXT,
     member_id TEXT,
     member_name TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX lead_events_ref ON lead_events (ref);`,
  // Web push for new leads (src/server/push/): the server's one VAPID key pair, shared by every
  // instance since a browser's subscription is bound to the public key it subscribed with, and
  // each member's devices. Where leads come from (src/server/leads/formStarts.ts): visitors'
  // first input in a form, counted per day, page, language and form, nothing else kept.
  `CREATE TABLE push_vapid_keys (
     id INTEGER PRIMARY KEY,
     public_key TEXT NOT NULL,
     private_key TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE push_subscriptions (
     endpoint TEXT PRIMARY KEY,
     member_id TEXT NOT NULL,
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX push_subscriptions_member ON push_subscriptions (member_id);
   CREATE TABLE form_starts (
     day TEXT NOT NULL,
     page TEXT NOT NULL,
     language TEXT NOT NULL,
     form TEXT NOT NULL,
     starts INTEGER NOT NULL,
     PRIMARY KEY (day, page, language, form)
   );`,
  // The address each console session signed in from, for the member's list of their sessions.
  `ALTER TABLE sessions ADD COLUMN ip TEXT;`,
  // How each session's member last proved it is them (a link, a passkey) and when: a sensitive
  // act asks for a proof of the last 10 minutes (consoleAuth.ts).
  `ALTER TABLE sessions ADD COLUMN signed_in_with TEXT;
   ALTER TABLE sessions ADD COLUMN proved_at BIGINT;`,
  // Until when an owner lets a member who lost their passkey add a new one after a link sign-in.
  `ALTER TABLE members ADD COLUMN new_passkey_until BIGINT;`,
  // Requests to publish a saved version: at a time (scheduled), or once approved when the site's
  // approval is on (src/server/releases/publishRequests.ts). Times are UTC milliseconds.
  `CREATE TABLE publish_requests (
     id TEXT PRIMARY KEY,
     content_id TEXT NOT NULL,
     publish_at BIGINT,
     status TEXT NOT NULL,
     requested_by TEXT NOT NULL,
     requested_at BIGINT NOT NULL,
     decided_by TEXT,
     decided_at BIGINT,
     note TEXT,
     claimed_at BIGINT,
     release_id TEXT,
     error TEXT
   );
   CREATE INDEX publish_requests_due ON publish_requests (status, publish_at);`,
  // Links that show a saved version to someone without an account, for a while
  // (src/server/review/reviewLinks.ts): only the secret's hash is kept. Reviewers' comments,
  // by page.
  `CREATE TABLE review_links (
     id TEXT PRIMARY KEY,
     secret_hash TEXT NOT NULL UNIQUE,
     content_id TEXT NOT NULL,
     created_by TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     revoked_by TEXT,
     revoked_at BIGINT
   );
   CREATE TABLE review_comments (
     id TEXT PRIMARY KEY,
     link_id TEXT NOT NULL,
     path TEXT NOT NULL,
     author TEXT,
     text TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX review_comments_link ON review_comments (link_id, created_at);`,
  // The language each member reads the console in, and gets its e-mails in ('en' or 'ar'; null
  // until they choose, read as the site's default language).
  `ALTER TABLE members ADD COLUMN language TEXT;`,
  // The inbox pages through years of leads, newest first, and searches them in the database: an
  // index on (created_at, ref), and a full-text index of every lead's words (leadSearch.ts).
  searchMigration,
];

const refAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short reference a visitor can read out on the phone: no 0/O or 1/I/L to confuse. */
export function newRef(): string {
  return `NQ-${Array.from({ length: 6 }, () => refAlphabet[randomInt(refAlphabet.length)]).join('')}`;
}

/** A lead's own columns (PostgreSQL's row also has its indexed words, which nothing reads back). */
export const leadColumns = 'ref, kind, fields, created_at, status, handled_at, email_status, email_attempts, next_attempt_at, last_error, page, language, owner_id';

export interface LeadRow {
  ref: string;
  kind: string;
  fields: string;
  created_at: string;
  status: string;
  handled_at: string | null;
  email_status: string;
  email_attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  page: string | null;
  language: string | null;
  owner_id: string | null;
}

export function leadFromRow(row: LeadRow): Lead {
  return {
    ref: row.ref,
    kind: row.kind as Lead['kind'],
    fields: JSON.parse(row.fields),
    createdAt: row.created_at,
    status: row.status as Lead['status'],
    handledAt: row.handled_at,
    emailStatus: row.email_status as Lead['emailStatus'],
    emailAttempts: Number(row.email_attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    page: row.page,
    language: row.language as Lead['language'],
    ownerId: row.owner_id,
  };
}

/** What a used form token records for a subscription: the address's hash, not the address (see forget). */
export function subscriberMark(email: string): string {
  return `subscriber:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;
}

export const sql = {
  useToken: `INSERT INTO form_tokens (id, used_by, expires_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  tokenUse: `SELECT used_by FROM form_tokens WHERE id = ?`,
  purgeTokens: `DELETE FROM form_tokens WHERE expires_at < ?`,
  purgeRateLimits: `DELETE FROM rate_limits WHERE resets_at < ?`,
  insertLead: `INSERT INTO leads (ref, kind, fields, created_at, status, email_status, page, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${leadColumns}`,
  subscribe: `INSERT INTO subscribers (email_key, email, created_at) VALUES (?, ?, ?) ON CONFLICT (email_key) DO NOTHING RETURNING email`,
  markEmailed: `UPDATE leads SET email_status = 'sent', email_attempts = email_attempts + 1, next_attempt_at = NULL, last_error = NULL WHERE ref = ?`,
  markEmailFailed: `UPDATE leads SET email_attempts = email_attempts + 1, next_attempt_at = ?, last_error = ? WHERE ref = ?`,
  getLead: `SELECT ${leadColumns} FROM leads WHERE ref = ?`,
  // The CLI's `handle`: the lead is answered (the inbox's "contacted"), when first.
  markHandled: `UPDATE leads SET status = 'contacted', handled_at = ? WHERE ref = ? AND status <> 'contacted'`,
  listSubscribers: `SELECT email, created_at FROM subscribers ORDER BY created_at, email`,
  countLeads: `SELECT COUNT(*) AS count FROM leads`,
  deleteLead: `DELETE FROM leads WHERE ref = ?`,
  /** A lead's notes go with it: the team writes what the visitor said in them. */
  deleteNotes: `DELETE FROM lead_notes WHERE ref = ?`,
  deleteSubscriber: `DELETE FROM subscribers WHERE email_key = ? RETURNING email`,
};

/** The WHERE clause and values for listLeads. */
export function leadFilter(filter: { status?: string; kind?: string } = {}): { where: string; values: string[] } {
  const clauses: string[] = [];
  const values: string[] = [];
  for (const column of ['status', 'kind'] as const) {
    const value = filter[column];
    if (!value) continue;
    clauses.push(`${column} = ?`);
    values.push(value);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', values };
}

/**
 * The query for the leads that may have been written from this address: those the search index
 * finds its words in (every lead when it has none), for leadIsFrom to tell exactly.
 */
export function leadsMaybeFrom(kind: 'sqlite' | 'postgres', email: string): { text: string; values: string[] } {
  const search = searchCondition(kind, email);
  if (!search) return { text: `SELECT ${leadColumns} FROM leads`, values: [] };
  return { text: `SELECT ${leadColumns} FROM leads WHERE ref IN (SELECT leads.ref FROM ${search.from} WHERE ${search.condition})`, values: [search.value] };
}

/** Whether a lead was written from this e-mail address (the field differs between the forms). */
export function leadIsFrom(lead: Lead, email: string): boolean {
  const address = lead.fields.email ?? lead.fields.consultEmail;
  return address !== undefined && address.toLowerCase() === email.trim().toLowerCase();
}
