// Publishing and rolling back, with a fake build (a copy of a small fixture build) so that every
// failure can be made to happen: a build error, a full disk, a killed build, a server that stopped
// mid-publish, a broken link, two publishes at once, content saved meanwhile.
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { buildServer } from '../../src/server/app.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { contentHash, contentStore, type ContentStore } from '../../src/server/content/contentStore.ts';
import { openLiveReleases, type LiveReleases } from '../../src/server/releases/liveReleases.ts';
import { publisher, runLowPriority, type Publisher, type ReleaseSteps } from '../../src/server/releases/publisher.ts';
import { releaseFolders, type ReleaseFolders } from '../../src/server/releases/releaseFolders.ts';
import { releaseStore, type ReleaseStore } from '../../src/server/releases/releaseStore.ts';
import { teamStore, type Member, type TeamStore } from '../../src/server/team/teamStore.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';
import { uploadStore, type UploadStore } from '../../src/server/images/uploadStore.ts';
import { imageSizes } from '../../src/server/render/imageSizes.ts';
import sharp from 'sharp';

// One step at a time, each in a process of its own, through the project's commands (a test takes one of them with a fake build).
const validateInChild = (siteFile: string, publicDir: string) => runLowPriority(['scripts/validate.ts', siteFile], { PUBLIC_DIR: publicDir }, { failure: 'The content has problems', allLines: true });
const checkInChild = (folder: string) => runLowPriority(['scripts/check-release.ts', folder], {}, { failure: 'The release did not pass its checks', allLines: true });

const siteText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
const fixture = makeFakeBuild();

/** site.json with another home page title: each release's own mark. */
const withTitle = (title: string) => {
  const site = JSON.parse(siteText);
  site.routes[0].title = { en: title, ar: title };
  return `${JSON.stringify(site, null, 2)}\n`;
};
const titleOf = (text: string) => JSON.parse(text).routes[0].title.en as string;

/** The fixture build, its home page and one hashed file marked with the content's title; the uploads of publicDir, as Vite copies them. */
const copyBuild: ReleaseSteps['build'] = async (siteFile, releaseDir, publicDir) => {
  cpSync(fixture, releaseDir, { recursive: true });
  if (existsSync(join(publicDir, 'images/uploads'))) cpSync(join(publicDir, 'images/uploads'), join(releaseDir, 'client/images/uploads'), { recursive: true });
  const title = titleOf(readFileSync(siteFile, 'utf8'));
  writeFileSync(join(releaseDir, 'client/index.html'), `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
  writeFileSync(join(releaseDir, `client/assets/app-${contentHash(title).slice(0, 8)}.js`), `export const title = ${JSON.stringify(title)};\n`);
};

// The validate and check steps run in child processes, about 2.5 s of CPU a publish: the tests about
// them run those; the others, about what comes before or after, take their summaries as given.
const validated = async () => 'site.json is valid';
const checked = async () => '3 pages, every link leads somewhere, every page within its budget';

let store: LeadStore;
let team: TeamStore;
let content: ContentStore;
let releases: ReleaseStore;
let live: LiveReleases;
let releasesDir: string;
let folders: ReleaseFolders;
let editor: Member;
let build: ReleaseSteps['build'];
let validate: ReleaseSteps['validate'];
let check: ReleaseSteps['check'];
let publishing: Publisher;
let uploads: UploadStore;
let clock: number;

async function saveAndPublish(title: string) {
  const latest = await content.latest();
  const saved = await content.save(withTitle(title), latest.hash, editor.email);
  if (saved.status !== 'saved') throw new Error('not saved');
  const result = await publishing.publish(editor, saved.version.hash);
  await publishing.settled();
  return result;
}

beforeEach(async () => {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-publish-')), 'leads.db'));
  clock = Date.now();
  const now = () => clock;
  team = teamStore(store.database, now);
  content = contentStore(store.database, () => siteText, now);
  releases = releaseStore(store.database, now);
  releasesDir = mkdtempSync(join(tmpdir(), 'nuqta-releases-'));
  folders = releaseFolders(releasesDir, '0000000000f1c7e5');
  editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
  await releases.recordDeployment((await content.latest()).id);
  live = await openLiveReleases({ db: store.database, releases, buildDir: fixture, folders });
  build = copyBuild;
  validate = validated;
  check = checked;
  uploads = uploadStore(store.database, now);
  publishing = publisher({ releases, content, team, uploads, folders, steps: () => ({ build: (...args) => build(...args), validate: (...args) => validate(...args), check: (folder) => check(folder) }), announceLive: (id) => live.announce(id), keep: 3, now });
});
afterEach(async () => {
  await live.stop();
  await store.close();
});

describe('a publish', () => {
  it('validates, builds, checks and makes the saved content live; the release before is kept', async () => {
    validate = validateInChild;
    check = checkInChild;
    const result = await saveAndPublish('Faster IT in Qatar');
    expect(result.status).toBe('started');
    const release = (await releases.release(result.status === 'started' ? result.release.id : ''))!;
    expect(release.status).toBe('live');
    expect(release.steps.map((step) => `${step.name}:${step.status}`)).toEqual(['validate:done', 'build:done', 'check:done', 'switch:done']);
    expect(release.steps[2].detail).toBe('3 pages, every link leads somewhere, every page within its budget');
    // In the team's words: not the release's folder, nor its file (`npm run validate` names both).
    expect(release.steps[0].detail).toMatch(/^The draft is valid: 31 pages in English and in Arabic, \d+ blocks\.$/);
    expect(live.live().id).toBe(release.id);
    expect(readFileSync(join(live.live().clientDir, 'index.html'), 'utf8')).toContain('Faster IT in Qatar');
    expect(live.kept().map((kept) => kept.id)).toEqual(['build']);
    expect((await team.audit()).map((entry) => entry.action).slice(0, 2)).toEqual(['published', 'publish started']);
  });

  it('reads as finished only once this instance serves it: “live” in the database alone is still the last step running', async () => {
    let announced!: () => void;
    const announcing = new Promise<void>((resolve) => (announced = resolve));
    const gated = publisher({ releases, content, team, uploads, folders, steps: () => ({ build: copyBuild, validate: validated, check: checked }), announceLive: async (id) => {
      await announcing;
      await live.announce(id);
    } });
    const latest = await content.latest();
    const saved = await content.save(withTitle('Served before it reads done'), latest.hash, editor.email);
    if (saved.status !== 'saved') throw new Error('not saved');
    const result = await gated.publish(editor, saved.version.hash);
    const id = result.status === 'started' ? result.release.id : '';
    await expect.poll(async () => (await releases.release(id))!.status).toBe('live');
    // Live in the database, not yet served here: a member told “done” now would see the old page.
    expect(live.live().id).not.toBe(id);
    expect((await releases.release(id))!.steps.at(-1)).toMatchObject({ name: 'switch', status: 'running' });
    announced();
    await gated.settled();
    expect(live.live().id).toBe(id);
    expect((await releases.release(id))!.steps.at(-1)).toMatchObject({ name: 'switch', status: 'done' });
  });

  it('builds the images members uploaded with the project’s public/: their checks pass, and the release serves them', async () => {
    validate = validateInChild;
    check = checkInChild;
    const { files, width, height } = await imageSizes(await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0f766e' } }).png().toBuffer());
    await uploads.add({ width, height, files: files.map(({ suffix, data }) => ({ name: `office-3fa9c1${suffix}`, data })) }, 'office-3fa9c1', editor.email);
    const site = JSON.parse(withTitle('With an upload'));
    site.articles[0].image.src = '/images/uploads/office-3fa9c1-1280.webp';
    const latest = await content.latest();
    const saved = await content.save(`${JSON.stringify(site, null, 2)}\n`, latest.hash, editor.email);
    if (saved.status !== 'saved') throw new Error('not saved');
    const result = await publishing.publish(editor, saved.version.hash);
    await publishing.settled();
    const release = (await releases.release(result.status === 'started' ? result.release.id : ''))!;
    expect(release.steps.map((step) => `${step.name}:${step.status}`)).toEqual(['validate:done', 'build:done', 'check:done', 'switch:done']);
    for (const suffix of ['-640.avif', '-640.webp', '-1280.avif', '-1280.webp'])
      expect(readFileSync(join(live.live().clientDir, `images/uploads/office-3fa9c1${suffix}`))).toEqual(files.find((file) => file.suffix === suffix)!.data);
    // The copy of public/ was only the build's input.
    expect(existsSync(join(live.live().dir, 'public'))).toBe(false);
  });

  it('with a problem in its content fails at the first step, saying where the problem is without the file’s name or the server’s folders', async () => {
    validate = validateInChild;
    const site = JSON.parse(withTitle('With a missing image'));
    site.articles[0].image.src = '/images/uploads/nowhere-1280.webp';
    const latest = await content.latest();
    const saved = await content.save(`${JSON.stringify(site, null, 2)}\n`, latest.hash, editor.email);
    if (saved.status !== 'saved') throw new Error('not saved');
    const result = await publishing.publish(editor, saved.version.hash);
    await publishing.settled();
    const release = (await releases.release(result.status === 'started' ? result.release.id : ''))!;
    expect(release.status).toBe('failed');
    expect(release.steps[0]).toMatchObject({ name: 'validate', status: 'failed' });
    expect(release.error).toMatch(/^The content has problems:\n.*nowhere-1280\.webp/);
    expect(release.error).not.toMatch(/site\.json|releases\//);
  });

  for (const [what, failure, message] of [
    ['a build error', () => Promise.reject(new Error('The build failed:\nsrc/blocks/hero: Unexpected token')), /Unexpected token/],
    ['a full disk', () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })), /disk is full/],
    ['a killed build', () => runLowPriority(['-e', 'process.kill(process.pid, "SIGKILL")'], {}), /The build failed: it was stopped \(SIGKILL\)/],
  ] as const)
    it(`that fails with ${what} leaves the live release as it was, says why, and leaves no files behind`, async () => {
      build = failure as ReleaseSteps['build'];
      const result = await saveAndPublish('Never live');
      const release = (await releases.release(result.status === 'started' ? result.release.id : ''))!;
      expect(release.status).toBe('failed');
      expect(release.error).toMatch(message);
      expect(release.error).toMatch(/The live site was not changed/);
      expect(release.steps.at(-1)).toMatchObject({ name: 'build', status: 'failed' });
      expect(live.live().id).toBe('build');
      expect(await releases.liveId()).toBe('build');
      expect(folders.all()).toEqual([]);
      expect((await team.audit())[0]).toMatchObject({ action: 'publish failed', memberEmail: 'sara@nuqta.qa' });
    });

  it('with a link that leads nowhere is refused at the check, naming the page and the link', async () => {
    check = checkInChild;
    build = async (siteFile, releaseDir, publicDir) => {
      await copyBuild(siteFile, releaseDir, publicDir);
      writeFileSync(join(releaseDir, 'client/news/index.html'), '<!doctype html><html><body><a href="/pricing-old">Our prices</a></body></html>');
    };
    const result = await saveAndPublish('Broken link');
    const release = (await releases.release(result.status === 'started' ? result.release.id : ''))!;
    expect(release.status).toBe('failed');
    expect(release.error).toContain('A link leads nowhere: /news: /pricing-old');
    expect(live.live().id).toBe('build');
  });

  it('left building by a server that stopped is failed with why, and the next one runs', async () => {
    const latest = await content.latest();
    await releases.start({ id: 'interrupted', contentId: latest.id, startedBy: 'ali@nuqta.qa' }, 60_000);
    const busy = await publishing.publish(editor, latest.hash);
    expect(busy).toMatchObject({ status: 'busy', release: { id: 'interrupted', startedBy: 'ali@nuqta.qa' } });
    clock += 61_000;
    const result = await publishing.publish(editor, latest.hash);
    await publishing.settled();
    expect(result.status).toBe('started');
    expect(await releases.release('interrupted')).toMatchObject({ status: 'failed', error: expect.stringMatching(/server stopped during this publish/) });
  });

  it('made from content someone saved over meanwhile is refused', async () => {
    const seen = await content.latest();
    await content.save(withTitle('Saved by Ali'), seen.hash, 'ali@nuqta.qa');
    const result = await publishing.publish(editor, seen.hash);
    expect(result).toMatchObject({ status: 'conflict', latest: { savedBy: 'ali@nuqta.qa' } });
    expect(await releases.releases()).toHaveLength(1); // the deployment only
  });

  it('keeps the last releases (3 here) with their files, and deletes the files of older ones', async () => {
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      clock += 1000;
      const result = await saveAndPublish(title);
      ids.push(result.status === 'started' ? result.release.id : '');
    }
    expect(live.live().id).toBe(ids[3]);
    expect(live.kept().map((release) => release.id)).toEqual([ids[2], ids[1]]);
    expect(existsSync(folders.folderOf(ids[0]))).toBe(false);
    expect((await releases.release(ids[0]))?.status).toBe('removed');
    expect((await releases.release('build'))?.status).toBe('removed');
    expect(existsSync(join(fixture, 'prerender-manifest.json'))).toBe(true); // the deployment's own folder stays
  });
});

describe('a rollback', () => {
  it('makes a kept release live at once, and its pages and files are served', async () => {
    const first = await saveAndPublish('First');
    await saveAndPublish('Second');
    const firstId = first.status === 'started' ? first.release.id : '';
    const app = await buildServer({ buildDir: fixture, releases: live });
    try {
      expect((await app.inject('/')).body).toContain('Second');
      // A page opened on the first release still gets its hashed file.
      expect((await app.inject(`/assets/app-${contentHash('First').slice(0, 8)}.js`)).statusCode).toBe(200);
      expect(await publishing.rollback(editor, firstId)).toMatchObject({ status: 'live' });
      expect((await app.inject('/')).body).toContain('First');
      expect((await team.audit())[0]).toMatchObject({ action: 'rolled back', detail: { release: firstId } });
    } finally {
      await app.close();
    }
  });

  it('is refused for a release no longer kept, and while a publish runs', async () => {
    expect(await publishing.rollback(editor, 'no-such-release')).toMatchObject({ status: 'refused' });
    const first = await saveAndPublish('First');
    let release!: () => void;
    let building!: () => void;
    const started = new Promise<void>((resolve) => (building = resolve));
    build = async (siteFile, releaseDir, publicDir) => {
      building();
      await new Promise<void>((resolve) => (release = resolve));
      await copyBuild(siteFile, releaseDir, publicDir);
    };
    const latest = await content.latest();
    await content.save(withTitle('Third'), latest.hash, editor.email);
    await publishing.publish(editor, (await content.latest()).hash);
    await started;
    const refused = await publishing.rollback(editor, 'build');
    expect(refused.status === 'refused' && refused.refusal.message).toMatch(/sara@nuqta.qa is publishing right now/);
    release();
    await publishing.settled();
    expect(live.live().id).not.toBe(first.status === 'started' ? first.release.id : '');
  });
});
