// `npm run bench:publish [-- --runs 3] [--rate 20]`: how long a publish from the console takes and
// what it costs the visitors meanwhile. The real server on loopback (needs a build) with its own
// data; an editor signed in through the console's API; a steady stream of page requests (--rate a
// second, each sent on time whatever the others do, across the main pages in both languages:
// 20 a second is about 1.7 million a day) while the server is idle, then during each publish. Prints and writes to bench/results/publish-<time>.md and .json: the
// seconds from the click (the POST) to the new heading on the public page, and the page
// requests' p50 and p99 during the publishes against idle.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSqliteStore } from '../src/server/leads/sqliteStore.ts';
import { teamStore } from '../src/server/team/teamStore.ts';
import { percentile, startServerProcess } from './lib/loadHarness.ts';

const { values: flags } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '5600' }, rate: { type: 'string', default: '20' } } });
const runs = Number(flags.runs);
const port = Number(flags.port);
const rate = Number(flags.rate);
const pages = ['/', '/pricing', '/contact', '/faq', '/news', '/ar', '/ar/pricing', '/ar/contact'];

const dir = mkdtempSync(join(tmpdir(), 'nuqta-bench-publish-'));
const dataFile = join(dir, 'leads.db');
const server = await startServerProcess({ DATA_FILE: dataFile, RELEASES_DIR: join(dir, 'releases'), SMTP_URL: '' }, port);
const origin = server.url;

/** Page requests at `rate` a second until `until` resolves: their latencies in ms (from when each was due). */
async function pageLoad(until: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true });
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const start = performance.now();
  for (let n = 0; !done; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise<void>((resolve) => {
        request(`${origin}${pages[n % pages.length]}`, { agent, headers: { 'accept-encoding': 'br' } }, (response) => {
          response.resume();
          response.on('end', () => (response.statusCode === 200 && latencies.push(performance.now() - due), resolve()));
        })
          .on('error', () => resolve())
          .end();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return latencies;
}

const store = openSqliteStore(dataFile);
const team = teamStore(store.database);
const editor = await team.addMember({ email: 'bench@nuqta.qa', name: 'Bench', role: 'editor' });
// A session as a passkey sign-in makes one (publishing needs it), written straight into the store.
const cookie = `nuqta_session=${await team.createSession(editor.id, 'bench', 3_600_000, null, 'passkey')}`;
await store.close();
const api = async (method: string, path: string, body?: unknown) =>
  (await fetch(`${origin}/studio/api/${path}`, { method, headers: { origin, cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined })).json();
const heading = async () => /<h1[^>]*>([^<]*)/.exec(await (await fetch(`${origin}/pricing`)).text())?.[1];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idle = await pageLoad(pause(15_000));

const seconds: number[] = [];
const during: number[] = [];
/** Each step's seconds, from the release's own record. */
const stepSeconds: Record<string, number[]> = {};
/** The pricing heading each release shows, by release id (the deployment's own: as it was). */
const headingOf = new Map<string, string | undefined>([['build', await heading()]]);
for (let run = 1; run <= runs; run++) {
  const session = await api('GET', 'session');
  const title = `Clear Prices, Release ${run} of the Bench`;
  session.site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading.en = title;
  await api('POST', 'save', { site: session.site, baseHash: session.hash });
  // The Publish page opens (its list of releases and the saved version), and the member reads it
  // for a couple of seconds before the click.
  const [{ hash }] = await Promise.all([api('GET', 'content'), api('GET', 'releases')]);
  await pause(2000);
  let live!: () => void;
  const published = new Promise<void>((resolve) => (live = resolve));
  const load = pageLoad(published);
  const clicked = performance.now();
  const { release } = await api('POST', 'publish', { baseHash: hash });
  for (;;) {
    await pause(200);
    if ((await heading()) === title.replace(/&/g, '&amp;')) break;
    const { status, error } = await api('GET', `releases/${release.id}`);
    if (status === 'failed') throw new Error(`The publish failed: ${error}`);
  }
  seconds.push((performance.now() - clicked) / 1000);
  headingOf.set(release.id, title);
  live();
  during.push(...(await load));
  const { steps } = await api('GET', `releases/${release.id}`);
  for (const step of steps as Array<{ name: string; startedAt: number; finishedAt: number }>) (stepSeconds[step.name] ??= []).push((step.finishedAt - step.startedAt) / 1000);
  console.log(`Publish ${run}: live after ${seconds.at(-1)!.toFixed(1)} s (${steps.map((step: { name: string; startedAt: number; finishedAt: number }) => `${step.name} ${((step.finishedAt - step.startedAt) / 1000).toFixed(2)} s`).join(', ')})`);
}

// A rollback to the release before: one switch, no render. Timed from the click to the kept
// release's heading on the public page.
const rollbackSeconds: number[] = [];
for (let run = 1; run <= runs; run++) {
  const kept = ((await api('GET', 'releases')).releases as Array<{ id: string; status: string }>).find((release) => release.status === 'kept')!;
  const expected = headingOf.get(kept.id)?.replace(/&/g, '&amp;');
  const clicked = performance.now();
  await api('POST', `releases/${kept.id}/live`);
  while ((await heading()) !== expected) await pause(20);
  rollbackSeconds.push((performance.now() - clicked) / 1000);
}
await server.stop();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const sorted = [...seconds].sort((a, b) => a - b);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const result = {
  runs,
  secondsToLive: { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] },
  idle: { requests: idle.length, p50: percentile(idle, 50), p99: percentile(idle, 99) },
  duringPublish: { requests: during.length, p50: percentile(during, 50), p99: percentile(during, 99) },
  stepsMedianSeconds: Object.fromEntries(Object.entries(stepSeconds).map(([name, values]) => [name, median(values)])),
  rollbackSeconds: { median: median(rollbackSeconds), max: Math.max(...rollbackSeconds) },
};
const table = [
  `Publish from the console: ${runs} runs, ${rate} page requests a second meanwhile (${pages.length} pages in turn)`,
  '',
  '| | Value |',
  '| --- | --- |',
  `| Click to live (median, min-max) | ${result.secondsToLive.median.toFixed(1)} s (${result.secondsToLive.min.toFixed(1)}-${result.secondsToLive.max.toFixed(1)} s) |`,
  `| Page requests idle: p50, p99 | ${ms(result.idle.p50)}, ${ms(result.idle.p99)} (${result.idle.requests} requests) |`,
  `| Page requests during the publishes: p50, p99 | ${ms(result.duringPublish.p50)}, ${ms(result.duringPublish.p99)} (${result.duringPublish.requests} requests) |`,
  `| p99 during / idle | ${(result.duringPublish.p99 / result.idle.p99).toFixed(2)} |`,
  `| Steps (median) | ${Object.entries(result.stepsMedianSeconds).map(([name, value]) => `${name} ${value.toFixed(2)} s`).join(', ')} |`,
  `| Rollback to live (median, max) | ${result.rollbackSeconds.median.toFixed(2)} s, ${result.rollbackSeconds.max.toFixed(2)} s |`,
].join('\n');
console.log(`\n${table}`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/publish-${new Date().toISOString().replace(/[:.]/g, '-')}`;
writeFileSync(`${file}.json`, JSON.stringify(result, null, 2));
writeFileSync(`${file}.md`, `${table}\n`);
