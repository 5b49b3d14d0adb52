// The team's console on the production server, under /studio: its page (the studio, built into
// BUILD_DIR/studio) and its API, for signed-in members only. Signed out, a browser gets the
// sign-in page and the few files it needs, nothing else: no other script, no data, no listing.
import type { ConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import type { SendSignInLink } from './signInMail.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { LeadStore } from '../leads/types.ts';
import { sharedRateLimitStore } from '../sharedRateLimitStore.ts';
import type { TeamStore } from '../team/teamStore.ts';
import { authRoutes } from './authRoutes.ts';
import { consoleAuth, meOf, type SessionSettings } from './consoleAuth.ts';
import type { Permission } from '../../../studio/shared/roles.ts';
import { teamRoutes } from './teamRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { contentRoutes, type ContentRoutesOptions } from './contentRoutes.ts';
import { leadRoutes, type LeadRoutesOptions } from './leadRoutes.ts';
import { pushRoutes, type PushRoutesOptions } from './pushRoutes.ts';
import { sourcesRoutes } from './sourcesRoutes.ts';
import { publishRequestRoutes, type PublishRequestRoutesOptions } from './publishRequestRoutes.ts';
import { reviewRoutes, type ReviewRoutesOptions } from './reviewRoutes.ts';
import { refuse } from './refusals.ts';

export interface ConsoleOptions {
  team: TeamStore;
  settings: SessionSettings;
  /** The console's own origins, from configuration only (PUBLIC_ORIGIN, else this server's local
   *  addresses): links lead there, passkeys are bound there, requests for another host are refused. */
  allowedOrigins: string[];
  /** The built console (BUILD_DIR/studio): console.html, assets/ and Vite's manifest. */
  appDir: string;
  siteName: string;
  /** The site's name in each language: the console's bar shows it (a page meta tag). */
  siteBrand?: Record<ConsoleLanguage, string>;
  linkTtlMs: number;
  inviteTtlMs: number;
  sendSignInLink?: SendSignInLink;
  attemptsPerMinute: number;
  mailsPerHour: number;
  /** The saved content, the releases and publishing; without them the console manages the team only. */
  content?: Omit<ContentRoutesOptions, 'team'>;
  /** Scheduled publishes and approvals (with content.requests): the schedule that carries them out, and how members are told. */
  publishRequests?: Pick<PublishRequestRoutesOptions, 'schedule' | 'notify'>;
  /** Review links (with content): the links, the versions they show rendered, and the site as a reviewer sees it. */
  review?: Pick<ReviewRoutesOptions, 'links' | 'renders' | 'site' | 'now'>;
  /** The leads and their feed of new ones: the sales inbox (src/server/console/leadRoutes.ts). */
  leads?: LeadRoutesOptions;
  /** The leads' store's shared counter (PostgreSQL), bound to it: every instance counts the same attempts. */
  countHit?: LeadStore['countHit'];
  /** Notifications of new leads on members' devices (web push). */
  push?: PushRoutesOptions;
}

/** Only what the console's page itself may show: no inline script, no other site, no framing. */
export const consoleContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion fills empty <style> elements through the CSSOM; MUI sets a few style attributes.
  "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (appDir: string): Manifest => {
  const manifestFile = join(appDir, '.vite/manifest.json');
  return existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
};

/** A chunk's file with every file it imports (and their styles), from Vite's manifest. */
function filesOf(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, files);
  return files;
}

/** The files the page loads before anyone signs in: the console's entry, its static imports and styles. */
const signInFiles = (manifest: Manifest) => filesOf(manifest, 'console.html');

/** Each section's code (studio/app/console/SignedInConsole.tsx) and what a role needs to open it, in a desk's order. */
const sectionCode: Array<{ page: string; needs?: Permission; chunk: string }> = [
  { page: 'edit', needs: 'content', chunk: 'StudioApp.tsx' },
  { page: 'publish', needs: 'publish', chunk: 'console/PublishPage.tsx' },
  { page: 'inbox', needs: 'leads', chunk: 'console/inbox/InboxPage.tsx' },
  { page: 'team', needs: 'members', chunk: 'console/TeamPage.tsx' },
  { page: 'record', needs: 'audit', chunk: 'console/RecordPage.tsx' },
  { page: 'sources', needs: 'leads', chunk: 'console/SourcesPage.tsx' },
  { page: 'account', chunk: 'console/AccountPage.tsx' },
];

/**
 * The code a signed-in member's page needs at once, fetched with the page's own (modulepreload)
 * rather than after the entry has run and asked for it: the signed-in console and the section the
 * address opens (useConsolePath.ts), or the first their role opens. Never another section's: a
 * sales member loads nothing of the studio's editors.
 */
function memberPreloads(manifest: Manifest, path: string, granted: readonly Permission[]): string[] {
  const opened = sectionCode.filter((entry) => !entry.needs || granted.includes(entry.needs));
  const asked = path.startsWith('leads/') ? 'inbox' : path === '' ? 'edit' : path;
  const landing = opened.find((entry) => entry.page === asked) ?? opened[0];
  const files = filesOf(manifest, 'console/SignedInConsole.tsx');
  if (landing) filesOf(manifest, landing.chunk, files);
  const loaded = signInFiles(manifest);
  return [...files].filter((file) => file.endsWith('.js') && !loaded.has(file));
}

/** JSON inside the page's <script type="application/json"> (data, not run: the CSP allows it): nothing in it can close the element. */
const inPage = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page with the site's name in each language, read by the console's bar (consoleBrand.ts): no request before the first paint. */
const withBrand = (page: string, brand: Record<ConsoleLanguage, string>) =>
  page.replace('</head>', `<meta name="site-brand" content="${escapeAttribute(JSON.stringify(brand))}"></head>`);

export async function consolePlugin(app: FastifyInstance, options: ConsoleOptions) {
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: options.countHit && sharedRateLimitStore(options.countHit),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  app.setErrorHandler(async (error: Error & { statusCode?: number }, _request, reply) => {
    if (error.statusCode === 429) return refuse(reply, 429, 'tooManyAttempts');
    if (error.statusCode && error.statusCode < 500) return refuse(reply, error.statusCode, 'unreadable');
    throw error;
  });
  app.addHook('onRequest', async (_request, reply) => void reply.header('content-security-policy', consoleContentSecurityPolicy));
  consoleAuth(app, { team: options.team, settings: options.settings, allowedOrigins: options.allowedOrigins });

  await authRoutes(app, options);
  await teamRoutes(app, options);
  await sessionRoutes(app, options);
  if (options.content) await contentRoutes(app, { team: options.team, ...options.content });
  if (options.content?.requests && options.publishRequests)
    await publishRequestRoutes(app, { team: options.team, content: options.content.content, releases: options.content.releases, requests: options.content.requests, ...options.publishRequests });
  if (options.content && options.review)
    await reviewRoutes(app, { team: options.team, content: options.content.content, allowedOrigins: options.allowedOrigins, attemptsPerMinute: options.attemptsPerMinute, ...options.review });
  if (options.leads) await leadRoutes(app, { team: options.team, settings: options.settings, ...options.leads });
  // Where leads come from: the form starts are in the leads' database.
  if (options.leads) await sourcesRoutes(app, { database: options.leads.store.database });
  if (options.push) await pushRoutes(app, options.push);
  // Members only, like every declared route: a stranger cannot tell which paths exist.
  app.all('/api/*', { config: { access: 'member' } }, async (_request, reply) => refuse(reply, 404, 'noSuchRequest'));

  const page = existsSync(join(options.appDir, 'console.html')) ? withBrand(readFileSync(join(options.appDir, 'console.html'), 'utf8'), options.siteBrand ?? { en: options.siteName, ar: options.siteName }) : undefined;
  // The studio's preview frame, for members only, framed by the console alone.
  app.get('/preview.html', { config: { access: 'content' } }, async (_request, reply) =>
    reply.header('content-security-policy', consoleContentSecurityPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'")).header('x-frame-options', 'SAMEORIGIN').sendFile('preview.html', options.appDir),
  );
  // The service worker that shows new leads' notifications (studio/app/public/push-worker.js): its
  // scope is /studio, the console's own address included (allowed by the header: its folder alone
  // would leave out a page loaded at /studio); it holds no data, and a browser fetches it to update it.
  app.get('/push-worker.js', { config: { access: 'public' } }, async (_request, reply) =>
    existsSync(join(options.appDir, 'push-worker.js')) ? reply.header('service-worker-allowed', '/studio').sendFile('push-worker.js', options.appDir) : refuse(reply, 404, 'notFound'),
  );
  const manifest = readManifest(options.appDir);
  const publicFiles = signInFiles(manifest);
  const sendPage = { config: { access: 'public' as const } };
  const pageHandler = async (request: import('fastify').FastifyRequest<{ Params: { '*'?: string } }>, reply: import('fastify').FastifyReply) => {
    if (!page) return reply.code(503).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`.');
    const member = request.member;
    if (!member) return reply.type('text/html; charset=utf-8').send(page);
    // Signed in: who they are (else the page's first request, after its code has run) and the code
    // their page opens with. The page is theirs alone: like every answer here, never stored (consoleAuth.ts).
    const me = await meOf(options.team, member, request.session!.signedInWith);
    const preloads = memberPreloads(manifest, request.params['*'] ?? '', me.permissions).map((file) => `<link rel="modulepreload" crossorigin href="/studio/${file}">`);
    return reply.type('text/html; charset=utf-8').send(page.replace('</head>', `${preloads.join('')}<script type="application/json" id="console-me">${inPage(me)}</script></head>`));
  };
  app.get('/', sendPage, pageHandler);
  app.get<{ Params: { '*': string } }>('/*', sendPage, async (request, reply) => {
    const path = request.params['*'];
    if (!path.startsWith('assets/')) return pageHandler(request, reply);
    // Signed out, only the sign-in page's own files; the studio's code is for members.
    if (!publicFiles.has(path) && !request.member) return refuse(reply, 404, 'notFound');
    // Named by their content, so kept for good, in this browser only (never by a shared cache): a
    // member's next visit loads none of them again; a new build's have new names.
    return reply.header('cache-control', 'private, max-age=31536000, immutable').sendFile(path, options.appDir);
  });
}
