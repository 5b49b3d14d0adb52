// A publish's work in the release worker (src/server/render/releaseWorker.ts), on the real build: one
// process validates the saved content once, renders it with the deployment's code and checks it;
// its steps say what they did in a marketer's words; invalid content stops it before any render;
// a worker that dies leaves the live release as it was. Runs after `npm run build`.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { contentStore, type ContentStore } from '../../src/server/content/contentStore.ts';
import { releaseFolders, type ReleaseFolders } from '../../src/server/releases/releaseFolders.ts';
import { openLiveReleases, type LiveReleases } from '../../src/server/releases/liveReleases.ts';
import { publisher, releaseWorker, stopBuilds, type Publisher, type ReleaseSteps } from '../../src/server/releases/publisher.ts';
import { releaseStore, type ReleaseStore } from '../../src/server/releases/releaseStore.ts';
import { teamStore, type Member } from '../../src/server/team/teamStore.ts';

const buildDir = join(projectRoot, process.env.BUILD_DIR ?? 'dist');
const siteText = readFileSync(join(projectRoot, 'site.json'), 'utf8');

let store: LeadStore;
let content: ContentStore;
let releases: ReleaseStore;
let live: LiveReleases;
let publishing: Publisher;
let editor: Member;
let folders: ReleaseFolders;
/** The worker of each publish, as the test may wrap it. */
let steps: () => ReleaseSteps;

beforeEach(async () => {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-worker-')), 'leads.db'));
  const team = teamStore(store.database);
  content = contentStore(store.database, () => siteText);
  releases = releaseStore(store.database);
  folders = releaseFolders(mkdtempSync(join(tmpdir(), 'nuqta-worker-releases-')), '000000000000a0b1');
  await releases.recordDeployment((await content.latest()).id);
  live = await openLiveReleases({ db: store.database, releases, buildDir, folders });
  steps = () => releaseWorker(buildDir);
  publishing = publisher({ releases, content, team, folders, steps: () => steps(), announceLive: (id) => live.announce(id) });
  editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
});
afterEach(async () => {
  await live.stop();
  await store.close();
});

/** Saves site.json with the pricing page's heading changed by `change`, publishes it and waits. */
async function publishWith(change: (pricingHero: { heading: { en: string } }) => void) {
  const site = JSON.parse(siteText);
  change(site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0]);
  const saved = await content.save(`${JSON.stringify(site, null, 2)}\n`, (await content.latest()).hash, editor.email);
  if (saved.status !== 'saved') throw new Error('not saved');
  const result = await publishing.publish(editor, saved.version.hash);
  if (result.status !== 'started') throw new Error(result.status);
  await publishing.settled();
  return (await releases.release(result.release.id))!;
}

describe('the release worker', { timeout: 60_000 }, () => {
  it('validates, renders and checks the content in one process, and the pages carry it', async () => {
    const release = await publishWith((hero) => (hero.heading.en = 'Prices you can plan a year on'));
    expect(release.status, release.error ?? '').toBe('live');
    expect(release.steps.map((step) => `${step.name}:${step.status}`)).toEqual(['validate:done', 'build:done', 'check:done', 'switch:done']);
    // What each step did, in words for the team: no file names, no folders of the server.
    expect(release.steps[0].detail).toMatch(/^The draft is valid: 31 pages in English and in Arabic, \d+ blocks\.$/);
    expect(release.steps[1].detail).toMatch(/^62 pages and \d+ filtered views rendered in [\d.]+ s$/);
    expect(release.steps[2].detail).toBe('62 pages, every link leads somewhere, every page within its budget');
    for (const step of release.steps) expect(step.detail ?? '').not.toMatch(/\/|site\.json/);
    expect(readFileSync(join(live.live().clientDir, 'pricing/index.html'), 'utf8')).toContain('Prices you can plan a year on');
    // Compressed copies of the new pages are served with them.
    expect(existsSync(join(live.live().clientDir, 'pricing/index.html.br'))).toBe(true);
  });

  it('stops at invalid content with its problem and where it is, before any render', async () => {
    const release = await publishWith((hero) => (hero.heading.en = ''));
    expect(release.status).toBe('failed');
    expect(release.steps.map((step) => `${step.name}:${step.status}`)).toEqual(['validate:failed']);
    expect(release.error).toMatch(/The content has problems:\n.*route "\/pricing", block 1 \(hero/);
    expect(release.error).toMatch(/The live site was not changed/);
    expect(await releases.liveId()).toBe('build');
    expect(existsSync(folders.folderOf(release.id))).toBe(false);
  });

  it('that dies while rendering leaves the live release as it was and says it was stopped', async () => {
    steps = () => {
      const worker = releaseWorker(buildDir);
      // The server stopping mid-render ends its worker.
      return { ...worker, build: (...args) => (setTimeout(stopBuilds, 50), worker.build(...args)) };
    };
    const release = await publishWith((hero) => (hero.heading.en = 'Never live'));
    expect(release.status).toBe('failed');
    expect(release.steps.at(-1)).toMatchObject({ name: 'build', status: 'failed' });
    expect(release.error).toMatch(/The release could not be rendered: it was stopped \(SIGTERM\)/);
    expect(live.live().id).toBe('build');
    expect(existsSync(folders.folderOf(release.id))).toBe(false);
  });
});
