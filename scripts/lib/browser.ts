// Finds a Chromium for the browser tests and the benchmark: Playwright's own where installed,
// else CHROME_PATH, else Debian's /usr/bin/chromium.
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

/** The executable to launch, or undefined when Playwright's own browser is installed. */
export function findChromium(): { executablePath?: string } | null {
  try {
    if (existsSync(chromium.executablePath())) return {};
  } catch {
    // Playwright's browsers are not installed; fall through.
  }
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  return found ? { executablePath: found } : null;
}

export const noChromiumMessage =
  'No Chromium found for the browser tests: run `apt-get install -y chromium` (Debian) or set CHROME_PATH to a Chrome/Chromium executable.';
