// The embedded store: one SQLite file (node:sqlite), WAL, every write committed with a full sync.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { leadColumns, leadFilter, leadFromRow, leadIsFrom, leadsMaybeFrom, migrationFor, migrations, newRef, sql, subscriberMark, type LeadRow } from './sql.ts';
import { FormTokenUsed, type LeadStore, type TokenUse } from './types.ts';
import { sqliteDatabase } from '../database.ts';

/** Visitors' personal data: only the server's own user reads the file, its WAL and shared memory. */
function keepPrivate(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600)); // SQLite gives the -wal and -shm files the database's mode
  for (const own of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(own)) chmodSync(own, 0o600);
}

export function openSqliteStore(file: string): LeadStore {
  keepPrivate(file);
  const db = new DatabaseSync(file);
  // A 32 MB page cache (2 MB by default): the inbox's indexes of years of leads stay in memory.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -32000;');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = (db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get() as { version: number }).version;
  /** Runs work in one write transaction; a failed commit (a full disk) rolls back and throws. */
  const inTransaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };
  migrations.forEach((migration, index) => {
    const version = index + 1;
    if (version > applied)
      inTransaction(() => {
        db.exec(migrationFor(migration, 'sqlite'));
        db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
      });
  });
  // The migrations' pages, once in the file, need not stay in the write-ahead log too (about 200 KB).
  if (applied < migrations.length) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');

  // Writes go through run() or all(), never get(): get() on `INSERT … RETURNING` hands back the row
  // and leaves the statement unfinished, so a commit that then fails (a full disk, a read-only
  // file) goes unnoticed and the row is lost after it was acknowledged.
  const statement = (text: string) => db.prepare(text);
  const insertLead = statement(sql.insertLead);
  const subscribe = statement(sql.subscribe);
  const insertTokenUse = statement(sql.useToken);
  /** Records that the token brought this submission, inside its transaction; throws if it brought another. */
  const useToken = (token: TokenUse | undefined, usedBy: string) => {
    if (!token || Number(insertTokenUse.run(token.id, usedBy, token.expiresAt.toISOString()).changes) > 0) return;
    const [used] = statement(sql.tokenUse).all(token.id) as Array<{ used_by: string }>;
    throw new FormTokenUsed(used.used_by);
  };
  const claim = statement(
    `UPDATE leads SET next_attempt_at = ? WHERE ref IN (
       SELECT ref FROM leads WHERE email_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY created_at LIMIT ?
     ) RETURNING ${leadColumns}`,
  );

  return {
    database: sqliteDatabase(db),
    async addLead({ kind, fields, page = null, language = null, spam, token }) {
      for (;;) {
        try {
          return inTransaction(() => {
            const [row] = insertLead.all(newRef(), kind, JSON.stringify(fields), new Date().toISOString(), spam ? 'spam' : 'new', spam ? 'skipped' : 'pending', page, language);
            const lead = leadFromRow(row as unknown as LeadRow);
            useToken(token, lead.ref);
            return lead;
          });
        } catch (error) {
          if (!/UNIQUE constraint failed: leads\.ref/.test(String(error))) throw error; // else: the rare clash of two references; draw again
        }
      }
    },
    async subscribe(email, token) {
      return inTransaction(() => {
        const rows = subscribe.all(email.toLowerCase(), email, new Date().toISOString());
        useToken(token, subscriberMark(email));
        return { created: rows.length > 0 };
      });
    },
    async claimDueEmails(now, leaseUntil, limit) {
      return (claim.all(leaseUntil.toISOString(), now.toISOString(), limit) as unknown as LeadRow[]).map(leadFromRow);
    },
    async markEmailed(ref) {
      statement(sql.markEmailed).run(ref);
    },
    async markEmailFailed(ref, error, nextAttemptAt) {
      statement(sql.markEmailFailed).run(nextAttemptAt.toISOString(), error.slice(0, 500), ref);
    },
    async listLeads(filter) {
      const { where, values } = leadFilter(filter);
      return (statement(`SELECT ${leadColumns} FROM leads ${where} ORDER BY created_at, ref`).all(...values) as unknown as LeadRow[]).map(leadFromRow);
    },
    async getLead(ref) {
      const row = statement(sql.getLead).get(ref) as unknown as LeadRow | undefined;
      return row && leadFromRow(row);
    },
    async markHandled(ref) {
      return Number(statement(sql.markHandled).run(new Date().toISOString(), ref).changes) > 0;
    },
    async listSubscribers() {
      return (statement(sql.listSubscribers).all() as Array<{ email: string; created_at: string }>).map((row) => ({ email: row.email, createdAt: row.created_at }));
    },
    async countLeads() {
      return Number((statement(sql.countLeads).get() as { count: number }).count);
    },
    async forget(email) {
      // The address is inside each lead's fields (JSON): the search index finds the leads it may be in.
      const candidates = leadsMaybeFrom('sqlite', email);
      const leads = (statement(candidates.text).all(...candidates.values) as unknown as LeadRow[]).map(leadFromRow).filter((lead) => leadIsFrom(lead, email));
      return inTransaction(() => {
        for (const lead of leads) {
          statement(sql.deleteLead).run(lead.ref);
          statement(sql.deleteNotes).run(lead.ref);
        }
        const subscription = statement(sql.deleteSubscriber).all(email.trim().toLowerCase()).length > 0;
        return { leads: leads.map((lead) => lead.ref), subscription };
      });
    },
    async purgeExpired(now) {
      statement(sql.purgeTokens).run(now.toISOString());
    },
    async close() {
      db.close();
    },
  };
}
