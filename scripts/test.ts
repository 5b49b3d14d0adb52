// npm test: first what the tests need from the machine (scripts/lib/testSetup.ts): as root with
// apt-get, Debian's packages this machine lacks, installed in one go; Firefox ESR 140 unpacked
// beside the system's; a throwaway PostgreSQL database for the storage tests. Then the steps, one
// after the other, with FIREFOX_ESR_PATHS and TEST_DATABASE_URL set; last, the database dropped
// and the cluster stopped again if this run started it.
// `npm test -- <command…>` runs that command instead of the steps, with the same setup
// (`npm test -- npx vitest run tests/unit/lead-store.test.ts` runs that file on PostgreSQL too).
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esr140Executable, esr140Folder, esr140Plan, esr140Version, installPlan, parseClusters, postgresPlan, testRole, thisMachine } from './lib/testSetup.ts';

const steps = [['validate'], ['types:check'], ['docs:blocks', '--', '--check'], ['typecheck'], ['test:unit'], ['build'], ['test:integration'], ['test:e2e'], ['test:studio'], ['test:smoke']];

/** Runs a setup command, its output kept (stdout returned), its errors shown; stops the run when it fails. */
function must(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`Test setup: \`${command} ${args.join(' ')}\` failed${result.error ? ` (${result.error.message})` : ''}.`);
  return String(result.stdout ?? '');
}
const output = (command: string, args: string[]) => String(spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).stdout ?? '');

/** Undone at the end, last first: what the setup started or made. */
const tearDowns: Array<() => void> = [];

async function setUp(): Promise<NodeJS.ProcessEnv> {
  const env = { ...process.env };
  const machine = await thisMachine();
  const said: string[] = [];

  const plan = installPlan(machine);
  if (plan.action === 'stop') throw new Error(plan.message);
  let updated = false;
  const aptUpdate = () => {
    if (updated) return;
    must('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    updated = true;
  };
  if (plan.action === 'install') {
    console.log(plan.notice);
    aptUpdate();
    must('apt-get', ['install', '-y', '-qq', ...plan.packages], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
    const still = installPlan(machine);
    if (still.action !== 'none') throw new Error(`Test setup: still missing after apt-get install: ${still.action === 'install' ? still.packages.join(', ') : still.message}`);
  } else said.push('nothing to install');

  const esrFolder = esr140Folder(env);
  if (!env.FIREFOX_ESR_PATHS && machine.hasCommand('apt-cache')) {
    const installed = output('dpkg-query', ['-W', '-f=${Version}', 'firefox-esr']).trim() || undefined;
    const esr = esr140Plan({
      unpacked: existsSync(esr140Executable(esrFolder)),
      installed,
      available: () => {
        const madison = () => esr140Version(output('apt-cache', ['madison', 'firefox-esr']));
        // A fresh machine's empty package lists (a container's) are read once; lists that name no
        // ESR 140 are not read again on every run.
        const noLists = !existsSync('/var/lib/apt/lists') || !readdirSync('/var/lib/apt/lists').some((file) => file.includes('_Packages'));
        if (noLists && machine.isRoot) aptUpdate();
        return madison();
      },
    });
    if (esr.action === 'unpack') {
      console.log(`Unpacking Debian's Firefox ESR ${esr.version} into ${esrFolder} for the smoke suite, beside the system's Firefox (${installed ?? 'none'}).`);
      const download = mkdtempSync(join(tmpdir(), 'nuqta-esr-'));
      try {
        must('apt-get', ['download', '-qq', `firefox-esr=${esr.version}`], { cwd: download, stdio: ['ignore', 'ignore', 'ignore'] });
        const deb = readdirSync(download).find((file) => file.endsWith('.deb'));
        if (deb) {
          mkdirSync(esrFolder, { recursive: true });
          must('dpkg', ['-x', join(download, deb), esrFolder]);
        }
      } catch (error) {
        // As before: the smoke suite then runs in the system's Firefox only.
        console.error(`${(error as Error).message} The smoke suite runs in the system's Firefox only.`);
      } finally {
        rmSync(download, { recursive: true, force: true });
      }
    }
    if (existsSync(esr140Executable(esrFolder))) env.FIREFOX_ESR_PATHS = esr140Executable(esrFolder);
  }

  const clusters = machine.hasCommand('pg_lsclusters') ? parseClusters(output('pg_lsclusters', ['-h'])) : [];
  const postgres = postgresPlan({ env, isRoot: machine.isRoot, clusters, pid: process.pid });
  if (postgres.action === 'skip') said.push(`the storage tests run on SQLite only: ${postgres.reason}`);
  else if (postgres.action === 'given') said.push('the storage tests use TEST_DATABASE_URL');
  else {
    const { cluster, database } = postgres;
    const clusterName = `${cluster.version}/${cluster.name}`;
    // As the cluster's owner, through its socket; from / (postgres may not read this folder).
    // Without the server's notices ("does not exist, skipping").
    const asPostgres = (command: string, args: string[]) =>
      must('runuser', ['-u', 'postgres', '--', command, '-p', String(cluster.port), ...args], { cwd: '/', env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' } });
    const sql = (statement: string) => asPostgres('psql', ['-d', 'postgres', '-qAt', '-v', 'ON_ERROR_STOP=1', '-c', statement]);
    if (postgres.start) {
      must('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
      tearDowns.push(() => {
        // Another run's or a person's session may have come since: the cluster is theirs then too.
        const others = Number(sql("SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()").trim());
        if (others > 0) return console.log(`Test setup: PostgreSQL ${clusterName} left running, ${others} other session(s) on it.`);
        must('pg_ctlcluster', [cluster.version, cluster.name, 'stop']);
        console.log(`Test setup: PostgreSQL ${clusterName} stopped again.`);
      });
    }
    sql(`DO $$ BEGIN CREATE ROLE ${testRole} LOGIN PASSWORD '${testRole}'; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    asPostgres('dropdb', ['--if-exists', database]);
    asPostgres('createdb', ['-O', testRole, database]);
    tearDowns.push(() => {
      asPostgres('dropdb', ['--if-exists', '--force', database]);
      console.log(`Test setup: database ${database} dropped.`);
    });
    env.TEST_DATABASE_URL = postgres.url;
    said.push(`the storage tests use PostgreSQL ${clusterName}${postgres.start ? ' (started for this run)' : ''}, database ${database}, dropped at the end`);
  }
  console.log(`Test setup: ${said.join('; ')}.`);
  return env;
}

let current: ChildProcess | undefined;
let stoppedBy: NodeJS.Signals | undefined;
// Ctrl-C reaches the step too (one process group): the run waits for it, then undoes the setup.
process.on('SIGINT', () => (stoppedBy = 'SIGINT'));
process.on('SIGTERM', () => ((stoppedBy = 'SIGTERM'), current?.kill('SIGTERM')));

function runStep(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    current = spawn(command, args, { stdio: 'inherit', env });
    current.on('error', (error) => (console.error(`${command}: ${error.message}`), resolve(127)));
    current.on('exit', (code) => resolve(code ?? 1));
  });
}

const command = process.argv.slice(2);
let exitCode = 0;
try {
  const env = await setUp();
  for (const [program, ...args] of command.length > 0 ? [command] : steps.map((step) => ['npm', 'run', ...step])) {
    if (stoppedBy) break;
    exitCode = await runStep(program, args, env);
    if (exitCode !== 0) break;
  }
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  for (const tearDown of tearDowns.reverse()) {
    try {
      tearDown();
    } catch (error) {
      console.error((error as Error).message);
    }
  }
}
process.exit(stoppedBy ? 128 + (stoppedBy === 'SIGINT' ? 2 : 15) : exitCode);
