// Image uploads in the console, over HTTP (Fastify's inject) through the whole server: a member
// uploads, the site serves the upload for the preview, the draft's checks find it; and attack by
// attack, what is refused: a signed-out visitor, another site's page (no preflight-free body type
// gets through), a file too large, an SVG. Each refusal leaves nothing stored.
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { buildServer } from '../../src/server/app.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../../src/server/leads/types.ts';
import type { ContentRoutesOptions } from '../../src/server/console/contentRoutes.ts';
import { contentStore } from '../../src/server/content/contentStore.ts';
import { largestUploadBytes } from '../../src/server/images/imageUpload.ts';
import { uploadStore, type UploadStore } from '../../src/server/images/uploadStore.ts';
import { teamStore, type TeamStore } from '../../src/server/team/teamStore.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';

const origin = 'http://127.0.0.1:4321';
const minute = 60_000;
const siteText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
const photo = sharp({ create: { width: 1600, height: 900, channels: 3, background: '#38bdf8' } }).png().toBuffer();

let app: FastifyInstance;
let store: LeadStore;
let team: TeamStore;
let uploads: UploadStore;
let editorCookie: string;

beforeEach(async () => {
  store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-console-images-')), 'leads.db'));
  team = teamStore(store.database);
  uploads = uploadStore(store.database);
  const buildDir = makeFakeBuild();
  const content = contentStore(store.database, () => siteText);
  app = await buildServer({
    buildDir,
    uploadedImage: (path) => uploads.file(path),
    console: {
      team,
      settings: { idleMs: 120 * minute, absoluteMs: 720 * minute },
      allowedOrigins: [origin],
      appDir: join(buildDir, 'studio'),
      siteName: 'Nuqta',
      linkTtlMs: 15 * minute,
      inviteTtlMs: 60 * minute,
      attemptsPerMinute: 100,
      mailsPerHour: 3,
      content: { content, uploads } as Omit<ContentRoutesOptions, 'team'>,
    },
  });
  const signIn = async (email: string) => {
    const member = await team.addMember({ email, name: email, role: 'editor' });
    const token = await team.createSignInLink(member.id, 15 * minute);
    const response = await app.inject({ method: 'POST', url: '/studio/api/auth/link', headers: { host: '127.0.0.1:4321', origin, 'content-type': 'application/json' }, payload: JSON.stringify({ token }) });
    return response.cookies.find((c) => c.name === 'nuqta_session')!.value;
  };
  editorCookie = await signIn('editor@nuqta.qa');
});
afterEach(async () => {
  await app.close();
  await store.close();
});

/** The console's own page sending a file, unless the headers say otherwise. */
const send = async (body: Buffer | string, headers: Record<string, string | undefined> = {}, url = '/studio/api/images') =>
  app.inject({
    method: 'POST',
    url,
    headers: Object.fromEntries(Object.entries({ host: '127.0.0.1:4321', origin, cookie: `nuqta_session=${editorCookie}`, 'content-type': 'application/octet-stream', 'x-file-name': 'Team%20Photo.png', ...headers }).filter(([, value]) => value !== undefined)) as Record<string, string>,
    payload: body,
  });
const get = (url: string, cookie = editorCookie) => app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:4321', cookie: `nuqta_session=${cookie}` } });
const nothingStored = async () => expect([...(await uploads.paths())]).toEqual([]);

describe('a member of the team', () => {
  it('uploads an image: it is named from the file with an ending nobody can guess, listed first, served for the preview, and recorded', async () => {
    const response = await send(await photo);
    expect(response.statusCode).toBe(201);
    const { src, width, height } = response.json();
    expect(src).toMatch(/^\/images\/uploads\/team-photo-[0-9a-f]{6}-1280\.webp$/);
    expect([width, height]).toEqual([1280, 720]);
    const library = (await get('/studio/api/images')).json();
    expect(library.uploads).toBe(true);
    expect(library.images[0]).toEqual({ src, width: 1280, height: 720 });
    const base = src.slice(0, -'-1280.webp'.length);
    for (const [suffix, type] of [['-640.avif', 'image/avif'], ['-1280.webp', 'image/webp']]) {
      const file = await app.inject({ method: 'GET', url: `${base}${suffix}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(suffix.startsWith('-640') ? 640 : 1280);
    }
    expect((await app.inject({ method: 'GET', url: '/images/uploads/team-photo-000000-1280.webp' })).statusCode).toBe(404);
    expect((await team.audit())[0]).toMatchObject({ action: 'image uploaded', memberEmail: 'editor@nuqta.qa', detail: { image: src, file: 'Team Photo.png' } });
  });

  it('uploading the same file twice gets two images, never one replacing the other', async () => {
    const first = (await send(await photo)).json().src;
    const second = (await send(await photo)).json().src;
    expect(second).not.toBe(first);
    expect((await uploads.paths()).size).toBe(8);
  });

  it('can name an upload in a draft and save it; a missing one is a problem', async () => {
    const { src } = (await send(await photo)).json();
    const session = (await get('/studio/api/session')).json();
    const site = structuredClone(session.site);
    site.articles[0].image.src = src;
    const post = (url: string, body: unknown) =>
      app.inject({ method: 'POST', url, headers: { host: '127.0.0.1:4321', origin, cookie: `nuqta_session=${editorCookie}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect((await post('/studio/api/draft', { site })).json().problems).toEqual([]);
    expect((await post('/studio/api/save', { site, baseHash: session.hash })).statusCode).toBe(200);
    site.articles[0].image.src = '/images/uploads/never-uploaded-1280.webp';
    expect((await post('/studio/api/draft', { site })).json().problems[0].message).toMatch(/never-uploaded-1280\.webp/);
  });
});

describe('an upload is refused, and nothing is kept', () => {
  it('signed out, or with a session that has ended (401)', async () => {
    expect((await send(await photo, { cookie: undefined })).statusCode).toBe(401);
    expect((await send(await photo, { cookie: 'nuqta_session=made-up' })).statusCode).toBe(401);
    await nothingStored();
  });

  it('signed out, before its body has arrived: a stranger cannot make the server read 10 MB', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      // The console's configured address, as its own page would send it.
      const headers = { host: '127.0.0.1:4321', origin, 'content-type': 'application/octet-stream', 'content-length': largestUploadBytes };
      const timer = setTimeout(() => (request.destroy(), reject(new Error('no answer before the body was sent'))), 5000);
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/studio/api/images', headers }, (response) => {
        clearTimeout(timer);
        request.destroy();
        resolve(response.statusCode!);
      });
      request.on('error', () => undefined);
      // A first megabyte, then nothing: the answer comes without the rest.
      request.write(Buffer.alloc(1024 * 1024));
    });
    expect(status).toBe(401);
  });

  it('from another site’s page, or without an Origin (403)', async () => {
    expect((await send(await photo, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await send(await photo, { origin: undefined })).statusCode).toBe(403);
    await nothingStored();
  });

  it('in a body another site’s form could send without asking first (text/plain, a form), or as JSON (415)', async () => {
    const text = await send('not a file', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('The console sends the file itself.');
    expect((await send('a=1', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    expect((await send('--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' })).statusCode).toBe(415);
    expect((await send('{}', { 'content-type': 'application/json' })).statusCode).toBe(415);
    await nothingStored();
  });

  it('a file body is taken by the upload alone: a save sent as a file is refused (415)', async () => {
    const save = await send(Buffer.from('{"site":{},"baseHash":""}'), {}, '/studio/api/save');
    expect(save.statusCode).toBe(415);
    expect(save.json().error).toBe('The console sends JSON.');
  });

  it('too large (413), saying what the console takes', async () => {
    const response = await send(Buffer.alloc(largestUploadBytes + 1), { 'x-file-name': 'poster.png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/“poster\.png” is larger than 10 MB/);
    await nothingStored();
  });

  it('an SVG, which could carry a script (422)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(document.cookie)</script></svg>';
    const response = await send(svg, { 'x-file-name': 'logo.png' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatch(/SVG/);
    await nothingStored();
  });

  it('in the member’s language: an Arabic console reads each refusal in Arabic, the file’s name kept as written', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"></svg>';
    const refusedSvg = (await send(svg, { 'x-file-name': 'logo.png', 'x-console-language': 'ar' })).json();
    expect(refusedSvg).toMatchObject({ code: 'imageIsSvg', error: expect.stringMatching(/^«\u2068logo\.png\u2069» رسم بصيغة SVG: لا يقبل الاستوديو ملفات SVG/) });
    const tooLarge = await send(Buffer.alloc(largestUploadBytes + 1), { 'x-file-name': 'poster.png', 'x-console-language': 'ar' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'imageTooLarge', error: 'حجم «\u2068poster.png\u2069» أكبر من 10 ميغابايت: يقبل الاستوديو صوراً حتى 10 ميغابايت. احفظها بحجم أصغر وارفعها مرة أخرى.' });
    await nothingStored();
  });
});
