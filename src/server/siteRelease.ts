// A release of the site as the server serves it: one build folder (client/, server/, the
// prerender manifest), read once. The server answers from the live release, which a publish or a
// rollback replaces at once (src/server/releases/); the hashed files of the releases kept
// before it are served too, so that a page opened on an older release keeps working.
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { PrerenderManifest, PrerenderedFile } from './releaseFiles.ts';
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

/** The pages a release's manifest lists (views and not-found pages too), by file. */
const pageFiles = (manifest: PrerenderManifest) => [
  ...new Set([...manifest.pages, ...(manifest.views ?? []), manifest.notFound, ...Object.values(manifest.notFoundByLocale ?? {})].map((page) => page.file)),
];

/** Reads a release at once (a server starting, a check). */
export function readRelease(id: string, dir: string): SiteRelease {
  const manifest: PrerenderManifest = JSON.parse(readFileSync(join(dir, 'prerender-manifest.json'), 'utf8'));
  const clientDir = resolve(dir, 'client');
  const pagesWithForms = new Map<string, string>();
  for (const file of pageFiles(manifest)) {
    const html = readFileSync(join(clientDir, file), 'utf8');
    if (hasFormTokenInput(html)) pagesWithForms.set(file, html);
  }
  return releaseOf(id, dir, manifest, pagesWithForms);
}

/** Reads a release without holding up the requests meanwhile (a running server switching to it). */
export async function loadRelease(id: string, dir: string): Promise<SiteRelease> {
  const manifest: PrerenderManifest = JSON.parse(await readFile(join(dir, 'prerender-manifest.json'), 'utf8'));
  const clientDir = resolve(dir, 'client');
  const pagesWithForms = new Map<string, string>();
  // One page at a time, each awaited: a page request waits for one read at most.
  for (const file of pageFiles(manifest)) {
    const html = await readFile(join(clientDir, file), 'utf8');
    if (hasFormTokenInput(html)) pagesWithForms.set(file, html);
  }
  return releaseOf(id, dir, manifest, pagesWithForms);
}

/** `pagesWithForms`: the HTML of the pages whose forms get a fresh token each time, by file. */
function releaseOf(id: string, dir: string, manifest: PrerenderManifest, pagesWithForms: Map<string, string>): SiteRelease {
  const clientDir = resolve(dir, 'client');
  const offline = [manifest.offline, ...Object.values(manifest.offlineByLocale ?? {})].filter((page) => page !== undefined);
  const views = new Map((manifest.views ?? []).map((view) => [`${view.path}${view.search}`, view]));
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
