// The saved versions that review links show, rendered as a release would be (the same code, the
// same steps) into this instance's own folder, RELEASES_DIR/<code>/reviews/<version>, and read
// like a release. Any instance renders a version the first time a reviewer asks for it there; a
// version no open link shows any more is removed at the next render.
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadRelease, type SiteRelease } from '../siteRelease.ts';
import type { ContentStore } from '../content/contentStore.ts';
import type { UploadStore } from '../images/uploadStore.ts';
import type { ReleaseSteps } from '../releases/publisher.ts';
import { renderVersion, type ReleaseFolders } from '../releases/releaseFolders.ts';

export interface ReviewRendersOptions {
  /** This deployment's folder of rendered releases (RELEASES_DIR/<code>). */
  codeDir: string;
  content: ContentStore;
  uploads?: UploadStore;
  steps: () => ReleaseSteps;
  /** The versions some open link shows. */
  wanted: () => Promise<Set<string>>;
  complete: ReleaseFolders['complete'];
}

/** A content version's id (contentStore.ts, sortableId): nothing else names a folder here. */
const versionName = /^\d{15}-\d{9}-[0-9a-f]{8}$/;

export type ReviewRenders = ReturnType<typeof reviewRenders>;

export function reviewRenders({ codeDir, content, uploads, steps, wanted, complete }: ReviewRendersOptions) {
  const dir = join(codeDir, 'reviews');
  const loaded = new Map<string, Promise<SiteRelease>>();

  const removeUnwanted = async () => {
    if (!existsSync(dir)) return;
    const keep = await wanted();
    for (const name of readdirSync(dir))
      if (versionName.test(name.replace(/\.partial-\w+$/, '')) && !keep.has(name) && !loaded.has(name)) await rm(join(dir, name), { recursive: true, force: true });
  };

  const render = async (contentId: string): Promise<SiteRelease> => {
    const folder = join(dir, contentId);
    if (!complete(folder)) {
      const version = await content.version(contentId);
      if (!version) throw new Error(`Version ${contentId} is not in the database.`);
      await removeUnwanted();
      await renderVersion(folder, version.text, { uploads, steps });
    }
    return loadRelease(`review-${contentId}`, folder);
  };

  return {
    /** The version as its release would be, rendered once per instance (two reviewers at once wait for the same render). */
    release(contentId: string): Promise<SiteRelease> {
      if (!versionName.test(contentId)) return Promise.reject(new Error(`Not a version: ${contentId}`));
      let release = loaded.get(contentId);
      if (!release) {
        release = render(contentId);
        loaded.set(contentId, release);
        release.catch(() => loaded.delete(contentId));
      }
      return release;
    },
    /** Forgets the versions no open link shows (their folders go at the next render). */
    async forgetUnwanted(): Promise<void> {
      const keep = await wanted();
      for (const id of loaded.keys()) if (!keep.has(id)) loaded.delete(id);
    },
  };
}
