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

/** Runs one statement as the test database's owner, on a connection of its own. */
async function adminQuery(postgresUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** The database's URL with `schema` as the only one its connections use. */
function schemaUrl(postgresUrl: string, schema: string): string {
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

const schemaName = (prefix: string) => `${prefix}_${process.pid}_${Date.now()}`;

/** A fresh schema in TEST_DATABASE_URL's database for server processes to share: its URL, and how to drop it. */
export async function throwawaySchema(postgresUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = schemaName(prefix);
  await adminQuery(postgresUrl, `CREATE SCHEMA ${schema}`);
  return { url: schemaUrl(postgresUrl, schema), drop: () => adminQuery(postgresUrl, `DROP SCHEMA ${schema} CASCADE`) };
}

/** `prefix` names the temporary directory and the schema ("team", "uploads"). */
export function storeBackends(prefix: string): StoreBackend[] {
  const backends: StoreBackend[] = [{ name: 'SQLite', open: async () => openSqliteStore(join(mkdtempSync(join(tmpdir(), `nuqta-${prefix}-`)), 'leads.db')) }];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const schema = schemaName(prefix);
    backends.push({
      name: 'PostgreSQL',
      open: async () => (await adminQuery(postgresUrl, `CREATE SCHEMA IF NOT EXISTS ${schema}`), openPostgresStore(schemaUrl(postgresUrl, schema))),
      cleanup: () => adminQuery(postgresUrl, `DROP SCHEMA ${schema} CASCADE`),
    });
  }
  return backends;
}
