// What `npm test` needs from the machine (scripts/test.ts): Debian's browsers and PostgreSQL, and
// a throwaway database on it. The decisions take what the machine has as an argument (`Machine`,
// `esr140Plan`, `postgresPlan`), so that the unit tests can give them any machine.
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { debianHeadlessShell } from './browser.ts';

export interface Machine {
  exists: (path: string) => boolean;
  hasCommand: (name: string) => boolean;
  isRoot: boolean;
  env: Record<string, string | undefined>;
  /** Playwright's own Chromium is installed (it brings its headless shell too). */
  playwrightChromium: boolean;
}

interface Needed {
  name: string;
  why: string;
  present: (machine: Machine) => boolean;
}

const ownChromium = (m: Machine) => m.playwrightChromium || Boolean(m.env.CHROME_PATH);

/** Debian's packages the suites need, in the order they are named. */
export const neededPackages: Needed[] = [
  { name: 'chromium', why: 'the browser tests', present: (m) => ownChromium(m) || m.exists('/usr/bin/chromium') },
  // A third less CPU per browser test than the full browser.
  { name: 'chromium-headless-shell', why: 'the browser tests', present: (m) => ownChromium(m) || m.exists(debianHeadlessShell) },
  { name: 'postgresql', why: 'the storage tests on PostgreSQL', present: (m) => Boolean(m.env.TEST_DATABASE_URL) || m.hasCommand('pg_ctlcluster') },
  { name: 'firefox-esr', why: 'the smoke suite', present: (m) => Boolean(m.env.FIREFOX_PATH) || m.exists('/usr/bin/firefox-esr') },
  { name: 'webkit2gtk-driver', why: 'the smoke suite', present: (m) => m.exists('/usr/bin/WebKitWebDriver') },
  // WebKit's MiniBrowser draws into a virtual display where there is no display.
  { name: 'xvfb', why: 'the smoke suite', present: (m) => Boolean(m.env.DISPLAY) || m.exists('/usr/bin/Xvfb') },
];

export type InstallPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; notice: string }
  | { action: 'stop'; message: string };

/** Names the missing packages, each with what needs it: "chromium, chromium-headless-shell (the browser tests), xvfb (the smoke suite)". */
function describe(missing: Needed[]): string {
  const groups = new Map<string, string[]>();
  for (const { name, why } of missing) groups.set(why, [...(groups.get(why) ?? []), name]);
  return [...groups].map(([why, names]) => `${names.join(', ')} (${why})`).join(', ');
}

/** Installs what is missing where it can (root, with apt-get); else the command that would. */
export function installPlan(machine: Machine): InstallPlan {
  const missing = neededPackages.filter((needed) => !needed.present(machine));
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map(({ name }) => name);
  if (machine.isRoot && machine.hasCommand('apt-get'))
    return { action: 'install', packages, notice: `Installing with apt-get what the tests need and this machine lacks: ${describe(missing)}.` };
  const command = `${machine.isRoot ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
  return { action: 'stop', message: `The tests need Debian's ${describe(missing)}. Install them, then run npm test again:\n  ${command}` };
}

/** Where Debian's Firefox ESR 140 is unpacked beside the system's. */
export const esr140Folder = (env: Record<string, string | undefined>) => join(env.XDG_CACHE_HOME ?? join(env.HOME ?? '/root', '.cache'), 'nuqta', 'firefox-esr-140');
export const esr140Executable = (folder: string) => join(folder, 'usr/lib/firefox-esr/firefox-esr');

/**
 * Firefox ESR 140 for the smoke suite, while Debian's archive keeps it beside a newer ESR: a
 * company's Firefox stays on an ESR for a year, and 140 has neither invoker commands nor anchor
 * positioning, the fallbacks the frame must get right. `installed`: the system's firefox-esr
 * version; `available`: asks the archive for its 140 version (about a second), only when needed.
 * Nothing to do when the system's Firefox is an ESR 140 itself, or the archive has none.
 */
export function esr140Plan({ unpacked, installed, available }: { unpacked: boolean; installed?: string; available: () => string | undefined }): { action: 'use' | 'none' } | { action: 'unpack'; version: string } {
  if (unpacked) return { action: 'use' };
  if (installed?.startsWith('140.')) return { action: 'none' };
  const version = available();
  return version ? { action: 'unpack', version } : { action: 'none' };
}

/** The first line of `apt-cache madison firefox-esr` with a 140 version: that version. */
export function esr140Version(madison: string): string | undefined {
  for (const line of madison.split('\n')) {
    const version = line.split('|')[1]?.trim();
    if (version?.startsWith('140.')) return version;
  }
  return undefined;
}

export interface Cluster {
  version: string;
  name: string;
  port: number;
  online: boolean;
}

/** `pg_lsclusters -h`: "15 main 5432 online postgres /var/lib/postgresql/15/main …" a line. */
export function parseClusters(output: string): Cluster[] {
  return output
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), online: status.startsWith('online') }));
}

export type PostgresPlan =
  | { action: 'given'; url: string }
  | { action: 'skip'; reason: string }
  | { action: 'create'; cluster: Cluster; start: boolean; database: string; url: string };

/** The role every run's database belongs to: kept, as runs at the same time share it. */
export const testRole = 'nuqta_test';

/**
 * The storage tests' PostgreSQL: TEST_DATABASE_URL as given; else, as root, a database of this
 * run's own (`pid` names it: runs at the same time each have theirs) on the machine's first
 * cluster, started for the run when it is stopped.
 */
export function postgresPlan({ env, isRoot, clusters, pid }: { env: Record<string, string | undefined>; isRoot: boolean; clusters: Cluster[]; pid: number }): PostgresPlan {
  if (env.TEST_DATABASE_URL) return { action: 'given', url: env.TEST_DATABASE_URL };
  if (!isRoot) return { action: 'skip', reason: 'only root may make a database here; set TEST_DATABASE_URL to one the tests may use' };
  const cluster = clusters[0];
  if (!cluster) return { action: 'skip', reason: 'PostgreSQL has no cluster (pg_createcluster makes one)' };
  const database = `nuqta_test_${pid}`;
  return { action: 'create', cluster, start: !cluster.online, database, url: `postgres://${testRole}:${testRole}@127.0.0.1:${cluster.port}/${database}` };
}

/** On this PATH, an executable called `name`. */
function onPath(name: string, path = process.env.PATH ?? ''): boolean {
  return path.split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** This machine, as the decisions above see it. */
export async function thisMachine(): Promise<Machine> {
  const { chromium } = await import('@playwright/test');
  let playwrightChromium = false;
  try {
    playwrightChromium = existsSync(chromium.executablePath());
  } catch {
    // Playwright's browsers are not installed.
  }
  return { exists: existsSync, hasCommand: (name) => onPath(name), isRoot: process.getuid?.() === 0, env: process.env, playwrightChromium };
}
