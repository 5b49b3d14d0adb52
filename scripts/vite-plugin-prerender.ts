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
import { localeInfo, localizedPath, locales, unlocalizedPath, type Locale } from '../src/app/locale.ts';
import type { Route, Site } from '../src/types/site.ts';
import { feedPath } from './lib/rss.ts';
import { absoluteUrl, languageAlternates } from './lib/sitemap.ts';
import { socialCard, socialCardPath, socialCardSize } from './lib/socialCards.ts';
import { pageUrl, structuredData, structuredDataTag } from './lib/structuredData.ts';
import { contentModuleId, pageModuleId } from './vite-plugin-site.ts';

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
  /** The not-found page in the default language (English); notFoundByLocale has each language's. */
  notFound: PrerenderedFile;
  notFoundByLocale?: Partial<Record<Locale, PrerenderedFile>>;
  /** The service worker's offline page in English; offlineByLocale has each language's. */
  offline?: PrerenderedFile;
  offlineByLocale?: Partial<Record<Locale, PrerenderedFile>>;
  /** Old addresses and where they lead (answered with 301 by the server). */
  redirects: Array<{ from: string; to: string }>;
}

export const prerenderManifestName = 'prerender-manifest.json';
/** The built index.html before any page went into it. */
export const templateName = 'template.html';
/** The offline page of a language: "offline.html", "ar/offline.html". */
export const offlineFileFor = (locale: Locale) => `${localeInfo[locale].prefix.slice(1)}${localeInfo[locale].prefix ? '/' : ''}offline.html`;
export const offlineFile = offlineFileFor('en');
const notFoundFileFor = (locale: Locale) => offlineFileFor(locale).replace('offline.html', '404.html');

export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Open Graph and Twitter tags: what a link to the page shows where it is shared. */
function shareTags(site: Site, route: Route, locale: Locale): string[] {
  const card = `${site.site.url}${socialCardPath(route.path)}`;
  const alt = `${route.title}: ${site.site.brand}`;
  const isArticle = route.blocks.some((block) => block.type === 'article');
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', isArticle ? 'article' : 'website'],
    ['property', 'og:site_name', site.site.brand],
    ['property', 'og:locale', localeInfo[locale].ogLocale],
    ...locales.filter((other) => other !== locale).map((other): [string, string, string] => ['property', 'og:locale:alternate', localeInfo[other].ogLocale]),
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

/** The filled sites (placeholders replaced) give the pages their share tags, cards and JSON-LD. */
export function prerenderPlugin(options: { serverEntry: string; sites?: Record<Locale, Site> }): Plugin {
  let config: ResolvedConfig;
  /** Chunk file names by the module they stand for, and each chunk's static imports. */
  const chunkByModule = new Map<string, string>();
  const importsOfChunk = new Map<string, string[]>();

  /** The Latin subset of the text font, which every page needs for its first paint, and the Arabic one for Arabic pages. */
  const textFonts: Partial<Record<Locale, string[]>> = {};
  const collectChunks = (bundle: OutputBundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type === 'asset' && /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(output.fileName))
        for (const locale of locales) (textFonts[locale] ??= []).unshift(output.fileName);
      if (output.type === 'asset' && /^assets\/cairo-arabic-wght-normal-[\w-]+\.woff2$/.test(output.fileName)) (textFonts.ar ??= []).push(output.fileName);
      if (output.type !== 'chunk') continue;
      importsOfChunk.set(output.fileName, output.imports);
      if (output.facadeModuleId) chunkByModule.set(output.facadeModuleId, output.fileName);
    }
  };

  /**
   * The chunks of a page's language content, blocks module and block components (and, right to
   * left, the RTL styling), with everything they import.
   */
  const chunksForPage = (path: string, locale: Locale, blockTypes: string[]) => {
    const blocksDir = join(config.root, 'src', 'blocks') + sep;
    const roots = [chunkByModule.get(`\0${contentModuleId(locale)}`), chunkByModule.get(`\0${pageModuleId(path)}`)];
    if (localeInfo[locale].dir === 'rtl') roots.push(chunkByModule.get(join(config.root, 'src', 'theme', 'rtl.ts')));
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
        const contents: Record<Locale, { site: Site['site']; ui: Site['ui']; routes: Route[]; redirects: PrerenderManifest['redirects'] }> = server.contents;

        // The server renders form results into the same template later.
        writeFileSync(join(outDir, '..', templateName), template);

        const seoSites = options.sites;
        const write = async (path: string | null, locale: Locale, file: string, title: string, description: string | null) => {
          const page = await server.renderPath(path ?? localizedPath('/404-not-found', locale));
          const seoSite = seoSites?.[locale];
          const seoRoute = path === null ? undefined : seoSite?.routes.find((route) => route.path === path);
          if (path !== null && page.notFound) throw new Error(`${path} rendered the not-found page`);
          const preloads = path === null ? [] : chunksForPage(path, locale, page.blockTypes).filter((f) => !template.includes(`/${f}"`));
          const { url } = contents[locale].site;
          const html = documentHtml(
            template,
            {
              locale,
              title,
              description: description ?? undefined,
              canonical: path === null ? undefined : absoluteUrl(url, path),
              head: [
                // Fetched with the page rather than after the CSS, so that the text is not drawn
                // twice (fallback font, then the web font) and nothing moves when it arrives.
                ...(textFonts[locale] ?? []).map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${config.base}${font}" />`),
                `<link rel="alternate" type="application/rss+xml" href="${feedPath(locale)}" />`,
                ...(path === null ? [] : languageAlternates(url, unlocalizedPath(path)).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`)),
                ...(seoSite && seoRoute ? shareTags(seoSite, seoRoute, locale) : []),
              ],
              structuredData: seoSite && seoRoute ? structuredDataTag(structuredData(seoSite, seoRoute)) : undefined,
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
        const notFoundByLocale: Partial<Record<Locale, PrerenderedFile>> = {};
        const offlineByLocale: Partial<Record<Locale, PrerenderedFile>> = {};
        const redirects: PrerenderManifest['redirects'] = [];
        for (const locale of locales) {
          const { site, ui, routes } = contents[locale];
          for (const route of routes) pages.push(await write(route.path, locale, htmlFileFor(route.path), `${route.title} | ${site.brand}`, route.description));
          notFoundByLocale[locale] = await write(null, locale, notFoundFileFor(locale), `${ui.notFound.title} | ${site.brand}`, null);
          // The service worker's page for addresses it has not saved, while offline: plain HTML, no scripts.
          const offline = await server.renderPath(localizedPath(offlinePath, locale));
          const file = offlineFileFor(locale);
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), documentHtml(template, { locale, title: `${ui.offline!.title} | ${site.brand}`, styleTags: offline.styleTags, html: offline.html }, { scripts: false }));
          offlineByLocale[locale] = { path: null, file, styleHashes: styleHashes(offline.styleTags) };
          redirects.push(...contents[locale].redirects);
        }
        if (seoSites) {
          const cards = join(outDir, 'social');
          mkdirSync(cards, { recursive: true });
          for (const locale of locales) {
            const seoSite = seoSites[locale];
            const tagline = new URL(seoSite.site.url).host;
            for (const route of seoSite.routes)
              writeFileSync(join(outDir, socialCardPath(route.path)), await socialCard({ title: route.title, brand: seoSite.site.brand, tagline, direction: localeInfo[locale].dir }));
          }
        }
        // Static hosts without the server still send visitors on from an old address.
        for (const { from, to } of redirects) {
          const target = escapeHtml(to.startsWith('/') ? contents.en.site.url + to : to);
          const file = join(outDir, htmlFileFor(from));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><title>${escapeHtml(to)}</title><a href="${escapeHtml(to)}">${target}</a>\n`);
        }
        const manifest: PrerenderManifest = { pages, notFound: notFoundByLocale.en!, notFoundByLocale, offline: offlineByLocale.en, offlineByLocale, redirects };
        writeFileSync(join(outDir, '..', prerenderManifestName), JSON.stringify(manifest, null, 2));
        config.logger.info(`Prerendered ${pages.length} pages and the not-found and offline pages of each language in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
