// The server runs and publishes in a copy of the project with the production dependencies only
// (tests/support/productionCopy.ts): a publish renders with the deployment's built code, so no
// bundler, compiler or devDependency is needed. Runs after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { consoleClient, pricingHeading, publishPricingHeading } from '../support/consoleClient.ts';
import { productionCopy } from '../support/productionCopy.ts';

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
});

it('a copy with no devDependencies installed serves the site and publishes from the console', { timeout: 120_000 }, async () => {
  const copy = productionCopy(join(projectRoot, process.env.BUILD_DIR ?? 'dist'));
  // The toolchain (some type packages are dependencies of production ones, and stay).
  const toolchain = ['vite', '@vitejs/plugin-react', 'vite-plugin-pwa', 'typescript', 'vitest', '@playwright/test', 'lighthouse', 'patch-package', 'json-schema-to-typescript'];
  const devDependencies = Object.keys(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).devDependencies);
  expect(devDependencies).toEqual(expect.arrayContaining(toolchain));
  for (const name of toolchain) expect(existsSync(join(copy, 'node_modules', name)), name).toBe(false);

  const dataFile = join(copy, 'data/leads.db');
  server = await startServerProcess({ DATA_FILE: dataFile, SMTP_URL: '' }, 4393, copy);
  const store = openSqliteStore(dataFile);
  const team = teamStore(store.database);
  const editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
  const release = await publishPricingHeading(await consoleClient(server, team, editor), 'Prices Published Without A Toolchain');
  // Live in the database first, then served: the instance switches a moment later (about 0.1 s here).
  await expect.poll(() => pricingHeading(server!), { timeout: 2_000, interval: 50 }).toBe('Prices Published Without A Toolchain');
  // Rendered in the copy's own releases folder.
  expect(existsSync(join(copy, 'data/releases'))).toBe(true);
  expect(release.id).toBeTruthy();
  await store.close();
});
