// Renders a site's content with a deployment's built code into the files of a release: every
// route's page in each language (head, share tags, JSON-LD, critical CSS, the files it loads),
// the filtered views, the not-found and offline pages, the content as data files for the browser
// (src/client/siteData.ts), the text fonts cut to the content's letters, the share cards, the
// sitemap, the feeds, robots.txt and the redirect pages. The code is not built again: what the
// pages load is read from the code manifest the client build wrote (code-manifest.json). The
// build's prerender runs it (scripts/vite-plugin-prerender.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedFile, removeUnusedFiles } from './fileCache.ts';
import { documentHtml, escapeHtml, inlineStyleHashes } from '../documentHtml.ts';
import { offlinePath } from '../../app/paths.ts';
import { localeInfo, localeOfPath, localizedPath, locales, unlocalizedPath, type Locale } from '../../app/locale.ts';
import type { BlockData } from '../../blocks/blockData.ts';
import type { Route, Site } from '../../types/site.ts';
import type { RenderedPage } from '../../entry-server.tsx';
import { prerenderManifestName, releaseContentName, templateName, type CodeManifest, type PrerenderManifest, type PrerenderedFile, type ServerEntry } from '../releaseFiles.ts';
import { fontFaceCss, textFonts } from './fonts.ts';
import { feedPath, rssFeed } from './rss.ts';
import { absoluteUrl, languageAlternates, robotsTxt, sitemap } from './sitemap.ts';
import { socialCard, socialCardPath, socialCardSize } from './socialCards.ts';
import { pageUrl, structuredData, structuredDataTag } from './structuredData.ts';

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

/** A name that changes with the bytes: "assets/content/en-<hash>.json". */
const hashedName = (stem: string, extension: string, data: string | Buffer) => `${stem}-${createHash('sha256').update(data).digest('hex').slice(0, 8)}.${extension}`;

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

/** Chunk files and everything they import, leaving out those already loaded: each after what it imports. */
function closure(code: CodeManifest, roots: Array<string | undefined>, loaded: Set<string>): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (file: string | undefined) => {
    if (!file || seen.has(file) || loaded.has(file)) return;
    seen.add(file);
    code.imports[file]?.forEach(visit);
    ordered.push(file);
  };
  roots.forEach(visit);
  return ordered;
}

export interface RenderSiteOptions {
  server: ServerEntry;
  /** The validated sites, placeholders filled. */
  sites: Record<Locale, Site>;
  code: CodeManifest;
  /** The release's client folder: the code's files are there or served beside it. */
  clientDir: string;
  /** Where the prerender manifest and the form pages' template go. */
  releaseDir: string;
  /** Where rendered pages are kept by what they were rendered from: a page whose inputs did not change is not rendered again. */
  cacheDir?: string;
}

export const renderCacheDir = fileURLToPath(new URL('../../../node_modules/.cache/rendered-pages', import.meta.url));

/** Writes the release's pages and content files; returns the manifest the server reads them from. */
export async function renderSite({ server, sites, code, clientDir, releaseDir, cacheDir = renderCacheDir }: RenderSiteOptions): Promise<PrerenderManifest> {
  const { base } = code;
  const renderedFiles = new Set<string>();
  const write = (file: string, data: string | Buffer) => {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    // A new file, never written through: the folder may hold the deployment's files as links (scripts/render-release.ts).
    rmSync(join(clientDir, file), { force: true });
    writeFileSync(join(clientDir, file), data);
    renderedFiles.add(file);
  };
  const entryChunks = new Set(code.entryChunks);

  // The text fonts, cut to the content's letters; their @font-face rules go into every page,
  // inline: one request less before the first paint.
  const fonts = (await textFonts(sites)).map((font) => {
    const file = hashedName(`assets/${font.name.replace(/\.woff2$/, '')}`, 'woff2', font.source);
    write(file, font.source);
    return { ...font, file };
  });
  const fontFaces = fontFaceCss(fonts.map(({ family, file, unicodeRange }) => ({ family, url: base + file, unicodeRange })));
  const template = code.template.replace('<!--app-head-->', `<style>${fontFaces}</style>\n    <!--app-head-->`);
  writeFileSync(join(releaseDir, templateName), template);
  writeFileSync(join(releaseDir, releaseContentName), JSON.stringify(sites));

  // The content as the browser reads it: a file per route and language, and one per language
  // naming them (src/client/siteData.ts).
  const dataFiles: string[] = [];
  const contentFileOf = {} as Record<Locale, string>;
  const pageFileOf = new Map<string, string>();
  for (const locale of locales) {
    const pages: Record<string, string> = {};
    for (const route of sites[locale].routes) {
      const text = JSON.stringify(server.routeBlocks(sites[locale], route.path));
      const file = hashedName(`assets/content/pages${route.path === '/' ? '/index' : route.path}`, 'json', text);
      write(file, text);
      dataFiles.push(file);
      pageFileOf.set(route.path, base + file);
      pages[route.path] = base + file;
    }
    const text = JSON.stringify({ ...server.siteContentData(sites[locale], locale), pages });
    contentFileOf[locale] = hashedName(`assets/content/${locale}`, 'json', text);
    write(contentFileOf[locale], text);
    dataFiles.push(contentFileOf[locale]);
  }

  /** What every page of a language loads with the app: right to left, the RTL styling. */
  const chunksFor = (locale: Locale) => [...code.appChunks, ...closure(code, localeInfo[locale].dir === 'rtl' ? [code.parts.rtl] : [], entryChunks)];
  /**
   * What a page hydrates after the frame, once the visitor starts to use it: MUI with the site's
   * theme, the footer and its blocks' components, or the not-found page. Listed in the manifest so
   * that the page weights can show it apart.
   */
  const deferredChunksFor = (blockTypes: string[], before: string[]) => {
    const roots = [code.parts.muiProviders, code.parts.footer, code.parts.breadcrumbs];
    if (blockTypes.length === 0) roots.push(code.parts.notFoundPage);
    for (const type of blockTypes) roots.push(...(code.blocks[type] ?? []));
    return closure(code, roots, new Set([...entryChunks, ...before]));
  };

  const contents = server.siteContents(sites);
  // What a page's markup depends on: the code, its language's content (facts, texts, route table)
  // and its own blocks. Kept by those, a page only renders again when one of them changed.
  const contentKeys = Object.fromEntries(locales.map((locale) => [locale, JSON.stringify(server.siteContentData(sites[locale], locale))])) as Record<Locale, string>;
  const render = async (address: string, blocks: BlockData[] | undefined): Promise<RenderedPage> => {
    const key = createHash('sha256').update(JSON.stringify([code.id, address, blocks ?? null])).update(contentKeys[localeOfPath(address)]).digest('hex');
    const kept = await cachedFile(join(cacheDir, `${key}.json`), async () => Buffer.from(JSON.stringify(await server.renderPath(contents, address))));
    return JSON.parse(kept.toString('utf8'));
  };
  const renderPage = async (path: string | null, locale: Locale, file: string, title: string, description: string | null, search = ''): Promise<PrerenderedFile> => {
    const page = await render((path ?? localizedPath('/404-not-found', locale)) + search, path === null ? undefined : server.routeBlocks(sites[locale], path));
    const site = sites[locale];
    const route = path === null ? undefined : site.routes.find((r) => r.path === path);
    if (path !== null && page.notFound) throw new Error(`${path} rendered the not-found page`);
    const chunks = chunksFor(locale);
    const deferredChunks = deferredChunksFor([...new Set(route?.blocks.map((block) => block.type))], chunks);
    const { url } = site.site;
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
          ...fonts.filter((font) => font.preloadFor.includes(locale)).map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font.file}" />`),
          `<link rel="alternate" type="application/rss+xml" href="${feedPath(locale)}" />`,
          ...(path === null ? [] : languageAlternates(url, unlocalizedPath(path)).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`)),
          ...(route ? shareTags(site, route, locale) : []),
        ],
        structuredData: route ? structuredDataTag(structuredData(site, route)) : undefined,
        chunks,
        deferredChunks,
        dataFiles: { content: base + contentFileOf[locale], page: path === null ? undefined : pageFileOf.get(path) },
        styleTags: page.styleTags,
        html: page.html,
        search,
      },
      { base },
    );
    write(file, html);
    return { path, file, styleHashes: inlineStyleHashes(html), deferredChunks };
  };

  const pages: PrerenderedFile[] = [];
  const views: NonNullable<PrerenderManifest['views']> = [];
  const notFoundByLocale: Partial<Record<Locale, PrerenderedFile>> = {};
  const offlineByLocale: Partial<Record<Locale, PrerenderedFile>> = {};
  const redirects: PrerenderManifest['redirects'] = [];
  for (const locale of locales) {
    const { site, ui, routes } = sites[locale];
    for (const route of routes) {
      const title = `${route.title} | ${site.brand}`;
      pages.push(await renderPage(route.path, locale, htmlFileFor(route.path), title, route.description));
      for (const search of server.filterViews(route)) views.push({ ...(await renderPage(route.path, locale, viewFileFor(route.path, search), title, route.description, search)), search });
    }
    notFoundByLocale[locale] = await renderPage(null, locale, notFoundFileFor(locale), `${ui.notFound.title} | ${site.brand}`, null);
    // The service worker's page for addresses it has not saved, while offline: plain HTML, no scripts.
    const offline = await render(localizedPath(offlinePath, locale), undefined);
    const offlineHtml = documentHtml(template, { locale, title: `${ui.offline!.title} | ${site.brand}`, styleTags: offline.styleTags, html: offline.html }, { scripts: false });
    write(offlineFileFor(locale), offlineHtml);
    offlineByLocale[locale] = { path: null, file: offlineFileFor(locale), styleHashes: inlineStyleHashes(offlineHtml) };
    redirects.push(...(sites[locale].redirects ?? []));
    write(feedPath(locale).slice(1), rssFeed(sites[locale], locale));
  }
  write('sitemap.xml', sitemap(sites));
  write('robots.txt', robotsTxt(sites.en));

  // All at once: satori lays a card out on this thread while sharp draws others on its own.
  await Promise.all(
    locales.flatMap((locale) => {
      const site = sites[locale];
      const tagline = new URL(site.site.url).host;
      return site.routes.map(async (route) => write(socialCardPath(route.path).slice(1), await socialCard({ title: route.title, brand: site.site.brand, tagline, direction: localeInfo[locale].dir })));
    }),
  );
  // Static hosts without the server still send visitors on from an old address.
  for (const { from, to } of redirects) {
    const target = escapeHtml(to.startsWith('/') ? sites.en.site.url + to : to);
    write(htmlFileFor(from), `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><title>${escapeHtml(to)}</title><a href="${escapeHtml(to)}">${target}</a>\n`);
  }
  const manifest: PrerenderManifest = { pages, views, notFound: notFoundByLocale.en!, notFoundByLocale, offline: offlineByLocale.en, offlineByLocale, redirects, dataFiles, renderedFiles: [...renderedFiles] };
  writeFileSync(join(releaseDir, prerenderManifestName), JSON.stringify(manifest, null, 2));
  removeUnusedFiles(cacheDir, 7);
  return manifest;
}
