// The studio's images (src/server/images): what an upload is refused for, how it is named
// (never a path from the page), the sizes it is written in, and the local studio's routes.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesInUse } from '../../studio/app/form/draftSite.ts';
import { imageAt, listImages } from '../../src/server/images/imageLibrary.ts';
import { checkUpload, freeName, largestUploadBytes, prepareUpload, slugFromFileName } from '../../src/server/images/imageUpload.ts';
import { studioApi } from '../../scripts/lib/studioApi.ts';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#38bdf8' } }).png().toBuffer();
const hostileSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(document.cookie)</script></svg>');

describe('an uploaded image’s name', () => {
  it('is its file name’s last part, in lower-case letters, digits and hyphens: never a folder of the page’s choosing', () => {
    expect(slugFromFileName('../../../etc/passwd.png')).toBe('passwd');
    expect(slugFromFileName('..\\..\\site.json.png')).toBe('site-json');
    expect(slugFromFileName('/images/news/x.png')).toBe('x');
    expect(slugFromFileName('Team Photo (Doha) 2025.JPG')).toBe('team-photo-doha-2025');
    expect(slugFromFileName('Café.webp')).toBe('cafe');
    expect(slugFromFileName('صورة الفريق.png')).toBe('image');
    expect(slugFromFileName('..')).toBe('image');
  });

  it('takes the next free number rather than replace another image', () => {
    const taken = new Set(['team', 'team-2']);
    expect(freeName('team', (name) => taken.has(name))).toBe('team-3');
    expect(freeName('office', (name) => taken.has(name))).toBe('office');
  });
});

describe('an upload is refused, with the file’s name and what the studio takes', () => {
  it('when it is not an image (a text file named .png)', async () => {
    await expect(checkUpload('notes.png', Buffer.from('These are my meeting notes, not a picture.'))).rejects.toThrow(/“notes\.png” is not an image the studio can use\. Upload a JPEG, PNG, WebP or AVIF image/);
  });
  it('when it is an SVG (it could carry a script), whatever its name', async () => {
    await expect(checkUpload('logo.svg', hostileSvg)).rejects.toThrow(/“logo\.svg” is an SVG drawing: the studio does not take SVG files/);
    await expect(checkUpload('logo.png', hostileSvg)).rejects.toThrow(/is an SVG drawing/);
    await expect(checkUpload('logo.png', Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), hostileSvg]))).rejects.toThrow(/is an SVG drawing/);
  });
  it('when it is larger than 10 MB', async () => {
    await expect(checkUpload('poster.jpg', Buffer.alloc(largestUploadBytes + 1))).rejects.toThrow(/“poster\.jpg” is 10\.0 MB: the studio takes images up to 10 MB/);
  });
  it('when it is too narrow to look sharp, or too large a picture to decode', async () => {
    await expect(checkUpload('icon.png', await png(300, 200))).rejects.toThrow(/“icon\.png” is 300 pixels wide: images need at least 640 pixels/);
    await expect(checkUpload('banner.png', await png(9000, 700))).rejects.toThrow(/“banner\.png” is 9000 × 700 pixels: the studio takes images up to 8000 pixels/);
  });
  it('but not when it is a photo of a usual size', async () => {
    await expect(checkUpload('team.png', await png(1600, 900))).resolves.toEqual({ width: 1600, height: 900 });
  });
});

describe('an accepted upload', () => {
  it('is made in the sizes and formats the pages need (AVIF and WebP, 640 and 1280 px), in its own proportions', async () => {
    const upload = await prepareUpload('Team Photo.png', await png(1600, 1200), () => false);
    expect(upload.src).toBe('/images/uploads/team-photo-1280.webp');
    expect([upload.width, upload.height]).toEqual([1280, 960]);
    const made = await Promise.all(upload.files.map(async ({ name, data }) => ({ name, ...(({ format, width, height }) => ({ format, width, height }))(await sharp(data).metadata()) })));
    expect(made).toEqual([
      { name: 'team-photo-640.avif', format: 'heif', width: 640, height: 480 },
      { name: 'team-photo-640.webp', format: 'webp', width: 640, height: 480 },
      { name: 'team-photo-1280.avif', format: 'heif', width: 1280, height: 960 },
      { name: 'team-photo-1280.webp', format: 'webp', width: 1280, height: 960 },
    ]);
  });
});

describe('the images a draft uses (the library lists the others apart)', () => {
  it('are every /images/ address anywhere in the site: articles, projects, blocks', () => {
    const site = JSON.parse(readFileSync('site.json', 'utf8'));
    const used = imagesInUse(site);
    for (const item of [...site.articles, ...site.projects]) expect(used.has(item.image.src)).toBe(true);
    expect(used.has('/images/uploads/never-used-1280.webp')).toBe(false);
    expect(imagesInUse(undefined).size).toBe(0);
  });
});

describe('the local studio’s image routes', () => {
  let dir: string;
  let imagesDir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nuqta-studio-images-'));
    imagesDir = join(dir, 'public/images');
    writeFileSync(join(dir, 'site.json'), readFileSync('site.json'));
    writeFileSync(join(dir, 'secret.txt'), 'not an image');
    // The plugin's middleware, mounted as Vite's (connect) mounts it: the path prefix taken off the URL.
    const mounted: Array<[string, (request: IncomingMessage, response: ServerResponse, next: () => void) => void]> = [];
    const plugin = studioApi({ siteFile: join(dir, 'site.json'), publicDir: join(dir, 'public') });
    (plugin.configurePreviewServer as (server: unknown) => void)({ middlewares: { use: (path: string, handler: (typeof mounted)[number][1]) => mounted.push([path, handler]) } });
    server = createServer((request, response) => {
      const url = request.url ?? '/';
      const next = (i: number): void => {
        const entry = mounted[i];
        if (!entry) return void response.writeHead(404).end();
        if (!url.startsWith(`${entry[0]}/`)) return next(i + 1);
        request.url = url.slice(entry[0].length);
        entry[1](request, response, () => ((request.url = url), next(i + 1)));
      };
      next(0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (name: string, body: Buffer, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/images`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name), ...headers }, body: new Uint8Array(body) });

  it('write an upload under uploads/ with a name from the file’s, never over another, and list it', async () => {
    const first = await upload('../../site.json.png', await png(1280, 720));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ src: '/images/uploads/site-json-1280.webp', width: 1280, height: 720 });
    const second = await upload('site json.png', await png(1280, 720));
    expect(await second.json()).toMatchObject({ src: '/images/uploads/site-json-2-1280.webp' });
    expect(readdirSync(join(imagesDir, 'uploads')).sort()).toEqual(['site-json-1280.avif', 'site-json-1280.webp', 'site-json-2-1280.avif', 'site-json-2-1280.webp', 'site-json-2-640.avif', 'site-json-2-640.webp', 'site-json-640.avif', 'site-json-640.webp']);
    expect(readFileSync(join(dir, 'site.json'), 'utf8')).toBe(readFileSync('site.json', 'utf8'));
    const { images } = await (await fetch(`${base}/api/images`)).json();
    expect(images.map((image: { src: string }) => image.src).sort()).toEqual(['/images/uploads/site-json-1280.webp', '/images/uploads/site-json-2-1280.webp']);
    expect(await listImages(join(dir, 'nowhere'))).toEqual([]);
  });

  it('answer a refusal in words, and refuse a body past 10 MB without keeping it', async () => {
    const text = await upload('notes.png', Buffer.from('meeting notes'));
    expect(text.status).toBe(422);
    expect((await text.json()).error).toMatch(/“notes\.png” is not an image/);
    const huge = await upload('poster.jpg', Buffer.alloc(largestUploadBytes + 1024));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/“poster\.jpg” is larger than 10 MB/);
  });

  it('take an upload only from the studio’s page: another site can send neither its form’s body types nor its origin', async () => {
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])
      expect((await upload('a.png', await png(800, 600), { 'content-type': contentType })).status).toBe(403);
    expect((await upload('a.png', await png(800, 600), { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('serve the images for the preview, and nothing outside their folder', async () => {
    const image = await fetch(`${base}/images/uploads/site-json-640.avif`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/avif');
    for (const path of ['/images/../site.json', '/images/%2e%2e/%2e%2e/secret.txt', '/images/..%2fsecret.txt', '/images/uploads/missing.webp'])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    expect(imageAt(imagesDir, '/images/../../secret.txt')).toBeUndefined();
    expect(imageAt(imagesDir, '/images/%E0%A4%A')).toBeUndefined();
  });
});
