import { resolve } from 'node:path';
import { openPostgresStore } from './postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { LeadStore } from './types.ts';

/** PostgreSQL when DATABASE_URL is set, else the SQLite file at DATA_FILE (default data/leads.db). */
export async function openLeadStore(env: NodeJS.ProcessEnv = process.env): Promise<LeadStore> {
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL);
  return openSqliteStore(resolve(env.DATA_FILE ?? 'data/leads.db'));
}
