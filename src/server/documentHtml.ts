// Puts a rendered page into the built index.html: used by the prerender at build time and by
// the server for the few pages it renders on request (form results for browsers without JS).
import { createHash } from 'node:crypto';
import { localeInfo, type Locale } from '../app/locale.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The CSP source expression allowing exactly this inline content. */
export const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** The CSP hashes of a document's inline <style> elements: the page's critical CSS and its fonts. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => cspHash(match[1]));
}

export interface DocumentParts {
  /** The page's language: it sets <html lang dir>. */
  locale?: Locale;
  title: string;
  description?: string;
  /** The page's public address; pages without one are marked noindex. */
  canonical?: string;
  /** More head elements: share tags, structured data. */
  head?: string[];
  /** The page's own module files, relative to the base: the boot script loads them with the app (src/boot.ts). */
  chunks?: string[];
  /** What the page loads when the visitor starts to use it (src/app/deferred.tsx), preloaded then in parallel. */
  deferredChunks?: string[];
  /** The page's content as data (src/client/siteData.ts): its language's file and its route's, as addresses. */
  dataFiles?: { content: string; page?: string };
  styleTags: string[];
  /** The markup inside #root. */
  html: string;
  /** The query of the view the page shows (a filter's, "?category=…"), when not the page's default. */
  search?: string;
  /**
   * The JSON-LD script tag, put at the end of the body: search engines read it anywhere, and in
   * the head its size (all 80 answers on the FAQ) would hold back the styles and scripts after it.
   */
  structuredData?: string;
}

const dataAttributes = (files: DocumentParts['dataFiles']) => (files ? ` data-content="${escapeHtml(files.content)}"${files.page ? ` data-page="${escapeHtml(files.page)}"` : ''}` : '');

export function documentHtml(template: string, parts: DocumentParts, { base = '/', scripts = true } = {}): string {
  const head = [
    `<title>${escapeHtml(parts.title)}</title>`,
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}" />` : '',
    parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}" />` : '<meta name="robots" content="noindex" />',
    ...(parts.head ?? []),
    ...parts.styleTags,
  ]
    .filter(Boolean)
    .join('\n    ');
  const { lang, dir } = localeInfo[parts.locale ?? 'en'];
  const page = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}" dir="${dir}"`)
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html-->', `<div id="root"${parts.search ? ` data-search="${escapeHtml(parts.search)}"` : ''}>${parts.html}`)
    .replace(/<script type="module"([^>]*)><\/script>/, (tag, attributes: string) =>
      parts.chunks?.length
        ? `<script type="module"${attributes} data-chunks="${parts.chunks.map((file) => base + file).join(' ')}" data-deferred-chunks="${(parts.deferredChunks ?? []).map((file) => base + file).join(' ')}"${dataAttributes(parts.dataFiles)}></script>`
        : tag,
    )
    .replace('</body>', `${parts.structuredData ? `  ${parts.structuredData}\n  ` : ''}</body>`);
  // A page rendered for one request stays plain HTML: hydrating it would discard what it shows.
  return scripts ? page : page.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}
