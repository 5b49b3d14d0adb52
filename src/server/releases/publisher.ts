// Publishing from the console: the saved content is validated, rendered into a release of its own
// with the deployment's built code, in another process (so that visitors are never kept waiting;
// no bundler runs), checked (every internal link, the
// page budgets), then made live in one transaction: a visitor gets the old release or the new
// one, never a mix. A failure at any step (a build error, a full disk, a killed process, a server
// that stopped) leaves the live release as it was and says why. The last releases are kept, files
// and all, so that a page opened on one keeps working and a rollback is one switch.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { projectRoot } from '../render/schemas.ts';
import type { ContentStore, ContentVersion } from '../content/contentStore.ts';
import type { UploadStore } from '../images/uploadStore.ts';
import { writeReleaseInput, type ReleaseFolders } from './releaseFolders.ts';
import type { Member, TeamStore } from '../team/teamStore.ts';
import type { ReleaseReply, ReleaseRequest } from '../render/releaseWorker.ts';
import { deploymentRelease, type ReleaseStore } from './releaseStore.ts';
import { type Release, type ReleaseStep, type StepName } from '../../../studio/shared/releases.ts';
import { Refusal } from '../../../studio/shared/refusalWords.ts';

/** The work of a publish, step by step, made for each publish (`close` ends what it holds). */
export interface ReleaseSteps {
  /** Validates the release's site.json with the files of its public folder, resolving with a summary. */
  validate(siteFile: string, publicDir: string): Promise<string>;
  /** Makes the release folder (client/, the prerender manifest, the content) from the validated site.json and publicDir. */
  build(siteFile: string, releaseDir: string, publicDir: string): Promise<string | void>;
  /** Checks a built release folder, resolving with its summary. */
  check(folder: string): Promise<string>;
  close?(): void;
}

/** The builds running now: a server that stops ends them (its release is then failed as interrupted). */
const builds = new Set<ChildProcess>();
export const stopBuilds = () => builds.forEach((child) => child.kill('SIGTERM'));

/** `nice`, where the system has it: it lowers every thread of the child (its compression's too), from its start. */
const nice = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path));

/** A child process at a lower priority than the server (the server's requests come first), ended with the server. */
function spawnLowPriority(args: string[], env: Record<string, string>, ipc = false): ChildProcess {
  // A production build whatever this process runs as (a test runner sets NODE_ENV=test).
  const options: SpawnOptions = { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])] };
  const child = nice ? spawn(nice, ['-n', '10', process.execPath, ...args], options) : spawn(process.execPath, args, options);
  builds.add(child);
  child.on('exit', () => builds.delete(child));
  if (!nice)
    try {
      setPriority(child.pid!, 10);
    } catch {
      // Not allowed here: it still runs in a process of its own.
    }
  return child;
}

/** The last of what a child printed, to say why it failed. */
function keepOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return () => output.trim();
}

/** Why a child failed: a full disk as such, else its messages (not its stack traces) or the signal that stopped it. */
function childFailure(output: string, signal: NodeJS.Signals | null, failure: string, allLines: boolean): Error {
  // A full disk is said as such, wherever in the output it shows.
  if (/ENOSPC|no space left on device/i.test(output)) return Object.assign(new Error('No space left on the disk.'), { code: 'ENOSPC' });
  // The messages, not the stack traces under them (JavaScript's, or a native backtrace's frames).
  const lines = output.split('\n').filter((line) => !/^\s+(at |\d+: )/.test(line));
  return new Error(signal ? `${failure}: it was stopped (${signal}).` : `${failure}:\n${(allLines ? lines : lines.slice(-8)).join('\n')}`);
}

/**
 * The deployment's own way to publish: the three steps in one process of its own
 * (src/server/render/releaseWorker.ts), which validates once and renders the content with the deployment's
 * built code (`buildDir`, BUILD_DIR). It starts at once, so that it loads while the release's
 * files are written.
 */
export function releaseWorker(buildDir: string): Required<ReleaseSteps> & { running(): boolean } {
  const child = spawnLowPriority(['src/server/render/releaseWorker.ts'], { BUILD_DIR: buildDir }, true);
  const output = keepOutput(child);
  /** Set once the process is gone (exited, killed, or never started): every later step fails with why. */
  let gone: Error | undefined;
  let pending: { failure: string; resolve: (summary: string) => void; reject: (error: Error) => void } | undefined;
  const end = (why: (failure: string) => Error) => {
    gone ??= why('The publish');
    if (pending) pending.reject(why(pending.failure));
    pending = undefined;
  };
  child.on('exit', (_code, signal) => end((failure) => childFailure(output(), signal, failure, false)));
  child.on('error', (error) => end((failure) => new Error(`${failure}: ${error.message}`)));
  child.on('message', (reply: ReleaseReply) => {
    const asked = pending;
    pending = undefined;
    if (!asked) return;
    if (reply.ok) return asked.resolve(reply.summary);
    if (reply.code === 'ENOSPC' || /ENOSPC|no space left on device/i.test(reply.message)) return asked.reject(Object.assign(new Error('No space left on the disk.'), { code: 'ENOSPC' }));
    asked.reject(new Error(reply.problems ? `${asked.failure}:\n${reply.message}` : `${asked.failure}: ${reply.message}`));
  });
  const ask = (request: ReleaseRequest, failure: string) =>
    new Promise<string>((resolve, reject) => {
      if (gone) return reject(gone);
      pending = { failure, resolve, reject };
      child.send(request);
    });
  return {
    validate: (siteFile, publicDir) => ask({ step: 'validate', siteFile, publicDir }, 'The content has problems'),
    build: (_siteFile, releaseDir, publicDir) => ask({ step: 'build', releaseDir, publicDir }, 'The release could not be rendered'),
    check: (folder) => ask({ step: 'check', folder }, 'The release did not pass its checks'),
    close: () => {
      if (!gone) child.kill('SIGTERM');
    },
    running: () => !gone,
  };
}

/**
 * Release workers started ahead: `prepare` (the Publish page opened) starts one, which loads
 * (about a second) while the member looks at what changed; `take` hands it to the publish, or a
 * new one. One left unused ends after `idleMs`.
 */
export function releaseWorkers(buildDir: string, { idleMs = 10 * 60_000 } = {}) {
  let spare: { worker: ReturnType<typeof releaseWorker>; idle: NodeJS.Timeout } | undefined;
  const take = (): ReleaseSteps => {
    const taken = spare;
    spare = undefined;
    if (taken) clearTimeout(taken.idle);
    return taken?.worker.running() ? taken.worker : releaseWorker(buildDir);
  };
  const prepare = () => {
    if (spare?.worker.running()) return;
    const worker = releaseWorker(buildDir);
    const idle = setTimeout(() => {
      spare = undefined;
      worker.close();
    }, idleMs).unref();
    spare = { worker, idle };
  };
  return { take, prepare };
}

/**
 * Runs `node <args>` in the project at a lower priority; resolves with what it printed, or
 * rejects with it (its messages, not its stack traces) or with the signal that stopped it.
 */
export function runLowPriority(args: string[], env: Record<string, string> = {}, { failure = 'The build failed', allLines = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnLowPriority(args, env);
    const output = keepOutput(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve(output()) : reject(childFailure(output(), signal, failure, allLines))));
  });
}

const languageNames: Record<string, string> = { en: 'English', ar: 'Arabic' };

/**
 * The validation's summary as the Publish page shows it, without the release's folder or file
 * names (`npm run validate` prints "/…/releases/…/site.json is valid: 31 routes in each of en and
 * ar, 101 blocks.", the release worker "31 routes in each of en and ar, 101 blocks"): "The draft
 * is valid: 31 pages in English and in Arabic, 101 blocks."
 */
export function validWords(summary: string): string {
  const counts = summary.trim().replace(/^.*\bis valid:\s*/s, '').replace(/\.$/, '');
  const match = /^(\d+) routes? in each of (.+), (\d+) blocks?$/.exec(counts);
  if (!match) return 'The draft is valid.';
  const languages = match[2].split(' and ').map((code) => languageNames[code] ?? code);
  const pages = `${match[1]} page${match[1] === '1' ? '' : 's'}`;
  return `The draft is valid: ${pages} in ${languages.join(' and in ')}, ${match[3]} block${match[3] === '1' ? '' : 's'}.`;
}

/**
 * An error as the console shows it: a full disk in plain words; a problem of the content without
 * the file's name and line (where it is and what is wrong stay).
 */
function plainError(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOSPC' || /ENOSPC|no space left/i.test(String(message))) return 'The server’s disk is full, so the release could not be built.';
  return String(message ?? error)
    .replace(/^\S*site\.json(?::\d+){0,2} /gm, '')
    .replace(/ in \S*site\.json; nothing was built\./g, '; nothing was published.');
}

export interface PublisherOptions {
  releases: ReleaseStore;
  content: ContentStore;
  team: TeamStore;
  /** Where each release's folder is made (RELEASES_DIR, by code version). */
  folders: ReleaseFolders;
  /** The work of each publish (in production: a release worker of the deployment's build). */
  steps: () => ReleaseSteps;
  /** Readies the next publish's work ahead of it (the Publish page opened). */
  prepare?: () => void;
  /** The images members uploaded: each release's build takes them with the project's public/. */
  uploads?: UploadStore;
  /** Tells every instance (this one included) which release is live now, and resolves once this one serves it. */
  announceLive: (id: string) => Promise<void>;
  /** Tells the other instances a publish started (they render it meanwhile). */
  announceBuilding?: (id: string) => Promise<void>;
  /** Makes sure this instance can serve a kept release before a rollback makes it live (renders it if need be). */
  ready?: (id: string) => Promise<void>;
  /** Releases kept, live one included. */
  keep?: number;
  /** A build silent this long was interrupted (its server stopped). */
  abandonAfterMs?: number;
  now?: () => number;
}

export type PublishResult = { status: 'started'; release: Release } | { status: 'conflict'; latest: ContentVersion } | { status: 'busy'; release: Release };

export function publisher(options: PublisherOptions) {
  const { releases, content, team } = options;
  const now = options.now ?? Date.now;
  const keep = options.keep ?? 10;
  const abandonAfterMs = options.abandonAfterMs ?? 60_000;
  const folderOf = (id: string) => options.folders.folderOf(id);
  /** The pipeline running on this instance, if any: a test or a shutdown can wait for it. */
  let running: Promise<void> = Promise.resolve();

  async function run(release: Release, version: ContentVersion, member: Member) {
    const steps: ReleaseStep[] = [];
    const heartbeat = setInterval(() => void releases.heartbeat(release.id).catch(() => undefined), 5_000);
    const step = async <T>(name: StepName, work: () => Promise<T> | T, detail?: (result: T) => string): Promise<T> => {
      const current: ReleaseStep = { name, status: 'running', startedAt: now() };
      steps.push(current);
      await releases.updateSteps(release.id, steps);
      try {
        const result = await work();
        Object.assign(current, { status: 'done', finishedAt: now(), detail: detail?.(result) });
        await releases.updateSteps(release.id, steps);
        return result;
      } catch (error) {
        Object.assign(current, { status: 'failed', finishedAt: now(), detail: plainError(error) });
        throw error;
      }
    };
    const folder = folderOf(release.id);
    const work = options.steps();
    let madeLive = false;
    try {
      const { siteFile, publicDir } = await step('validate', async () => {
        const input = await writeReleaseInput(folder, version.text, options.uploads);
        return { ...input, summary: await work.validate(input.siteFile, input.publicDir) };
      }, ({ summary }) => validWords(summary));
      await step('build', async () => {
        const summary = await work.build(siteFile, folder, publicDir);
        // Built into client/: the copy was only the build's input.
        await rm(publicDir, { recursive: true, force: true });
        return summary;
      }, (summary) => summary ?? '');
      await step('check', () => work.check(folder), (summary) => summary);
      work.close?.();
      // Live in the database with this step still running; done once this instance serves it, so
      // that "done" means a visitor's next page view shows it. A release it cannot serve never goes live.
      await step('switch', async () => {
        await options.ready?.(release.id);
        await releases.makeLive(release.id, steps);
        madeLive = true;
        await switchInstances(release.id);
      });
    } catch (error) {
      const message = plainError(error);
      if (!madeLive) {
        await releases.fail(release.id, `${message}\nThe live site was not changed.`, steps).catch(() => undefined);
        await rm(folder, { recursive: true, force: true });
        await team.record({ member, action: 'publish failed', detail: { release: release.id, error: message.slice(0, 500) } }).catch(() => undefined);
        return;
      }
      // Only the last write of its steps failed: it is live, and its files stay.
      console.error(`Release ${release.id} is live; its steps were not saved: ${message}`);
    } finally {
      clearInterval(heartbeat);
      work.close?.();
    }
    await team.record({ member, action: 'published', detail: { release: release.id, seconds: Math.round((now() - release.startedAt) / 1000) } });
  }

  /** After makeLive: live from here on, whatever follows. Old files go before every instance looks
   * again, so that none keeps serving files about to go; an instance that misses the news finds it within 30 s. */
  async function switchInstances(id: string) {
    try {
      await removeOldReleases();
      await options.announceLive(id);
    } catch (error) {
      console.error(`Release ${id} is live; telling the instances failed: ${plainError(error)}`);
    }
  }

  /** Deletes the files of the releases beyond the last `keep` (never the deployment's own build folder). */
  async function removeOldReleases() {
    const built = (await releases.releases(1000)).filter((release) => release.status === 'live' || release.status === 'kept');
    for (const old of built.slice(keep)) {
      if (old.id !== deploymentRelease) await rm(folderOf(old.id), { recursive: true, force: true });
      await releases.markRemoved(old.id);
    }
  }

  async function start(member: Member, version: ContentVersion): Promise<Exclude<PublishResult, { status: 'conflict' }>> {
    await releases.failAbandoned(abandonAfterMs);
    const at = now();
    const id = `${new Date(at).toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
    const started = await releases.start({ id, contentId: version.id, startedBy: member.email }, abandonAfterMs);
    if ('busy' in started) return { status: 'busy', release: started.busy };
    await team.record({ member, action: 'publish started', detail: { release: id, content: version.id } });
    await options.announceBuilding?.(id).catch(() => undefined);
    running = run(started.started, version, member);
    return { status: 'started', release: started.started };
  }

  return {
    /** Publishes the saved content the member saw (baseHash): refused if someone saved since, or while another publish runs. */
    async publish(member: Member, baseHash: string): Promise<PublishResult> {
      const latest = await content.latest();
      if (latest.hash !== baseHash) return { status: 'conflict', latest };
      return start(member, latest);
    },
    /** Publishes one saved version, whichever is the latest (an approved or scheduled request's). */
    async publishVersion(member: Member, contentId: string): Promise<Exclude<PublishResult, { status: 'conflict' }>> {
      const version = await content.version(contentId);
      if (!version) throw new Error(`There is no saved version ${contentId}.`);
      return start(member, version);
    },
    /** Makes a kept release live again, at once; refused while a publish runs (it would replace it). */
    async rollback(member: Member, id: string): Promise<{ status: 'live'; release: Release } | { status: 'refused'; refusal: Refusal }> {
      await releases.failAbandoned(abandonAfterMs);
      const target = await releases.release(id);
      if (!target || target.status !== 'kept') return { status: 'refused', refusal: new Refusal(409, 'releaseNotKept') };
      const building = (await releases.releases(5)).find((release) => release.status === 'building');
      if (building) return { status: 'refused', refusal: new Refusal(409, 'rollbackBusy', building.startedBy) };
      try {
        // Its files on this instance (rendered again from the database if this one has none).
        await options.ready?.(id);
      } catch (error) {
        return { status: 'refused', refusal: new Refusal(409, 'releaseNotServable', plainError(error)) };
      }
      await releases.makeLive(id);
      await options.announceLive(id);
      await team.record({ member, action: 'rolled back', detail: { release: id } });
      return { status: 'live', release: (await releases.release(id))! };
    },
    /** Resolves when the publish started on this instance has finished (or failed). */
    settled: () => running,
    /** A member opened the Publish page: the work of a publish is readied meanwhile. */
    prepare: () => options.prepare?.(),
  };
}

export type Publisher = ReturnType<typeof publisher>;
