// Makes site.json available to the app as virtual modules, after validating it:
//   virtual:site                      a loader for each language's content
//   virtual:site-content/<locale>     the site in one language without the routes' blocks (facts,
//                                     texts, route table, page loaders): only the visitor's language loads
//   virtual:site-page/<path>          one route's blocks in its language ("/ar/contact" is Arabic), a
//                                     chunk of its own so each page loads only its content
// An invalid site.json fails the build, and in the dev server shows the problems in the error overlay.
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { localeOfPath, locales, type Locale } from '../src/app/locale.ts';
import type { Site } from '../src/types/site.ts';
import { routeBlocks, siteContentData } from '../src/app/siteContentData.ts';
import { feedPath, rssFeed } from './lib/rss.ts';
import { robotsTxt, sitemap } from './lib/sitemap.ts';
import { formatProblems, validateSiteText, type SiteProblem } from './lib/validate-site.ts';

const siteId = 'virtual:site';
const contentPrefix = 'virtual:site-content';
const pagePrefix = 'virtual:site-page';

/** The module id of a language's content: "virtual:site-content/ar". */
export function contentModuleId(locale: Locale): string {
  return `${contentPrefix}/${locale}`;
}

/** The module id of a route's blocks: "/" is "virtual:site-page/index". */
export function pageModuleId(path: string): string {
  return `${pagePrefix}${path === '/' ? '/index' : path}`;
}

/**
 * The problems as Vite's overlay shows them to a marketer: the message, and site.json's first
 * problem as a link to its line; no plugin name and no stack trace, which say nothing to them.
 */
export function siteProblemsError(problems: SiteProblem[], siteFile: string): Error & { id: string; loc?: { file: string; line: number; column: number } } {
  const first = problems.find((p) => p.line !== undefined);
  const error = Object.assign(new Error(`site.json has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${formatProblems(problems, basename(siteFile))}`), {
    id: siteFile,
    loc: first ? { file: siteFile, line: first.line!, column: first.column ?? 1 } : undefined,
  });
  error.stack = '';
  return error;
}

export function sitePlugin(options: { siteFile: string; publicDir: string }): Plugin {
  // Every virtual module asks for the site: validate each version of the file once.
  let validated: { text: string; result: ReturnType<typeof validateSiteText> } | undefined;
  const validate = () => {
    const text = readFileSync(options.siteFile, 'utf8');
    if (validated?.text !== text) validated = { text, result: validateSiteText(text, { publicDir: options.publicDir }) };
    return validated.result;
  };
  const readSites = (): Record<Locale, Site> => {
    const result = validate();
    if (!result.ok) throw siteProblemsError(result.problems, options.siteFile);
    return result.sites;
  };

  const siteModule = () =>
    `export const contentLoaders = {\n${locales.map((locale) => `  ${locale}: () => import(${JSON.stringify(contentModuleId(locale))}),`).join('\n')}\n};`;

  const contentModule = (site: Site, locale: Locale) => {
    const data = siteContentData(site, locale);
    const loaders = site.routes.map((r) => `  ${JSON.stringify(r.path)}: () => import(${JSON.stringify(pageModuleId(r.path))}),`);
    return [
      ...Object.entries(data).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`),
      `export const pageLoaders = {\n${loaders.join('\n')}\n};`,
    ].join('\n');
  };

  let serverBuild = false;
  let serving = false;
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'nuqta-site',
    enforce: 'pre',
    buildStart() {
      this.addWatchFile(options.siteFile);
      try {
        readSites();
      } catch (error) {
        // The dev server still starts, so that the page shows the problems and reloads once they are fixed.
        if (serving) logger?.error((error as Error).message);
        else this.error((error as Error).message);
      }
    },
    resolveId(id) {
      if (id === siteId || id.startsWith(`${contentPrefix}/`) || id.startsWith(`${pagePrefix}/`)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith('\0virtual:site')) return;
      let sites: Record<Locale, Site>;
      try {
        sites = readSites();
      } catch (error) {
        // this.error() would add the plugin's name and a stack trace to the dev server's overlay.
        if (serving) throw error;
        this.error((error as Error).message);
      }
      if (id === `\0${siteId}`) return siteModule();
      const contentLocale = locales.find((locale) => id === `\0${contentModuleId(locale)}`);
      if (contentLocale) return contentModule(sites[contentLocale], contentLocale);
      const path = id.slice(`\0${pagePrefix}`.length).replace(/^\/index$/, '/');
      const site = sites[localeOfPath(path)];
      if (!site.routes.some((r) => r.path === path)) this.error(`No route for ${id}`);
      return `export default ${JSON.stringify(routeBlocks(site, path))};`;
    },
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
      serving = config.command === 'serve';
      logger = config.logger;
    },
    generateBundle() {
      // The feed belongs with the client's files, not in the server entry's build.
      if (serverBuild) return;
      const sites = readSites();
      for (const locale of locales) this.emitFile({ type: 'asset', fileName: feedPath(locale).slice(1), source: rssFeed(sites[locale], locale) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap(sites) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(sites.en) });
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(options.siteFile);
      // 'all' rather than 'change': editors that save atomically replace the file (unlink + add).
      server.watcher.on('all', (event, file) => {
        if (!['add', 'change'].includes(event) || join(file) !== join(options.siteFile)) return;
        for (const module of [...server.moduleGraph.idToModuleMap.values()])
          if (module.id?.startsWith('\0virtual:site')) server.moduleGraph.invalidateModule(module);
        const result = validate();
        if (result.ok) server.ws.send({ type: 'full-reload' });
        else {
          const { message, stack, id, loc } = siteProblemsError(result.problems, options.siteFile);
          server.ws.send({ type: 'error', err: { message, stack: stack ?? '', id, loc } });
        }
      });
    },
  };
}
