// `npm run restore -- <file>`: brings back a backup made by `npm run backup` (docs/operations.md),
// into DATA_FILE (SQLite) or DATABASE_URL's schema (PostgreSQL). The file is checked before
// anything is replaced (a bad one changes nothing), and a database a running server has open is
// not replaced: stop the server first.
import { resolve } from 'node:path';
import { BackupProblem, describeCounts, redactedUrl, restorePostgres, restoreSqlite } from './lib/backups.ts';

const [file, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!file || extra.length > 0 || file.startsWith('-')) {
  console.error('Usage: npm run restore -- <backup file>   (stop the server first; DATA_FILE or DATABASE_URL says where to)');
  process.exit(1);
}
const url = process.env.DATABASE_URL;
try {
  if (url) {
    const outcome = await restorePostgres(resolve(file), url);
    console.log(`Restored ${outcome.file} into ${redactedUrl(url)}: ${describeCounts(outcome.counts)}. Start the servers again.`);
  } else {
    const dataFile = resolve(process.env.DATA_FILE ?? 'data/leads.db');
    const outcome = await restoreSqlite(resolve(file), dataFile);
    console.log(`Restored ${outcome.file} into ${dataFile}: ${describeCounts(outcome.counts)}. Start the server again.`);
    if (outcome.replacedKeptAt) console.log(`The database it replaced is kept at ${outcome.replacedKeptAt} (delete it once the restore is checked).`);
  }
} catch (error) {
  if (!(error instanceof BackupProblem)) throw error;
  console.error(`Restore failed, nothing was changed: ${error.message}`);
  process.exit(1);
}
