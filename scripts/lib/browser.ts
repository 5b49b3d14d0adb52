// Finds a Chromium for the browser tests and the benchmark: Playwright's own where installed,
// else CHROME_PATH, else Debian's (for the tests its headless shell, where installed).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine without the
 * browser around it, which Playwright's own installation also runs headless tests in. A browser
 * test costs about a third less CPU in it than in the full browser.
 */
export const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The executable to launch, or undefined when Playwright's own browser is installed (it picks
 * its headless shell itself). `headlessShell` for the browser tests; the benchmarks and what
 * needs the full browser (notifications) take the full one.
 */
export function findChromium({ headlessShell = false } = {}): { executablePath?: string } | null {
  try {
    if (existsSync(chromium.executablePath())) return {};
  } catch {
    // Playwright's browsers are not installed; fall through.
  }
  const candidates = [process.env.CHROME_PATH, headlessShell ? debianHeadlessShell : undefined, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  return found ? { executablePath: found } : null;
}

export const noChromiumMessage =
  'No Chromium found for the browser tests: run `apt-get install -y chromium` (Debian) or set CHROME_PATH to a Chrome/Chromium executable.';
