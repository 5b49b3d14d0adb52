// The server's side of web push, in its database (SQLite or PostgreSQL): one VAPID key pair for
// the whole site, kept with the team's other secrets so that every instance signs with the same
// key (a browser's subscription is bound to the public key it subscribed with), and the devices
// each member asked to be notified on.
import webPush from 'web-push';
import type { Database } from '../database.ts';
import { can, isRole } from '../../../studio/shared/roles.ts';

export interface PushDevice {
  endpoint: string;
  memberId: string;
  /** The browser's public key (P-256, base64url) and its secret (16 bytes, base64url): the payload's encryption. */
  p256dh: string;
  auth: string;
}

/** The most devices one member may have notified; a further one is refused (it would be a robot's). */
export const devicesPerMember = 20;

interface DeviceRow {
  endpoint: string;
  member_id: string;
  p256dh: string;
  auth: string;
  role: string;
}

export function pushStore(db: Database) {
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  const loadKeys = async () => {
    // Drawn once; two instances starting together both try, and the first row stays.
    const drawn = webPush.generateVAPIDKeys();
    await db.query('INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id', [drawn.publicKey, drawn.privateKey, Date.now()]);
    const [row] = await db.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1');
    return { publicKey: row.public_key, privateKey: row.private_key };
  };
  return {
    /** The VAPID key pair, made the first time it is asked for. */
    vapidKeys() {
      keys ??= loadKeys().catch((error) => {
        keys = undefined;
        throw error;
      });
      return keys;
    },
    /** Adds a member's device, or gives it to this member (one browser, another member signed in); false past devicesPerMember. */
    async save(device: PushDevice): Promise<boolean> {
      return db.transaction(async (query) => {
        const [{ count }] = await query<{ count: number }>('SELECT COUNT(*) AS count FROM push_subscriptions WHERE member_id = ? AND endpoint <> ?', [device.memberId, device.endpoint]);
        if (Number(count) >= devicesPerMember) return false;
        await query(
          `INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (endpoint) DO UPDATE SET member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth RETURNING endpoint`,
          [device.endpoint, device.memberId, device.p256dh, device.auth, Date.now()],
        );
        return true;
      });
    },
    /** Removes one of a member's own devices. */
    async remove(memberId: string, endpoint: string): Promise<boolean> {
      return (await db.query('DELETE FROM push_subscriptions WHERE member_id = ? AND endpoint = ? RETURNING endpoint', [memberId, endpoint])).length > 0;
    },
    /** Forgets a device the push service no longer knows (404, 410). */
    async forget(endpoint: string): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE endpoint = ? RETURNING endpoint', [endpoint]);
    },
    /** The devices of the members whose role sees leads now (a role changed since subscribing counts as it is now). */
    /** The devices of these members (notices about publishing). */
    async devicesOf(memberIds: string[]): Promise<PushDevice[]> {
      if (memberIds.length === 0) return [];
      const rows = await db.query<DeviceRow>(`SELECT * FROM push_subscriptions WHERE member_id IN (${memberIds.map(() => '?').join(', ')})`, memberIds);
      return rows.map((row) => ({ endpoint: row.endpoint, memberId: row.member_id, p256dh: row.p256dh, auth: row.auth }));
    },
    async devicesForLeads(): Promise<PushDevice[]> {
      const rows = await db.query<DeviceRow>('SELECT push_subscriptions.*, members.role FROM push_subscriptions JOIN members ON members.id = push_subscriptions.member_id');
      return rows.filter((row) => isRole(row.role) && can(row.role, 'leads')).map((row) => ({ endpoint: row.endpoint, memberId: row.member_id, p256dh: row.p256dh, auth: row.auth }));
    },
  };
}

export type PushStore = ReturnType<typeof pushStore>;
