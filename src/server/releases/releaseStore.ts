// The releases in the server's database: each publish's steps as they happen, which release is
// live, and the ones kept to roll back to. The deployment's own build (BUILD_DIR) is the release
// "build", live until the first publish.
import type { Database, Query } from '../database.ts';
import type { ReleaseStep, Release } from '../../../studio/shared/releases.ts';
import { deploymentRelease } from '../../../studio/shared/deploymentRelease.ts';

export { deploymentRelease };
export const liveReleaseKey = 'live_release';

interface ReleaseRow {
  id: string;
  content_id: string;
  status: Release['status'];
  steps: string;
  error: string | null;
  started_by: string;
  started_at: number | string;
  heartbeat_at: number | string;
  finished_at: number | string | null;
  live_at: number | string | null;
}
const orNull = (value: number | string | null) => (value === null ? null : Number(value));
const releaseFrom = (row: ReleaseRow): Release => ({
  id: row.id,
  contentId: row.content_id,
  status: row.status,
  steps: JSON.parse(row.steps),
  error: row.error,
  startedBy: row.started_by,
  startedAt: Number(row.started_at),
  heartbeatAt: Number(row.heartbeat_at),
  finishedAt: orNull(row.finished_at),
  liveAt: orNull(row.live_at),
});

export type ReleaseStore = ReturnType<typeof releaseStore>;

export function releaseStore(db: Database, now: () => number = Date.now) {
  const one = async (query: Query, id: string) => {
    const [row] = await query<ReleaseRow>('SELECT * FROM releases WHERE id = ?', [id]);
    return row && releaseFrom(row);
  };
  return {
    release: (id: string) => one(db.query, id),
    /** The newest first. */
    async releases(limit = 30): Promise<Release[]> {
      return (await db.query<ReleaseRow>(`SELECT * FROM releases ORDER BY started_at DESC, id DESC LIMIT ?`, [limit])).map(releaseFrom);
    },
    async liveId(): Promise<string> {
      const [row] = await db.query<{ value: string }>('SELECT value FROM site_state WHERE key = ?', [liveReleaseKey]);
      return row?.value ?? deploymentRelease;
    },
    /** Records the deployment's build as a release, live, the first time (its content: the first version). */
    async recordDeployment(contentId: string): Promise<void> {
      await db.transaction(async (query) => {
        if (await one(query, deploymentRelease)) return;
        const at = now();
        await query('INSERT INTO releases (id, content_id, status, steps, started_by, started_at, heartbeat_at, finished_at, live_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id', [
          deploymentRelease,
          contentId,
          (await query('SELECT value FROM site_state WHERE key = ?', [liveReleaseKey])).length ? 'kept' : 'live',
          '[]',
          'the deployment',
          at,
          at,
          at,
          at,
        ]);
      });
    },
    /**
     * Starts a release unless another is being built (and still alive): one publish at a time,
     * across every instance. `abandonAfterMs`: a build silent that long was interrupted.
     */
    async start(input: { id: string; contentId: string; startedBy: string }, abandonAfterMs: number): Promise<{ started: Release } | { busy: Release }> {
      return db.transaction(async (query) => {
        const at = now();
        const [running] = await query<ReleaseRow>(`SELECT * FROM releases WHERE status = 'building' ORDER BY started_at DESC LIMIT 1`);
        if (running && Number(running.heartbeat_at) > at - abandonAfterMs) return { busy: releaseFrom(running) };
        if (running) await query(`UPDATE releases SET status = 'failed', error = ?, finished_at = ? WHERE id = ? RETURNING id`, [interrupted, at, running.id]);
        await query('INSERT INTO releases (id, content_id, status, steps, started_by, started_at, heartbeat_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id', [input.id, input.contentId, 'building', '[]', input.startedBy, at, at]);
        return { started: (await one(query, input.id))! };
      });
    },
    async updateSteps(id: string, steps: ReleaseStep[]): Promise<void> {
      await db.query('UPDATE releases SET steps = ?, heartbeat_at = ? WHERE id = ? RETURNING id', [JSON.stringify(steps), now(), id]);
    },
    async heartbeat(id: string): Promise<void> {
      await db.query(`UPDATE releases SET heartbeat_at = ? WHERE id = ? AND status = 'building' RETURNING id`, [now(), id]);
    },
    async fail(id: string, error: string, steps: ReleaseStep[]): Promise<void> {
      await db.query('UPDATE releases SET status = ?, error = ?, steps = ?, finished_at = ? WHERE id = ? RETURNING id', ['failed', error, JSON.stringify(steps), now(), id]);
    },
    /** Makes a release the live one in one transaction: every instance reads the old one or the new one. */
    async makeLive(id: string, steps?: ReleaseStep[]): Promise<void> {
      await db.transaction(async (query) => {
        const at = now();
        await query(`UPDATE releases SET status = 'kept' WHERE status = 'live' AND id <> ? RETURNING id`, [id]);
        if (steps) await query('UPDATE releases SET status = ?, steps = ?, finished_at = ?, live_at = ? WHERE id = ? RETURNING id', ['live', JSON.stringify(steps), at, at, id]);
        else await query('UPDATE releases SET status = ?, live_at = ? WHERE id = ? RETURNING id', ['live', at, id]);
        const [existing] = await query('SELECT value FROM site_state WHERE key = ?', [liveReleaseKey]);
        if (existing) await query('UPDATE site_state SET value = ? WHERE key = ? RETURNING key', [id, liveReleaseKey]);
        else await query('INSERT INTO site_state (key, value) VALUES (?, ?) RETURNING key', [liveReleaseKey, id]);
      });
    },
    async markRemoved(id: string): Promise<void> {
      await db.query(`UPDATE releases SET status = 'removed' WHERE id = ? RETURNING id`, [id]);
    },
    /** Releases left building by a server that stopped: failed, with why. */
    async failAbandoned(abandonAfterMs: number): Promise<void> {
      await db.query(`UPDATE releases SET status = 'failed', error = ?, finished_at = ? WHERE status = 'building' AND heartbeat_at <= ? RETURNING id`, [interrupted, now(), now() - abandonAfterMs]);
    },
  };
}

export const interrupted = 'The server stopped during this publish, so it did not finish. The live site was not changed.';
