// The team's console on the production server, under /studio: its page (the studio, built into
// BUILD_DIR/studio) and its API, for signed-in members only. Signed out, a browser gets the
// sign-in page and the few files it needs, nothing else: no other script, no data, no listing.
import type { ConsoleLanguage } from '../../shared/consoleLanguages.ts';
import type { SendSignInLink } from './signInMail.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { LeadStore } from '../../../src/server/leads/types.ts';
import { sharedRateLimitStore } from '../../../src/server/sharedRateLimitStore.ts';
import type { TeamStore } from '../team/teamStore.ts';
import { authRoutes } from './authRoutes.ts';
import { consoleAuth, type SessionSettings } from './consoleAuth.ts';
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
  /** The leads and their feed of new ones: the sales inbox (studio/server/console/leadRoutes.ts). */
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

/** The files the page loads before anyone signs in: the console's entry, its static imports and styles. */
function signInFiles(appDir: string): Set<string> {
  const manifestFile = join(appDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('console.html');
  return files;
}

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
  const publicFiles = signInFiles(options.appDir);
  const sendPage = { config: { access: 'public' as const } };
  const pageHandler = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    page ? reply.type('text/html; charset=utf-8').send(page) : reply.code(503).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`.');
  app.get('/', sendPage, pageHandler);
  app.get<{ Params: { '*': string } }>('/*', sendPage, async (request, reply) => {
    const path = request.params['*'];
    if (!path.startsWith('assets/')) return pageHandler(request, reply);
    // Signed out, only the sign-in page's own files; the studio's code is for members.
    if (!publicFiles.has(path) && !request.member) return refuse(reply, 404, 'notFound');
    return reply.header('cache-control', 'no-store').sendFile(path, options.appDir);
  });
}
