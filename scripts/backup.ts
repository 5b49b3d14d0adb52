// `npm run backup [-- <file or folder>]`: a consistent copy of the server's database, taken while
// it runs and takes leads (docs/operations.md). SQLite (DATA_FILE): SQLite's online backup into
// one file, data/backups/nuqta-<time>.db unless told; PostgreSQL (DATABASE_URL): pg_dump's
// custom format of the server's schema, nuqta-<time>.pgdump.
import { resolve } from 'node:path';
import { backupFileFor, backupPostgres, BackupProblem, backupSqlite, describeCounts, describeSize, redactedUrl } from './lib/backups.ts';

const [target, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
if (extra.length > 0 || target?.startsWith('-')) {
  console.error('Usage: npm run backup [-- <file or folder>]   (default folder: data/backups)');
  process.exit(1);
}
const url = process.env.DATABASE_URL;
try {
  const dataFile = resolve(process.env.DATA_FILE ?? 'data/leads.db');
  const summary = url ? await backupPostgres(url, backupFileFor(target, 'pgdump')) : await backupSqlite(dataFile, backupFileFor(target, 'db'));
  console.log(`Backed up ${url ? redactedUrl(url) : dataFile} to ${summary.file} (${describeSize(summary.bytes)}): ${describeCounts(summary.counts)}.`);
  console.log(`Copy it off this machine; \`npm run restore -- ${summary.file}\` brings it back.`);
} catch (error) {
  if (!(error instanceof BackupProblem)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
