// PostgreSQL's LISTEN, which brings new leads and releases from other instances: a connection the
// database drops (a restart, a failover, an administrator) must neither end the process (an
// unheard error event) nor leave the instance deaf. Runs with TEST_DATABASE_URL only.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../src/server/database.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('listening on PostgreSQL', () => {
  it('listens again on a new connection when the database drops its connection', async () => {
    const pool = new pg.Pool({ connectionString: url });
    const database = postgresDatabase(pool);
    const channel = `listen_test_${process.pid}_${Date.now()}`;
    const heard: string[] = [];
    const stop = await database.listen!(channel, (payload) => heard.push(payload));
    const heardAfterSending = async (payload: string) => {
      // Sent again until heard: a notification sent while no connection listens is lost.
      await expect.poll(async () => (await database.notify(channel, payload), heard.includes(payload)), { timeout: 15_000, interval: 300 }).toBe(true);
    };
    try {
      await heardAfterSending('before');
      const { rows } = await pool.query<{ ended: boolean }>('SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query = $1', [`LISTEN "${channel}"`]);
      expect(rows).toEqual([{ ended: true }]);
      await heardAfterSending('after');
    } finally {
      await stop();
      await pool.end();
    }
  });
});
