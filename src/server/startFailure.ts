// A server that cannot open or write its data at start (a full disk, a read-only folder, a
// PostgreSQL it cannot reach) says so in one line an operator can act on, and exits; any other
// failure keeps its stack trace, which is for a developer.
import { statfsSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

interface SystemError {
  code?: string;
  errcode?: number;
  errstr?: string;
  path?: string;
  message?: string;
}

/** The database the server opens, for messages: DATABASE_URL without its password, else DATA_FILE's path. */
export function databaseName(env: NodeJS.ProcessEnv): string {
  if (!env.DATABASE_URL) return resolve(env.DATA_FILE ?? 'data/leads.db');
  try {
    const url = new URL(env.DATABASE_URL);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

// SQLite's result codes (errcode, the low byte) for these failures.
const sqliteFull = 13;
const sqliteReadOnly = 8;
const sqliteCantOpen = 14;
const sqlitePermission = 3;
const sqliteIoError = 10;

/** Whether the disk holding `file` has (next to) no space left: SQLite reports a full disk as an I/O error when it maps its shared memory. */
function diskFull(file: string): boolean {
  try {
    const disk = statfsSync(dirname(file));
    return disk.bavail * disk.bsize < 256 * 1024;
  } catch {
    return false;
  }
}

/** The one line for an error an operator can fix, or undefined for any other. */
export function startFailureLine(error: unknown, env: NodeJS.ProcessEnv): string | undefined {
  const failure = (error ?? {}) as SystemError;
  const code = failure.code ?? '';
  const sqlite = code === 'ERR_SQLITE_ERROR' ? (failure.errcode ?? 0) & 0xff : undefined;
  const message = failure.message ?? '';
  const postgres = Boolean(env.DATABASE_URL);
  const database = databaseName(env);
  // The database's file or folder, or another one (the releases' folder, the form secret) that names itself.
  const path = failure.path && !sqlite ? resolve(failure.path) : undefined;
  const other = path !== undefined && (postgres || (path !== database && !database.startsWith(path + sep)));
  const where = other ? `write to ${path}` : `open the database at ${database}`;
  const elsewhere = other ? 'or point its setting (README, Configuration) at another disk' : 'or set DATA_FILE to another disk';

  if (code === 'ENOSPC' || sqlite === sqliteFull || (sqlite === sqliteIoError && diskFull(database))) return `Cannot ${where}: the disk is full. Free some space ${elsewhere}.`;
  if (code === 'EROFS' || sqlite === sqliteReadOnly || /readonly database|read-only file system/i.test(message))
    return `Cannot ${where}: the folder is read-only. Make it writable for the server's user ${elsewhere}.`;
  if (code === 'EACCES' || code === 'EPERM' || sqlite === sqlitePermission) return `Cannot ${where}: permission denied. Give the server's user write access to it ${elsewhere}.`;
  if (code === 'ENOENT' && path && !other) return `Cannot open the database at ${database}: its folder ${path} cannot be created. Create it, ${elsewhere}.`;
  if (sqlite === sqliteIoError) return `Cannot open the database at ${database}: the disk reports an error (${failure.errstr}). Check the disk (the system's log says more), ${elsewhere}.`;
  if (sqlite === sqliteCantOpen) return `Cannot ${where}: SQLite cannot open the file there. Check that the folder exists and is writable, ${elsewhere}.`;
  if (!postgres) return undefined;
  // PostgreSQL (pg): no connection, or the server refused it.
  const reason: Record<string, string> = {
    ECONNREFUSED: 'nothing answers at that address. Check that PostgreSQL is running there and DATABASE_URL names its host and port',
    ENOTFOUND: 'its host name is unknown. Check DATABASE_URL',
    EAI_AGAIN: 'its host name cannot be looked up now. Check DATABASE_URL and the DNS',
    ETIMEDOUT: 'it did not answer in time. Check the network and the firewall between them',
    EHOSTUNREACH: 'its host cannot be reached. Check the network',
    ECONNRESET: 'it closed the connection. Check its logs and whether it takes SSL (sslmode)',
    '28P01': 'the password was refused. Check the user and password in DATABASE_URL',
    '28000': 'the user may not connect (pg_hba.conf). Check the user in DATABASE_URL and the server\'s access rules',
    '3D000': 'that database does not exist. Create it or correct its name in DATABASE_URL',
    '42501': 'the user may not create the tables. Grant it CREATE on the schema, or use the database\'s owner',
    '53300': 'it has too many connections. Raise max_connections or stop what holds them',
    '57P03': 'it is starting up or shutting down. Try again in a moment',
  };
  if (reason[code]) return `Cannot open the database at ${database}: ${reason[code]}.`;
  return undefined;
}

/**
 * Until the server listens: an error `startFailureLine` knows is printed as its line, and the
 * process exits with 1; any other is thrown on as before. Returns the function that ends this.
 */
export function explainStartFailures(env: NodeJS.ProcessEnv): () => void {
  const onError = (error: unknown) => {
    const line = startFailureLine(error, env);
    // Any other error as Node prints an uncaught one (its stack), with the same exit code.
    console.error(line ?? error);
    process.exit(1);
  };
  process.on('uncaughtException', onError);
  return () => process.off('uncaughtException', onError);
}
