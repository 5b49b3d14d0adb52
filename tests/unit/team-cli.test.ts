// `npm run team`, the owner's terminal: it says a member's role in words that fit it, and it is
// the recovery of the last owner who lost their passkey (new-passkey: leave to add a new one after
// a link sign-in, with the link).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { asRoleMember, roles } from '../../studio/shared/roles.ts';

const dataFile = join(mkdtempSync(join(tmpdir(), 'nuqta-team-cli-')), 'leads.db');
const team = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/team.ts', ...args], { cwd: projectRoot, env: { ...process.env, DATA_FILE: dataFile, PUBLIC_ORIGIN: 'https://nuqta.qa' }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
};

it('names every role as it is, each in words of its own (a role added later too)', () => {
  for (const role of roles) expect(asRoleMember(role), role).toMatch(new RegExp(`^an? ${role}\\b`));
  expect(new Set(roles.map(asRoleMember)).size).toBe(roles.length);
});

it('says each role in its own words, every role of studio/shared/roles.ts, invited and given', () => {
  team('invite', 'owner@nuqta.qa', '--role', 'owner');
  expect(team('invite', 'sales@nuqta.qa', '--role', 'sales')).toMatch(/^sales@nuqta\.qa is now a sales member\. /);
  for (const role of roles.filter((role) => role !== 'sales'))
    expect(team('invite', `${role}.member@nuqta.qa`, '--role', role)).toMatch(new RegExp(`^${role}\\.member@nuqta\\.qa is now ${asRoleMember(role)}\\. `));
  for (const role of roles) expect(team('role', 'sales@nuqta.qa', role)).toBe(`sales@nuqta.qa is now ${asRoleMember(role)}.\n`);
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
