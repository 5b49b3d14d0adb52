// A server that cannot open its data at start says so in one plain line and exits non-zero: a
// full disk (a new database, and one already there), a read-only folder, a PostgreSQL it cannot
// reach or that refuses it. No stack trace: the operator reads the line and knows what to do.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { canMountDisks, mountSmallDisk } from '../support/smallDisk.ts';

/** Starts the server with `env` and waits for it to exit: its exit code and what it printed. */
function startExpectingFailure(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const scratch = mkdtempSync(join(tmpdir(), 'nuqta-start-'));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '4594', FORM_SECRET: 'start-failure-secret', RELEASES_DIR: join(scratch, 'releases'), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}

function expectOnePlainLine(outcome: { code: number | null; stderr: string }, line: RegExp) {
  expect(outcome.code).not.toBe(0);
  expect(outcome.code).not.toBeNull(); // it exited by itself, not killed after 30 s
  const lines = outcome.stderr.trim().split('\n');
  expect(lines, outcome.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(line);
  expect(outcome.stderr).not.toMatch(/\bat .*\.ts:\d+|Error:|ERR_/);
}

describe.skipIf(!canMountDisks)('a disk of its own (root)', () => {
  it('a full disk at start, with no database yet', async () => {
    const disk = mountSmallDisk('1m');
    try {
      disk.fill();
      const dataFile = join(disk.dir, 'leads.db');
      const outcome = await startExpectingFailure({ DATA_FILE: dataFile });
      expectOnePlainLine(outcome, new RegExp(`^Cannot open the database at ${dataFile}: the disk is full\\. Free some space or set DATA_FILE to another disk\\.$`));
    } finally {
      disk.unmount();
    }
  });

  it('a full disk at start, with the database already there', async () => {
    const disk = mountSmallDisk('3m');
    try {
      const dataFile = join(disk.dir, 'leads.db');
      const store = openSqliteStore(dataFile);
      await store.addLead({ kind: 'contact', fields: { firstName: 'Kept', email: 'kept@example.qa' }, spam: false });
      await store.close();
      disk.fill();
      const outcome = await startExpectingFailure({ DATA_FILE: dataFile });
      expectOnePlainLine(outcome, new RegExp(`^Cannot open the database at ${dataFile}: the disk is full\\. Free some space or set DATA_FILE to another disk\\.$`));
    } finally {
      disk.unmount();
    }
  });

  it('a read-only data folder', async () => {
    const disk = mountSmallDisk('1m');
    try {
      execFileSync('mount', ['-o', 'remount,ro', disk.dir]);
      const dataFile = join(disk.dir, 'leads.db');
      const outcome = await startExpectingFailure({ DATA_FILE: dataFile });
      expectOnePlainLine(outcome, new RegExp(`^Cannot open the database at ${dataFile}: the folder is read-only\\. Make it writable for the server's user or set DATA_FILE to another disk\\.$`));
    } finally {
      disk.unmount();
    }
  });
});

// Without root, a folder the server's user may not write to (root may write anywhere).
it.skipIf(process.getuid?.() === 0)('a data folder the server may not write to', async () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'nuqta-locked-')), 'data');
  mkdirSync(folder);
  chmodSync(folder, 0o500);
  const dataFile = join(folder, 'leads.db');
  const outcome = await startExpectingFailure({ DATA_FILE: dataFile });
  expectOnePlainLine(outcome, new RegExp(`^Cannot open the database at ${dataFile}: permission denied\\.`));
});

it('a DATABASE_URL where nothing answers', async () => {
  const outcome = await startExpectingFailure({ DATABASE_URL: 'postgres://nuqta:s3cret@127.0.0.1:1/nuqta' });
  expectOnePlainLine(outcome, /^Cannot open the database at postgres:\/\/nuqta:\*\*\*@127\.0\.0\.1:1\/nuqta: nothing answers at that address\. Check that PostgreSQL is running there/);
  expect(outcome.stderr).not.toContain('s3cret');
});

const postgresUrl = process.env.TEST_DATABASE_URL;
it.skipIf(!postgresUrl)('a DATABASE_URL whose password is refused (TEST_DATABASE_URL)', async () => {
  const url = new URL(postgresUrl!);
  url.password = 'not-the-password';
  const outcome = await startExpectingFailure({ DATABASE_URL: url.toString() });
  expectOnePlainLine(outcome, /^Cannot open the database at postgres:\/\/.*\*\*\*@.*: the password was refused\. Check the user and password in DATABASE_URL\.$/);
});
