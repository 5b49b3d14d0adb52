import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium, noChromiumMessage } from './scripts/lib/browser.ts';
import { e2eLeads } from './tests/e2e/leadsData.ts';

const browser = findChromium({ headlessShell: true });
if (!browser) throw new Error(noChromiumMessage);

const port = Number(process.env.E2E_PORT ?? 4390);
export const baseURL = `http://127.0.0.1:${port}`;
const launchOptions = { ...browser, args: chromiumArgs };
// Each run keeps its leads and the e-mails it receives in a directory of its own; the test
// workers inherit the variable from this process and read both back.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'nuqta-e2e-'));
const leads = e2eLeads(port);
mkdirSync(leads.mailDir, { recursive: true });

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at once, in CI as on a developer's machine: on this two-core machine the suite
  // took about 15 minutes so, against 21 one at a time; three took longer than two (11.9 against
  // 10.4 min in the headless shell).
  workers: 2,
  // A test that fails once is a bug to find, not to hide: no retries. Chromium's one known stall
  // (a page that stops drawing frames) is worked around where it happens (waitForHydration).
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // The same machine's CPU is sometimes shared away (steal time): waits stay generous.
  expect: { timeout: 15_000 },
  // No service worker unless a test asks for it (offline.spec.ts and others): each fresh context
  // installed it and, when the worker kept the whole site in advance, precached 4.4 MB. With it, 6 runs of the forms and contact tests in one worker had a page
  // stop answering for a minute at a time (3 failures: the footer never hydrated as it came into
  // view, a button never became stable); without it, none in 108.
  use: { baseURL, launchOptions, trace: 'off', serviceWorkers: 'block' },
  globalSetup: './tests/e2e/global-setup.ts',
  // Tests tagged @any-width check what no screen width changes (server answers, addresses, the
  // state behind a filter or a form): they run once, on the phone most visitors use.
  projects: [
    { name: 'desktop', testIgnore: /\.nojs\.spec\.ts$/, grepInvert: /@any-width/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', testIgnore: /\.nojs\.spec\.ts$/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
    { name: 'no-javascript', testMatch: /\.nojs\.spec\.ts$/, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions } },
  ],
  webServer: {
    command: 'node src/server/main.ts',
    url: `${baseURL}/`,
    env: { ...(process.env as Record<string, string>), HOST: '127.0.0.1', PORT: String(port), ...leads.serverEnv },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
