// The Fastify app: serves the prerendered site with the right status codes, caching and
// security headers. Built by buildServer() so tests can drive it without a network port.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { PrerenderedFile } from './releaseFiles.ts';
import { localeInfo, localeOfPath, locales } from '../app/locale.ts';
import { formRoutes, withFreshTokens, type FormRoutesOptions } from './leads/formRoutes.ts';
import { formStartRoutes } from './leads/formStarts.ts';
import { fixedRelease, readRelease, type ReleaseSource, type SiteRelease } from './siteRelease.ts';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.ts';
import { consolePlugin, type ConsoleOptions } from './console/consolePlugin.ts';
import { reviewSecretOf, type ReviewSite, type ReviewState } from './review/reviewSite.ts';

export interface ServerOptions {
  /** The build output: holds client/ and prerender-manifest.json. */
  buildDir: string;
  /** Where the live release is, when a publish can replace it (src/server/releases/); else buildDir, fixed. */
  releases?: ReleaseSource;
  logger?: boolean;
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe (see proxyTrust). */
  trustProxy?: string;
  /** The form endpoints; without them the server only serves the site. */
  forms?: FormRoutesOptions;
  /** The team's console under /studio (src/server/console/); without it, /studio is an unknown address. */
  console?: ConsoleOptions;
  /**
   * An image members uploaded in the console ("images/uploads/…"), for an address no release
   * holds yet: the console's preview shows it before it is published.
   */
  uploadedImage?: (path: string) => Promise<{ contentType: string; data: Buffer } | undefined>;
  /** The site as a review link's version shows it, to a browser that opened one (src/server/review/). */
  review?: ReviewSite;
  /** How long a request may take to arrive, its headers alone, and an idle connection may stay open. */
  timeouts?: Partial<typeof defaultTimeouts>;
}

/**
 * A slow client is cut off instead of holding a connection forever: the whole request (a form of
 * 70 KB takes seconds on a slow phone) within 30 s, its headers within 10 s; an idle connection
 * is closed after 10 s (KEEP_ALIVE_TIMEOUT_MS; above a proxy's own idle timeout, if it reuses them).
 */
export const defaultTimeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 10_000 };

const hashedAsset = /^\/assets\//;
/** Each language's news feed (src/server/render/rss.ts): @fastify/static would call it plain application/xml. */
const feedFiles = new Set(locales.map((locale) => `${localeInfo[locale].prefix}/rss.xml`));

/**
 * TRUST_PROXY as Fastify takes it. A number n: the server is reached through n proxies, and the
 * visitor is the address the outermost of them saw (X-Forwarded-For read from the end, n entries
 * deep; 0 reads the socket). Anything else names the proxies (addresses, subnets, or `loopback`,
 * `uniquelocal`, comma-separated): X-Forwarded-For is believed only from them, the safer setting
 * when the server can also be reached directly.
 */
export function proxyTrust(setting = '0'): string | ((address: string, hop: number) => boolean) | false {
  const value = setting.trim();
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return hops > 0 && ((_address, hop) => hop < hops);
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  if (!options.releases && !existsSync(join(options.buildDir, 'prerender-manifest.json'))) throw new Error(`No build found in ${options.buildDir}: run \`npm run build\` first.`);
  const releases = options.releases ?? fixedRelease(readRelease('build', options.buildDir));

  // Fastify 5 reads a bare hop count as "trust nobody" (it cannot check the nearest peer), so the
  // count is given as the function it stands for.
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: proxyTrust(options.trustProxy),
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the request timeouts this often (30 s by default): a second keeps them close to their figures.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1_000 },
  });

  // Which methods each address answers, so that the wrong one gets 405 with Allow rather than 404.
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method).add(method === 'GET' ? 'HEAD' : method);
    methodsByPath.set(route.url, methods);
  });
  /** A page, an old address or a file of the live release answers GET and HEAD. */
  const allowedMethods = (path: string) => {
    const live = releases.live();
    const answers = live.pages.has(path) || live.offlinePages.has(path) || live.redirects.has(path) || live.servedFile(path);
    return methodsByPath.get(path) ?? (answers ? new Set(['GET', 'HEAD']) : undefined);
  };

  // Helmet's own CSP is off: every response gets ours below, with the page's own style hashes.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
    reply.header('content-security-policy', contentSecurityPolicy());
  });
  // Brotli's default quality (11) costs about a second of CPU for a large page on a small machine;
  // 5 compresses nearly as well, fast enough to do on every response.
  await app.register(compress, { global: true, threshold: 1024, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

  // "/contact/" and "/contact" are one page: keep a single address for search engines.
  app.addHook('onRequest', async (request, reply) => {
    const [path, query] = request.url.split(/\?(.*)/s, 2);
    if (path.length > 1 && path.endsWith('/')) {
      // Leading slashes are collapsed too: "//other.example/" must stay on this site.
      const target = `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
      return reply.redirect(query ? `${target}?${query}` : target, 301);
    }
  });

  // Files are sent by the routes below, from whichever release holds them (serve: false).
  await app.register(fastifyStatic, {
    root: resolve(options.buildDir, 'client'),
    serve: false,
    cacheControl: false,
    // The build's .br and .gz copies (src/server/render/precompress.ts); the compress plugin leaves a
    // response that already has its content-encoding as it is.
    preCompressed: true,
    setHeaders: (reply: unknown, filePath: string) => {
      const [, rel] = filePath.split(`${sep}client${sep}`);
      if (rel === undefined) return; // the console's files keep their own headers
      const file = `/${rel.split(sep).join('/').replace(/\.(br|gz)$/, '')}`;
      const cacheControl = hashedAsset.test(file) ? 'public, max-age=31536000, immutable' : file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600, must-revalidate';
      (reply as FastifyReply).header('cache-control', cacheControl);
    },
  });
  // After @fastify/static, which types the feeds, and their compressed copies, by their extension (application/xml).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && feedFiles.has(request.url.split('?', 1)[0])) reply.type('application/rss+xml; charset=utf-8');
  });

  // A preview is read-only: its forms send nothing (no lead from a reviewer trying the contact form).
  if (options.review)
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'POST' && request.url.startsWith('/api/') && reviewSecretOf(request))
        return reply.code(403).type('text/plain; charset=utf-8').send('This is a preview of the site: its forms send nothing. هذه معاينة للموقع: لا تُرسل نماذجها شيئًا.');
    });
  if (options.forms) await app.register(formRoutes, options.forms);
  if (options.forms)
    await app.register(formStartRoutes, {
      database: options.forms.store.database,
      // A page of the live release with a form on it.
      isFormPage: (path) => {
        const page = releases.live().pages.get(path);
        return page !== undefined && releases.live().pagesWithForms.has(page.file);
      },
      perMinute: options.forms.formStartsPerMinute ?? 20,
      allowedOrigins: options.forms.allowedOrigins,
    });
  if (options.console) await app.register(consolePlugin, { prefix: '/studio', ...options.console });

  // Each form of a page gets a fresh token of its own each time the page is served, for a browser
  // without JavaScript (see leads/formToken.ts); the page's code fetches its own, since a page may
  // come from a cache.
  const sendPage = (reply: FastifyReply, release: SiteRelease, page: PrerenderedFile, status = 200) => {
    reply.code(status).header('content-security-policy', contentSecurityPolicy(page.styleHashes));
    const withForm = release.pagesWithForms.get(page.file);
    if (!withForm || !options.forms) return reply.sendFile(page.file, release.clientDir);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withFreshTokens(withForm, options.forms.secret));
  };

  // What a reviewer is shown is kept by no browser cache, CDN or service worker, and indexed by no search engine.
  const reviewed = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply) => {
    if (reviewed.has(request)) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').removeHeader('etag').removeHeader('last-modified');
  });
  /** A reviewer's request: the review link's version answers, and the code's files come from the live release as for anyone. */
  const sendReview = async (request: FastifyRequest, reply: FastifyReply, review: ReviewState, path: string, search: string) => {
    reviewed.add(request);
    const locale = localeOfPath(path);
    if (review.kind === 'ended') return reply.code(410).type('text/html; charset=utf-8').send(options.review!.endedPage(locale, path));
    const release = review.release;
    // No service worker is installed from a preview: it would keep the version's pages.
    if (path === '/sw.js') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const page = release.pages.get(path) ?? release.offlinePages.get(path);
    const shown = page ? (search && release.viewFor(path, search)) || page : undefined;
    const notFound = shown ? undefined : !release.redirects.has(path) && !release.servedFile(path) && !path.startsWith('/images/uploads/');
    if (shown || notFound) {
      const file = shown ?? release.notFound(locale);
      const html = await readFile(join(release.clientDir, file.file), 'utf8');
      return reply
        .code(shown ? 200 : 404)
        .header('content-security-policy', contentSecurityPolicy(file.styleHashes))
        .type('text/html; charset=utf-8')
        .send(options.review!.withBar(html, review, locale, path));
    }
    const redirect = release.redirects.get(path);
    if (redirect) return reply.redirect(redirect, 301);
    const file = release.servedFile(path);
    if (file) return reply.sendFile(file, release.clientDir);
    const uploaded = await options.uploadedImage?.(path.slice(1));
    if (uploaded) return reply.type(uploaded.contentType).send(uploaded.data);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };

  // Pages, their old addresses and files, from the live release at the moment of the request; a
  // hashed file it does not have, from the releases kept before it (a page opened on one of them).
  app.get('/*', async (request, reply) => {
    const [path, search = ''] = request.url.split(/\?(.*)/s, 2);
    // A reviewer's browser (its cookie); the code's files are the same for it as for anyone, with no look at the review.
    const reviewing = options.review && reviewSecretOf(request) && !(hashedAsset.test(path) && releases.live().servedFile(path));
    const review = reviewing && (await options.review!.stateOf(request).catch((error: Error) => error));
    if (review instanceof Error) {
      request.log.error(review);
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('This preview could not be prepared. Try again in a minute. تعذّر تجهيز هذه المعاينة. حاول مرة أخرى بعد دقيقة.');
    }
    if (review) return sendReview(request, reply, review, path, search);
    const live = releases.live();
    const page = live.pages.get(path) ?? live.offlinePages.get(path);
    // A filter's view (?category=…) is a page of its own, so that the filter works without JavaScript.
    if (page) return sendPage(reply, live, (search && live.viewFor(path, search)) || page);
    const redirect = live.redirects.get(path);
    if (redirect) return reply.redirect(redirect, 301);
    for (const release of hashedAsset.test(path) ? [live, ...releases.kept()] : [live]) {
      const file = release.servedFile(path);
      if (file) return reply.sendFile(file, release.clientDir);
    }
    const uploaded = path.startsWith('/images/uploads/') ? await options.uploadedImage?.(path.slice(1)) : undefined;
    if (uploaded) return reply.header('cache-control', 'no-cache').type(uploaded.contentType).send(uploaded.data);
    return notFound(request, reply);
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = allowedMethods(request.url.split('?')[0]);
    if (allowed && !allowed.has(request.method))
      return reply.code(405).header('allow', [...allowed].join(', ')).type('text/plain; charset=utf-8').send('Method not allowed');
    // An unknown Arabic address gets the Arabic not-found page.
    const live = releases.live();
    if (request.method === 'GET' || request.method === 'HEAD') return sendPage(reply, live, live.notFound(localeOfPath(request.url)), 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  app.setNotFoundHandler(notFound);

  return app;
}
