// Fixture sites through the build's own code: a broken site.json stops the build, and what only a
// fixture has (a project with a live site) is prerendered as the page's renderer writes it. What
// the shipped site's build holds is checked on the real build (tests/integration/prerendered.test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPathsOf } from '../../scripts/lib/devRender.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';

const buildTimeout = 120_000;
const shipped = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const workDir = mkdtempSync(join(tmpdir(), 'nuqta-build-test-'));

/** The environment of a plain `npm run build`, without what Vitest sets for itself. */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NODE_ENV|VITEST.*|TEST)$/.test(key)));

/** Runs `npx vite build <args>` on a fixture site into a build folder; returns its status and all its output. */
function viteBuild(siteFile: string, buildDir: string, args: string[] = []) {
  const run = spawnSync('npx', ['vite', 'build', ...args], {
    cwd: projectRoot,
    env: { ...buildEnv, SITE_FILE: siteFile, BUILD_DIR: buildDir },
    encoding: 'utf8',
    timeout: buildTimeout,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, error: run.error };
}

/** Text as React writes it into HTML. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('a project with a live site', () => {
  // One project with a public address; the shipped demo projects have none.
  const withLive = shipped.projects[1];
  const withoutLive = shipped.projects[0];
  const url = 'https://live-project.nuqta.qa';
  const portfolioGrid = shipped.routes.find((r: { path: string }) => r.path === '/portfolio').blocks.find((b: { type: string }) => b.type === 'portfolioGrid');
  const projectDetail = shipped.routes.find((r: { path: string }) => r.path === `/portfolio/${shipped.projects[0].slug}`).blocks[0];
  /** The <a> elements of a page that lead to an address. */
  const linksTo = (html: string, href: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((a) => a.includes(`href="${href}"`));

  it('is offered on its card and its page, in a new tab, and no other project is', async () => {
    const fixture = structuredClone(shipped);
    fixture.projects[1].url = url;
    const detailPath = `/portfolio/${withLive.slug}`;
    const siteFile = join(workDir, 'live-site.json');
    writeFileSync(siteFile, JSON.stringify(fixture, null, 2));
    const pages = await renderPathsOf(siteFile, [detailPath, `/portfolio/${withoutLive.slug}`, '/portfolio', `/ar${detailPath}`]);
    const detail = pages[detailPath];
    expect(linksTo(detail, url)).toHaveLength(1);
    expect(linksTo(detail, url)[0]).toContain('target="_blank"');
    expect(detail).toContain(`>${escapeText(projectDetail.liveLabel.en)}<`);
    expect(pages[`/portfolio/${withoutLive.slug}`]).not.toContain(`>${escapeText(projectDetail.liveLabel.en)}<`);
    const grid = pages['/portfolio'];
    expect(linksTo(grid, url)).toHaveLength(1);
    expect(grid.match(new RegExp(`aria-label="${escapeText(portfolioGrid.visitLabel.en)}: `, 'g'))).toHaveLength(1);
    expect(pages[`/ar${detailPath}`]).toContain(`>${escapeText(projectDetail.liveLabel.ar)}<`);
  }, 120_000);
});

describe('building an invalid fixture site', () => {
  it('stops the build with the problem, its pointer and its line in site.json', () => {
    const siteFile = join(workDir, 'invalid-site.json');
    const buildDir = join(workDir, 'invalid');
    const fixture = structuredClone(shipped);
    fixture.routes[0].blocks[0].type = 'herro';
    const text = JSON.stringify(fixture, null, 2);
    writeFileSync(siteFile, text);
    const line = text.split('\n').findIndex((l) => l.includes('"type": "herro"')) + 1;
    expect(line).toBeGreaterThan(1);

    const run = viteBuild(siteFile, buildDir, ['--ssr', 'src/entry-server.tsx']);
    expect(run.error).toBeUndefined();
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('"herro" is not a block type');
    expect(run.output).toContain('/routes/0/blocks/0/type');
    expect(run.output).toContain(`site.json:${line}:`);
    expect(existsSync(join(buildDir, 'server/entry-server.js'))).toBe(false);
  }, buildTimeout);
});
