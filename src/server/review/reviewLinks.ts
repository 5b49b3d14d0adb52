// Review links: a member shares a saved version with someone without an account (a manager, a
// client) for a few days. The link's secret is shown once and only its hash is kept, as the
// sign-in links' are; a link ends when its time runs out or a member revokes it. Reviewers leave
// comments on pages, which the team reads in the console.
import { randomBytes } from 'node:crypto';
import type { Database } from '../database.ts';
import { hashOf, newSecret } from '../team/teamStore.ts';
import type { ReviewLink, ReviewComment } from '../../../studio/shared/review.ts';

interface LinkRow {
  id: string;
  content_id: string;
  created_by: string;
  created_at: number | string;
  expires_at: number | string;
  revoked_by: string | null;
  revoked_at: number | string | null;
}

interface CommentRow {
  id: string;
  link_id: string;
  path: string;
  author: string | null;
  text: string;
  created_at: number | string;
}

const linkFrom = (row: LinkRow): ReviewLink => ({
  id: row.id,
  contentId: row.content_id,
  createdBy: row.created_by,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  revokedBy: row.revoked_by,
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
});
const commentFrom = (row: CommentRow): ReviewComment => ({ id: row.id, linkId: row.link_id, path: row.path, author: row.author, text: row.text, createdAt: Number(row.created_at) });

/** Whether a link still opens its version at a moment. */
export const isOpen = (link: ReviewLink, at: number) => link.revokedAt === null && link.expiresAt > at;

const newId = (at: number) => `${new Date(at).toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;

export type ReviewLinks = ReturnType<typeof reviewLinks>;

export function reviewLinks(db: Database, now: () => number = Date.now) {
  return {
    /** A new link to a saved version; the secret is returned this once and kept nowhere. */
    async create(input: { contentId: string; createdBy: string; lifetimeMs: number }): Promise<{ link: ReviewLink; secret: string }> {
      const at = now();
      const secret = newSecret();
      const [row] = await db.query<LinkRow>('INSERT INTO review_links (id, secret_hash, content_id, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *', [
        newId(at),
        hashOf(secret),
        input.contentId,
        input.createdBy,
        at,
        at + input.lifetimeMs,
      ]);
      return { link: linkFrom(row), secret };
    },
    /** The link a secret opens, open or ended; undefined for a secret no link has. */
    async bySecret(secret: string): Promise<ReviewLink | undefined> {
      const [row] = await db.query<LinkRow>('SELECT * FROM review_links WHERE secret_hash = ?', [hashOf(secret)]);
      return row && linkFrom(row);
    },
    async link(id: string): Promise<ReviewLink | undefined> {
      const [row] = await db.query<LinkRow>('SELECT * FROM review_links WHERE id = ?', [id]);
      return row && linkFrom(row);
    },
    /** The newest links first (the last 50). */
    async list(): Promise<ReviewLink[]> {
      return (await db.query<LinkRow>('SELECT * FROM review_links ORDER BY created_at DESC LIMIT 50')).map(linkFrom);
    },
    /** The versions some open link shows: the only ones worth keeping rendered. */
    async openContentIds(): Promise<Set<string>> {
      const rows = await db.query<{ content_id: string }>('SELECT DISTINCT content_id FROM review_links WHERE revoked_at IS NULL AND expires_at > ?', [now()]);
      return new Set(rows.map((row) => row.content_id));
    },
    /** Ends a link now; undefined if it had ended already. */
    async revoke(id: string, by: string): Promise<ReviewLink | undefined> {
      const [row] = await db.query<LinkRow>('UPDATE review_links SET revoked_by = ?, revoked_at = ? WHERE id = ? AND revoked_at IS NULL AND expires_at > ? RETURNING *', [by, now(), id, now()]);
      return row && linkFrom(row);
    },
    async addComment(input: { linkId: string; path: string; author: string | null; text: string }): Promise<ReviewComment> {
      const at = now();
      const [row] = await db.query<CommentRow>('INSERT INTO review_comments (id, link_id, path, author, text, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *', [
        newId(at),
        input.linkId,
        input.path,
        input.author,
        input.text,
        at,
      ]);
      return commentFrom(row);
    },
    /** The comments left through the listed links, newest first. */
    async comments(linkIds: string[]): Promise<ReviewComment[]> {
      if (linkIds.length === 0) return [];
      const rows = await db.query<CommentRow>(`SELECT * FROM review_comments WHERE link_id IN (${linkIds.map(() => '?').join(', ')}) ORDER BY created_at DESC`, linkIds);
      return rows.map(commentFrom);
    },
  };
}
