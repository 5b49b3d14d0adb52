// `npm run loadtest`: valid contact forms at concurrency 50 for 10 s against the real server on
// loopback (needs a build), then checks that the database holds exactly the acknowledged leads,
// that the test mail server receives each of them once, and that a sales member's inbox, open in
// the console meanwhile (its stream of new leads), shows each of them once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, postContactForms, startServerProcess } from './lib/loadHarness.ts';
import { startSmtpReceiver } from './lib/smtpReceiver.ts';
import { openSqliteStore } from '../src/server/leads/sqliteStore.ts';
import { teamStore } from '../src/server/team/teamStore.ts';

const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const dataFile = join(mkdtempSync(join(tmpdir(), 'nuqta-load-')), 'leads.db');
// A sales member signed in, whose inbox is open during the load.
const seeded = openSqliteStore(dataFile);
const team = teamStore(seeded.database);
// As a passkey sign-in makes it (the inbox needs one).
const salesSession = await team.createSession((await team.addMember({ email: 'sales@nuqta.example', name: 'Sales', role: 'sales' })).id, 'loadtest', 3_600_000, null, 'passkey');
await seeded.close();
const smtp = await startSmtpReceiver();
const server = await startServerProcess(
  { DATA_FILE: dataFile, RATE_LIMIT_PER_MINUTE: '1000000000', SMTP_URL: smtp.url, LEADS_TO: 'sales@nuqta.example', OUTBOX_INTERVAL_MS: '200' },
  Number(process.env.LOAD_PORT ?? 4398),
);
const inbox = await fetch(`${server.url}/studio/api/leads/stream`, { headers: { cookie: `nuqta_session=${salesSession}` } });
if (inbox.status !== 200) throw new Error(`The inbox's stream answered ${inbox.status}`);
const shownRefs: string[] = [];
const reading = (async () => {
  let text = '';
  for await (const chunk of inbox.body!.pipeThrough(new TextDecoderStream())) {
    text += chunk;
    const blocks = text.split('\n\n');
    text = blocks.pop()!;
    for (const block of blocks) if (block.startsWith('event: lead')) shownRefs.push(/^id: (.+)$/m.exec(block)![1]);
  }
})().catch(() => undefined); // ends with the server
const result = await postContactForms(server.url, { concurrency, seconds });

// Then every lead's e-mail, sent by the outbox after the load.
const mailedRefs = () => smtp.received.map((mail) => /\[(NQ-[A-Z2-9]{6})\]/.exec(mail.raw)?.[1]);
const until = Date.now() + 300_000;
while (mailedRefs().length < result.acknowledged.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
while (shownRefs.length < result.acknowledged.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
await server.stop();
await reading;
await smtp.close();

const store = openSqliteStore(dataFile);
const stored = await store.countLeads();
const missing = (await Promise.all(result.acknowledged.map((ref) => store.getLead(ref)))).filter((lead) => !lead).length;
await store.close();
const timesMailed = new Map<string, number>();
for (const ref of mailedRefs()) if (ref) timesMailed.set(ref, (timesMailed.get(ref) ?? 0) + 1);
const notMailed = result.acknowledged.filter((ref) => !timesMailed.has(ref)).length;
const mailedTwice = [...timesMailed.values()].filter((times) => times > 1).length;
const acknowledged = new Set(result.acknowledged);
const notShown = result.acknowledged.filter((ref) => !shownRefs.includes(ref)).length;
const shownTwiceOrUnknown = shownRefs.length - new Set(shownRefs.filter((ref) => acknowledged.has(ref))).size;

const ms = (p: number) => `${percentile(result.latencies, p).toFixed(1)} ms`;
console.log(`Load test: ${concurrency} concurrent clients for ${result.seconds.toFixed(1)} s on loopback`);
console.log(`  acknowledged  ${result.acknowledged.length} (${(result.acknowledged.length / result.seconds).toFixed(0)} requests/s)`);
console.log(`  latency       p50 ${ms(50)}, p90 ${ms(90)}, p99 ${ms(99)}, max ${ms(100)}`);
console.log(`  errors        ${result.errors}`);
console.log(`  stored rows   ${stored}; acknowledged but missing: ${missing}`);
console.log(`  e-mailed      ${timesMailed.size}; acknowledged but not e-mailed: ${notMailed}; e-mailed more than once: ${mailedTwice}`);
console.log(`  inbox         ${shownRefs.length} shown in the open inbox; acknowledged but not shown: ${notShown}; shown twice or unknown: ${shownTwiceOrUnknown}`);
if (result.errors > 0 || missing > 0 || stored !== result.acknowledged.length || notMailed > 0 || mailedTwice > 0 || notShown > 0 || shownTwiceOrUnknown > 0) {
  console.error('Load test FAILED: every acknowledged submission must be stored, e-mailed once and shown once in the open inbox, with no errors.');
  process.exit(1);
}
