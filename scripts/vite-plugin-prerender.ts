// At the end of the client build: writes what the renderer needs to know of the built code
// (code-manifest.json: the template, the chunks every page loads, each block type's chunks),
// then renders site.json with the server entry built just before into the build's first release
// (src/server/render/renderSite.ts). The code itself never holds the content: a publish renders again
// with the same code manifest and server entry, without building.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import type { Locale } from '../src/app/locale.ts';
import type { Site } from '../src/types/site.ts';
import { renderSite } from '../src/server/render/renderSite.ts';
import { codeManifestName, type CodeManifest, type ServerEntry } from '../src/server/releaseFiles.ts';

/** The chunk graph of the client build, as the renderer reads it. */
function codeManifestOf(bundle: OutputBundle, root: string, base: string, template: string): Omit<CodeManifest, 'id'> {
  const imports: Record<string, string[]> = {};
  const chunkByModule = new Map<string, string>();
  const boot: string[] = [];
  const app: string[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    imports[output.fileName] = output.imports;
    if (output.facadeModuleId) chunkByModule.set(output.facadeModuleId, output.fileName);
    if (output.isEntry) {
      boot.push(output.fileName);
      app.push(...output.dynamicImports);
    }
  }
  const entryChunks = new Set<string>();
  const visit = (file: string) => {
    if (entryChunks.has(file)) return;
    entryChunks.add(file);
    imports[file]?.forEach(visit);
  };
  boot.forEach(visit);
  // The app's files in the order they are imported, each after what it imports.
  const appChunks: string[] = [];
  const visitApp = (file: string) => {
    if (entryChunks.has(file) || appChunks.includes(file)) return;
    imports[file]?.forEach(visitApp);
    appChunks.push(file);
  };
  app.forEach(visitApp);
  app.forEach(visit);
  const source = (...parts: string[]) => chunkByModule.get(join(root, 'src', ...parts));
  const blocks: Record<string, string[]> = {};
  const blocksDir = join(root, 'src', 'blocks') + sep;
  for (const [moduleId, file] of chunkByModule) {
    if (!moduleId.startsWith(blocksDir)) continue;
    const type = moduleId.slice(blocksDir.length).split(sep)[0];
    if (moduleId.slice(blocksDir.length).includes(sep)) (blocks[type] ??= []).push(file);
  }
  return {
    base,
    template,
    entryChunks: [...entryChunks],
    appChunks,
    imports,
    parts: {
      rtl: source('theme', 'rtl.ts'),
      muiProviders: source('theme', 'MuiProviders.tsx'),
      footer: source('layout', 'Footer.tsx'),
      breadcrumbs: source('layout', 'Breadcrumbs.tsx'),
      notFoundPage: source('app', 'NotFoundPage.tsx'),
    },
    blocks,
  };
}

/** The filled sites (placeholders replaced) are what the pages are rendered from. */
export function prerenderPlugin(options: { serverEntry: string; sites?: Record<Locale, Site> }): Plugin {
  let config: ResolvedConfig;
  let bundle: OutputBundle | undefined;
  return {
    name: 'nuqta-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, output) {
      bundle = output;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!bundle || !options.sites) return;
        const started = performance.now();
        const clientDir = config.build.outDir;
        const releaseDir = join(clientDir, '..');
        const graph = codeManifestOf(bundle, config.root, config.base, readFileSync(join(clientDir, 'index.html'), 'utf8'));
        const id = createHash('sha256').update(readFileSync(options.serverEntry)).update(JSON.stringify(graph)).digest('hex').slice(0, 16);
        const code: CodeManifest = { id, ...graph };
        writeFileSync(join(releaseDir, codeManifestName), JSON.stringify(code, null, 2));
        const server: ServerEntry = await import(pathToFileURL(options.serverEntry).href);
        const manifest = await renderSite({ server, sites: options.sites, code, clientDir, releaseDir });
        config.logger.info(`Prerendered ${manifest.pages.length} pages, ${manifest.views?.length ?? 0} filtered views and the not-found and offline pages of each language in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
