// Prerenders every route of site.json to its own HTML file at the end of the client build,
// using the server entry built just before. Each page gets its head (title, description,
// canonical URL, Open Graph and Twitter tags with a social card drawn for it, JSON-LD), preload
// links for its own chunks, and its critical CSS; the hashes of those inline styles go to
// prerender-manifest.json so that the server's CSP can allow exactly them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { documentHtml, escapeHtml, styleHashes } from '../src/server/documentHtml.ts';
import { offlinePath } from '../src/app/paths.ts';
import type { Route, Site } from '../src/types/site.ts';
import { socialCard, socialCardPath, socialCardSize } from './lib/socialCards.ts';
import { pageUrl, structuredData, structuredDataTag } from './lib/structuredData.ts';
import { pageModuleId } from './vite-plugin-site.ts';

export interface PrerenderedFile {
  /** The route path, or null for the not-found page. */
  path: string | null;
  /** The HTML file, relative to the client output folder. */
  file: string;
  /** CSP source expressions ('sha256-…') of the file's inline <style> elements. */
  styleHashes: string[];
}

export interface PrerenderManifest {
  pages: PrerenderedFile[];
  notFound: PrerenderedFile;
  /** The service worker's offline page. */
  offline?: PrerenderedFile;
  /** Old addresses and where they lead (answered with 301 by the server). */
  redirects: Array<{ from: string; to: string }>;
}

export const prerenderManifestName = 'prerender-manifest.json';
/** The built index.html before any page went into it. */
export const templateName = 'template.html';
export const offlineFile = 'offline.html';

export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Open Graph and Twitter tags: what a link to the page shows where it is shared. */
function shareTags(site: Site, route: Route): string[] {
  const card = `${site.site.url}${socialCardPath(route.path)}`;
  const alt = `${route.title}: ${site.site.brand}`;
  const isArticle = route.blocks.some((block) => block.type === 'article');
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', isArticle ? 'article' : 'website'],
    ['property', 'og:site_name', site.site.brand],
    ['property', 'og:locale', 'en_US'],
    ['property', 'og:title', route.title],
    ['property', 'og:description', route.description],
    ['property', 'og:url', pageUrl(site, route.path)],
    ['property', 'og:image', card],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(socialCardSize.width)],
    ['property', 'og:image:height', String(socialCardSize.height)],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', route.title],
    ['name', 'twitter:description', route.description],
    ['name', 'twitter:image', card],
    ['name', 'twitter:image:alt', alt],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
}

/** The filled site (placeholders replaced) gives the pages their share tags, cards and JSON-LD. */
export function prerenderPlugin(options: { serverEntry: string; site?: Site }): Plugin {
  let config: ResolvedConfig;
  /** Chunk file names by the module they stand for, and each chunk's static imports. */
  const chunkByModule = new Map<string, string>();
  const importsOfChunk = new Map<string, string[]>();

  /** The Latin subset of the text font: every page needs it for its first paint. */
  let textFont: string | undefined;
  const collectChunks = (bundle: OutputBundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type === 'asset' && /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(output.fileName)) textFont = output.fileName;
      if (output.type !== 'chunk') continue;
      importsOfChunk.set(output.fileName, output.imports);
      if (output.facadeModuleId) chunkByModule.set(output.facadeModuleId, output.fileName);
    }
  };

  /** The chunks of a page's blocks module and of its block components, with everything they import. */
  const chunksForPage = (path: string, blockTypes: string[]) => {
    const blocksDir = join(config.root, 'src', 'blocks') + sep;
    const roots = [chunkByModule.get(`\0${pageModuleId(path)}`)];
    for (const [moduleId, file] of chunkByModule) {
      const folder = moduleId.startsWith(blocksDir) ? relative(blocksDir, moduleId).split(sep)[0] : undefined;
      if (folder && blockTypes.includes(folder)) roots.push(file);
    }
    const all = new Set<string>();
    const visit = (file: string | undefined) => {
      if (!file || all.has(file)) return;
      all.add(file);
      importsOfChunk.get(file)?.forEach(visit);
    };
    roots.forEach(visit);
    return [...all];
  };

  return {
    name: 'nuqta-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      collectChunks(bundle);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const outDir = config.build.outDir;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const server = await import(pathToFileURL(options.serverEntry).href);
        const { site, siteRoutes, ui, redirects } = server;

        // The server renders form results into the same template later.
        writeFileSync(join(outDir, '..', templateName), template);

        const seoSite = options.site;
        const write = async (path: string | null, file: string, title: string, description: string | null) => {
          const page = await server.renderPath(path ?? '/404-not-found');
          const seoRoute = path === null ? undefined : seoSite?.routes.find((route) => route.path === path);
          if (path !== null && page.notFound) throw new Error(`${path} rendered the not-found page`);
          const preloads = path === null ? [] : chunksForPage(path, page.blockTypes).filter((f) => !template.includes(`/${f}"`));
          const html = documentHtml(
            template,
            {
              title,
              description: description ?? undefined,
              canonical: path === null ? undefined : site.url + path,
              head: [
                // Fetched with the page rather than after the CSS, so that the text is not drawn
                // twice (fallback font, then Inter) and nothing moves when it arrives.
                ...(textFont ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${config.base}${textFont}" />`] : []),
                ...(seoSite && seoRoute ? [...shareTags(seoSite, seoRoute), structuredDataTag(structuredData(seoSite, seoRoute))] : []),
              ],
              preloads,
              styleTags: page.styleTags,
              html: page.html,
            },
            { base: config.base },
          );
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), html);
          return { path, file, styleHashes: styleHashes(page.styleTags) };
        };

        const pages: PrerenderedFile[] = [];
        let offlineStyleHashes: string[] = [];
        for (const route of siteRoutes)
          pages.push(await write(route.path, htmlFileFor(route.path), `${route.title} | ${site.brand}`, route.description));
        if (seoSite) {
          const cards = join(outDir, 'social');
          mkdirSync(cards, { recursive: true });
          const tagline = new URL(seoSite.site.url).host;
          for (const route of seoSite.routes)
            writeFileSync(join(outDir, socialCardPath(route.path)), await socialCard({ title: route.title, brand: seoSite.site.brand, tagline }));
        }
        const notFound = await write(null, '404.html', `${ui.notFound.title} | ${site.brand}`, null);
        // The service worker's page for addresses it has not saved, while offline: plain HTML, no scripts.
        const offline = await server.renderPath(offlinePath);
        writeFileSync(join(outDir, offlineFile), documentHtml(template, { title: `${ui.offline.title} | ${site.brand}`, styleTags: offline.styleTags, html: offline.html }, { scripts: false }));
        offlineStyleHashes = styleHashes(offline.styleTags);
        // Static hosts without the server still send visitors on from an old address.
        for (const { from, to } of redirects as PrerenderManifest['redirects']) {
          const target = escapeHtml(to.startsWith('/') ? site.url + to : to);
          const file = join(outDir, htmlFileFor(from));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><title>${escapeHtml(to)}</title><a href="${escapeHtml(to)}">${target}</a>\n`);
        }
        const manifest: PrerenderManifest = { pages, notFound, offline: { path: null, file: offlineFile, styleHashes: offlineStyleHashes }, redirects };
        writeFileSync(join(outDir, '..', prerenderManifestName), JSON.stringify(manifest, null, 2));
        config.logger.info(`Prerendered ${pages.length} pages and the not-found page in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
