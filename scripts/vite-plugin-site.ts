// Validates site.json for the build and the dev server: an invalid file fails the build, and in
// the dev server shows the problems in the error overlay. The code never imports the content:
// the build's prerender renders it into data files (src/server/render/renderSite.ts), and the dev server
// serves the same data from the file as it is now, at /__site/ (src/client/siteData.ts).
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { locales, localeOfPath, type Locale } from '../src/app/locale.ts';
import type { Site } from '../src/types/site.ts';
import { routeBlocks, siteContentData } from '../src/app/siteContentData.ts';
import { devContentPath } from '../src/client/siteData.ts';
import { formatProblems, validateSiteText, type SiteProblem } from '../src/server/render/validateSite.ts';

/**
 * A module the app imports in the dev server only: loading it fails with site.json's problems, so
 * that a page loaded (or reloaded) while the file is invalid shows them in Vite's error overlay.
 */
export const siteProblemsModule = 'virtual:site-problems';

/** Where the dev server serves a route's blocks. */
const devPagePath = (path: string) => `/__site/page.json?${new URLSearchParams({ path })}`;

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
  // The build and every request of the dev server ask for the site: validate each version of the file once.
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
      if (id === siteProblemsModule) return `\0${id}`;
    },
    load(id) {
      if (id !== `\0${siteProblemsModule}`) return;
      // Thrown as it is: this.error() would add the plugin's name and a stack trace to the overlay.
      readSites();
      return 'export {};';
    },
    configResolved(config) {
      serving = config.command === 'serve';
      logger = config.logger;
    },
    configureServer(server: ViteDevServer) {
      // The content as the built site's data files hold it, made from the file as it is now.
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev');
        const locale = locales.find((l) => url.pathname === devContentPath(l));
        if (!locale && url.pathname !== '/__site/page.json') return next();
        let sites: Record<Locale, Site>;
        try {
          sites = readSites();
        } catch (error) {
          response.statusCode = 500;
          return response.end((error as Error).message);
        }
        const path = url.searchParams.get('path') ?? '';
        const data = locale
          ? { ...siteContentData(sites[locale], locale), pages: Object.fromEntries(sites[locale].routes.map((route) => [route.path, devPagePath(route.path)])) }
          : routeBlocks(sites[localeOfPath(path)], path);
        response.statusCode = data ? 200 : 404;
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify(data ?? null));
      });
      server.watcher.add(options.siteFile);
      // 'all' rather than 'change': editors that save atomically replace the file (unlink + add).
      server.watcher.on('all', (event, file) => {
        if (!['add', 'change'].includes(event) || join(file) !== join(options.siteFile)) return;
        const problemsModule = server.moduleGraph.getModuleById(`\0${siteProblemsModule}`);
        if (problemsModule) server.moduleGraph.invalidateModule(problemsModule);
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
