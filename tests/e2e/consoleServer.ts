// A console server of a spec's own (its own team, leads and releases in a fresh directory), on a
// free port and opened as localhost: WebAuthn needs a host name, not an address. The specs that
// test the console at one width start it only in the desktop project (skipOnPhone): a skip read
// from a fixture is decided per test, after beforeAll, so a phone worker would start a second one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './test.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { baseURL } from '../../playwright.config.ts';
import { freePort } from './helpers.ts';
import { e2eLeads } from './leadsData.ts';

/** A spec signs in as often as its tests need; the limit itself is tested in console-auth.test.ts. */
export const e2eSignIns = { SIGN_IN_ATTEMPTS_PER_MINUTE: '60' };

export interface ConsoleServer {
  /** http://localhost:<port> */
  url: string;
  /** The server's SQLite file: its team, leads and releases, for a test to seed or read. */
  dataFile: string;
  /** The directory the data file is in. */
  dir: string;
  process: ServerProcess;
}

/**
 * Registers the beforeAll and afterAll that start and stop the spec's console; its fields are
 * filled once the beforeAll has run. `name` names the temporary directory; `env` adds to or
 * overrides the server's environment (given the directory, for paths in it).
 */
export function ownConsoleServer(name: string, options: { skipOnPhone?: string; env?: (dir: string) => Record<string, string> } = {}): ConsoleServer {
  const leads = e2eLeads(Number(new URL(baseURL).port));
  const server = {} as ConsoleServer;
  test.beforeAll(async ({}, testInfo) => {
    if (options.skipOnPhone) test.skip(testInfo.project.use.isMobile === true, options.skipOnPhone);
    const port = await freePort();
    server.url = `http://localhost:${port}`;
    server.dir = mkdtempSync(join(tmpdir(), `nuqta-${name}-e2e-`));
    server.dataFile = join(server.dir, 'leads.db');
    server.process = await startServerProcess(
      { ...leads.serverEnv, DATA_FILE: server.dataFile, RELEASES_DIR: join(server.dir, 'releases'), PUBLIC_ORIGIN: server.url, ...e2eSignIns, ...options.env?.(server.dir) },
      port,
    );
  });
  test.afterAll(async () => server.process?.stop());
  return server;
}
