// Which release this server instance answers from: the one the database says is live, and the
// ones kept before it (their hashed files stay reachable). A publish or a rollback on any
// instance notifies every other (PostgreSQL's LISTEN/NOTIFY); each also looks again every 30 s,
// in case a notification was missed while its connection was down.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../src/server/database.ts';
import { loadRelease, type ReleaseSource, type SiteRelease } from '../../../src/server/siteRelease.ts';
import { deploymentRelease, type ReleaseStore } from './releaseStore.ts';

export const releaseChannel = 'nuqta_release';

export interface LiveReleasesOptions {
  db: Database;
  releases: ReleaseStore;
  /** The deployment's own build: the release "build". */
  buildDir: string;
  releasesDir: string;
  /** How many kept releases' files stay reachable besides the live one. */
  keptReachable?: number;
  /** Readies a release before it is first served (the server entry its form pages render with). */
  prepare?: (release: SiteRelease) => Promise<void>;
  log?: (message: string) => void;
}

export type LiveReleases = ReleaseSource & {
  /** Reads which release is live and switches to it. */
  refresh(): Promise<void>;
  /** After a publish or rollback: tells every instance, and resolves once this one serves the release. */
  announce(id: string): Promise<void>;
  stop(): Promise<void>;
};

export async function openLiveReleases(options: LiveReleasesOptions): Promise<LiveReleases> {
  const loaded = new Map<string, SiteRelease>();
  const folderOf = (id: string) => (id === deploymentRelease ? options.buildDir : join(options.releasesDir, id));
  const load = async (id: string): Promise<SiteRelease | undefined> => {
    const cached = loaded.get(id);
    if (cached) return cached;
    if (!existsSync(join(folderOf(id), 'prerender-manifest.json'))) return undefined;
    const release = await loadRelease(id, folderOf(id));
    try {
      await options.prepare?.(release);
    } catch (error) {
      // A release this deployment's code cannot serve (one made before content became data): as if absent.
      options.log?.(`Release ${id} cannot be served by this deployment: ${(error as Error).message}`);
      return undefined;
    }
    loaded.set(id, release);
    return release;
  };

  let live = (await load(deploymentRelease))!;
  let kept: SiteRelease[] = [];
  let refreshing: Promise<void> | undefined;

  const refresh = async () => {
    const liveId = await options.releases.liveId();
    const next = (await load(liveId)) ?? live;
    if (next.id !== liveId) options.log?.(`Release ${liveId} is live, but its files are not in ${options.releasesDir} on this instance (RELEASES_DIR must be shared): still serving ${next.id}.`);
    const keptIds = (await options.releases.releases(50)).filter((release) => release.status === 'kept' && release.id !== next.id).map((release) => release.id);
    const reachable: SiteRelease[] = [];
    for (const id of keptIds.slice(0, options.keptReachable ?? 9)) {
      const release = await load(id);
      if (release) reachable.push(release);
    }
    // One assignment each: a request reads the old pair or the new one.
    live = next;
    kept = reachable;
    for (const id of loaded.keys()) if (id !== live.id && !kept.some((release) => release.id === id)) loaded.delete(id);
  };
  // Requests for a refresh while one runs are answered by one more after it.
  const refreshOnce = () => (refreshing = (refreshing ?? Promise.resolve()).then(refresh).catch((error) => options.log?.(`Could not read the live release: ${(error as Error).message}`)));

  await refresh();
  const stopListening = await options.db.listen?.(releaseChannel, () => void refreshOnce());
  const poll = setInterval(() => void refreshOnce(), 30_000);
  poll.unref();

  return {
    live: () => live,
    kept: () => kept,
    refresh: refreshOnce,
    async announce(id) {
      await options.db.notify(releaseChannel, id);
      await refreshOnce();
      if (live.id !== id) throw new Error(`Release ${id} is live in the database, but this instance could not load it.`);
    },
    async stop() {
      clearInterval(poll);
      await stopListening?.();
    },
  };
}
