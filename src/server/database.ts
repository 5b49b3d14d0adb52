// One way to query the server's database, whichever it is (SQLite or PostgreSQL), for the parts
// written once for both: the team, its sessions, the content and the releases. The leads' stores
// keep their own statements (sqliteStore.ts, postgresStore.ts) and hand this out for the rest.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';

/** Runs one statement ("?" placeholders) and gives its rows (those of RETURNING for a write). */
export type Query = <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

export interface Database {
  kind: 'sqlite' | 'postgres';
  query: Query;
  /**
   * Runs work in one transaction and resolves once it is committed; rolls back and rejects if it
   * throws. The work uses the query it is given, never the database's own (on SQLite that waits
   * for the transaction to end), and awaits nothing else: on SQLite's one connection the leads'
   * own transactions must never find this one open.
   */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  /**
   * Calls onMessage with each notification on a channel, from any instance (PostgreSQL's
   * LISTEN/NOTIFY); absent on SQLite, where there is one instance. Resolves to a stop function.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Notifies every instance listening on the channel; a no-op without listen. */
  notify(channel: string, payload: string): Promise<void>;
}

export function sqliteDatabase(db: DatabaseSync): Database {
  // Writes through all(), never get(): see sqliteStore.ts (a failed commit must not go unnoticed).
  const run: Query = async <Row>(text: string, values: unknown[] = []) => db.prepare(text).all(...(values as never[])) as Row[];
  // One connection: while a transaction awaits between its statements, every other statement and
  // transaction waits its turn, so that none lands inside it (and is rolled back with it).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };
  return {
    kind: 'sqlite',
    query: (text, values) => inTurn(() => run(text, values)),
    transaction: (work) =>
      inTurn(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(run);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }),
    async notify() {},
  };
}

/** SQLite's "?" placeholders as PostgreSQL's "$1, $2, …". */
export const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** How soon a listener whose connection dropped tries a new one. */
const reconnectMs = 1000;

export function postgresDatabase(pool: pg.Pool): Database {
  const on =
    (client: pg.Pool | pg.PoolClient): Query =>
    async <Row>(text: string, values: unknown[] = []) =>
      (await client.query(numbered(text), values)).rows as Row[];
  return {
    kind: 'postgres',
    query: on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage) {
      const listenTo = `"${channel.replace(/"/g, '')}"`;
      const handler = (message: pg.Notification) => message.channel === channel && onMessage(message.payload ?? '');
      let client: pg.PoolClient | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      // A connection the database drops (a restart, a failover) emits an error: unheard, it would
      // end the process. This instance listens again on a new connection instead.
      const connect = async () => {
        const connection = await pool.connect();
        let dropped = false;
        connection.on('notification', handler);
        connection.once('error', (error) => {
          dropped = true;
          connection.off('notification', handler);
          connection.release(error);
          if (client === connection) client = undefined;
          if (!stopped) retry = setTimeout(reconnect, reconnectMs);
        });
        await connection.query(`LISTEN ${listenTo}`);
        if (!dropped) client = connection;
      };
      const reconnect = () => void connect().catch(() => void (stopped || (retry = setTimeout(reconnect, reconnectMs))));
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const connection = client;
        client = undefined;
        if (!connection) return;
        connection.off('notification', handler);
        await connection.query(`UNLISTEN ${listenTo}`).catch(() => undefined);
        connection.release();
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
  };
}

let sequence = 0;
/** An id that sorts in the order of creation (also within a millisecond, on one instance): for rows read newest first. */
export const sortableId = (at: number) => `${String(at).padStart(15, '0')}-${String(++sequence % 1e9).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
