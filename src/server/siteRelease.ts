// A release of the site as the server serves it: one build folder (client/, server/, the
// prerender manifest), read once. The server answers from the live release, which a publish or a
// rollback replaces at once (studio/server/releases/); the hashed files of the releases kept
// before it are served too, so that a page opened on an older release keeps working.
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { PrerenderManifest, PrerenderedFile } from '../../scripts/lib/renderSite.ts';
import type { Locale } from '../app/locale.ts';
import { hasFormTokenInput } from './leads/formRoutes.ts';

export interface SiteRelease {
  /** "build" for the deployment's own build (BUILD_DIR), else the release's id. */
  id: string;
  dir: string;
  clientDir: string;
  manifest: PrerenderManifest;
  /** Each page by its address. */
  pages: Map<string, PrerenderedFile>;
  /** A page's filtered view for the request's query (?category=…), when the prerender made one. */
  viewFor(path: string, search: string): PrerenderedFile | undefined;
  /** The offline pages by their address ("/offline.html"). */
  offlinePages: Map<string, PrerenderedFile>;
  redirects: Map<string, string>;
  /** The HTML of the pages whose forms get a fresh token each time they are served, by file. */
  pagesWithForms: Map<string, string>;
  notFound(locale: Locale): PrerenderedFile;
  /** The file a path names in client/, when it is one a visitor may load (no page, copy or dotfile). */
  servedFile(path: string): string | undefined;
}

export function readRelease(id: string, dir: string): SiteRelease {
  const clientDir = resolve(dir, 'client');
  const manifest: PrerenderManifest = JSON.parse(readFileSync(join(dir, 'prerender-manifest.json'), 'utf8'));
  const offline = [manifest.offline, ...Object.values(manifest.offlineByLocale ?? {})].filter((page) => page !== undefined);
  const pagesWithForms = new Map<string, string>();
  const views = new Map((manifest.views ?? []).map((view) => [`${view.path}${view.search}`, view]));
  for (const page of [...manifest.pages, ...views.values(), manifest.notFound, ...Object.values(manifest.notFoundByLocale ?? {})]) {
    const html = readFileSync(join(clientDir, page.file), 'utf8');
    if (hasFormTokenInput(html)) pagesWithForms.set(page.file, html);
  }
  return {
    id,
    dir,
    clientDir,
    manifest,
    pages: new Map(manifest.pages.map((page) => [page.path!, page])),
    viewFor(path, search) {
      // Only the filter's own parameter chooses the view; others (a campaign's) leave it as it is.
      const category = new URLSearchParams(search).get('category');
      return category ? views.get(`${path}?${new URLSearchParams({ category })}`) : undefined;
    },
    offlinePages: new Map(offline.map((page) => [`/${page.file}`, page])),
    redirects: new Map((manifest.redirects ?? []).map(({ from, to }) => [from, to])),
    pagesWithForms,
    notFound: (locale) => manifest.notFoundByLocale?.[locale] ?? manifest.notFound,
    servedFile(path) {
      try {
        const file = resolve(clientDir, `.${decodeURIComponent(path)}`);
        // As @fastify/static would serve them: no dotfile, no raw page or compressed copy.
        const served = file.startsWith(clientDir + sep) && !file.includes(`${sep}.`) && !/\.(html|br|gz)$/.test(file) && statSync(file).isFile();
        return served ? file.slice(clientDir.length + 1) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** Where the server finds the live release, and the ones kept before it (newest first). */
export interface ReleaseSource {
  live(): SiteRelease;
  kept(): SiteRelease[];
}

/** A source of one release that never changes (the tests, a server without the console). */
export const fixedRelease = (release: SiteRelease): ReleaseSource => ({ live: () => release, kept: () => [] });
