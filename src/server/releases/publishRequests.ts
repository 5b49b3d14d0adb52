// Requests to publish a saved version: at a date and time (scheduled), or once an approver
// approves it when the site's approval is on. Each keeps who asked, who decided and when; the
// server carries a due one out once across every instance (publishSchedule.ts claims it in one
// conditional write).
import { randomBytes } from 'node:crypto';
import type { Database } from '../database.ts';
import type { PublishRequest, PublishRequestStatus } from '../../../studio/shared/releases.ts';

interface Row {
  id: string;
  content_id: string;
  publish_at: number | string | null;
  status: PublishRequestStatus;
  requested_by: string;
  requested_at: number | string;
  decided_by: string | null;
  decided_at: number | string | null;
  note: string | null;
  release_id: string | null;
  claimed_at: number | string | null;
}

const orNull = (value: number | string | null) => (value === null ? null : Number(value));
const requestFrom = (row: Row): PublishRequest => ({
  id: row.id,
  contentId: row.content_id,
  publishAt: orNull(row.publish_at),
  status: row.status,
  requestedBy: row.requested_by,
  requestedAt: Number(row.requested_at),
  decidedBy: row.decided_by,
  decidedAt: orNull(row.decided_at),
  note: row.note,
  releaseId: row.release_id,
  claimedAt: orNull(row.claimed_at),
});

/** Requests still to be decided or carried out: the Publish page lists them first. */
export const openStatuses: readonly PublishRequestStatus[] = ['awaiting approval', 'scheduled', 'publishing'];
const approvalKey = 'approval';

export type PublishRequests = ReturnType<typeof publishRequests>;

export function publishRequests(db: Database, now: () => number = Date.now) {
  const one = async (id: string) => {
    const [row] = await db.query<Row>('SELECT * FROM publish_requests WHERE id = ?', [id]);
    return row && requestFrom(row);
  };
  /** Sets fields of a request only if its status is still one of `from`: two members (or instances) at once, one wins. */
  const move = async (id: string, from: readonly PublishRequestStatus[], fields: Record<string, unknown>): Promise<PublishRequest | undefined> => {
    const names = Object.keys(fields);
    const rows = await db.query<Row>(`UPDATE publish_requests SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ? AND status IN (${from.map(() => '?').join(', ')}) RETURNING *`, [
      ...Object.values(fields),
      id,
      ...from,
    ]);
    return rows[0] && requestFrom(rows[0]);
  };
  return {
    request: one,
    /** The open ones (soonest first), then the last 20 ended. */
    async list(): Promise<PublishRequest[]> {
      const marks = openStatuses.map(() => '?').join(', ');
      const open = await db.query<Row>(`SELECT * FROM publish_requests WHERE status IN (${marks}) ORDER BY publish_at ASC, requested_at ASC`, [...openStatuses]);
      const ended = await db.query<Row>(`SELECT * FROM publish_requests WHERE status NOT IN (${marks}) ORDER BY requested_at DESC LIMIT 20`, [...openStatuses]);
      return [...open, ...ended].map(requestFrom);
    },
    async add(input: { contentId: string; publishAt: number | null; status: 'awaiting approval' | 'scheduled'; requestedBy: string; decidedBy?: string }): Promise<PublishRequest> {
      const at = now();
      const id = `${new Date(at).toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
      const [row] = await db.query<Row>(
        'INSERT INTO publish_requests (id, content_id, publish_at, status, requested_by, requested_at, decided_by, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
        [id, input.contentId, input.publishAt, input.status, input.requestedBy, at, input.decidedBy ?? null, input.decidedBy ? at : null],
      );
      return requestFrom(row);
    },
    move,
    /** The scheduled requests whose time has come, soonest first. */
    async due(): Promise<PublishRequest[]> {
      return (await db.query<Row>(`SELECT * FROM publish_requests WHERE status = 'scheduled' AND publish_at <= ? ORDER BY publish_at ASC`, [now()])).map(requestFrom);
    },
    /** Claims a due request for this instance: only one instance's claim takes. */
    claim: (id: string) => move(id, ['scheduled'], { status: 'publishing', claimed_at: now() }),
    /** Approval switched on: schedules made without an approver wait for one. */
    async awaitApprovalOfUndecided(): Promise<void> {
      await db.query(`UPDATE publish_requests SET status = 'awaiting approval' WHERE status = 'scheduled' AND decided_by IS NULL RETURNING id`);
    },
    async publishing(): Promise<PublishRequest[]> {
      return (await db.query<Row>(`SELECT * FROM publish_requests WHERE status = 'publishing'`)).map(requestFrom);
    },
    /** Whether an editor's publish needs an approver's approval first (the site's setting, off by default). */
    async approvalOn(): Promise<boolean> {
      const [row] = await db.query<{ value: string }>('SELECT value FROM site_state WHERE key = ?', [approvalKey]);
      return row?.value === 'on';
    },
    async setApproval(on: boolean): Promise<void> {
      await db.transaction(async (query) => {
        const value = on ? 'on' : 'off';
        const [existing] = await query('SELECT value FROM site_state WHERE key = ?', [approvalKey]);
        if (existing) await query('UPDATE site_state SET value = ? WHERE key = ? RETURNING key', [value, approvalKey]);
        else await query('INSERT INTO site_state (key, value) VALUES (?, ?) RETURNING key', [approvalKey, value]);
      });
    },
  };
}
