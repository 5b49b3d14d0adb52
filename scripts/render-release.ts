// `node scripts/render-release.ts <release folder> <site file> <public folder>`: a console publish's
// render, in a process of its own (studio/server/releases/publisher.ts). The content is rendered
// with the deployment's already-built code (BUILD_DIR: its server entry and code manifest) into
// the release folder: no bundler runs. The folder gets the deployment's code files as hard links
// (copies where the disk cannot link), the release's public files (with the uploads), and the
// rendered pages and content files, each new page compressed (most from the cache). Exits 1 with
// the problems of invalid content.
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompressFile } from './lib/precompress.ts';
import { codeManifestName, prerenderManifestName, renderSite, type CodeManifest, type PrerenderManifest, type ServerEntry } from './lib/renderSite.ts';
import { formatProblems, validateSiteFile } from './lib/validate-site.ts';
import { pwaOptions } from './pwa.ts';

const [releaseArg, siteArg, publicArg] = process.argv.slice(2);
if (!releaseArg || !siteArg || !publicArg) {
  console.error('Usage: node scripts/render-release.ts <release folder> <site file> <public folder>');
  process.exit(2);
}
const releaseDir = resolve(releaseArg);
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const clientDir = join(releaseDir, 'client');
const started = performance.now();

const validation = validateSiteFile(resolve(siteArg), { publicDir: resolve(publicArg) });
if (!validation.ok) {
  console.error(formatProblems(validation.problems));
  process.exit(1);
}

// The deployment's code: every file of its client folder that its own render did not write.
const code: CodeManifest = JSON.parse(readFileSync(join(buildDir, codeManifestName), 'utf8'));
const deployment: PrerenderManifest = JSON.parse(readFileSync(join(buildDir, prerenderManifestName), 'utf8'));
const deploymentClient = join(buildDir, 'client');
/** The installable app's manifest: its name and shortcuts come from the content too. */
const webManifest = 'manifest.webmanifest';
const rendered = new Set([...(deployment.renderedFiles ?? []), webManifest].flatMap((file) => [file, `${file}.br`, `${file}.gz`]));
cpSync(resolve(publicArg), clientDir, { recursive: true });
let linked = 0;
for (const entry of readdirSync(deploymentClient, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = relative(deploymentClient, join(entry.parentPath, entry.name));
  const target = join(clientDir, file);
  if (rendered.has(file) || existsSync(target)) continue;
  mkdirSync(dirname(target), { recursive: true });
  try {
    linkSync(join(deploymentClient, file), target);
  } catch {
    copyFileSync(join(deploymentClient, file), target);
  }
  linked++;
}

const server: ServerEntry = await import(pathToFileURL(join(buildDir, 'server/entry-server.js')).href);
const manifest = await renderSite({ server, sites: validation.sites, code, clientDir, releaseDir });
writeFileSync(join(clientDir, webManifest), JSON.stringify(pwaOptions(validation.site, clientDir).manifest));
const files = [...(manifest.renderedFiles ?? []), webManifest];
await Promise.all(files.map((file) => precompressFile(join(clientDir, file))));
console.log(`Rendered ${manifest.pages.length} pages and ${manifest.views?.length ?? 0} filtered views with the deployment's code (${linked} code files linked) in ${Math.round(performance.now() - started)} ms`);
