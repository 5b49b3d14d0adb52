// The studio's browser tests (`npm run test:studio`): the studio (`npm run studio`) on a copy of
// site.json in a temporary directory, never the real file. One browser width (1280 px) and one
// worker: the tests share the studio's one file, and a studio is a desktop tool.
import { copyFileSync, cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium, noChromiumMessage } from './scripts/lib/browser.ts';

const browser = findChromium({ headlessShell: true });
if (!browser) throw new Error(noChromiumMessage);

// Above the ports of the site's browser tests and their helpers (E2E_PORT to E2E_PORT + 10).
const port = Number(process.env.E2E_PORT ?? 4390) + 11;
export const studioURL = `http://127.0.0.1:${port}`;
// The test workers inherit the directory from this process, and find the file there.
process.env.STUDIO_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'nuqta-studio-e2e-'));
export const studioSiteFile = join(process.env.STUDIO_E2E_DIR, 'site.json');
if (!existsSync(studioSiteFile)) copyFileSync('site.json', studioSiteFile);
// Its public/ too (the studio's is the one beside its file): uploads never reach the repository's.
export const studioImagesDir = join(process.env.STUDIO_E2E_DIR, 'public/images');
if (!existsSync(studioImagesDir)) cpSync('public', join(process.env.STUDIO_E2E_DIR, 'public'), { recursive: true });
const launchOptions = { ...browser, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/studio',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: { baseURL: studioURL, launchOptions, trace: 'off' },
  projects: [{ name: 'studio', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } }],
  webServer: {
    command: 'node scripts/studio.ts',
    url: `${studioURL}/`,
    env: { ...(process.env as Record<string, string>), SITE_FILE: studioSiteFile, STUDIO_PORT: String(port) },
    reuseExistingServer: false,
    // The studio is built at its start (production mode).
    timeout: 180_000,
  },
});
