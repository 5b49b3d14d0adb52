// The Fastify app: serves the prerendered site with the right status codes, caching and
// security headers. Built by buildServer() so tests can drive it without a network port.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { PrerenderManifest, PrerenderedFile } from '../../scripts/vite-plugin-prerender.ts';
import { localeOfPath } from '../app/locale.ts';
import { formRoutes, resultOutcome, tokenField, type FormRoutesOptions } from './leads/formRoutes.ts';
import { issueToken } from './leads/formToken.ts';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.ts';

export interface ServerOptions {
  /** The build output: holds client/ and prerender-manifest.json. */
  buildDir: string;
  logger?: boolean;
  /** How many proxies in front of the server set X-Forwarded-For; 0 uses the socket's address. */
  trustProxy?: number;
  /** The form endpoints; without them the server only serves the site. */
  forms?: FormRoutesOptions;
}

const hashedAsset = /^\/assets\//;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const clientDir = join(options.buildDir, 'client');
  const manifestFile = join(options.buildDir, 'prerender-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No build found in ${options.buildDir}: run \`npm run build\` first.`);
  const manifest: PrerenderManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

  // A hop count is what Fastify expects here at run time; its types only list the other forms.
  const trustProxy = (options.trustProxy || false) as boolean;
  const app = Fastify({ logger: options.logger ?? false, trustProxy });

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
      const rel = filePath.slice(clientDir.length).split('\\').join('/').replace(/\.(br|gz)$/, '');
      const cacheControl = hashedAsset.test(rel)
        ? 'public, max-age=31536000, immutable'
        : rel.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=3600, must-revalidate';
      (reply as FastifyReply).header('cache-control', cacheControl);
    },
  });
  // After @fastify/static, which types the feed, and its compressed copies, by their extension (application/xml).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && request.url.split('?', 1)[0] === '/rss.xml') reply.type('application/rss+xml; charset=utf-8');
  });

  if (options.forms) await app.register(formRoutes, options.forms);

  // Pages with forms get a fresh form token each time they are served (see leads/formToken.ts).
  const tokenInput = new RegExp(`(<input[^>]*name="${tokenField}")(?![^>]*value=)`, 'g');
  const pagesWithForms = new Map<string, string>();
  if (options.forms)
    for (const page of [...manifest.pages, manifest.notFound, ...Object.values(manifest.notFoundByLocale ?? {})]) {
      const html = readFileSync(join(clientDir, page.file), 'utf8');
      if (tokenInput.test(html)) pagesWithForms.set(page.file, html);
      tokenInput.lastIndex = 0;
    }

  const sendPage = (reply: FastifyReply, page: PrerenderedFile, status = 200) => {
    reply.code(status).header('content-security-policy', contentSecurityPolicy(page.styleHashes));
    const withForm = pagesWithForms.get(page.file);
    if (!withForm || !options.forms) return reply.sendFile(page.file);
    const token = issueToken(options.forms.secret);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withForm.replace(tokenInput, `$1 value="${token}"`));
  };

  const forms = options.forms;
  for (const page of manifest.pages)
    app.get(page.path!, async (request, reply) => {
      // After a plain form post, the result address shows the form's thank-you.
      const outcome = forms?.renderFormPage && (await resultOutcome(page.path!, request.query as Record<string, unknown>, forms.store));
      if (!outcome) return sendPage(reply, page);
      const rendered = await forms.renderFormPage!(page.path!, outcome);
      return reply.header('content-security-policy', rendered.csp).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(rendered.html);
    });
  const offlinePages = new Map([manifest.offline, ...Object.values(manifest.offlineByLocale ?? {})].filter((p) => p !== undefined).map((p) => [p.file, p]));
  for (const offline of offlinePages.values()) app.get(`/${offline.file}`, (_request, reply) => sendPage(reply, offline));
  for (const { from, to } of manifest.redirects ?? []) app.get(from, (_request, reply) => reply.redirect(to, 301));

  app.setNotFoundHandler((request, reply) => {
    // An unknown Arabic address gets the Arabic not-found page.
    const notFound = manifest.notFoundByLocale?.[localeOfPath(request.url)] ?? manifest.notFound;
    if (request.method === 'GET' || request.method === 'HEAD') return sendPage(reply, notFound, 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
