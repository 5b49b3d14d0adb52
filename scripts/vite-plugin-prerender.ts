// Prerenders every route of site.json to its own HTML file at the end of the client build,
// using the server entry built just before. Each page gets its head (title, description,
// canonical URL), preload links for its own chunks, and its critical CSS; the hashes of those
// inline styles go to prerender-manifest.json so that the server's CSP can allow exactly them.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { pageModuleId } from './vite-plugin-site.ts';

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
  notFound: PrerenderedFile;
}

export const prerenderManifestName = 'prerender-manifest.json';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export function prerenderPlugin(options: { serverEntry: string }): Plugin {
  let config: ResolvedConfig;
  /** Chunk file names by the module they stand for, and each chunk's static imports. */
  const chunkByModule = new Map<string, string>();
  const importsOfChunk = new Map<string, string[]>();

  const collectChunks = (bundle: OutputBundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      importsOfChunk.set(output.fileName, output.imports);
      if (output.facadeModuleId) chunkByModule.set(output.facadeModuleId, output.fileName);
    }
  };

  /** The chunks of a page's blocks module and of its block components, with everything they import. */
  const chunksForPage = (path: string, blockTypes: string[]) => {
    const blocksDir = join(config.root, 'src', 'blocks') + sep;
    const roots = [chunkByModule.get(`\0${pageModuleId(path)}`)];
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
        const { site, siteRoutes, ui } = server;

        const write = async (path: string | null, file: string, title: string, description: string | null) => {
          const page = await server.renderPath(path ?? '/404-not-found');
          if (path !== null && page.notFound) throw new Error(`${path} rendered the not-found page`);
          const blockTypes: string[] = path === null ? [] : page.blockTypes;
          const preloads = path === null ? [] : chunksForPage(path, blockTypes).filter((f) => !template.includes(`/${f}"`));
          const head = [
            `<title>${escapeHtml(title)}</title>`,
            description ? `<meta name="description" content="${escapeHtml(description)}" />` : '',
            path !== null ? `<link rel="canonical" href="${escapeHtml(site.url + path)}" />` : '<meta name="robots" content="noindex" />',
            ...preloads.map((f) => `<link rel="modulepreload" crossorigin href="${config.base}${f}" />`),
            ...page.styleTags,
          ]
            .filter(Boolean)
            .join('\n    ');
          const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', page.html);
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), html);
          const styleHashes = page.styleTags.map((tag: string) => cspHash(tag.replace(/^<style[^>]*>/, '').replace(/<\/style>$/, '')));
          return { path, file, styleHashes };
        };

        const pages: PrerenderedFile[] = [];
        for (const route of siteRoutes)
          pages.push(await write(route.path, htmlFileFor(route.path), `${route.title} | ${site.brand}`, route.description));
        const notFound = await write(null, '404.html', `${ui.notFound.title} | ${site.brand}`, null);
        const manifest: PrerenderManifest = { pages, notFound };
        writeFileSync(join(outDir, '..', prerenderManifestName), JSON.stringify(manifest, null, 2));
        config.logger.info(`Prerendered ${pages.length} pages and the not-found page in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
