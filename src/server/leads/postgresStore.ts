// The same store on PostgreSQL (DATABASE_URL), for several server instances or no local disk.
import pg from 'pg';
import { leadFilter, leadFromRow, leadIsFrom, migrations, newRef, sql, type LeadRow } from './sql.ts';
import type { LeadStore } from './types.ts';

/** SQLite's "?" placeholders as PostgreSQL's "$1, $2, …". */
const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

export async function openPostgresStore(connectionString: string): Promise<LeadStore> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const query = async <T = LeadRow>(text: string, values: unknown[] = []) => (await pool.query(numbered(text), values)).rows as T[];

  const client = await pool.connect();
  try {
    // One instance migrates at a time.
    await client.query('SELECT pg_advisory_lock(7474)');
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const applied = Number((await client.query('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations')).rows[0].version);
    for (const [index, migration] of migrations.entries()) {
      if (index + 1 <= applied) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration);
        await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [index + 1, new Date().toISOString()]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(7474)').catch(() => undefined);
    client.release();
  }

  return {
    async addLead({ kind, fields, spam }) {
      for (;;) {
        try {
          const [row] = await query(sql.insertLead, [newRef(), kind, JSON.stringify(fields), new Date().toISOString(), spam ? 'spam' : 'new', spam ? 'skipped' : 'pending']);
          return leadFromRow(row);
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error; // unique violation: draw another reference
        }
      }
    },
    async subscribe(email) {
      const rows = await query(sql.subscribe, [email.toLowerCase(), email, new Date().toISOString()]);
      return { created: rows.length > 0 };
    },
    async claimDueEmails(now, leaseUntil, limit) {
      const rows = await query(
        `UPDATE leads SET next_attempt_at = ? WHERE ref IN (
           SELECT ref FROM leads WHERE email_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
           ORDER BY created_at LIMIT ? FOR UPDATE SKIP LOCKED
         ) RETURNING *`,
        [leaseUntil.toISOString(), now.toISOString(), limit],
      );
      return rows.map(leadFromRow);
    },
    async markEmailed(ref) {
      await query(sql.markEmailed, [ref]);
    },
    async markEmailFailed(ref, error, nextAttemptAt) {
      await query(sql.markEmailFailed, [nextAttemptAt.toISOString(), error.slice(0, 500), ref]);
    },
    async listLeads(filter) {
      const { where, values } = leadFilter(filter);
      return (await query(`SELECT * FROM leads ${where} ORDER BY created_at, ref`, values)).map(leadFromRow);
    },
    async getLead(ref) {
      const [row] = await query(sql.getLead, [ref]);
      return row && leadFromRow(row);
    },
    async markHandled(ref) {
      return (await pool.query(numbered(sql.markHandled), [new Date().toISOString(), ref])).rowCount! > 0;
    },
    async listSubscribers() {
      return (await query<{ email: string; created_at: string }>(sql.listSubscribers)).map((row) => ({ email: row.email, createdAt: row.created_at }));
    },
    async countLeads() {
      return Number((await query<{ count: string }>(sql.countLeads))[0].count);
    },
    async forget(email) {
      // The address is inside each lead's fields (JSON): a small business's leads are read in full.
      const leads = (await query('SELECT * FROM leads')).map(leadFromRow).filter((lead) => leadIsFrom(lead, email));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const lead of leads) await client.query(numbered(sql.deleteLead), [lead.ref]);
        const { rowCount } = await client.query(numbered(sql.deleteSubscriber), [email.trim().toLowerCase()]);
        await client.query('COMMIT');
        return { leads: leads.map((lead) => lead.ref), subscription: rowCount! > 0 };
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
