// `npm run bench:console [-- --runs 5] [--no-build] [--baseline <checkout>]`: how soon a sales
// member sees the inbox on a slow phone. Serves the build on loopback with 60 leads, signs a sales
// member in (a session made in the database, as a passkey sign-in makes it), and opens
// /studio/inbox in Chromium as a Pixel 7 on Lighthouse's slow 4G with its CPU slowed 4x, the cache
// empty each time: the time from the navigation's start to the first lead in the list, the bytes
// it took, and a lead's page opened from the list. Medians of `runs`. With --baseline, the same
// for another built checkout of the project (an earlier commit), side by side.
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from '@playwright/test';
import { openSqliteStore } from '../src/server/leads/sqliteStore.ts';
import { teamStore } from '../src/server/team/teamStore.ts';
import { chromiumArgs, findChromium, noChromiumMessage } from './lib/browser.ts';
import { cpuSlowdown, slow4G } from './lib/interaction/visit.ts';
import { startServerProcess } from './lib/loadHarness.ts';
import { projectRoot } from '../src/server/render/schemas.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '5610' },
    baseline: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(flags.runs);
const browserFound = findChromium();
if (!browserFound) throw new Error(noChromiumMessage);
if (!flags['no-build']) execSync('npm run build', { stdio: 'inherit' });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A data file with leads and a sales member signed in: the session's cookie. */
async function prepare(dataFile: string): Promise<string> {
  const store = openSqliteStore(dataFile);
  try {
    const names = ['Amal Al-Kuwari', 'مريم الكبيسي', 'John Smith', 'Fatima Al-Naimi', 'خالد المهندي', 'Priya Nair'];
    for (let index = 0; index < 60; index++) {
      const [firstName, lastName = ''] = names[index % names.length].split(' ');
      await store.addLead({ kind: 'contact', language: index % 2 ? 'ar' : 'en', page: '/contact', fields: { firstName, lastName, email: `visitor${index}@company.qa`, phone: '+974 5555 1234', company: 'Doha Trading', message: 'We need a bilingual website with online booking for our clinic.' } });
    }
    const team = teamStore(store.database);
    const member = await team.addMember({ email: 'noor@nuqta.qa', name: 'Noor Haddad', role: 'sales' });
    return await team.createSession(member.id, 'bench', 12 * 3_600_000, '127.0.0.1', 'passkey');
  } finally {
    await store.close();
  }
}

interface Visit {
  shownMs: number;
  kilobytes: number;
  leadPageMs: number;
}

async function visit(browser: Browser, origin: string, session: string): Promise<Visit> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'nuqta_session', value: session, url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', slow4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}/studio/inbox`, { waitUntil: 'commit' });
  const firstLead = 'a[href^="/studio/leads/"]';
  await page.waitForSelector(firstLead, { timeout: 60_000 });
  const shownMs = await page.evaluate(() => performance.now());
  const kilobytes = await page.evaluate(() => performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation')).reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0) / 1024);
  const started = Date.now();
  await page.locator(firstLead).first().click();
  await page.waitForURL(/\/studio\/leads\//);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const leadPageMs = Date.now() - started;
  await context.close();
  return { shownMs, kilobytes, leadPageMs };
}

async function measure(checkout: string, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nuqta-bench-console-'));
  const dataFile = join(dataDir, 'leads.db');
  const origin = `http://localhost:${port}`;
  // The server makes the tables as it starts; the leads and the member come after.
  const server = await startServerProcess({ DATA_FILE: dataFile, RELEASES_DIR: join(dataDir, 'releases'), PUBLIC_ORIGIN: origin }, port, checkout);
  const session = await prepare(dataFile);
  const browser = await chromium.launch({ ...browserFound!, args: chromiumArgs });
  const visits: Visit[] = [];
  try {
    await visit(browser, origin, session); // warms the server, not the browser (a new context each time)
    for (let run = 0; run < runs; run++) visits.push(await visit(browser, origin, session));
  } finally {
    await browser.close();
    await server.stop();
  }
  return { shownMs: median(visits.map((v) => v.shownMs)), kilobytes: median(visits.map((v) => v.kilobytes)), leadPageMs: median(visits.map((v) => v.leadPageMs)) };
}

const port = Number(flags.port);
const rows: Array<[string, Awaited<ReturnType<typeof measure>>]> = [['this checkout', await measure(projectRoot, port)]];
if (flags.baseline) rows.push([`baseline (${flags.baseline})`, await measure(resolve(flags.baseline), port + 1)]);
console.log(`\n/studio/inbox signed in as sales, Pixel 7, slow 4G, CPU 4x, cache empty: medians of ${runs}\n`);
console.log('| Build | First lead shown | Transferred | Lead page from the list |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, result] of rows) console.log(`| ${name} | ${Math.round(result.shownMs)} ms | ${Math.round(result.kilobytes)} KB | ${Math.round(result.leadPageMs)} ms |`);
