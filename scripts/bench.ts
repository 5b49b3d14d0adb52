// `npm run bench [-- --runs 3] [--routes /,/contact] [--no-build]`: builds, starts the production
// server on loopback, runs Lighthouse (default mobile settings: simulated throttling, as
// PageSpeed Insights reports) several times on every route with Chromium, and writes the medians
// to bench/results/<time>.md and .json: the four category scores, FCP, LCP, TBT, CLS, Speed
// Index and the bytes transferred by type. Prints the table.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localizedPath, locales } from '../src/app/locale.ts';
import { chromiumArgs, findChromium, noChromiumMessage } from './lib/browser.ts';
import { startServerProcess } from './lib/loadHarness.ts';

const { values: flags } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, routes: { type: 'string' }, port: { type: 'string', default: '4399' }, 'no-build': { type: 'boolean', default: false } },
});
const runs = Number(flags.runs);
// Every route in each language: English, then its Arabic twin.
const allRoutes: string[] = JSON.parse(readFileSync('site.json', 'utf8')).routes.flatMap((r: { path: string }) => locales.map((locale) => localizedPath(r.path, locale)));
const routes = flags.routes ? flags.routes.split(',') : allRoutes;

const browser = findChromium();
if (!browser) throw new Error(noChromiumMessage);
if (!flags['no-build']) execSync('npm run build', { stdio: 'inherit' });

const server = await startServerProcess({ DATA_FILE: join(mkdtempSync(join(tmpdir(), 'nuqta-bench-')), 'leads.db') }, Number(flags.port));
const chrome = await chromeLauncher.launch({ chromePath: browser.executablePath ?? chromium.executablePath(), chromeFlags: ['--headless=new', ...chromiumArgs] });

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', si: 'speed-index' } as const;
type Sample = Record<(typeof categories)[number] | keyof typeof metrics, number> & { bytes: Record<string, number> };

async function measure(url: string): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    const lhr = result?.lhr;
    // A run now and then fails to see the navigation start (NO_NAVSTART): run it again.
    if (!lhr || lhr.runtimeError || categories.some((c) => lhr.categories[c]?.score == null)) {
      if (attempt < 3) continue;
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    }
    const sample = { bytes: {} } as Sample;
    for (const c of categories) sample[c] = Math.round(lhr.categories[c].score! * 100);
    for (const [key, id] of Object.entries(metrics)) sample[key as keyof typeof metrics] = lhr.audits[id].numericValue ?? NaN;
    const items = (lhr.audits['resource-summary'].details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
    for (const item of items) sample.bytes[item.resourceType] = item.transferSize;
    return sample;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows: Array<{ path: string } & Sample> = [];
try {
  for (const path of routes) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(`${server.url}${path}`));
    const row = { path, bytes: {} } as { path: string } & Sample;
    for (const key of [...categories, ...Object.keys(metrics)] as Array<keyof Omit<Sample, 'bytes'>>) row[key] = median(samples.map((s) => s[key]));
    for (const type of Object.keys(samples[0].bytes)) row.bytes[type] = median(samples.map((s) => s.bytes[type] ?? 0));
    rows.push(row);
    console.log(`${path}: performance ${row.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const kb = (bytes = 0) => (bytes / 1024).toFixed(1);
const table = [
  `Lighthouse ${runs} run(s) per route, mobile defaults (simulated throttling), medians.`,
  '',
  '| Route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS KB | CSS KB | Doc KB | Img KB | Font KB | Total KB |',
  '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map((r) =>
    [r.path, r.performance, r.accessibility, r['best-practices'], r.seo, Math.round(r.fcp), Math.round(r.lcp), Math.round(r.tbt), r.cls.toFixed(3), Math.round(r.si), kb(r.bytes.script), kb(r.bytes.stylesheet), kb(r.bytes.document), kb(r.bytes.image), kb(r.bytes.font), kb(r.bytes.total)].join(' | ').replace(/^/, '| ') + ' |',
  ),
].join('\n');
mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(`bench/results/${stamp}.json`, JSON.stringify({ runs, date: new Date().toISOString(), rows }, null, 2));
writeFileSync(`bench/results/${stamp}.md`, `${table}\n`);
console.log(`\n${table}\n\nWritten to bench/results/${stamp}.md and .json`);
