// Drives the real server process on loopback for the load and crash tests: start it, post
// valid forms from many concurrent clients for a bounded time, stop or kill it.
import { spawn, type ChildProcess } from 'node:child_process';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';

/** The form secret of the servers started here, so that the load can sign a token for each form it sends. */
const harnessSecret = 'load-harness-form-secret';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the server has printed so far (its log). */
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/**
 * Servers not stopped yet. They end with the process that started them: a test that fails before
 * it stops its servers (a second server that could not start, say) must not leave one on its
 * port, where it would answer for the next run's server.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `cwd`: the project copy it runs in (a production copy, say); this project unless told. `startMs`: how long it may take to listen. */
export async function startServerProcess(env: Record<string, string>, port: number, cwd = projectRoot, { startMs = 20_000 } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), FORM_SECRET: harnessSecret, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    // Its own line first: another server left on the port (by a run cut short) must not answer for it.
    try {
      if (output.includes('Serving release') && (await fetch(`${url}/api/form-token`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL'); // else it starts later, on the port, answering the next run's requests
      throw new Error(`The server did not start in ${startMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      // A server that has not ended 10 s after SIGTERM is reported (a test's output is all CI keeps).
      const slow = setTimeout(() => console.error(`The server on port ${port} has not stopped 10 s after SIGTERM. Its last output:\n${output.slice(-2000)}`), 10_000);
      await exited;
      clearTimeout(slow);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface LoadResult {
  /** References the server acknowledged (200 with a ref). */
  acknowledged: string[];
  errors: number;
  /** Latencies of acknowledged requests, in ms. */
  latencies: number[];
  seconds: number;
}

/**
 * Posts valid contact forms from `concurrency` clients until `seconds` pass or `stop` resolves;
 * `onAcknowledged` hears each reference as the server acknowledges it.
 */
export async function postContactForms(
  url: string,
  { concurrency, seconds, stop, onAcknowledged }: { concurrency: number; seconds: number; stop?: Promise<void>; onAcknowledged?: (ref: string) => void },
): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], errors: 0, latencies: [], seconds };
  let stopped = false;
  const deadline = setTimeout(() => (stopped = true), seconds * 1000);
  void stop?.then(() => (stopped = true));
  const started = performance.now();
  let n = 0;
  const client = async () => {
    while (!stopped) {
      // Each form brings a token of its own, handed out longer ago than the minimum fill time.
      const formToken = issueToken(harnessSecret, Date.now() - 10_000);
      const body = new URLSearchParams({ firstName: 'Load', lastName: `Test ${++n}`, email: `load${n}@example.qa`, subject: 'general', message: `Load test message number ${n}.`, formToken });
      const sent = performance.now();
      try {
        const response = await fetch(`${url}/api/contact`, { method: 'POST', body, headers: { accept: 'application/json' } });
        const answer = (await response.json()) as { ref?: string };
        if (response.status === 200 && answer.ref) {
          result.acknowledged.push(answer.ref);
          onAcknowledged?.(answer.ref);
          result.latencies.push(performance.now() - sent);
        } else result.errors++;
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  clearTimeout(deadline);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
