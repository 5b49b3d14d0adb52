// Prerenders every route of site.json to its own HTML file at the end of the client build,
// using the server entry built just before. Each page gets its head (title, description,
// canonical URL, Open Graph and Twitter tags with a social card drawn for it, JSON-LD), preload
// links for its own chunks, and its critical CSS; the hashes of those inline styles go to
// prerender-manifest.json so that the server's CSP can allow exactly them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { documentHtml, escapeHtml, inlineStyleHashes } from '../src/server/documentHtml.ts';
import { offlinePath } from '../src/app/paths.ts';
import { localeInfo, localizedPath, locales, unlocalizedPath, type Locale } from '../src/app/locale.ts';
import type { Route, Site } from '../src/types/site.ts';
import { fontFaceCss, textFonts } from './lib/fonts.ts';
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
  /** What the page loads when the visitor starts to use it (src/app/deferred.tsx): MUI, its blocks' components, the footer. */
  deferredChunks?: string[];
}

export interface PrerenderManifest {
  pages: PrerenderedFile[];
  /** The filtered views of pages (?category=…), each a page of its own that the server sends for that query. */
  views?: Array<PrerenderedFile & { search: string }>;
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

/** A filtered view's file beside its page's: "/portfolio", "?category=Real+Estate" -> "portfolio/index.category-real-estate.html". */
export function viewFileFor(path: string, search: string): string {
  const slug = [...new URLSearchParams(search)].map(([key, value]) => `${key}-${value}`).join('-').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return htmlFileFor(path).replace(/index\.html$/, `index.${slug}.html`);
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

  /** The text fonts (scripts/lib/fonts.ts) as built files, and the languages whose pages preload each. */
  const fonts: Array<{ family: string; file: string; preloadFor: Locale[]; unicodeRange?: string }> = [];
  /** The boot script, the app it imports and what they import: loaded on every page at once. */
  const entryChunks = new Set<string>();
  /** The app's files, which the boot script imports one after the other: preloaded together. */
  let appChunks: string[] = [];
  const collectChunks = (bundle: OutputBundle) => {
    const boot: string[] = [];
    const app: string[] = [];
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      importsOfChunk.set(output.fileName, output.imports);
      if (output.facadeModuleId) chunkByModule.set(output.facadeModuleId, output.fileName);
      if (output.isEntry) {
        boot.push(output.fileName);
        app.push(...output.dynamicImports);
      }
    }
    const visit = (file: string | undefined) => {
      if (!file || entryChunks.has(file)) return;
      entryChunks.add(file);
      importsOfChunk.get(file)?.forEach(visit);
    };
    boot.forEach(visit);
    appChunks = closure(app, entryChunks);
    app.forEach(visit);
  };

  /**
   * The chunks a page needs to hydrate besides the app: its language's content, its blocks'
   * data and, right to left, the RTL styling, with what they import. The blocks' components
   * load later, when the visitor starts to use the page (src/app/deferred.tsx).
   */
  const chunksForPage = (path: string | null, locale: Locale) => {
    const roots = [chunkByModule.get(`\0${contentModuleId(locale)}`), path === null ? undefined : chunkByModule.get(`\0${pageModuleId(path)}`)];
    if (localeInfo[locale].dir === 'rtl') roots.push(chunkByModule.get(join(config.root, 'src', 'theme', 'rtl.ts')));
    return closure(roots, entryChunks);
  };

  /** Chunk files and everything they import, leaving out those already loaded: each after what it imports. */
  const closure = (roots: Array<string | undefined>, loaded: Set<string>) => {
    const seen = new Set<string>();
    const ordered: string[] = [];
    const visit = (file: string | undefined) => {
      if (!file || seen.has(file) || loaded.has(file)) return;
      seen.add(file);
      importsOfChunk.get(file)?.forEach(visit);
      ordered.push(file);
    };
    roots.forEach(visit);
    return ordered;
  };

  /**
   * What a page hydrates after the frame, once the visitor starts to use it: MUI with the site's
   * theme, the footer and its blocks' components, or the not-found page. Listed in the manifest so that the page weights can show it apart.
   */
  const deferredChunksForPage = (blockTypes: string[], before: string[]) => {
    const source = (...parts: string[]) => chunkByModule.get(join(config.root, 'src', ...parts));
    const roots = [source('theme', 'MuiProviders.tsx'), ...['Footer', 'Breadcrumbs'].map((part) => source('layout', `${part}.tsx`))];
    if (blockTypes.length === 0) roots.push(source('app', 'NotFoundPage.tsx'));
    for (const [moduleId, file] of chunkByModule) if (blockTypes.some((type) => moduleId.startsWith(join(config.root, 'src', 'blocks', type) + sep))) roots.push(file);
    return closure(roots, new Set([...entryChunks, ...before]));
  };

  return {
    name: 'nuqta-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_, bundle) {
      collectChunks(bundle);
      for (const font of options.sites ? await textFonts(options.sites) : []) {
        const reference = this.emitFile({ type: 'asset', name: font.name, source: font.source });
        fonts.push({ family: font.family, file: this.getFileName(reference), preloadFor: font.preloadFor, unicodeRange: font.unicodeRange });
      }
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const outDir = config.build.outDir;
        // The @font-face rules go into every page, inline: one request less before the first paint.
        const fontFaces = fontFaceCss(fonts.map(({ family, file, unicodeRange }) => ({ family, url: config.base + file, unicodeRange })));
        const template = readFileSync(join(outDir, 'index.html'), 'utf8').replace('<!--app-head-->', `<style>${fontFaces}</style>\n    <!--app-head-->`);
        const server = await import(pathToFileURL(options.serverEntry).href);
        const contents: Record<Locale, { site: Site['site']; ui: Site['ui']; routes: Route[]; redirects: PrerenderManifest['redirects'] }> = server.contents;

        // The server renders form results into the same template later.
        writeFileSync(join(outDir, '..', templateName), template);

        const seoSites = options.sites;
        const write = async (path: string | null, locale: Locale, file: string, title: string, description: string | null, search = '') => {
          const page = await server.renderPath((path ?? localizedPath('/404-not-found', locale)) + search);
          const seoSite = seoSites?.[locale];
          const seoRoute = path === null ? undefined : seoSite?.routes.find((route) => route.path === path);
          if (path !== null && page.notFound) throw new Error(`${path} rendered the not-found page`);
          const chunks = [...appChunks, ...chunksForPage(path, locale)];
          const blockTypes = [...new Set(seoRoute?.blocks.map((block) => block.type))];
          const deferredChunks = deferredChunksForPage(blockTypes, chunks);
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
                ...fonts.filter((font) => font.preloadFor.includes(locale)).map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${config.base}${font.file}" />`),
                `<link rel="alternate" type="application/rss+xml" href="${feedPath(locale)}" />`,
                ...(path === null ? [] : languageAlternates(url, unlocalizedPath(path)).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`)),
                ...(seoSite && seoRoute ? shareTags(seoSite, seoRoute, locale) : []),
              ],
              structuredData: seoSite && seoRoute ? structuredDataTag(structuredData(seoSite, seoRoute)) : undefined,
              chunks,
              deferredChunks,
              styleTags: page.styleTags,
              html: page.html,
              search,
            },
            { base: config.base },
          );
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), html);
          return { path, file, styleHashes: inlineStyleHashes(html), deferredChunks };
        };

        const pages: PrerenderedFile[] = [];
        const views: NonNullable<PrerenderManifest['views']> = [];
        const notFoundByLocale: Partial<Record<Locale, PrerenderedFile>> = {};
        const offlineByLocale: Partial<Record<Locale, PrerenderedFile>> = {};
        const redirects: PrerenderManifest['redirects'] = [];
        for (const locale of locales) {
          const { site, ui, routes } = contents[locale];
          for (const route of routes) {
            pages.push(await write(route.path, locale, htmlFileFor(route.path), `${route.title} | ${site.brand}`, route.description));
            const withBlocks = seoSites?.[locale].routes.find((r) => r.path === route.path);
            for (const search of withBlocks ? (server.filterViews(withBlocks) as string[]) : [])
              views.push({ ...(await write(route.path, locale, viewFileFor(route.path, search), `${route.title} | ${site.brand}`, route.description, search)), search });
          }
          notFoundByLocale[locale] = await write(null, locale, notFoundFileFor(locale), `${ui.notFound.title} | ${site.brand}`, null);
          // The service worker's page for addresses it has not saved, while offline: plain HTML, no scripts.
          const offline = await server.renderPath(localizedPath(offlinePath, locale));
          const file = offlineFileFor(locale);
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          const offlineHtml = documentHtml(template, { locale, title: `${ui.offline!.title} | ${site.brand}`, styleTags: offline.styleTags, html: offline.html }, { scripts: false });
          writeFileSync(join(outDir, file), offlineHtml);
          offlineByLocale[locale] = { path: null, file, styleHashes: inlineStyleHashes(offlineHtml) };
          redirects.push(...contents[locale].redirects);
        }
        if (seoSites) {
          const cards = join(outDir, 'social');
          mkdirSync(cards, { recursive: true });
          // All at once: satori lays a card out on this thread while sharp draws others on its own.
          await Promise.all(
            locales.flatMap((locale) => {
              const seoSite = seoSites[locale];
              const tagline = new URL(seoSite.site.url).host;
              return seoSite.routes.map(async (route) =>
                writeFileSync(join(outDir, socialCardPath(route.path)), await socialCard({ title: route.title, brand: seoSite.site.brand, tagline, direction: localeInfo[locale].dir })),
              );
            }),
          );
        }
        // Static hosts without the server still send visitors on from an old address.
        for (const { from, to } of redirects) {
          const target = escapeHtml(to.startsWith('/') ? contents.en.site.url + to : to);
          const file = join(outDir, htmlFileFor(from));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><title>${escapeHtml(to)}</title><a href="${escapeHtml(to)}">${target}</a>\n`);
        }
        const manifest: PrerenderManifest = { pages, views, notFound: notFoundByLocale.en!, notFoundByLocale, offline: offlineByLocale.en, offlineByLocale, redirects };
        writeFileSync(join(outDir, '..', prerenderManifestName), JSON.stringify(manifest, null, 2));
        config.logger.info(`Prerendered ${pages.length} pages, ${views.length} filtered views and the not-found and offline pages of each language in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
