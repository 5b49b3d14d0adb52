// A code deploy takes effect without a publish: the server, restarted on a new build of the code
// (one component changed: the footer carries a mark), serves the live release's content with the
// new component, rendered again from the database; the files of the pages opened before the
// deploy stay reachable. Runs after `npm run build` (the deployment before), then builds the next.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { consoleClient, pricingHeading, publishPricingHeading } from '../support/consoleClient.ts';

const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? 'dist');
const work = mkdtempSync(join(tmpdir(), 'nuqta-code-deploy-'));
const nextBuild = join(work, 'next-build');
const env = { DATA_FILE: join(work, 'leads.db'), RELEASES_DIR: join(work, 'releases'), SMTP_URL: '' };
const port = 4391;
let server: ServerProcess | undefined;

beforeAll(() => {
  const vite = (args: string[]) => {
    const run = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'tests/support/changedFooter.vite.config.ts', ...args], { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: nextBuild }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`vite build ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  };
  vite(['--ssr', 'src/entry-server.tsx']);
  vite([]);
  // The console's own code is not what changed.
  symlinkSync(join(buildDir, 'studio'), join(nextBuild, 'studio'));
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

it('a server restarted on new code serves the live content with the new component, with no publish', { timeout: 120_000 }, async () => {
  const store = openSqliteStore(env.DATA_FILE);
  const team = teamStore(store.database);
  const editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
  server = await startServerProcess({ ...env, BUILD_DIR: buildDir }, port);
  const release = await publishPricingHeading(await consoleClient(server, team, editor), 'Prices Before The Deploy');
  const before = await (await fetch(`${server.url}/pricing`)).text();
  expect(before).not.toContain('data-build="next"');
  // The files a page opened now asks for later: its scripts and its data.
  const pageFiles = [...before.matchAll(/(?:src|href|data-(?:content|page))="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  expect(pageFiles.length).toBeGreaterThan(2);
  await server.stop();

  server = await startServerProcess({ ...env, BUILD_DIR: nextBuild }, port);
  const after = await (await fetch(`${server.url}/pricing`)).text();
  expect(await pricingHeading(server)).toBe('Prices Before The Deploy');
  expect(after).toContain('data-build="next"');
  expect(await (await fetch(`${server.url}/ar/pricing`)).text()).toContain('data-build="next"');
  const { releases } = await (await consoleClient(server, team, editor))('GET', 'releases');
  expect(releases.find((r: { status: string }) => r.status === 'live').id).toBe(release.id);
  // The page opened before the deploy asks for files the new code does not have: still served.
  expect(pageFiles.filter((file) => !existsSync(join(nextBuild, 'client', file))).length).toBeGreaterThan(0);
  for (const file of pageFiles) expect((await fetch(`${server.url}${file}`)).status, file).toBe(200);
  await store.close();
});
