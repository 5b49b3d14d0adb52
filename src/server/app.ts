// The Fastify app: serves the prerendered site with the right status codes, caching and
// security headers. Built by buildServer() so tests can drive it without a network port.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { PrerenderManifest, PrerenderedFile } from '../../scripts/vite-plugin-prerender.ts';
import { localeInfo, localeOfPath, locales } from '../app/locale.ts';
import { formRoutes, hasFormTokenInput, withFreshTokens, type FormRoutesOptions } from './leads/formRoutes.ts';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.ts';
import { consolePlugin, type ConsoleOptions } from '../../studio/server/console/consolePlugin.ts';

export interface ServerOptions {
  /** The build output: holds client/ and prerender-manifest.json. */
  buildDir: string;
  logger?: boolean;
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe (see proxyTrust). */
  trustProxy?: string;
  /** The form endpoints; without them the server only serves the site. */
  forms?: FormRoutesOptions;
  /** The team's console under /studio (studio/server/console/); without it, /studio is an unknown address. */
  console?: ConsoleOptions;
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
/** Each language's news feed (scripts/lib/rss.ts): @fastify/static would call it plain application/xml. */
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
  const clientDir = join(options.buildDir, 'client');
  const manifestFile = join(options.buildDir, 'prerender-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No build found in ${options.buildDir}: run \`npm run build\` first.`);
  const manifest: PrerenderManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

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
  const clientRoot = resolve(clientDir);
  const isServedFile = (path: string) => {
    try {
      const file = resolve(clientRoot, `.${decodeURIComponent(path)}`);
      // As @fastify/static serves them: no dotfile, no raw page or compressed copy.
      return file.startsWith(clientRoot + sep) && !file.includes(`${sep}.`) && !/\.(html|br|gz)$/.test(file) && statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const allowedMethods = (path: string) => methodsByPath.get(path) ?? (isServedFile(path) ? new Set(['GET', 'HEAD']) : undefined);

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

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    redirect: false,
    cacheControl: false,
    // The build's .br and .gz copies (scripts/lib/precompress.ts), for the pages' sendFile too; the
    // compress plugin leaves a response that already has its content-encoding as it is.
    preCompressed: true,
    dotfiles: 'ignore', // 404, as if absent
    // Pages are served by their routes below, with their own CSP and status, never as raw .html
    // files; the compressed copies only as the encoding of their file.
    allowedPath: (pathName, _root, request) => !/\.(html|br|gz)$/.test(pathName) || request.routeOptions.url !== '/*',
    setHeaders: (reply: unknown, filePath: string) => {
      if (!filePath.startsWith(clientDir)) return; // the console's files keep their own headers
      const rel = filePath.slice(clientDir.length).split('\\').join('/').replace(/\.(br|gz)$/, '');
      const cacheControl = hashedAsset.test(rel)
        ? 'public, max-age=31536000, immutable'
        : rel.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=3600, must-revalidate';
      (reply as FastifyReply).header('cache-control', cacheControl);
    },
  });
  // After @fastify/static, which types the feeds, and their compressed copies, by their extension (application/xml).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && feedFiles.has(request.url.split('?', 1)[0])) reply.type('application/rss+xml; charset=utf-8');
  });

  if (options.forms) await app.register(formRoutes, options.forms);
  if (options.console) await app.register(consolePlugin, { prefix: '/studio', ...options.console });

  // Each form of a page gets a fresh token of its own each time the page is served, for a browser
  // without JavaScript (see leads/formToken.ts); the page's code fetches its own, since a page may
  // come from a cache.
  const pagesWithForms = new Map<string, string>();
  if (options.forms)
    for (const page of [...manifest.pages, manifest.notFound, ...Object.values(manifest.notFoundByLocale ?? {})]) {
      const html = readFileSync(join(clientDir, page.file), 'utf8');
      if (hasFormTokenInput(html)) pagesWithForms.set(page.file, html);
    }

  const sendPage = (reply: FastifyReply, page: PrerenderedFile, status = 200) => {
    reply.code(status).header('content-security-policy', contentSecurityPolicy(page.styleHashes));
    const withForm = pagesWithForms.get(page.file);
    if (!withForm || !options.forms) return reply.sendFile(page.file);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withFreshTokens(withForm, options.forms.secret));
  };

  for (const page of manifest.pages) app.get(page.path!, (_request, reply) => sendPage(reply, page));
  const offlinePages = new Map([manifest.offline, ...Object.values(manifest.offlineByLocale ?? {})].filter((p) => p !== undefined).map((p) => [p.file, p]));
  for (const offline of offlinePages.values()) app.get(`/${offline.file}`, (_request, reply) => sendPage(reply, offline));
  for (const { from, to } of manifest.redirects ?? []) app.get(from, (_request, reply) => reply.redirect(to, 301));

  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url.split('?')[0]);
    if (allowed && !allowed.has(request.method))
      return reply.code(405).header('allow', [...allowed].join(', ')).type('text/plain; charset=utf-8').send('Method not allowed');
    // An unknown Arabic address gets the Arabic not-found page.
    const notFound = manifest.notFoundByLocale?.[localeOfPath(request.url)] ?? manifest.notFound;
    if (request.method === 'GET' || request.method === 'HEAD') return sendPage(reply, notFound, 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
