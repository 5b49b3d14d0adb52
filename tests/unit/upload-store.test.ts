// The console's uploaded images in the server's database: the same suite on SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set, each PostgreSQL run in a fresh schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { storeBackends } from '../support/storeBackends.ts';
import { uploadStore, type UploadStore } from '../../src/server/images/uploadStore.ts';

const backends = storeBackends('uploads');

// Every byte value, so that a column that kept text instead of bytes would show.
const bytes = (seed: number) => Buffer.from(Array.from({ length: 256 }, (_, i) => (i + seed) % 256));
const upload = (name: string, seed: number) => ({
  width: 1280,
  height: 720,
  files: ['-640.avif', '-640.webp', '-1280.avif', '-1280.webp'].map((suffix, i) => ({ name: `${name}${suffix}`, data: bytes(seed + i) })),
});

for (const backend of backends)
  describe(`uploaded images on ${backend.name}`, () => {
    let store: LeadStore;
    let uploads: UploadStore;
    let clock = 1_000;
    beforeAll(async () => {
      store = await backend.open();
      uploads = uploadStore(store.database, () => clock++);
    });
    afterAll(async () => {
      await store.close();
      await backend.cleanup?.();
    });

    it('keeps each file of an upload, byte for byte, with its type', async () => {
      expect(await uploads.add(upload('team-photo-3fa9c1', 0), 'team-photo-3fa9c1', 'sara@nuqta.qa')).toBe(true);
      const file = await uploads.file('images/uploads/team-photo-3fa9c1-640.avif');
      expect(file).toEqual({ path: 'images/uploads/team-photo-3fa9c1-640.avif', contentType: 'image/avif', data: bytes(0) });
      expect((await uploads.file('images/uploads/team-photo-3fa9c1-1280.webp'))?.contentType).toBe('image/webp');
      expect(await uploads.file('images/uploads/nothing-1280.webp')).toBeUndefined();
      expect(await uploads.names()).toEqual(new Set(['team-photo-3fa9c1']));
      expect((await uploads.paths()).size).toBe(4);
    });

    it('never replaces an upload: a second one of the same name keeps none of its files', async () => {
      expect(await uploads.add(upload('team-photo-3fa9c1', 100), 'team-photo-3fa9c1', 'ali@nuqta.qa')).toBe(false);
      expect((await uploads.file('images/uploads/team-photo-3fa9c1-640.avif'))?.data).toEqual(bytes(0));
      expect((await uploads.paths()).size).toBe(4);
    });

    it('lists each upload once, by its 1280 px WebP, newest first, and hands out every file', async () => {
      await uploads.add(upload('office-9b2e77', 7), 'office-9b2e77', 'sara@nuqta.qa');
      expect(await uploads.library()).toEqual([
        { src: '/images/uploads/office-9b2e77-1280.webp', width: 1280, height: 720 },
        { src: '/images/uploads/team-photo-3fa9c1-1280.webp', width: 1280, height: 720 },
      ]);
      const files = [];
      for await (const file of uploads.files()) files.push(file.path);
      expect(files.sort()).toEqual([...(await uploads.paths())].sort());
      expect(files).toHaveLength(8);
    });
  });
