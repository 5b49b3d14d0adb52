// Scheduled publishing and the approval of publishes, through the console's API, with a fake
// build (tests/unit/publisher.test.ts) and a clock the test moves: a schedule is carried out at
// its time, once; cancelled, never; a failure at its time notifies whoever scheduled it and
// leaves the live site; with approval on, an editor asks and an owner approves or sends back.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import { contentRoutes } from '../../src/server/console/contentRoutes.ts';
import { publishRequestRoutes } from '../../src/server/console/publishRequestRoutes.ts';
import type { TeamNotice } from '../../src/server/console/teamNotices.ts';
import { contentStore, type ContentStore } from '../../src/server/content/contentStore.ts';
import { uploadStore } from '../../src/server/images/uploadStore.ts';
import { openLiveReleases, type LiveReleases } from '../../src/server/releases/liveReleases.ts';
import { publisher, type Publisher, type ReleaseSteps } from '../../src/server/releases/publisher.ts';
import { publishRequests, type PublishRequests } from '../../src/server/releases/publishRequests.ts';
import { publishSchedule, type PublishSchedule } from '../../src/server/releases/publishSchedule.ts';
import { releaseFolders } from '../../src/server/releases/releaseFolders.ts';
import { interrupted, releaseStore, type ReleaseStore } from '../../src/server/releases/releaseStore.ts';
import { teamStore, type Member, type TeamStore } from '../../src/server/team/teamStore.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';

const siteText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
const fixture = makeFakeBuild();
const hourMs = 3_600_000;
const withTitle = (title: string) => {
  const site = JSON.parse(siteText);
  site.routes[0].title = { en: title, ar: title };
  return `${JSON.stringify(site, null, 2)}\n`;
};
/** The fixture build with the content's home page title: what the live site shows. */
const copyBuild: ReleaseSteps['build'] = async (siteFile, releaseDir) => {
  cpSync(fixture, releaseDir, { recursive: true });
  const title = JSON.parse(readFileSync(siteFile, 'utf8')).routes[0].title.en;
  writeFileSync(join(releaseDir, 'client/index.html'), `<!doctype html><title>${title}</title><h1>${title}</h1>`);
};

let store: LeadStore;
let team: TeamStore;
let content: ContentStore;
let releases: ReleaseStore;
let requests: PublishRequests;
let live: LiveReleases;
let publishing: Publisher;
let schedule: PublishSchedule;
let app: FastifyInstance;
let owner: Member;
let editor: Member;
let build: ReleaseSteps['build'];
let clock: number;
let notices: { to: string[]; notice: TeamNotice }[];

/** The console's API as this member calls it (the console plugin, which signs members in and checks roles, is tested on its own). */
const as = (member: Member) => async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const response = await app.inject({ method, url: `/api/${url}`, payload, headers: { 'x-member': member.id } });
  return { status: response.statusCode, body: response.json() };
};
const liveTitle = () => /<h1>([^<]*)/.exec(readFileSync(join(live.live().clientDir, 'index.html'), 'utf8'))?.[1];
async function save(title: string) {
  const saved = await content.save(withTitle(title), (await content.latest()).hash, editor.email);
  if (saved.status !== 'saved') throw new Error('not saved');
  return saved.version;
}
/** One look of the schedule, then the publish it started, then a look that settles it. */
async function lookAndSettle() {
  await schedule.look();
  await publishing.settled();
  await schedule.look();
}

beforeEach(async () => {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-requests-')), 'leads.db'));
  clock = Date.parse('2026-12-10T05:00:00Z');
  const now = () => clock;
  team = teamStore(store.database, now);
  content = contentStore(store.database, () => siteText, now);
  releases = releaseStore(store.database, now);
  requests = publishRequests(store.database, now);
  const folders = releaseFolders(mkdtempSync(join(tmpdir(), 'nuqta-releases-')), '0000000000f1c7e5');
  owner = await team.addMember({ email: 'noor@nuqta.qa', name: 'Noor', role: 'owner' });
  editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
  await releases.recordDeployment((await content.latest()).id);
  live = await openLiveReleases({ db: store.database, releases, buildDir: fixture, folders });
  build = copyBuild;
  const steps = (): ReleaseSteps => ({ validate: async () => 'site.json is valid', build: (...args) => build(...args), check: async () => 'checked' });
  publishing = publisher({ releases, content, team, uploads: uploadStore(store.database, now), folders, steps, announceLive: (id) => live.announce(id), now });
  notices = [];
  const notify = async (members: Pick<Member, 'email' | 'language'>[], notice: TeamNotice) => void notices.push({ to: members.map((member) => member.email), notice });
  schedule = publishSchedule({ requests, publisher: publishing, releases, team, notify, intervalMs: 24 * hourMs, now });
  app = Fastify();
  app.decorateRequest('member', undefined);
  app.addHook('onRequest', async (request) => void ((request as { member?: Member }).member = await team.member(String(request.headers['x-member']))));
  await contentRoutes(app, { team, content, releases, publisher: publishing, uploads: uploadStore(store.database, now), requests });
  await publishRequestRoutes(app, { team, content, releases, requests, schedule, notify, now });
});
afterEach(async () => {
  await schedule.stop();
  await app.close();
  await live.stop();
  await store.close();
});

describe('a scheduled publish', () => {
  it('is carried out at its time, once, as the member who scheduled it, and the record says so', async () => {
    await save('Eid offer');
    const { hash } = await content.latest();
    const scheduled = await as(editor)('POST', 'publish-requests', { baseHash: hash, publishAt: clock + 2 * hourMs });
    expect(scheduled).toMatchObject({ status: 201, body: { status: 'scheduled', requestedBy: 'sara@nuqta.qa', publishAt: clock + 2 * hourMs } });
    clock += 2 * hourMs - 60_000;
    await lookAndSettle();
    expect(liveTitle()).toBe('Home');
    clock += 60_000;
    await lookAndSettle();
    expect(liveTitle()).toBe('Eid offer');
    const request = await requests.request(scheduled.body.id);
    expect(request).toMatchObject({ status: 'published', releaseId: live.live().id });
    expect((await releases.release(live.live().id))?.startedBy).toBe('sara@nuqta.qa');
    // Later looks publish nothing more.
    clock += hourMs;
    await lookAndSettle();
    expect((await releases.releases()).map((release) => release.status)).toEqual(['live', 'kept']);
    expect((await team.audit()).map((entry) => entry.action)).toEqual(['published', 'publish started', 'publish scheduled']);
  });

  it('reads Published as soon as its release is live, not at the schedule’s next look', async () => {
    await save('National Day');
    const scheduled = await as(editor)('POST', 'publish-requests', { baseHash: (await content.latest()).hash, publishAt: clock + hourMs });
    clock += hourMs;
    await schedule.look();
    await publishing.settled();
    // The next look is a day away (intervalMs): only the publish's own end can settle it.
    await vi.waitFor(async () => expect(await requests.request(scheduled.body.id)).toMatchObject({ status: 'published', releaseId: live.live().id }), { timeout: 5000 });
    expect(liveTitle()).toBe('National Day');
  });

  it('cancelled, does not happen; its time can change while it waits', async () => {
    await save('Never published');
    const first = await as(editor)('POST', 'publish-requests', { baseHash: (await content.latest()).hash, publishAt: clock + hourMs });
    const moved = await as(owner)('PATCH', `publish-requests/${first.body.id}`, { publishAt: clock + 3 * hourMs });
    expect(moved.body).toMatchObject({ status: 'scheduled', publishAt: clock + 3 * hourMs });
    clock += 2 * hourMs;
    await lookAndSettle();
    expect(liveTitle()).toBe('Home');
    expect((await as(owner)('POST', `publish-requests/${first.body.id}/cancel`)).body).toMatchObject({ status: 'cancelled', decidedBy: 'noor@nuqta.qa' });
    clock += 2 * hourMs;
    await lookAndSettle();
    expect(liveTitle()).toBe('Home');
    expect(await releases.releases()).toHaveLength(1);
    expect((await as(editor)('POST', `publish-requests/${first.body.id}/cancel`)).status).toBe(409);
  });

  it('refuses a time that has passed or is more than a year away, and a version not the latest saved', async () => {
    const { hash } = await content.latest();
    expect(await as(editor)('POST', 'publish-requests', { baseHash: hash, publishAt: clock - 1 })).toMatchObject({ status: 422, body: { error: 'That time has passed: choose a later one.' } });
    expect(await as(editor)('POST', 'publish-requests', { baseHash: hash, publishAt: clock + 400 * 24 * hourMs })).toMatchObject({ status: 422 });
    expect(await as(editor)('POST', 'publish-requests', { baseHash: hash, publishAt: 'Sunday' })).toMatchObject({ status: 422 });
    expect((await as(editor)('POST', 'publish-requests', { baseHash: 'older', publishAt: clock + hourMs })).status).toBe(409);
    expect((await requests.list()).length).toBe(0);
  });

  it('that fails at its time leaves the live site and notifies whoever scheduled it', async () => {
    await save('Broken');
    await as(editor)('POST', 'publish-requests', { baseHash: (await content.latest()).hash, publishAt: clock + hourMs });
    build = () => Promise.reject(new Error('The build failed: src/blocks/hero: Unexpected token'));
    clock += hourMs;
    await lookAndSettle();
    expect(liveTitle()).toBe('Home');
    expect((await requests.list())[0]).toMatchObject({ status: 'failed', note: expect.stringMatching(/Unexpected token/) });
    expect(notices).toEqual([{ to: ['sara@nuqta.qa'], notice: expect.objectContaining({ subject: expect.objectContaining({ en: 'A scheduled publish failed' }), text: expect.objectContaining({ en: expect.stringMatching(/Unexpected token.*The live site was not changed/s) }) }) }]);
  });

  it('whose instance stopped mid-publish is carried out again by the next look', async () => {
    const version = await save('After a failover');
    const request = await requests.add({ contentId: version.id, publishAt: clock, status: 'scheduled', requestedBy: editor.email });
    // An instance claimed it and started its release, then stopped: the release's heartbeat ended.
    await requests.claim(request.id);
    await releases.start({ id: 'lost', contentId: version.id, startedBy: editor.email }, 60_000);
    await requests.move(request.id, ['publishing'], { release_id: 'lost' });
    clock += 61_000;
    await schedule.look(); // the lost release is failed as interrupted; the request is scheduled again
    expect((await releases.release('lost'))?.error).toBe(interrupted);
    await lookAndSettle();
    expect(liveTitle()).toBe('After a failover');
    expect(await requests.request(request.id)).toMatchObject({ status: 'published' });
    expect(notices).toEqual([]);
  });

  it('due on two instances at once is published by one', async () => {
    const version = await save('Once');
    await requests.add({ contentId: version.id, publishAt: clock, status: 'scheduled', requestedBy: editor.email });
    const other = publishSchedule({ requests, publisher: publishing, releases, team, notify: async () => undefined, intervalMs: 24 * hourMs, now: () => clock });
    await Promise.all([schedule.look(), other.look()]);
    await publishing.settled();
    await other.stop();
    expect((await releases.releases()).filter((release) => release.id !== 'build')).toHaveLength(1);
  });
});

describe('with approval on', () => {
  beforeEach(() => requests.setApproval(true));

  it('an editor cannot publish or roll back directly; the owners are asked, and an approval publishes that version', async () => {
    await save('Approved prices');
    const { hash } = await content.latest();
    expect(await as(editor)('POST', 'publish', { baseHash: hash })).toMatchObject({ status: 403, body: { error: expect.stringMatching(/need an approval/) } });
    expect((await as(editor)('POST', 'releases/build/live')).status).toBe(403);
    const asked = await as(editor)('POST', 'publish-requests', { baseHash: hash, publishAt: null });
    expect(asked).toMatchObject({ status: 201, body: { status: 'awaiting approval', publishAt: null } });
    expect(notices).toEqual([{ to: ['noor@nuqta.qa'], notice: expect.objectContaining({ subject: { en: 'Sara asks for approval to publish', ar: 'يطلب Sara موافقتك على النشر' }, path: '/publish' }) }]);
    expect((await as(editor)('GET', 'publish-requests')).body).toMatchObject({ approval: true, requests: [{ id: asked.body.id, outdated: false }] });
    const changes = await as(owner)('GET', `publish-requests/${asked.body.id}/changes`);
    expect(JSON.stringify(changes.body)).toContain('Approved prices');

    const approved = await as(owner)('POST', `publish-requests/${asked.body.id}/approve`);
    expect(approved.body).toMatchObject({ status: 'publishing', decidedBy: 'noor@nuqta.qa', release: { status: 'building' } });
    await publishing.settled();
    await schedule.look();
    expect(liveTitle()).toBe('Approved prices');
    expect(await requests.request(asked.body.id)).toMatchObject({ status: 'published', requestedBy: 'sara@nuqta.qa', decidedBy: 'noor@nuqta.qa' });
    // An owner publishes directly as before.
    expect((await as(owner)('POST', 'releases/build/live')).status).toBe(200);
  });

  it('a send-back reaches the editor with its note; nothing is published', async () => {
    await save('Not yet');
    const asked = await as(editor)('POST', 'publish-requests', { baseHash: (await content.latest()).hash, publishAt: clock + hourMs });
    expect((await as(owner)('POST', `publish-requests/${asked.body.id}/send-back`, { note: '  ' })).status).toBe(422);
    const sent = await as(owner)('POST', `publish-requests/${asked.body.id}/send-back`, { note: 'The Eid price is 10% off, not 20%.' });
    expect(sent.body).toMatchObject({ status: 'sent back', note: 'The Eid price is 10% off, not 20%.', decidedBy: 'noor@nuqta.qa' });
    expect(notices.at(-1)).toEqual({ to: ['sara@nuqta.qa'], notice: expect.objectContaining({ subject: expect.objectContaining({ en: 'Noor sent your publish back' }), text: expect.objectContaining({ en: expect.stringContaining('The Eid price is 10% off, not 20%.'), ar: expect.stringContaining('The Eid price is 10% off, not 20%.') }) }) });
    clock += 2 * hourMs;
    await lookAndSettle();
    expect(liveTitle()).toBe('Home');
    expect((await as(owner)('POST', `publish-requests/${asked.body.id}/approve`)).status).toBe(409);
  });

  it('a version saved again after the request cannot be approved: it needs a new request', async () => {
    await save('Asked for');
    const asked = await as(editor)('POST', 'publish-requests', { baseHash: (await content.latest()).hash, publishAt: null });
    await save('Changed since');
    expect((await as(owner)('GET', 'publish-requests')).body.requests[0]).toMatchObject({ id: asked.body.id, outdated: true });
    const refused = await as(owner)('POST', `publish-requests/${asked.body.id}/approve`);
    expect(refused).toMatchObject({ status: 409, body: { error: expect.stringMatching(/older version/) } });
    expect(liveTitle()).toBe('Home');
    expect(await requests.request(asked.body.id)).toMatchObject({ status: 'awaiting approval' });
  });

  it('an approved schedule is published at its time; moved by the editor, it needs approving again', async () => {
    await save('Sunday offer');
    const asked = await as(editor)('POST', 'publish-requests', { baseHash: (await content.latest()).hash, publishAt: clock + hourMs });
    expect((await as(owner)('POST', `publish-requests/${asked.body.id}/approve`)).body).toMatchObject({ status: 'scheduled', decidedBy: 'noor@nuqta.qa' });
    const moved = await as(editor)('PATCH', `publish-requests/${asked.body.id}`, { publishAt: clock + 2 * hourMs });
    expect(moved.body).toMatchObject({ status: 'awaiting approval', decidedBy: null });
    clock += 3 * hourMs;
    await lookAndSettle();
    expect(liveTitle()).toBe('Home');
    // Approved after its time: published at once.
    await as(owner)('POST', `publish-requests/${asked.body.id}/approve`);
    await publishing.settled();
    expect(liveTitle()).toBe('Sunday offer');
  });

  it('switched on, an editor’s schedule made before waits for an approval; an owner’s stays scheduled', async () => {
    await requests.setApproval(false);
    const { hash } = await content.latest();
    const editors = await as(editor)('POST', 'publish-requests', { baseHash: hash, publishAt: clock + hourMs });
    const owners = await as(owner)('POST', 'publish-requests', { baseHash: hash, publishAt: clock + 2 * hourMs });
    expect((await as(owner)('POST', 'publish-requests/approval', { on: true })).body).toEqual({ approval: true });
    expect(await requests.request(editors.body.id)).toMatchObject({ status: 'awaiting approval' });
    expect(await requests.request(owners.body.id)).toMatchObject({ status: 'scheduled' });
  });

  it('an owner schedules without asking', async () => {
    await save('Owner’s');
    const scheduled = await as(owner)('POST', 'publish-requests', { baseHash: (await content.latest()).hash, publishAt: clock + hourMs });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', decidedBy: 'noor@nuqta.qa' });
    expect(notices).toEqual([]);
  });
});
