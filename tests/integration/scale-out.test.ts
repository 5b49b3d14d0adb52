// Server processes on one PostgreSQL, as behind a load balancer, each with a disk of its own: one
// rate limit for all, a form token used on one is used on the others, a publish or a rollback on
// one switches all, and one started later on an empty disk serves the live release at once. Runs against the real build when
// TEST_DATABASE_URL is set (npm test makes one).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawaySchema } from '../support/storeBackends.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { openPostgresStore } from '../../src/server/leads/postgresStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { consoleClient, pricingHeading, publishPricingHeading } from '../support/consoleClient.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const secret = 'scale-out-secret';
const contact = { firstName: 'Noor', email: 'noor@company.qa', subject: 'general', message: 'Please call me about a new website.' };

describe.skipIf(!postgresUrl)('instances on one PostgreSQL, nothing else shared', () => {
  let instances: ServerProcess[] = [];
  let databaseUrl = '';
  let dropSchema = async () => undefined as void;

  beforeAll(async () => {
    ({ url: databaseUrl, drop: dropSchema } = await throwawaySchema(postgresUrl!, 'scale'));
    // One after the other: the first runs the migrations.
    for (const port of [4385, 4386]) instances.push(await startServerProcess(instanceEnv(), port));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];
    await dropSchema();
  });

  /** Each instance has a disk of its own, empty at its start: nothing is shared but the database. */
  const instanceEnv = () => ({ DATABASE_URL: databaseUrl, FORM_SECRET: secret, RATE_LIMIT_PER_MINUTE: '5', SMTP_URL: '', RELEASES_DIR: mkdtempSync(join(tmpdir(), 'nuqta-scale-releases-')) });

  const post = (instance: ServerProcess, formToken: string, fields: Record<string, string> = contact) =>
    fetch(`${instance.url}/api/contact`, { method: 'POST', body: new URLSearchParams({ ...fields, formToken }), headers: { accept: 'application/json' } });

  it('enforce one rate limit between them: a visitor gets 5 forms a minute in all, not 5 from each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(instances[i % 2], issueToken(secret, Date.now() - 10_000))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  });

  it('share the used form tokens: a token used on one cannot bring another form on the other', async () => {
    // A new minute for this address: the rate limit's window is in the database too.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('DELETE FROM rate_limits');
    await client.end();
    const formToken = issueToken(secret, Date.now() - 10_000);
    const first = await post(instances[0], formToken);
    expect(first.status).toBe(200);
    const replayed = await post(instances[1], formToken, { ...contact, message: 'A different message with the same token.' });
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).status).toBe('retry');
  });

  it('each serves a release published on one of them within 2 s, from its own disk; a rollback on the other switches both; a new instance on an empty disk serves it at once', async () => {
    const store = await openPostgresStore(databaseUrl);
    const team = teamStore(store.database);
    const editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
    const heading = pricingHeading;
    try {
      const [a, b] = instances;
      const onA = await consoleClient(a, team, editor);
      const onB = await consoleClient(b, team, editor);
      const before = await heading(b);
      const release = await publishPricingHeading(onA, 'Prices Published On One Instance');
      // The other instance heard of it (LISTEN/NOTIFY) and rendered it from the database on its own disk, within 2 s.
      await expect.poll(() => heading(b), { timeout: 2_000, interval: 50 }).toBe('Prices Published On One Instance');
      await expect.poll(() => heading(a), { timeout: 2_000, interval: 50 }).toBe('Prices Published On One Instance');

      expect((await onB('POST', 'releases/build/live', {})).status).toBe('live');
      await expect.poll(() => heading(a), { timeout: 2_000, interval: 50 }).toBe(before);
      expect(await heading(b)).toBe(before);
      expect((await onB('POST', `releases/${release.id}/live`, {})).status).toBe('live');
      await expect.poll(() => heading(a), { timeout: 2_000, interval: 50 }).toBe('Prices Published On One Instance');

      // A third instance, started afterwards on an empty disk, serves the live release from its first request.
      // It renders the live release from the database before it listens: on a busy machine, more than 20 s.
      const c = await startServerProcess(instanceEnv(), 4387, undefined, { startMs: 90_000 });
      instances.push(c);
      expect(await heading(c)).toBe('Prices Published On One Instance');
    } finally {
      await store.close();
    }
  }, 300_000);
});
