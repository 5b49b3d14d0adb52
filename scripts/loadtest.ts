// `npm run loadtest`: valid contact forms at concurrency 50 for 10 s against the real server on
// loopback (needs a build), then checks that the database holds exactly the acknowledged leads
// and that the test mail server receives each of them once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, postContactForms, startServerProcess } from './lib/loadHarness.ts';
import { startSmtpReceiver } from './lib/smtpReceiver.ts';
import { openSqliteStore } from '../src/server/leads/sqliteStore.ts';

const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const dataFile = join(mkdtempSync(join(tmpdir(), 'nuqta-load-')), 'leads.db');
const smtp = await startSmtpReceiver();
const server = await startServerProcess(
  { DATA_FILE: dataFile, RATE_LIMIT_PER_MINUTE: '1000000000', SMTP_URL: smtp.url, LEADS_TO: 'sales@nuqta.example', OUTBOX_INTERVAL_MS: '200' },
  Number(process.env.LOAD_PORT ?? 4398),
);
const result = await postContactForms(server.url, { concurrency, seconds });

// Then every lead's e-mail, sent by the outbox after the load.
const mailedRefs = () => smtp.received.map((mail) => /\[(NQ-[A-Z2-9]{6})\]/.exec(mail.raw)?.[1]);
const until = Date.now() + 300_000;
while (mailedRefs().length < result.acknowledged.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
await server.stop();
await smtp.close();

const store = openSqliteStore(dataFile);
const stored = await store.countLeads();
const missing = (await Promise.all(result.acknowledged.map((ref) => store.getLead(ref)))).filter((lead) => !lead).length;
await store.close();
const timesMailed = new Map<string, number>();
for (const ref of mailedRefs()) if (ref) timesMailed.set(ref, (timesMailed.get(ref) ?? 0) + 1);
const notMailed = result.acknowledged.filter((ref) => !timesMailed.has(ref)).length;
const mailedTwice = [...timesMailed.values()].filter((times) => times > 1).length;

const ms = (p: number) => `${percentile(result.latencies, p).toFixed(1)} ms`;
console.log(`Load test: ${concurrency} concurrent clients for ${result.seconds.toFixed(1)} s on loopback`);
console.log(`  acknowledged  ${result.acknowledged.length} (${(result.acknowledged.length / result.seconds).toFixed(0)} requests/s)`);
console.log(`  latency       p50 ${ms(50)}, p90 ${ms(90)}, p99 ${ms(99)}, max ${ms(100)}`);
console.log(`  errors        ${result.errors}`);
console.log(`  stored rows   ${stored}; acknowledged but missing: ${missing}`);
console.log(`  e-mailed      ${timesMailed.size}; acknowledged but not e-mailed: ${notMailed}; e-mailed more than once: ${mailedTwice}`);
if (result.errors > 0 || missing > 0 || stored !== result.acknowledged.length || notMailed > 0 || mailedTwice > 0) {
  console.error('Load test FAILED: every acknowledged submission must be stored and e-mailed once, with no errors.');
  process.exit(1);
}
