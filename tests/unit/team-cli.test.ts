// `npm run team`, the owner's terminal: it says a member's role in words that fit it, and it is
// the recovery of the last owner who lost their passkey (new-passkey: leave to add a new one after
// a link sign-in, with the link).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { teamStore } from '../../studio/server/team/teamStore.ts';

const dataFile = join(mkdtempSync(join(tmpdir(), 'nuqta-team-cli-')), 'leads.db');
const team = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/team.ts', ...args], { cwd: projectRoot, env: { ...process.env, DATA_FILE: dataFile, PUBLIC_ORIGIN: 'https://nuqta.qa' }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
};

it('says each role in its own words', () => {
  team('invite', 'owner@nuqta.qa', '--role', 'owner');
  expect(team('invite', 'sales@nuqta.qa', '--role', 'sales')).toMatch(/^sales@nuqta\.qa is now a sales member\. /);
  expect(team('role', 'sales@nuqta.qa', 'editor')).toBe('sales@nuqta.qa is now an editor.\n');
  expect(team('role', 'sales@nuqta.qa', 'owner')).toBe('sales@nuqta.qa is now an owner.\n');
});

it('lets a member who lost their passkey add a new one after a link sign-in, within a day', async () => {
  const printed = team('new-passkey', 'owner@nuqta.qa');
  expect(printed).toMatch(/may add a new passkey after signing in with a link, within 24 hours/);
  expect(printed).toMatch(/https:\/\/nuqta\.qa\/studio\/sign-in#[\w-]{40,}/);
  const store = openSqliteStore(dataFile);
  const member = (await teamStore(store.database).memberByEmail('owner@nuqta.qa'))!;
  expect(member.newPasskeyUntil).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  await store.close();
});
