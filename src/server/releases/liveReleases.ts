// Which release this server instance answers from: the one the database says is live, and the
// ones kept before it (their hashed files stay reachable). A publish or a rollback on any
// instance notifies every other (PostgreSQL's LISTEN/NOTIFY); each also looks again every 30 s,
// in case a notification was missed while its connection was down.
import { rm } from 'node:fs/promises';
import type { Database } from '../database.ts';
import { loadRelease, type ReleaseSource, type SiteRelease } from '../siteRelease.ts';
import type { ReleaseFolders } from './releaseFolders.ts';
import { deploymentRelease, type ReleaseStore } from './releaseStore.ts';

export const releaseChannel = 'nuqta_release';
/** The notification that a publish started: the other instances render it meanwhile. */
const buildingPrefix = 'building:';

export interface LiveReleasesOptions {
  db: Database;
  releases: ReleaseStore;
  /** The deployment's own build: the release "build". */
  buildDir: string;
  /** This instance's release folders (RELEASES_DIR). */
  folders: ReleaseFolders;
  /** Renders a release this instance has no folder of, from the database (absent: such a release is not served). */
  render?: (id: string) => Promise<void>;
  /** How many kept releases' files stay reachable besides the live one. */
  keptReachable?: number;
  /** Readies a release before it is served as the live one (the server entry its form pages render with). */
  prepare?: (release: SiteRelease) => Promise<void>;
  log?: (message: string) => void;
}

export type LiveReleases = ReleaseSource & {
  /** Reads which release is live and switches to it. */
  refresh(): Promise<void>;
  /** A publish started on this instance (which renders it): the others render it meanwhile. */
  announceBuilding(id: string): Promise<void>;
  /** After a publish or rollback: tells every instance, and resolves once this one serves the release. */
  announce(id: string): Promise<void>;
  /** Makes sure this instance can serve a release (rendering it if need be) before it is made live; throws why not. */
  ready(id: string): Promise<void>;
  stop(): Promise<void>;
};

export async function openLiveReleases(options: LiveReleasesOptions): Promise<LiveReleases> {
  const { folders } = options;
  /** The releases read, by folder. */
  const loaded = new Map<string, SiteRelease>();
  const prepared = new Set<string>();
  /** Renders running on this instance, by release; and the releases its publisher renders. */
  const renders = new Map<string, Promise<void>>();
  const publishedHere = new Set<string>();
  const folderOf = (id: string) => (id === deploymentRelease ? options.buildDir : folders.folderOf(id));

  /** Renders a release here once, however many ask meanwhile. */
  const renderOnce = (id: string) => {
    let render = renders.get(id);
    if (!render) {
      render = options.render!(id).finally(() => renders.delete(id));
      renders.set(id, render);
    }
    return render;
  };
  /** A release as this deployment's code rendered it: read from its folder, rendered first if there is none (and `render` may). */
  const load = async (id: string, { render = true } = {}): Promise<SiteRelease | undefined> => {
    await renders.get(id);
    if (!folders.complete(folderOf(id))) {
      if (!render || !options.render || id === deploymentRelease) return undefined;
      await renderOnce(id);
    }
    return read(id, folderOf(id));
  };
  const read = async (id: string, folder: string) => {
    const release = loaded.get(folder) ?? (await loadRelease(id, folder));
    loaded.set(folder, release);
    return release;
  };
  const prepare = async (release: SiteRelease) => {
    if (prepared.has(release.id)) return;
    await options.prepare?.(release);
    prepared.add(release.id);
  };
  /** The live release, ready to be served; undefined (and why, logged) when this instance cannot serve it. */
  const servable = async (id: string) => {
    try {
      const release = await load(id);
      if (release) await prepare(release);
      else options.log?.(`Release ${id} is live, but this instance has no folder of it and cannot render it.`);
      return release;
    } catch (error) {
      // A release this deployment's code cannot render or serve: the one before stays.
      options.log?.(`Release ${id} cannot be served by this deployment: ${(error as Error).message}`);
      return undefined;
    }
  };

  let live = (await servable(deploymentRelease))!;
  let kept: SiteRelease[] = [];
  let refreshing: Promise<void> | undefined;

  const refresh = async () => {
    const liveId = await options.releases.liveId();
    const next = (await servable(liveId)) ?? live;
    const all = await options.releases.releases(1000);
    const keptIds = all.filter((release) => release.status === 'kept' && release.id !== next.id).map((release) => release.id);
    // Kept: the ones this code rendered, and every folder older code rendered of those and of the
    // live one (pages opened before this deployment ask for their files). None is rendered for it.
    const reachable: SiteRelease[] = [];
    for (const id of keptIds.slice(0, options.keptReachable ?? 9)) {
      const release = await load(id, { render: false }).catch(() => undefined);
      if (release) reachable.push(release);
    }
    for (const id of [next.id, ...keptIds.slice(0, options.keptReachable ?? 9)])
      for (const folder of folders.renderedByOtherCode(id)) reachable.push(await read(id, folder));
    // One assignment each: a request reads the old pair or the new one.
    live = next;
    kept = reachable;
    for (const folder of loaded.keys()) if (folder !== live.dir && !kept.some((release) => release.dir === folder)) loaded.delete(folder);
    // The folders of releases no longer kept (removed, failed) go; a publish's, while it runs, stays.
    const wanted = new Set(all.filter((release) => ['live', 'kept', 'building'].includes(release.status)).map((release) => release.id));
    for (const id of publishedHere) if (!all.some((release) => release.id === id && release.status === 'building')) publishedHere.delete(id);
    for (const { id, folder } of folders.all()) if (!wanted.has(id) && !renders.has(id)) await rm(folder, { recursive: true, force: true });
  };
  // Requests for a refresh while one runs are answered by one more after it.
  const refreshOnce = () => (refreshing = (refreshing ?? Promise.resolve()).then(refresh).catch((error) => options.log?.(`Could not read the live release: ${(error as Error).message}`)));

  await refresh();
  const stopListening = await options.db.listen?.(releaseChannel, (payload) => {
    if (!payload.startsWith(buildingPrefix)) return void refreshOnce();
    // Another instance publishes: this one renders the same content meanwhile, so that it serves it
    // as soon as it is live (unless this one is the publisher, whose render is under way).
    const id = payload.slice(buildingPrefix.length);
    if (options.render && !publishedHere.has(id)) void load(id).catch((error) => options.log?.(`Release ${id} could not be rendered ahead: ${(error as Error).message}`));
  });
  const poll = setInterval(() => void refreshOnce(), 30_000);
  poll.unref();

  return {
    live: () => live,
    kept: () => kept,
    refresh: refreshOnce,
    async announceBuilding(id) {
      // This instance's own notification must start no second render of it.
      publishedHere.add(id);
      await options.db.notify(releaseChannel, `${buildingPrefix}${id}`);
    },
    async announce(id) {
      await options.db.notify(releaseChannel, id);
      await refreshOnce();
      if (live.id !== id) throw new Error(`Release ${id} is live in the database, but this instance could not load it.`);
    },
    async ready(id) {
      const release = await load(id);
      if (!release) throw new Error('This instance has no files of that release and cannot render them.');
      await prepare(release);
    },
    async stop() {
      clearInterval(poll);
      await stopListening?.();
    },
  };
}
