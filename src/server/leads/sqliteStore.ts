// The embedded store: one SQLite file (node:sqlite), WAL, every write committed with a full sync.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { leadFilter, leadFromRow, leadIsFrom, migrations, newRef, sql, type LeadRow } from './sql.ts';
import type { LeadStore } from './types.ts';

export function openSqliteStore(file: string): LeadStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = (db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get() as { version: number }).version;
  migrations.forEach((migration, index) => {
    const version = index + 1;
    if (version <= applied) return;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migration);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  });

  const statement = (text: string) => db.prepare(text);
  const insertLead = statement(sql.insertLead);
  const subscribe = statement(sql.subscribe);
  const claim = statement(
    `UPDATE leads SET next_attempt_at = ? WHERE ref IN (
       SELECT ref FROM leads WHERE email_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY created_at LIMIT ?
     ) RETURNING *`,
  );

  return {
    async addLead({ kind, fields, spam }) {
      for (;;) {
        try {
          const row = insertLead.get(newRef(), kind, JSON.stringify(fields), new Date().toISOString(), spam ? 'spam' : 'new', spam ? 'skipped' : 'pending');
          return leadFromRow(row as unknown as LeadRow);
        } catch (error) {
          if (!/UNIQUE constraint failed: leads\.ref/.test(String(error))) throw error; // else: the rare clash of two references; draw again
        }
      }
    },
    async subscribe(email) {
      const row = subscribe.get(email.toLowerCase(), email, new Date().toISOString());
      return { created: row !== undefined };
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
      return (statement(`SELECT * FROM leads ${where} ORDER BY created_at, ref`).all(...values) as unknown as LeadRow[]).map(leadFromRow);
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
      // The address is inside each lead's fields (JSON): a small business's leads are read in full.
      const leads = (statement('SELECT * FROM leads').all() as unknown as LeadRow[]).map(leadFromRow).filter((lead) => leadIsFrom(lead, email));
      db.exec('BEGIN IMMEDIATE');
      try {
        for (const lead of leads) statement(sql.deleteLead).run(lead.ref);
        const subscription = statement(sql.deleteSubscriber).get(email.trim().toLowerCase()) !== undefined;
        db.exec('COMMIT');
        return { leads: leads.map((lead) => lead.ref), subscription };
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    async close() {
      db.close();
    },
  };
}
