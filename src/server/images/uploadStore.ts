// The images members upload in the console, kept in the server's database so that every instance
// serves them (the preview, before a release holds them), the draft's checks find them and the
// publisher writes them into each release's build. A name is never reused: two uploads of
// "photo.jpg" at once get two names (the table's primary key refuses the second, which takes the next).
import { randomBytes } from 'node:crypto';
import type { Database } from '../database.ts';
import type { LibraryImage } from '../../../studio/shared/api.ts';
import { sourceSuffix } from '../render/imageSizes.ts';
import type { PreparedUpload } from './imageUpload.ts';

/** The folder of uploads, as site.json names its files ("/images/uploads/…"). */
export const uploadsFolder = 'images/uploads/';

const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface UploadedFile {
  /** "images/uploads/<name>-640.avif": the file's place under public/. */
  path: string;
  contentType: string;
  data: Buffer;
}

export type UploadStore = ReturnType<typeof uploadStore>;

export function uploadStore(db: Database, now: () => number = Date.now) {
  return {
    /** The names uploads have taken ("team-photo-3fa9c1"). */
    async names(): Promise<Set<string>> {
      const rows = await db.query<{ name: string }>('SELECT DISTINCT name FROM image_uploads');
      return new Set(rows.map((row) => row.name));
    },

    /** Keeps every file of an upload, or none: false when its name was taken meanwhile. */
    async add(upload: Pick<PreparedUpload, 'files' | 'width' | 'height'>, name: string, uploadedBy: string): Promise<boolean> {
      const at = now();
      try {
        await db.transaction(async (query) => {
          for (const file of upload.files) {
            const format = file.name.split('.').pop()!;
            await query('INSERT INTO image_uploads (path, name, content_type, data, width, height, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
              `${uploadsFolder}${file.name}`,
              name,
              contentTypes[format] ?? 'application/octet-stream',
              file.data,
              upload.width,
              upload.height,
              uploadedBy,
              at,
            ]);
          }
        });
        return true;
      } catch (error) {
        if (/unique|primary key|duplicate/i.test(String((error as Error).message))) return false;
        throw error;
      }
    },

    /** The file at a path under public/ ("images/uploads/…"), if an upload has it. */
    async file(path: string): Promise<UploadedFile | undefined> {
      const [row] = await db.query<{ path: string; content_type: string; data: Uint8Array }>('SELECT path, content_type, data FROM image_uploads WHERE path = ?', [path]);
      return row && { path: row.path, contentType: row.content_type, data: Buffer.from(row.data) };
    },

    /** Every uploaded file's path under public/, for the draft's checks. */
    async paths(): Promise<Set<string>> {
      const rows = await db.query<{ path: string }>('SELECT path FROM image_uploads');
      return new Set(rows.map((row) => row.path));
    },

    /** Every uploaded file, one at a time (the publisher writes them into a release's build). */
    async *files(): AsyncGenerator<UploadedFile> {
      for (const path of await this.paths()) {
        const file = await this.file(path);
        if (file) yield file;
      }
    },

    /** The uploads as the image library lists them (each by its 1280 px WebP), newest first. */
    async library(): Promise<LibraryImage[]> {
      const rows = await db.query<{ path: string; width: number; height: number }>('SELECT path, width, height FROM image_uploads WHERE path LIKE ? ORDER BY uploaded_at DESC, path', [`%${sourceSuffix}`]);
      return rows.map((row) => ({ src: `/${row.path}`, width: Number(row.width), height: Number(row.height) }));
    },
  };
}

/** A new upload's name gets a random ending: an image not yet published cannot be found by guessing its address. */
export const unguessable = (slug: string) => `${slug}-${randomBytes(3).toString('hex')}`;
