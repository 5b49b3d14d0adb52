// `npm run backup` while the real server takes leads, `npm run restore` into a new database, a new
// server on it: every lead acknowledged before the backup began is there, and the team with it.
// A bad file, or a database a running server has open, is refused and changes nothing.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { postContactForms, startServerProcess, type LoadResult, type ServerProcess } from '../../scripts/lib/loadHarness.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openLeadStore } from '../../src/server/leads/openStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { throwawaySchema } from '../support/storeBackends.ts';

const runFile = promisify(execFile);

/** Runs `npm run <script> -- …args` as an operator would, with `env` on top of this process's. */
async function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await runFile('npm', ['run', '-s', script, '--', ...args], { cwd: projectRoot, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const serverEnv = (dir: string, database: Record<string, string>) => ({
  ...database,
  RELEASES_DIR: join(dir, 'releases'),
  RATE_LIMIT_PER_MINUTE: '1000000000',
  OUTBOX_INTERVAL_MS: '60000',
});

/**
 * Leads posted for ~1.5 s, then the backup while they go on, then ~1 s more: the references
 * acknowledged before the backup began, those acknowledged while it ran, and the load's result.
 */
async function backupUnderLoad(server: ServerProcess, backup: () => Promise<{ code: number; stdout: string; stderr: string }>) {
  const acknowledged: Array<{ ref: string; at: number }> = [];
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const load: Promise<LoadResult> = postContactForms(server.url, { concurrency: 6, seconds: 60, stop: stopped, onAcknowledged: (ref) => acknowledged.push({ ref, at: performance.now() }) });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const began = performance.now();
  const before = acknowledged.map((ack) => ack.ref);
  const outcome = await backup();
  const ended = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stop();
  const result = await load;
  const during = acknowledged.filter((ack) => ack.at > began && ack.at < ended).length;
  const after = acknowledged.filter((ack) => ack.at >= ended).length;
  return { before, during, after, result, outcome, seconds: (ended - began) / 1000 };
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('SQLite', () => {
  it('backs up while leads arrive; the restored database holds every lead acknowledged before, and the team', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuqta-backup-'));
    const dataFile = join(dir, 'leads.db');
    const seed = await openLeadStore({ DATA_FILE: dataFile });
    await teamStore(seed.database).addMember({ email: 'owner@nuqta.example', name: 'Maryam Al-Kuwari', role: 'owner' });
    await seed.close();

    const server = await startServerProcess(serverEnv(dir, { DATA_FILE: dataFile }), 4590);
    const backupFile = join(dir, 'copies', 'tonight.db');
    const run = await backupUnderLoad(server, () => npmRun('backup', [backupFile], { DATA_FILE: dataFile }));
    expect(run.outcome.stderr).toBe('');
    expect(run.outcome.code).toBe(0);
    expect(run.outcome.stdout).toContain(`to ${backupFile}`);
    expect(run.before.length).toBeGreaterThan(20);
    // The server went on taking leads, none refused, while and after the backup was made.
    expect(run.after).toBeGreaterThan(0);
    expect(run.result.errors).toBe(0);

    // While the first server runs (idle now), its database is not replaced.
    const held = () => digest(dataFile) + digest(`${dataFile}-wal`);
    const heldBefore = held();
    const refused = await npmRun('restore', [backupFile], { DATA_FILE: dataFile });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/A server has the database at .*leads\.db open: stop it first/);
    expect(held()).toBe(heldBefore);
    await server.stop();

    const restoredFile = join(dir, 'restored', 'leads.db');
    const restored = await npmRun('restore', [backupFile], { DATA_FILE: restoredFile });
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/^Restored .* leads, 0 subscribers, 1 team member,/);
    const second = await startServerProcess(serverEnv(join(dir, 'second'), { DATA_FILE: restoredFile }), 4591);
    try {
      expect((await fetch(`${second.url}/contact`)).status).toBe(200);
      const store = await openLeadStore({ DATA_FILE: restoredFile });
      const missing = [];
      for (const ref of run.before) if (!(await store.getLead(ref))) missing.push(ref);
      expect(missing).toEqual([]);
      expect((await teamStore(store.database).memberByEmail('owner@nuqta.example'))?.name).toBe('Maryam Al-Kuwari');
      // A snapshot: never more than the server had acknowledged by the time the backup ended.
      expect(await store.countLeads()).toBeLessThanOrEqual(run.before.length + run.during + 6);
      await store.close();
    } finally {
      await second.stop();
    }
    console.log(`SQLite backup: ${run.before.length} leads acknowledged before it, ${run.during} while it ran (${run.seconds.toFixed(2)} s), ${run.after} after; every one before it restored.`);
  });

  it('refuses a file that is no backup, or a damaged one, and changes nothing', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuqta-restore-'));
    const dataFile = join(dir, 'leads.db');
    const seed = await openLeadStore({ DATA_FILE: dataFile });
    await seed.addLead({ kind: 'contact', fields: { firstName: 'Kept', email: 'kept@example.qa' }, spam: false });
    await seed.close();
    const backupFile = join(dir, 'good.db');
    expect((await npmRun('backup', [backupFile], { DATA_FILE: dataFile })).code).toBe(0);

    const notABackup = join(dir, 'notes.db');
    writeFileSync(notABackup, 'These are not the leads you are looking for.\n'.repeat(40));
    const damaged = join(dir, 'damaged.db');
    writeFileSync(damaged, readFileSync(backupFile).subarray(0, 8192));
    const before = digest(dataFile);
    for (const [file, reason] of [
      [notABackup, 'is not a backup of this site: it is not an SQLite database'],
      [damaged, 'is damaged'],
      [join(dir, 'missing.db'), 'There is no file at'],
    ]) {
      const outcome = await npmRun('restore', [file], { DATA_FILE: dataFile });
      expect(outcome.code, file).not.toBe(0);
      expect(outcome.stderr).toContain('Restore failed, nothing was changed:');
      expect(outcome.stderr).toContain(reason);
      expect(outcome.stderr).not.toMatch(/\n\s+at /); // one plain line, no stack
      expect(digest(dataFile)).toBe(before);
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const pgDump = await runFile('pg_dump', ['--version']).then(
  () => true,
  () => false,
);
const postgresMissing = !postgresUrl ? 'TEST_DATABASE_URL is not set' : !pgDump ? 'pg_dump is not installed' : undefined;
if (postgresMissing) console.log(`Skipping the PostgreSQL backup test: ${postgresMissing}.`);

describe.skipIf(postgresMissing)('PostgreSQL', () => {
  it('backs up while leads arrive (pg_dump); a restore after the schema is lost brings back every lead acknowledged before', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuqta-pg-backup-'));
    const schema = await throwawaySchema(postgresUrl!, 'backup');
    try {
      const seed = await openLeadStore({ DATABASE_URL: schema.url });
      await teamStore(seed.database).addMember({ email: 'owner@nuqta.example', name: 'Maryam Al-Kuwari', role: 'owner' });
      await seed.close();
      const server = await startServerProcess(serverEnv(dir, { DATABASE_URL: schema.url }), 4592);
      const backupFile = join(dir, 'tonight.pgdump');
      const run = await backupUnderLoad(server, () => npmRun('backup', [backupFile], { DATABASE_URL: schema.url }));
      expect(run.outcome.stderr).toBe('');
      expect(run.outcome.code).toBe(0);
      expect(run.before.length).toBeGreaterThan(20);
      expect(run.result.errors).toBe(0);

      const refused = await npmRun('restore', [backupFile], { DATABASE_URL: schema.url });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/A server is connected to the schema "backup_\w+" .*: stop every instance first/);
      const garbage = join(dir, 'notes.pgdump');
      writeFileSync(garbage, 'not a dump\n');
      const bad = await npmRun('restore', [garbage], { DATABASE_URL: schema.url });
      expect(bad.stderr).toMatch(/Restore failed, nothing was changed: .* is not a backup of this site/);
      await server.stop();

      // The disaster: the schema is gone.
      const admin = await openLeadStore({ DATABASE_URL: postgresUrl! });
      await admin.database.query(`DROP SCHEMA ${new URL(schema.url).searchParams.get('options')!.split('=')[1]} CASCADE`);
      await admin.close();
      const restored = await npmRun('restore', [backupFile], { DATABASE_URL: schema.url });
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/^Restored .* 1 team member,/);

      const second = await startServerProcess(serverEnv(join(dir, 'second'), { DATABASE_URL: schema.url }), 4593);
      try {
        const store = await openLeadStore({ DATABASE_URL: schema.url });
        const missing = [];
        for (const ref of run.before) if (!(await store.getLead(ref))) missing.push(ref);
        expect(missing).toEqual([]);
        expect((await teamStore(store.database).memberByEmail('owner@nuqta.example'))?.name).toBe('Maryam Al-Kuwari');
        await store.close();
      } finally {
        await second.stop();
      }
      console.log(`PostgreSQL backup: ${run.before.length} leads acknowledged before it, ${run.during} while it ran (${run.seconds.toFixed(2)} s), ${run.after} after; every one before it restored.`);
    } finally {
      await schema.drop().catch(() => undefined);
    }
  });
});
