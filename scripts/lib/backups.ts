// Backups of the server's database, taken while it runs, and their restore (`npm run backup`,
// `npm run restore`, docs/operations.md). The database holds everything the site cannot be rebuilt
// without: the leads and subscribers, the team and its sessions, the saved content, the uploads,
// the releases and the record. What else is on disk is rebuilt: the rendered releases
// (RELEASES_DIR) from the database, and the form secret (FORM_SECRET_FILE) is drawn again.
import { execFile } from 'node:child_process';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { backup, DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { migrations } from '../../src/server/leads/sql.ts';
import { serverApplicationName, schemaOf } from '../../src/server/leads/postgresStore.ts';

const run = promisify(execFile);

/** A failure the operator can act on: printed as it is, in one line, without a stack. */
export class BackupProblem extends Error {}

/** What a backup holds, for the line that reports it. */
export interface BackupSummary {
  file: string;
  bytes: number;
  counts: Record<string, number>;
}

/** The rows an operator recognises, counted in a backup and in the database it restores. */
const countedTables = ['leads', 'subscribers', 'members', 'releases', 'image_uploads'] as const;
const tableWords: Record<(typeof countedTables)[number], [string, string]> = {
  leads: ['lead', 'leads'],
  subscribers: ['subscriber', 'subscribers'],
  members: ['team member', 'team members'],
  releases: ['release', 'releases'],
  image_uploads: ['upload', 'uploads'],
};

export const describeCounts = (counts: Record<string, number>) =>
  countedTables
    .filter((table) => table in counts)
    .map((table) => `${counts[table].toLocaleString('en')} ${tableWords[table][counts[table] === 1 ? 0 : 1]}`)
    .join(', ');

export const describeSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** UTC, with no characters a file name must not hold: 2026-12-07T16-30-05Z. */
export const backupStamp = (at = new Date()) => at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/** The file a backup goes to: `target` as a file, or a new name in it as a folder (default data/backups). */
export function backupFileFor(target: string | undefined, extension: 'db' | 'pgdump', at = new Date()): string {
  const folder = resolve(target ?? 'data/backups');
  if (target && !(existsSync(folder) && statSync(folder).isDirectory()) && /\.[a-z]+$/i.test(target)) return folder;
  return join(folder, `nuqta-${backupStamp(at)}.${extension}`);
}

/** Writes go to a file beside the final one, renamed into place once complete and checked. */
const partialName = (file: string) => join(dirname(file), `.${basename(file)}.partial-${process.pid}`);

function syncFile(file: string) {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Personal data: the backup's folder and file are the owner's only, as the database's are. */
function prepareFolder(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
}

const plainError = (error: unknown) => {
  const { code, errstr, message } = error as { code?: string; errstr?: string; message: string };
  if (code === 'ENOSPC' || /disk is full/.test(message)) return 'the disk is full';
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || /readonly|read-only/.test(message)) return 'the folder cannot be written to';
  return errstr ?? message;
};

// ---- SQLite ----

const sqliteHeader = 'SQLite format 3\0';

function readHeader(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(16);
    readSync(fd, header, 0, 16, 0);
    return header.toString('latin1');
  } finally {
    closeSync(fd);
  }
}

// Reading a database left in WAL mode (a copy of the live file) makes its -wal and -shm files:
// those a read made are removed after it, so that reading a backup leaves it as it was.
const absentSideFiles = (file: string) => [`${file}-wal`, `${file}-shm`].filter((side) => !existsSync(side));
function removeSideFiles(file: string, made: string[]) {
  const wal = `${file}-wal`;
  if (existsSync(wal) && statSync(wal).size > 0) return; // written by someone else: not ours to remove
  for (const side of made) rmSync(side, { force: true });
}

function countRows(db: DatabaseSync): Record<string, number> {
  const present = new Set((db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).all() as Array<{ name: string }>).map((row) => row.name));
  const counts: Record<string, number> = {};
  for (const table of countedTables) if (present.has(table)) counts[table] = Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
  return counts;
}

/**
 * Checks that `file` is a whole, readable backup of this site's SQLite database that this code
 * can run on, before anything is replaced with it; throws a BackupProblem saying what is wrong.
 */
export function checkSqliteBackup(file: string): BackupSummary {
  if (!existsSync(file)) throw new BackupProblem(`There is no file at ${file}.`);
  if (!statSync(file).isFile()) throw new BackupProblem(`${file} is a folder, not a backup file.`);
  if (statSync(file).size < 512 || readHeader(file) !== sqliteHeader) throw new BackupProblem(`${file} is not a backup of this site: it is not an SQLite database (a PostgreSQL backup is restored with DATABASE_URL set).`);
  const sideFiles = absentSideFiles(file);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new BackupProblem(`${file} cannot be read as a database: ${plainError(error)}.`);
  }
  try {
    let integrity: string;
    try {
      integrity = (db.prepare('PRAGMA integrity_check(1)').get() as { integrity_check: string }).integrity_check;
    } catch (error) {
      throw new BackupProblem(`${file} is damaged: ${plainError(error)}.`);
    }
    if (integrity !== 'ok') throw new BackupProblem(`${file} is damaged (${integrity}).`);
    const tables = new Set((db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).all() as Array<{ name: string }>).map((row) => row.name));
    if (!tables.has('schema_migrations') || !tables.has('leads')) throw new BackupProblem(`${file} is an SQLite database, but not a backup of this site (it has no leads).`);
    const version = Number((db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get() as { version: number }).version);
    if (version > migrations.length)
      throw new BackupProblem(`${file} was made by a newer version of the site (database version ${version}; this code knows ${migrations.length}): deploy that version's code, then restore.`);
    return { file, bytes: statSync(file).size, counts: countRows(db) };
  } finally {
    db.close();
    removeSideFiles(file, sideFiles);
  }
}

/**
 * A consistent copy of the SQLite database at `dataFile`, taken with SQLite's online backup while
 * the server goes on writing: the copy is made in one step, inside one read transaction (a
 * snapshot: every write committed before it began, none after), so that the server's writes
 * never make it start again. The copy is one self-contained file (no write-ahead log).
 */
export async function backupSqlite(dataFile: string, destination: string): Promise<BackupSummary> {
  if (!existsSync(dataFile)) throw new BackupProblem(`There is no database at ${dataFile} (DATA_FILE) to back up.`);
  try {
    prepareFolder(destination);
  } catch (error) {
    throw new BackupProblem(`Cannot write the backup to ${dirname(destination)}: ${plainError(error)}.`);
  }
  const partial = partialName(destination);
  const source = new DatabaseSync(dataFile);
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    closeSync(openSync(partial, 'w', 0o600));
    // One step of every page (the largest rate it takes): the snapshot described above.
    await backup(source, partial, { rate: 2_147_483_647 });
    const copy = new DatabaseSync(partial);
    try {
      copy.exec('PRAGMA journal_mode = DELETE');
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    const summary = checkSqliteBackup(partial);
    syncFile(partial);
    renameSync(partial, destination);
    syncFile(dirname(destination));
    return { ...summary, file: destination };
  } catch (error) {
    for (const own of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(own, { force: true });
    if (error instanceof BackupProblem) throw error;
    throw new BackupProblem(`Cannot write the backup to ${destination}: ${plainError(error)}.`);
  } finally {
    source.close();
  }
}

/**
 * Whether a process (a running server) has the database open. SQLite's connections in WAL mode
 * keep a shared lock on the file while open; an exclusive one is granted only when none is.
 */
export function sqliteInUse(dataFile: string): boolean {
  if (!existsSync(dataFile)) return false;
  const db = new DatabaseSync(dataFile);
  try {
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if (/locked|busy/i.test((error as Error).message)) return true;
    throw error;
  } finally {
    db.close();
  }
}

export interface RestoreOutcome extends BackupSummary {
  /** Where the database the restore replaced was kept, if there was one. */
  replacedKeptAt?: string;
}

/**
 * Replaces the database at `dataFile` with the backup `file`: checked first (a bad file changes
 * nothing), refused while a server has the database open, and the database it replaces is kept
 * beside it. The backup is copied beside the database and renamed over it, so that the database
 * is either the old one or the whole backup, never a mix.
 */
export async function restoreSqlite(file: string, dataFile: string): Promise<RestoreOutcome> {
  const summary = checkSqliteBackup(file);
  if (resolve(file) === resolve(dataFile)) throw new BackupProblem(`${file} is the database itself (DATA_FILE): name a backup file.`);
  if (sqliteInUse(dataFile)) throw new BackupProblem(`A server has the database at ${dataFile} open: stop it first (npm run serve's process, or the service), then run the restore again.`);
  try {
    prepareFolder(dataFile);
  } catch (error) {
    throw new BackupProblem(`Cannot restore into ${dirname(dataFile)}: ${plainError(error)}.`);
  }
  const partial = partialName(dataFile);
  let replacedKeptAt: string | undefined;
  try {
    const sideFiles = absentSideFiles(file);
    const backupDb = new DatabaseSync(file, { readOnly: true });
    try {
      closeSync(openSync(partial, 'w', 0o600));
      await backup(backupDb, partial, { rate: 2_147_483_647 });
    } finally {
      backupDb.close();
      removeSideFiles(file, sideFiles);
    }
    // One file to rename into place (the server turns the write-ahead log on again when it opens it).
    const copy = new DatabaseSync(partial);
    try {
      copy.exec('PRAGMA journal_mode = DELETE');
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    checkSqliteBackup(partial);
    syncFile(partial);
    if (existsSync(dataFile)) {
      // The replaced database, with what its write-ahead log still held, as one file beside it.
      replacedKeptAt = `${dataFile}.before-restore-${backupStamp()}`;
      const current = new DatabaseSync(dataFile);
      try {
        current.exec(`VACUUM INTO '${replacedKeptAt.replace(/'/g, "''")}'`);
      } finally {
        current.close(); // the last connection: SQLite folds in and removes the -wal and -shm files
      }
      chmodSync(replacedKeptAt, 0o600);
      if (sqliteInUse(dataFile)) throw new BackupProblem(`A server opened the database at ${dataFile} during the restore: stop it, then run the restore again.`);
      // A log left by a crash belongs to the old database: applied to the restored one, it would damage it.
      for (const leftover of [`${dataFile}-wal`, `${dataFile}-shm`]) rmSync(leftover, { force: true });
    }
    renameSync(partial, dataFile);
    syncFile(dirname(dataFile));
    return { ...summary, file, replacedKeptAt };
  } catch (error) {
    for (const own of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(own, { force: true });
    if (error instanceof BackupProblem) throw error;
    throw new BackupProblem(`Cannot restore into ${dataFile}: ${plainError(error)}.`);
  }
}

// ---- PostgreSQL ----

/** The URL without its password, for messages. */
export const redactedUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

/**
 * The URL as libpq (pg_dump, pg_restore) reads it: its query percent-encoded, since libpq takes a
 * "+" as itself where node's URL writes a space as one (options=-c+search_path%3D…).
 */
export function libpqUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const query = [...parsed.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
    parsed.search = '';
    return query ? `${parsed.toString()}?${query}` : parsed.toString();
  } catch {
    return url; // a key=value string: libpq's own form already
  }
}

async function needTool(tool: 'pg_dump' | 'pg_restore') {
  try {
    await run(tool, ['--version']);
  } catch {
    throw new BackupProblem(`${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client, of the server's major version or newer), then run this again.`);
  }
}

const toolError = (error: unknown) => {
  const stderr = String((error as { stderr?: string }).stderr ?? (error as Error).message).trim();
  return stderr.split('\n').find((line) => /error|fatal/i.test(line))?.replace(/^\S+: (error: )?/, '') ?? stderr.split('\n')[0];
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupProblem(`Cannot connect to the database at ${redactedUrl(url)}: ${(error as Error).message}.`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump's custom format of the schema the server uses (DATABASE_URL's search_path, else public):
 * pg_dump reads it in one snapshot, so the server may go on writing.
 */
export async function backupPostgres(url: string, destination: string): Promise<BackupSummary> {
  await needTool('pg_dump');
  const { schema, counts } = await withClient(url, async (client) => {
    const schema = (await client.query('SELECT current_schema() AS schema')).rows[0].schema as string | null;
    if (!schema) throw new BackupProblem(`The database at ${redactedUrl(url)} has no schema to back up (its search_path names none that exists).`);
    return { schema, counts: await countPostgres(client) };
  });
  try {
    prepareFolder(destination);
  } catch (error) {
    throw new BackupProblem(`Cannot write the backup to ${dirname(destination)}: ${plainError(error)}.`);
  }
  const partial = partialName(destination);
  try {
    closeSync(openSync(partial, 'w', 0o600));
    await run('pg_dump', ['--format=custom', `--schema=${schema}`, '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${libpqUrl(url)}`], { maxBuffer: 16 * 1024 * 1024 });
    chmodSync(partial, 0o600);
    await checkPostgresBackup(partial);
    syncFile(partial);
    renameSync(partial, destination);
    syncFile(dirname(destination));
    return { file: destination, bytes: statSync(destination).size, counts };
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof BackupProblem) throw error;
    throw new BackupProblem(`pg_dump could not back up ${redactedUrl(url)}: ${toolError(error)}.`);
  }
}

async function countPostgres(client: pg.Client | pg.PoolClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const { rows } = await client.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [table]);
    if (rows[0].present) counts[table] = Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  }
  return counts;
}

/** The schema a pg_dump file of this site holds; throws a BackupProblem when it is no such file. */
export async function checkPostgresBackup(file: string): Promise<{ schema: string }> {
  if (!existsSync(file)) throw new BackupProblem(`There is no file at ${file}.`);
  if (existsSync(file) && statSync(file).size >= 16 && readHeader(file) === sqliteHeader)
    throw new BackupProblem(`${file} is an SQLite backup: restore it without DATABASE_URL (into DATA_FILE).`);
  await needTool('pg_restore');
  let list: string;
  try {
    list = (await run('pg_restore', ['--list', file], { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    throw new BackupProblem(`${file} is not a backup of this site: pg_restore cannot read it (${toolError(error)}).`);
  }
  const leads = /^\d+; \d+ \d+ TABLE (\S+) leads /m.exec(list);
  if (!leads || !/ TABLE \S+ schema_migrations /.test(list)) throw new BackupProblem(`${file} is a PostgreSQL backup, but not of this site (it has no leads).`);
  return { schema: leads[1] };
}

/**
 * Replaces the site's tables in DATABASE_URL's schema with those of the backup, in one transaction
 * (a failure leaves the database as it was); refused while a server is connected to that schema.
 */
export async function restorePostgres(file: string, url: string): Promise<BackupSummary> {
  const { schema } = await checkPostgresBackup(file);
  await withClient(url, async (client) => {
    const target = (await client.query(`SELECT COALESCE(current_schema(), $1) AS schema`, [schemaOf(url)])).rows[0].schema as string;
    if (target !== schema)
      throw new BackupProblem(`${file} holds the schema "${schema}", but DATABASE_URL uses "${target}": set DATABASE_URL's search_path to ${schema} (options=-c search_path=${schema}), or restore into a database whose schema is ${schema}.`);
    const { rows } = await client.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`, [serverApplicationName(schema)]);
    if (Number(rows[0].n) > 0)
      throw new BackupProblem(`A server is connected to the schema "${schema}" of ${redactedUrl(url)} (${rows[0].n} connections): stop every instance first, then run the restore again.`);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '""')}"`);
  });
  // Everything but the schema itself (created above when missing): dropping and creating it again
  // would take its owner's rights (public's is the database's owner) and fail where it holds more.
  const listFile = partialName(join(tmpdir(), 'nuqta-restore.list'));
  try {
    const list = (await run('pg_restore', ['--list', file], { maxBuffer: 16 * 1024 * 1024 })).stdout;
    writeFileSync(listFile, list.split('\n').filter((line) => !/^\d+; \d+ \d+ (COMMENT - )?SCHEMA - /.test(line)).join('\n'));
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--use-list=${listFile}`, `--dbname=${libpqUrl(url)}`, file], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new BackupProblem(`pg_restore could not restore ${file} (nothing was changed): ${toolError(error)}.`);
  } finally {
    rmSync(listFile, { force: true });
  }
  const counts = await withClient(url, countPostgres);
  return { file, bytes: statSync(file).size, counts };
}
