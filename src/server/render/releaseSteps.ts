// The work of a console publish, step by step: validate the saved content, render it with the
// deployment's already-built code into the release's folder (no bundler runs), check what was
// rendered. The release worker (src/server/render/releaseWorker.ts) runs the three in one process of its
// own, so that the schemas are compiled and the content is read once a publish; the scripts
// render-release.ts and check-release.ts run them one at a time.
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRelease } from '../siteRelease.ts';
import type { Locale } from '../../app/locale.ts';
import type { Site } from '../../types/site.ts';
import { pwaOptions } from './pwa.ts';
import { brokenLinks } from './linkCheck.ts';
import { pagesOverBudget } from './pageBudgets.ts';
import { precompressFile } from './precompress.ts';
import { renderSite } from './renderSite.ts';
import { codeManifestName, prerenderManifestName, type CodeManifest, type PrerenderManifest, type ServerEntry } from '../releaseFiles.ts';
import { formatProblems, validateSiteFile } from './validateSite.ts';

/** A step's failure that the publish shows as it is: the content's problems, the checks' findings. */
export class ReleaseProblems extends Error {}

export interface ValidatedContent {
  site: Site;
  sites: Record<Locale, Site>;
  /** "31 routes in each of en and ar, 101 blocks" */
  summary: string;
}

/** Validates a release's site.json against the schemas and the files of its public folder (the uploads). */
export function validateRelease(siteFile: string, publicDir: string): ValidatedContent {
  const validation = validateSiteFile(resolve(siteFile), { publicDir: resolve(publicDir) });
  if (!validation.ok) {
    const count = validation.problems.length;
    throw new ReleaseProblems(`${formatProblems(validation.problems)}\n\n${count} problem${count === 1 ? '' : 's'}.`);
  }
  const { site, sites } = validation;
  const blocks = site.routes.reduce((n, route) => n + route.blocks.length, 0);
  return { site, sites, summary: `${site.routes.length} routes in each of ${Object.keys(sites).join(' and ')}, ${blocks} blocks` };
}

/** The installable app's manifest: its name and shortcuts come from the content too. */
const webManifest = 'manifest.webmanifest';

/**
 * Renders validated content with the deployment's built code (`buildDir`: its server entry and code
 * manifest) into `releaseDir`: its client/ gets the deployment's code files as hard links (copies
 * where the disk cannot link), the release's public files (with the uploads), and the rendered
 * pages and content files, each compressed (most from the cache).
 */
export async function renderRelease({ content, buildDir, releaseDir, publicDir }: { content: ValidatedContent; buildDir: string; releaseDir: string; publicDir: string }): Promise<string> {
  const started = performance.now();
  const clientDir = join(releaseDir, 'client');
  const code: CodeManifest = JSON.parse(readFileSync(join(buildDir, codeManifestName), 'utf8'));
  const deployment: PrerenderManifest = JSON.parse(readFileSync(join(buildDir, prerenderManifestName), 'utf8'));
  const deploymentClient = join(buildDir, 'client');
  // The deployment's code: every file of its client folder that its own render did not write.
  const rendered = new Set([...(deployment.renderedFiles ?? []), webManifest].flatMap((file) => [file, `${file}.br`, `${file}.gz`]));
  cpSync(publicDir, clientDir, { recursive: true });
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
  }
  const server: ServerEntry = await import(pathToFileURL(join(buildDir, 'server/entry-server.js')).href);
  const manifest = await renderSite({ server, sites: content.sites, code, clientDir, releaseDir });
  writeFileSync(join(clientDir, webManifest), JSON.stringify(pwaOptions(content.site, clientDir).manifest));
  // A publish is waited for: what the last build did not compress already is compressed quickly
  // (brotli 5: a few per cent larger than the build's best quality, fifty times faster).
  const files = [...(manifest.renderedFiles ?? []), webManifest];
  await Promise.all(files.map((file) => precompressFile(join(clientDir, file), undefined, { quick: true })));
  return `${manifest.pages.length} pages and ${manifest.views?.length ?? 0} filtered views rendered in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** The checks a release passes before it goes live: every link to this site leads somewhere, every page is within its budgets. */
export function checkRelease(folder: string): string {
  const release = readRelease('checked', folder);
  const problems = [...brokenLinks(release).map((link) => `A link leads nowhere: ${link}`), ...pagesOverBudget(folder).map((page) => `Over budget: ${page}`)];
  if (problems.length) throw new ReleaseProblems(problems.join('\n'));
  return `${release.pages.size} pages, every link leads somewhere, every page within its budget`;
}
