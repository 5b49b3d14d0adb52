// The site's content as the console keeps it: every save is a new version of site.json's text in
// the server's database, so that every instance sees the same, a release says exactly what it was
// built from, and the history can show what changed. The first version is the deployment's own
// site.json. A save names the version it was edited from: one made meanwhile by someone else is
// never overwritten.
import { createHash } from 'node:crypto';
import { sortableId, type Database } from '../database.ts';
import { deploymentAuthor } from '../../../studio/shared/deploymentRelease.ts';

export interface ContentVersion {
  id: string;
  /** SHA-256 of the text: what the studio compares (as it does for the file). */
  hash: string;
  /** site.json's text, as `JSON.stringify(site, null, 2)` plus a newline writes it. */
  text: string;
  savedAt: number;
  /** The member's address, or "site.json" for the version the deployment brought. */
  savedBy: string;
}

export const contentHash = (text: string) => createHash('sha256').update(text).digest('hex');

interface VersionRow {
  id: string;
  hash: string;
  site: string;
  saved_at: number | string;
  saved_by: string;
}
const versionFrom = (row: VersionRow): ContentVersion => ({ id: row.id, hash: row.hash, text: row.site, savedAt: Number(row.saved_at), savedBy: row.saved_by });

export type SaveResult = { status: 'saved'; version: ContentVersion } | { status: 'conflict'; latest: ContentVersion };

export type ContentStore = ReturnType<typeof contentStore>;

export function contentStore(db: Database, initialText: () => string, now: () => number = Date.now) {
  const latestRow = async (query = db.query) => (await query<VersionRow>('SELECT * FROM content_versions ORDER BY id DESC LIMIT 1'))[0];
  const insert = async (query: typeof db.query, text: string, savedBy: string) => {
    const at = now();
    const [row] = await query<VersionRow>('INSERT INTO content_versions (id, hash, site, saved_at, saved_by) VALUES (?, ?, ?, ?, ?) RETURNING *', [sortableId(at), contentHash(text), text, at, savedBy]);
    return versionFrom(row);
  };

  return {
    /** The content as last saved; the first time, the deployment's site.json becomes its first version. */
    async latest(): Promise<ContentVersion> {
      const row = await latestRow();
      if (row) return versionFrom(row);
      return db.transaction(async (query) => {
        const again = await latestRow(query);
        return again ? versionFrom(again) : insert(query, initialText(), deploymentAuthor);
      });
    },
    async version(id: string): Promise<ContentVersion | undefined> {
      const [row] = await db.query<VersionRow>('SELECT * FROM content_versions WHERE id = ?', [id]);
      return row && versionFrom(row);
    },
    /** Saves a new version, unless the latest is no longer the one the text was edited from. */
    async save(text: string, baseHash: string, savedBy: string): Promise<SaveResult> {
      await this.latest();
      return db.transaction(async (query) => {
        const latest = versionFrom((await latestRow(query))!);
        if (latest.hash !== baseHash) return { status: 'conflict', latest };
        if (latest.text === text) return { status: 'saved', version: latest };
        return { status: 'saved', version: await insert(query, text, savedBy) };
      });
    },
  };
}
