// The site's content reaches the browser as data, not code: each release has a file per language
// (facts, texts, the route table, and each route's file name) and a file per route and language
// (its blocks), named by a hash of their bytes so that they are cached for good. The page names its
// own two in its script tag (data-content, data-page; written by src/server/render/renderSite.ts): the
// boot script preloads them with the app's files, and the app reads them when it starts.
import type { Locale } from '../app/locale.ts';
import type { BlockData } from '../blocks/blockData.ts';
import type { SiteContent, SiteContentData } from '../app/siteContentData.ts';

/** A language's content file: the data, and where each route's blocks are. */
export type SiteContentFile = SiteContentData & { pages: Record<string, string> };

/** Where the dev server serves the content (scripts/vite-plugin-site.ts): it has no prerendered pages. */
export const devContentPath = (locale: Locale) => `/__site/${locale}.json`;

const script = () => document.querySelector<HTMLScriptElement>('script[data-content]');

/** The page's own data files: its language's content and, for a route, its blocks. */
export function pageDataFiles(): string[] {
  const { content, page } = script()?.dataset ?? {};
  return [content, page].filter((file): file is string => Boolean(file));
}

const fetched = new Map<string, Promise<unknown>>();

/** Reads a data file once per page, as the preload fetched it (same mode and credentials). */
export function fetchData<T>(url: string): Promise<T> {
  let data = fetched.get(url);
  if (!data) {
    data = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    });
    // A failure is tried again next time (a network back).
    data.catch(() => fetched.delete(url));
    fetched.set(url, data);
  }
  return data as Promise<T>;
}

/** Preload links for data files: fetched at once, in parallel with the app's modules, read when the app asks. */
export function preloadData(files: string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The site's content in the page's language, with a loader per route reading that route's file.
 * `onFailed` is told when a route's file does not load: gone with the release it belonged to, or
 * the network failing (as a chunk's failure, it loads the next release once, src/client/newRelease.ts).
 */
export async function loadSiteContent(locale: Locale, onFailed: () => void): Promise<SiteContent> {
  const url = script()?.dataset.content ?? devContentPath(locale);
  const { pages, ...data } = await fetchData<SiteContentFile>(url);
  const pageLoaders = Object.fromEntries(
    Object.entries(pages).map(([path, file]) => [
      path,
      () =>
        fetchData<BlockData[]>(file).then(
          (blocks) => ({ default: blocks }),
          (error: unknown) => {
            // As for a chunk that fails to load (vite:preloadError): the next release, once.
            onFailed();
            throw error;
          },
        ),
    ]),
  );
  return { ...data, pageLoaders };
}
