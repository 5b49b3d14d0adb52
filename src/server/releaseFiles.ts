// The shape of a release's files as the build writes them and the server reads them: the manifests,
// their names, and the built renderer's interface. The build (src/server/render/renderSite.ts) writes them.
import type { Locale } from '../app/locale.ts';
import type { SiteContent, SiteContentData } from '../app/siteContentData.ts';
import type { BlockData } from '../blocks/blockData.ts';
import type { RenderedPage } from '../entry-server.tsx';
import type { FormOutcome } from '../forms/outcome.ts';
import type { Site } from '../types/site.ts';

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
  /** The content's data files (src/client/siteData.ts), relative to the client output folder. */
  dataFiles?: string[];
  /** Every file the render wrote into the client folder: the rest is the code's (and public/'s). */
  renderedFiles?: string[];
}

/** What the client build tells the renderer about its files: written once per deployment. */
export interface CodeManifest {
  /** This deployment's code: a hash of its server entry and its client's chunk graph. */
  id: string;
  /** The public path the files are served under ("/"). */
  base: string;
  /** The built index.html, before any page went into it. */
  template: string;
  /** The boot script, the app it imports and what they import: loaded on every page. */
  entryChunks: string[];
  /** The app's files, which the boot script imports one after the other: every page preloads them. */
  appChunks: string[];
  /** Each chunk's static imports. */
  imports: Record<string, string[]>;
  /** The chunks of the parts a page may load besides the app. */
  parts: Partial<Record<'rtl' | 'muiProviders' | 'footer' | 'breadcrumbs' | 'notFoundPage', string>>;
  /** The chunks of each block type's components. */
  blocks: Record<string, string[]>;
}

/** The deployment's built renderer (src/entry-server.tsx), as the renderer imports it. */
export interface ServerEntry {
  siteContents(sites: Record<Locale, Site>): Record<Locale, SiteContent>;
  siteContentData(site: Site, locale: Locale): SiteContentData;
  routeBlocks(site: Site, path: string): BlockData[] | undefined;
  renderPath(contents: Record<Locale, SiteContent>, path: string, formOutcome?: FormOutcome | null): Promise<RenderedPage>;
  filterViews(route: { blocks: ReadonlyArray<{ type: string }> }): string[];
}

export const prerenderManifestName = 'prerender-manifest.json';
export const codeManifestName = 'code-manifest.json';
/** The validated sites a release was rendered from: the server renders its form results from them. */
export const releaseContentName = 'content.json';
/** The built index.html with the release's fonts: the server renders form results into it. */
export const templateName = 'template.html';
