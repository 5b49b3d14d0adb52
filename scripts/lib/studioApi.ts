// The studio's API, as a Vite plugin on the server that also serves the studio's page (its preview
// server, on the built studio; its dev server, for work on the studio itself):
//   GET  /api/session  the file as it is on disk, its hash, its problems, the schemas for the forms
//   POST /api/draft    checks the page's draft
//   POST /api/save     writes site.json, unless the draft has problems or the file changed since loading
//   GET  /api/images   the images the site holds (its public/images), for the image library
//   POST /api/images   an uploaded image (its bytes; its name in X-File-Name): checked, then written
//                      in every size and format into public/images/uploads
//   GET  /images/…     the site's images, for the preview
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import type { DraftRequest, ImageLibrary, SaveRequest, Session, UploadResponse } from '../../studio/shared/api.ts';
import { blockTypes, formSchemaBundle } from '../../src/server/content/formSchemas.ts';
import { imageAt, listImages, uploadNameTaken } from '../../src/server/images/imageLibrary.ts';
import { largestUploadBytes, prepareUpload, tooLargeMessage, uploadFileName, UploadRefused } from '../../src/server/images/imageUpload.ts';
import { checkDraft, contentHash, formatSite, problemsOfText, saveSite } from '../../src/server/content/siteFile.ts';

export interface StudioOptions {
  /** The site.json the studio edits and saves. */
  siteFile: string;
  /** The site's public/: the files site.json names are checked there; its images/ is served as /images, and uploads go into images/uploads/. */
  publicDir: string;
}

/** The largest draft the studio reads: ten times today's site.json (0.7 MB). A larger body is refused, never kept. */
export const largestDraftBytes = 8 * 1024 * 1024;

class TooLarge extends Error {}

/** The body, up to `limit` bytes; past it the rest is read and dropped, so that the answer can still be sent: memory stays bounded. */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) if ((size += (chunk as Buffer).length) <= limit) chunks.push(chunk as Buffer);
  if (size > limit) throw new TooLarge();
  return Buffer.concat(chunks);
}

const readJson = async <T>(request: IncomingMessage): Promise<T> => JSON.parse((await readBody(request, largestDraftBytes)).toString('utf8')) as T;

/** An upload's body is the file itself. */
const uploadRoute = 'POST /images';

/**
 * A browser sends Origin with every cross-site POST; a JSON body, or an upload's
 * application/octet-stream, cannot be sent cross-site without asking first.
 */
function fromTheStudio(request: IncomingMessage, route: string): boolean {
  const { origin, host } = request.headers;
  const sameOrigin = origin === undefined || origin === `http://${host}`;
  const bodyType = route === uploadRoute ? /^application\/octet-stream\b/ : /^application\/json\b/;
  return sameOrigin && bodyType.test(request.headers['content-type'] ?? '');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function studioApi(options: StudioOptions): Plugin {
  const fileLabel = basename(options.siteFile);
  const schemas = formSchemaBundle();
  const types = blockTypes();
  const imagesDir = join(options.publicDir, 'images');

  const session = (): Session => {
    const text = readFileSync(options.siteFile, 'utf8');
    const problems = problemsOfText(text, fileLabel, options.publicDir);
    let site: Session['site'];
    try {
      site = JSON.parse(text);
    } catch {
      // Not JSON: the problems say where; the page shows them and nothing to edit.
    }
    return { fileLabel, site, hash: contentHash(text), formatted: site !== undefined && formatSite(site) === text, problems, schemas, blockTypes: types };
  };

  const routes: Record<string, (request: IncomingMessage) => Promise<[number, unknown]>> = {
    'GET /session': async () => [200, session()],
    'POST /draft': async (request) => {
      const { site } = await readJson<DraftRequest>(request);
      const { text, problems } = checkDraft(site, fileLabel, options.publicDir);
      return [200, { problems, hash: contentHash(text) }];
    },
    'POST /save': async (request) => {
      const { site, baseHash } = await readJson<SaveRequest>(request);
      const result = saveSite(options.siteFile, site, baseHash, options.publicDir);
      return [result.status === 'saved' ? 200 : result.status === 'conflict' ? 409 : 422, result];
    },
    'GET /images': async () => [200, { images: await listImages(imagesDir), uploads: true } satisfies ImageLibrary],
    [uploadRoute]: async (request) => {
      const fileName = uploadFileName(request.headers['x-file-name']);
      try {
        const bytes = await readBody(request, largestUploadBytes);
        const { files, ...image } = await prepareUpload(fileName, bytes, uploadNameTaken(imagesDir));
        const folder = join(imagesDir, 'uploads');
        mkdirSync(folder, { recursive: true });
        // "wx": an image written meanwhile under the same name is never overwritten.
        for (const { name, data } of files) writeFileSync(join(folder, name), data, { flag: 'wx' });
        return [201, image satisfies UploadResponse];
      } catch (error) {
        if (error instanceof TooLarge) return [413, { error: tooLargeMessage(fileName) }];
        if (error instanceof UploadRefused) return [422, { error: error.message }];
        throw error;
      }
    },
  };

  // The site's images, for the preview (GET only: nothing here changes a file).
  const serveImage = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const image = request.method === 'GET' || request.method === 'HEAD' ? imageAt(imagesDir, `/images${request.url?.replace(/\?.*$/, '')}`) : undefined;
    if (!image) return next();
    response.writeHead(200, { 'content-type': image.contentType, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    if (request.method === 'HEAD') return response.end();
    createReadStream(image.path).pipe(response);
  };

  // Vite has checked the Host header (DNS rebinding) before any plugin's middleware runs.
  const mount = (middlewares: { use: (path: string, handler: (request: IncomingMessage, response: ServerResponse, next: () => void) => void) => void }) => {
    middlewares.use('/images', serveImage);
    middlewares.use('/api', (request, response, next) => {
      const key = `${request.method} ${request.url?.replace(/\?.*$/, '')}`;
      const route = routes[key];
      if (!route) return next();
      // Another site may not even read the file (Vite answers other localhost pages' CORS requests).
      if (request.headers['sec-fetch-site'] === 'cross-site' || (request.headers.origin && request.headers.origin !== `http://${request.headers.host}`))
        return send(response, 403, { error: 'Only the studio page may send this.' });
      // Only the studio's own page may change the file: another site open in the same browser may not.
      if (request.method !== 'GET' && !fromTheStudio(request, key)) return send(response, 403, { error: 'Only the studio page may send this.' });
      route(request).then(
        ([status, body]) => send(response, status, body),
        (error: Error) =>
          error instanceof TooLarge
            ? send(response, 413, { error: `The draft is larger than the studio takes (${largestDraftBytes / 1024 / 1024} MB).` })
            : send(response, 400, { error: error.message }),
      );
    });
  };
  return {
    name: 'nuqta-studio-api',
    // (A hook that returns a function has it called later: these return nothing.)
    configureServer(server) {
      mount(server.middlewares);
    },
    configurePreviewServer(server) {
      mount(server.middlewares);
    },
  };
}
