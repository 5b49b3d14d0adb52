// The server's stores a suite runs against: SQLite in a temporary file, and PostgreSQL when
// TEST_DATABASE_URL is set, each run in a fresh schema dropped by `cleanup`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgresStore } from '../../src/server/leads/postgresStore.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';

export interface StoreBackend {
  name: string;
  open: () => Promise<LeadStore>;
  cleanup?: () => Promise<void>;
}

/** `prefix` names the temporary directory and the schema ("team", "uploads"). */
export function storeBackends(prefix: string): StoreBackend[] {
  const backends: StoreBackend[] = [{ name: 'SQLite', open: async () => openSqliteStore(join(mkdtempSync(join(tmpdir(), `nuqta-${prefix}-`)), 'leads.db')) }];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const schema = `${prefix}_${process.pid}_${Date.now()}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    backends.push({ name: 'PostgreSQL', open: async () => (await admin(`CREATE SCHEMA IF NOT EXISTS ${schema}`), openPostgresStore(url.toString())), cleanup: () => admin(`DROP SCHEMA ${schema} CASCADE`) });
  }
  return backends;
}
