// The studio's API, as a Vite plugin on the server that also serves the studio's page (its preview
// server, on the built studio; its dev server, for work on the studio itself):
//   GET  /api/session  the file as it is on disk, its hash, its problems, the schemas for the forms
//   POST /api/draft    checks the page's draft
//   POST /api/save     writes site.json, unless the draft has problems or the file changed since loading
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import type { DraftRequest, SaveRequest, Session } from '../shared/api.ts';
import { blockTypes, formSchemaBundle } from './formSchemas.ts';
import { checkDraft, contentHash, formatSite, problemsOfText, saveSite } from './siteFile.ts';

export interface StudioOptions {
  /** The site.json the studio edits and saves. */
  siteFile: string;
}

/** The largest draft the studio reads: ten times today's site.json (0.7 MB). A larger body is refused, never kept. */
export const largestDraftBytes = 8 * 1024 * 1024;

class TooLarge extends Error {}

async function readJson<T>(request: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is read and dropped, so that the answer can still be sent: memory stays bounded.
  for await (const chunk of request) if ((size += (chunk as Buffer).length) <= largestDraftBytes) chunks.push(chunk as Buffer);
  if (size > largestDraftBytes) throw new TooLarge();
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

/** A browser sends Origin with every cross-site POST; a JSON body cannot be sent cross-site without asking first. */
function fromTheStudio(request: IncomingMessage): boolean {
  const { origin, host } = request.headers;
  const sameOrigin = origin === undefined || origin === `http://${host}`;
  return sameOrigin && /^application\/json\b/.test(request.headers['content-type'] ?? '');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function studioApi(options: StudioOptions): Plugin {
  const fileLabel = basename(options.siteFile);
  const schemas = formSchemaBundle();
  const types = blockTypes();

  const session = (): Session => {
    const text = readFileSync(options.siteFile, 'utf8');
    const problems = problemsOfText(text, fileLabel);
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
      const { text, problems } = checkDraft(site, fileLabel);
      return [200, { problems, hash: contentHash(text) }];
    },
    'POST /save': async (request) => {
      const { site, baseHash } = await readJson<SaveRequest>(request);
      const result = saveSite(options.siteFile, site, baseHash);
      return [result.status === 'saved' ? 200 : result.status === 'conflict' ? 409 : 422, result];
    },
  };

  // Vite has checked the Host header (DNS rebinding) before any plugin's middleware runs.
  const mount = (middlewares: { use: (path: string, handler: (request: IncomingMessage, response: ServerResponse, next: () => void) => void) => void }) =>
    middlewares.use('/api', (request, response, next) => {
      const route = routes[`${request.method} ${request.url?.replace(/\?.*$/, '')}`];
      if (!route) return next();
      // Another site may not even read the file (Vite answers other localhost pages' CORS requests).
      if (request.headers['sec-fetch-site'] === 'cross-site' || (request.headers.origin && request.headers.origin !== `http://${request.headers.host}`))
        return send(response, 403, { error: 'Only the studio page may send this.' });
      // Only the studio's own page may change the file: another site open in the same browser may not.
      if (request.method !== 'GET' && !fromTheStudio(request)) return send(response, 403, { error: 'Only the studio page may send this.' });
      route(request).then(
        ([status, body]) => send(response, status, body),
        (error: Error) =>
          error instanceof TooLarge
            ? send(response, 413, { error: `The draft is larger than the studio takes (${largestDraftBytes / 1024 / 1024} MB).` })
            : send(response, 400, { error: error.message }),
      );
    });
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
