// The same store on PostgreSQL (DATABASE_URL), for several server instances or no local disk.
import pg from 'pg';
import { leadColumns, leadFilter, leadFromRow, leadIsFrom, leadsMaybeFrom, migrationFor, migrations, newRef, sql, subscriberMark, type LeadRow } from './sql.ts';
import { FormTokenUsed, type LeadStore, type TokenUse } from './types.ts';
import { numbered, postgresDatabase } from '../database.ts';

/** The schema a DATABASE_URL's connections use: the first of its search_path (options=-c search_path=…), else public. */
export function schemaOf(connectionString: string): string {
  let options = '';
  try {
    options = new URL(connectionString).searchParams.get('options') ?? '';
  } catch {
    // not a URL (a key=value string): PostgreSQL's default schema
  }
  const path = /search_path\s*=\s*([^\s,]+)/.exec(options)?.[1];
  return path && !path.startsWith('$') ? path.replace(/^"|"$/g, '') : 'public';
}

/** How the server's connections name themselves, so that `npm run restore` can see a server still running on a schema. */
export const serverApplicationName = (schema: string) => `nuqta-server ${schema}`.slice(0, 63);

export async function openPostgresStore(connectionString: string): Promise<LeadStore> {
  const pool = new pg.Pool({ connectionString, max: 10, application_name: serverApplicationName(schemaOf(connectionString)) });
  const query = async <T = LeadRow>(text: string, values: unknown[] = []) => (await pool.query(numbered(text), values)).rows as T[];

  const client = await pool.connect();
  try {
    // One instance migrates at a time.
    await client.query('SELECT pg_advisory_lock(7474)');
    // Only what is missing is written, so that a database refusing writes can still be opened and read.
    const { rows } = await client.query(`SELECT to_regclass('schema_migrations') IS NOT NULL AS "exists"`);
    if (!rows[0].exists) await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const applied = Number((await client.query('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations')).rows[0].version);
    for (const [index, migration] of migrations.entries()) {
      if (index + 1 <= applied) continue;
      await client.query('BEGIN');
      try {
        await client.query(migrationFor(migration, 'postgres'));
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

  /** Runs work in one transaction on one connection; resolves once it is committed. */
  const inTransaction = async <T>(work: (query: <R = LeadRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R & pg.QueryResultRow>>) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work((text, values = []) => client.query(numbered(text), values));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  /** Records that the token brought this submission, inside its transaction; throws if it brought another. */
  const useToken = async (query: Parameters<Parameters<typeof inTransaction>[0]>[0], token: TokenUse | undefined, usedBy: string) => {
    if (!token || (await query(sql.useToken, [token.id, usedBy, token.expiresAt.toISOString()])).rowCount! > 0) return;
    // The first use may still be committing: this read waits for it, then sees it.
    const { rows } = await query<{ used_by: string }>(sql.tokenUse, [token.id]);
    throw new FormTokenUsed(rows[0]?.used_by ?? '');
  };

  return {
    database: postgresDatabase(pool),
    async addLead({ kind, fields, page = null, language = null, spam, token }) {
      for (;;) {
        try {
          return await inTransaction(async (query) => {
            const { rows } = await query(sql.insertLead, [newRef(), kind, JSON.stringify(fields), new Date().toISOString(), spam ? 'spam' : 'new', spam ? 'skipped' : 'pending', page, language]);
            const lead = leadFromRow(rows[0]);
            await useToken(query, token, lead.ref);
            return lead;
          });
        } catch (error) {
          const clash = (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'leads_pkey';
          if (!clash) throw error; // else: the rare clash of two references; draw again
        }
      }
    },
    async subscribe(email, token) {
      return inTransaction(async (query) => {
        const { rows } = await query(sql.subscribe, [email.toLowerCase(), email, new Date().toISOString()]);
        await useToken(query, token, subscriberMark(email));
        return { created: rows.length > 0 };
      });
    },
    async claimDueEmails(now, leaseUntil, limit) {
      const rows = await query(
        `UPDATE leads SET next_attempt_at = ? WHERE ref IN (
           SELECT ref FROM leads WHERE email_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
           ORDER BY created_at LIMIT ? FOR UPDATE SKIP LOCKED
         ) RETURNING ${leadColumns}`,
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
      return (await query(`SELECT ${leadColumns} FROM leads ${where} ORDER BY created_at, ref`, values)).map(leadFromRow);
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
      // The address is inside each lead's fields (JSON): the search index finds the leads it may be in.
      const candidates = leadsMaybeFrom('postgres', email);
      const leads = (await query(candidates.text, candidates.values)).map(leadFromRow).filter((lead) => leadIsFrom(lead, email));
      return inTransaction(async (query) => {
        for (const lead of leads) {
          await query(sql.deleteLead, [lead.ref]);
          await query(sql.deleteNotes, [lead.ref]);
        }
        const { rowCount } = await query(sql.deleteSubscriber, [email.trim().toLowerCase()]);
        return { leads: leads.map((lead) => lead.ref), subscription: rowCount! > 0 };
      });
    },
    async countHit(key, windowMs) {
      // One statement, so that instances counting the same key at once never lose a hit; the
      // window runs on the database's clock, which every instance shares. A statement that read the
      // clock before another one opened the window waits for its row and would see more than a
      // window left (501 ms of 500 in CI): never more than the window.
      const [row] = await query<{ hits: number; ms_left: string }>(
        `WITH now AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
         INSERT INTO rate_limits AS windows (key, hits, resets_at) SELECT ?, 1, now.ms + ? FROM now
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN windows.resets_at <= (SELECT ms FROM now) THEN 1 ELSE windows.hits + 1 END,
           resets_at = CASE WHEN windows.resets_at <= (SELECT ms FROM now) THEN excluded.resets_at ELSE windows.resets_at END
         RETURNING hits, LEAST(windows.resets_at - (SELECT ms FROM now), ?) AS ms_left`,
        [key, windowMs, windowMs],
      );
      return { hits: Number(row.hits), msLeft: Number(row.ms_left) };
    },
    async purgeExpired(now) {
      await query(sql.purgeTokens, [now.toISOString()]);
      await query(sql.purgeRateLimits, [now.getTime()]);
    },
    async close() {
      await pool.end();
    },
  };
}
