// The code is built once, the content is data: a build of the same code with another site.json
// (a heading and a page title changed) leaves every code file byte for byte the same, and a
// publish's render of that content with the deployment's built code (scripts/render-release.ts, no
// bundler) gives the same pages and content files as that whole build. Runs after `npm run build`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import type { PrerenderManifest } from '../../src/server/releaseFiles.ts';

const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? 'dist');
const work = mkdtempSync(join(tmpdir(), 'nuqta-code-once-'));
const siteFile = join(work, 'site.json');
const otherBuild = join(work, 'build');
const release = join(work, 'release');
const heading = { en: 'Software that runs your business, built in Doha', ar: 'برمجيات تدير أعمالك، تُبنى في الدوحة' };

const node = (args: string[], env: Record<string, string>) => {
  const run = spawnSync(process.execPath, args, { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production', ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
};
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
const manifestOf = (dir: string): PrerenderManifest => JSON.parse(readFileSync(join(dir, 'prerender-manifest.json'), 'utf8'));
/** The code's files of a build: its server entry, its console, and every client file that neither the render nor public/ wrote. */
function codeFiles(dir: string): string[] {
  const rendered = new Set(manifestOf(dir).renderedFiles!.flatMap((file) => [file, `${file}.br`, `${file}.gz`]));
  const publicFiles = new Set(filesUnder(join(projectRoot, 'public')));
  // The service worker's precache list and the app manifest are made from the content (src/server/render/pwa.ts).
  const fromContent = /^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;
  const client = filesUnder(join(dir, 'client')).filter((file) => !rendered.has(file) && !publicFiles.has(file) && !fromContent.test(file));
  return [...client.map((file) => `client/${file}`), ...filesUnder(join(dir, 'server')).map((file) => `server/${file}`), ...filesUnder(join(dir, 'studio')).map((file) => `studio/${file}`)];
}

beforeAll(() => {
  const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
  site.routes[0].blocks[0].heading = heading;
  site.routes[1].title = { en: `${site.routes[1].title.en} in Qatar`, ar: `${site.routes[1].title.ar} في قطر` };
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  // The same code built again with the changed site.json, as `npm run build` builds it.
  node(['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx'], { SITE_FILE: siteFile, BUILD_DIR: otherBuild });
  node(['node_modules/vite/bin/vite.js', 'build'], { SITE_FILE: siteFile, BUILD_DIR: otherBuild });
  node(['node_modules/vite/bin/vite.js', 'build', '-c', 'studio/vite.config.ts'], { SITE_FILE: siteFile, BUILD_DIR: otherBuild });
  // A publish's render of the same content with the deployment's code.
  mkdirSync(release);
  cpSync(join(projectRoot, 'public'), join(release, 'public'), { recursive: true });
  node(['scripts/render-release.ts', release, siteFile, join(release, 'public')], { BUILD_DIR: buildDir });
}, 240_000);

describe('code built once, content as data', () => {
  it('a build with another site.json leaves every code file byte for byte the same', () => {
    const code = codeFiles(buildDir);
    expect(code.filter((file) => /\.js$/.test(file)).length).toBeGreaterThan(100);
    expect(codeFiles(otherBuild)).toEqual(code);
    const changed = code.filter((file) => !readFileSync(join(buildDir, file)).equals(readFileSync(join(otherBuild, file))));
    expect(changed).toEqual([]);
    // What changed is the content: the home page and its data file hold the new heading.
    expect(readFileSync(join(otherBuild, 'client/index.html'), 'utf8')).toContain(heading.en);
    expect(readFileSync(join(buildDir, 'client/index.html'), 'utf8')).not.toContain(heading.en);
  });

  it('a publish renders, with the built code, the same pages and content files as a whole build of that content', () => {
    const built = manifestOf(otherBuild);
    const rendered = manifestOf(release);
    expect(rendered.pages.map((page) => page.path)).toEqual(built.pages.map((page) => page.path));
    expect(rendered.renderedFiles!.sort()).toEqual(built.renderedFiles!.sort());
    const different = built.renderedFiles!.filter((file) => !readFileSync(join(release, 'client', file)).equals(readFileSync(join(otherBuild, 'client', file))));
    expect(different).toEqual([]);
    expect(readFileSync(join(release, 'client/ar/index.html'), 'utf8')).toContain(heading.ar);
    // The code's files are the deployment's own (linked, or copied where the disk cannot link).
    for (const file of codeFiles(buildDir).filter((f) => f.startsWith('client/assets/')))
      expect(readFileSync(join(release, file)).equals(readFileSync(join(buildDir, file))), file).toBe(true);
  });
});
