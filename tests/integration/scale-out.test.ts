// Two server processes on one PostgreSQL, as behind a load balancer: one rate limit for both, and
// a form token used on one is used on the other. Runs against the real build when
// TEST_DATABASE_URL is set (.ci/run starts a PostgreSQL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { issueToken } from '../../src/server/leads/formToken.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const secret = 'scale-out-secret';
const schema = `scale_${process.pid}_${Date.now()}`;
const contact = { firstName: 'Noor', email: 'noor@company.qa', subject: 'general', message: 'Please call me about a new website.' };

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  let instances: ServerProcess[] = [];
  const admin = () => new pg.Client({ connectionString: postgresUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), FORM_SECRET: secret, RATE_LIMIT_PER_MINUTE: '5', SMTP_URL: '' };
    // One after the other: the first runs the migrations.
    for (const port of [4385, 4386]) instances.push(await startServerProcess(env, port));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];
    const client = admin();
    await client.connect();
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
  });

  const post = (instance: ServerProcess, formToken: string, fields: Record<string, string> = contact) =>
    fetch(`${instance.url}/api/contact`, { method: 'POST', body: new URLSearchParams({ ...fields, formToken }), headers: { accept: 'application/json' } });

  it('enforce one rate limit between them: a visitor gets 5 forms a minute in all, not 5 from each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(instances[i % 2], issueToken(secret, Date.now() - 10_000))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  });

  it('share the used form tokens: a token used on one cannot bring another form on the other', async () => {
    const client = admin();
    await client.connect();
    // A new minute for this address: the rate limit's window is in the database too.
    await client.query(`DELETE FROM ${schema}.rate_limits`);
    await client.end();
    const formToken = issueToken(secret, Date.now() - 10_000);
    const first = await post(instances[0], formToken);
    expect(first.status).toBe(200);
    const replayed = await post(instances[1], formToken, { ...contact, message: 'A different message with the same token.' });
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).status).toBe('retry');
  });
});
