// A scheduled publish with two server processes on one PostgreSQL, each with a disk of its own,
// restarted between the scheduling and its time, their clocks then moved past it (SIGUSR2,
// tests/support/laterClock.ts): it is carried out within the minute, by one of them, once; a
// cancelled one is not. Runs against the real build when TEST_DATABASE_URL is set.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawaySchema } from '../support/storeBackends.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openPostgresStore } from '../../src/server/leads/postgresStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { consoleClient, pricingHeading, type ConsoleCall } from '../support/consoleClient.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const stepMs = 2 * 3_600_000;
const ports = [4388, 4389];

/** Saves the pricing page with another heading; resolves to the saved content's hash. */
async function saveHeading(call: ConsoleCall, heading: string): Promise<string> {
  const session = await call('GET', 'session');
  session.site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading.en = heading;
  const saved = await call('POST', 'save', { site: session.site, baseHash: session.hash });
  if (saved.status !== 'saved') throw new Error(`Not saved: ${JSON.stringify(saved)}`);
  return saved.hash;
}

describe.skipIf(!postgresUrl)('a scheduled publish, two instances on one PostgreSQL', () => {
  let instances: ServerProcess[] = [];
  let databaseUrl = '';
  let dropSchema = async () => undefined as void;
  // Each instance: its own empty disk, a clock the test moves 2 hours on, a look at the schedule every second.
  const start = (port: number) =>
    startServerProcess(
      {
        DATABASE_URL: databaseUrl,
        SMTP_URL: '',
        RELEASES_DIR: mkdtempSync(join(tmpdir(), 'nuqta-schedule-releases-')),
        SCHEDULE_CHECK_MS: '1000',
        NODE_OPTIONS: `--import=${resolve(projectRoot, 'tests/support/laterClock.ts')}`,
        CLOCK_STEP_MS: String(stepMs),
      },
      port,
    );

  beforeAll(async () => {
    ({ url: databaseUrl, drop: dropSchema } = await throwawaySchema(postgresUrl!, 'schedule'));
    for (const port of ports) instances.push(await start(port));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];
    await dropSchema();
  });

  it('is carried out at its time by one instance, once, after a restart of both; a cancelled one is not', async () => {
    const store = await openPostgresStore(databaseUrl);
    const team = teamStore(store.database);
    const editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });
    try {
      const onA = await consoleClient(instances[0], team, editor);
      const before = await pricingHeading(instances[1]);
      const scheduledHash = await saveHeading(onA, 'Prices From Sunday');
      const scheduled = await onA('POST', 'publish-requests', { baseHash: scheduledHash, publishAt: Date.now() + 90 * 60_000 });
      expect(scheduled).toMatchObject({ status: 'scheduled', requestedBy: 'sara@nuqta.qa' });
      const cancelledHash = await saveHeading(onA, 'Prices Never Published');
      const cancelled = await onA('POST', 'publish-requests', { baseHash: cancelledHash, publishAt: Date.now() + 100 * 60_000 });
      expect(await onA('POST', `publish-requests/${cancelled.id}/cancel`, {})).toMatchObject({ status: 'cancelled' });

      // Both restart between the scheduling and its time: nothing is lost.
      for (const instance of instances) await instance.stop();
      instances = [];
      for (const port of ports) instances.push(await start(port));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await pricingHeading(instances[0])).toBe(before);

      // Two hours later on both: within the minute (a look a second, here), the site shows it, on both.
      for (const instance of instances) instance.child.kill('SIGUSR2');
      // The look is due within a second; the publish itself renders every page on an empty disk (over 30 s once, with other tests' servers busy).
      await expect.poll(() => pricingHeading(instances[0]), { timeout: 90_000, interval: 200 }).toBe('Prices From Sunday');
      await expect.poll(() => pricingHeading(instances[1]), { timeout: 5_000, interval: 100 }).toBe('Prices From Sunday');
      // More looks on both publish nothing more.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const releases = await store.database.query<{ content_id: string; status: string }>(`SELECT content_id, status FROM releases WHERE id <> 'build'`);
      expect(releases).toEqual([{ content_id: scheduled.contentId, status: 'live' }]);
      const requests = await store.database.query<{ id: string; status: string }>('SELECT id, status FROM publish_requests ORDER BY requested_at');
      expect(requests).toEqual([
        { id: scheduled.id, status: 'published' },
        { id: cancelled.id, status: 'cancelled' },
      ]);
      expect(await pricingHeading(instances[1])).toBe('Prices From Sunday');
    } finally {
      await store.close();
    }
  }, 240_000);
});
