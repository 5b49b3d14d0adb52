// The server is killed (SIGKILL) in the middle of a load while the mail server is refusing
// mail; after a restart every acknowledged submission is in the database and every e-mail is
// sent. Runs against the real build, after `npm run build`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { postContactForms, startServerProcess } from '../../scripts/lib/loadHarness.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { startSmtpReceiver } from '../../scripts/lib/smtpReceiver.ts';

it('loses no acknowledged submission and no e-mail when the server is killed mid-load', { timeout: 120_000 }, async () => {
  const smtp = await startSmtpReceiver();
  smtp.refuse(true);
  const dataFile = join(mkdtempSync(join(tmpdir(), 'nuqta-crash-')), 'leads.db');
  const env = {
    DATA_FILE: dataFile,
    SMTP_URL: smtp.url,
    LEADS_TO: 'sales@nuqta.example',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    OUTBOX_INTERVAL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_RETRY_MAX_MS: '1000',
    OUTBOX_LEASE_MS: '2000',
  };
  const port = 4397;
  let server = await startServerProcess(env, port);
  const killed = new Promise<void>((resolve) => setTimeout(() => void server.kill().then(resolve), 3_100 + 1_500));
  const load = await postContactForms(server.url, { concurrency: 20, seconds: 30, stop: killed });
  expect(load.acknowledged.length).toBeGreaterThan(50);

  smtp.refuse(false);
  server = await startServerProcess(env, port);
  const store = openSqliteStore(dataFile);
  for (const ref of load.acknowledged) expect(await store.getLead(ref), ref).toBeDefined();

  const until = Date.now() + 60_000;
  while ((await store.listLeads()).some((lead) => lead.emailStatus !== 'sent')) {
    if (Date.now() > until) {
      const all = await store.listLeads();
      throw new Error(`pending e-mails were not sent after the restart: ${all.filter((l) => l.emailStatus === 'sent').length} sent of ${all.length}; sample ${JSON.stringify(all.find((l) => l.emailStatus !== 'sent'))}; received ${smtp.received.length}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const mailed = smtp.received.map((mail) => /\[(NQ-[A-Z2-9]{6})\]/.exec(mail.raw)?.[1]);
  for (const ref of load.acknowledged) expect(mailed.filter((m) => m === ref), ref).toHaveLength(1);
  console.log(`Crash test: ${load.acknowledged.length} acknowledged before SIGKILL, ${load.errors} cut off by it; all stored and each e-mailed once after the restart.`);
  await server.stop();
  await store.close();
  await smtp.close();
});
