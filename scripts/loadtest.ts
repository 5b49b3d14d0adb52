// `npm run loadtest`: valid contact forms at concurrency 50 for 10 s against the real server on
// loopback (needs a build), then checks that the database holds exactly the acknowledged leads.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, postContactForms, startServerProcess } from './lib/loadHarness.ts';
import { openSqliteStore } from '../src/server/leads/sqliteStore.ts';

const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const dataFile = join(mkdtempSync(join(tmpdir(), 'nuqta-load-')), 'leads.db');
const server = await startServerProcess({ DATA_FILE: dataFile, RATE_LIMIT_PER_MINUTE: '1000000000', SMTP_URL: '' }, Number(process.env.LOAD_PORT ?? 4398));
const result = await postContactForms(server.url, { concurrency, seconds });
await server.stop();

const store = openSqliteStore(dataFile);
const stored = await store.countLeads();
const missing = (await Promise.all(result.acknowledged.map((ref) => store.getLead(ref)))).filter((lead) => !lead).length;
await store.close();

const ms = (p: number) => `${percentile(result.latencies, p).toFixed(1)} ms`;
console.log(`Load test: ${concurrency} concurrent clients for ${result.seconds.toFixed(1)} s on loopback`);
console.log(`  acknowledged  ${result.acknowledged.length} (${(result.acknowledged.length / result.seconds).toFixed(0)} requests/s)`);
console.log(`  latency       p50 ${ms(50)}, p90 ${ms(90)}, p99 ${ms(99)}, max ${ms(100)}`);
console.log(`  errors        ${result.errors}`);
console.log(`  stored rows   ${stored}; acknowledged but missing: ${missing}`);
if (result.errors > 0 || missing > 0 || stored !== result.acknowledged.length) {
  console.error('Load test FAILED: every acknowledged submission must be stored, with no errors.');
  process.exit(1);
}
