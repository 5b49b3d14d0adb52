// npm run test:smoke: the smoke suite in Firefox ESR and WebKitGTK (tests/smoke/), against the
// production server of the current build. The server listens on E2E_PORT + 28, the browsers'
// drivers on + 29 to + 31; its leads go to a temporary folder. Each engine runs in a process of
// its own, at the same time. `-- firefox` or `-- webkit` runs one; FIREFOX_ESR_PATHS (paths,
// comma-separated) runs the Firefox part once per Firefox build besides Debian's (npm test adds
// ESR 140 this way).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const e2ePort = Number(process.env.E2E_PORT ?? 4390);
const port = e2ePort + 28;
const base = `http://127.0.0.1:${port}`;
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const run = (name: string) => wanted.length === 0 || wanted.includes(name);

const missing = [
  run('firefox') && !existsSync('/usr/bin/firefox-esr') && !process.env.FIREFOX_PATH && 'firefox-esr',
  run('webkit') && !existsSync('/usr/bin/WebKitWebDriver') && 'webkit2gtk-driver',
  run('webkit') && !process.env.DISPLAY && !existsSync('/usr/bin/Xvfb') && 'xvfb',
].filter(Boolean);
if (missing.length) {
  console.error(`The smoke suite needs Debian's ${missing.join(', ')}: apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}

const data = mkdtempSync(join(tmpdir(), 'nuqta-smoke-'));
const server = spawn(process.execPath, ['src/server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_FILE: join(data, 'leads.db'),
    FORM_SECRET_FILE: join(data, 'form-secret'),
    RATE_LIMIT_PER_MINUTE: '1000',
    FORM_MIN_FILL_MS: '1000',
  },
});
const stop = () => {
  server.kill();
  rmSync(data, { recursive: true, force: true });
};
process.on('SIGINT', () => (stop(), process.exit(130)));

for (let tries = 0; ; tries++) {
  try {
    await fetch(`${base}/`);
    break;
  } catch {
    if (tries > 300 || server.exitCode !== null) {
      console.error(`The server did not start on ${base}: is there a build (npm run build)?`);
      stop();
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const runs: Array<{ file: string; env: Record<string, string> }> = [];
if (run('firefox')) {
  runs.push({ file: 'tests/smoke/firefox.test.ts', env: { SMOKE_DRIVER_PORT: String(e2ePort + 29) } });
  for (const [i, path] of (process.env.FIREFOX_ESR_PATHS ?? '').split(',').filter(Boolean).entries())
    runs.push({ file: 'tests/smoke/firefox.test.ts', env: { SMOKE_DRIVER_PORT: String(e2ePort + 31 + i), FIREFOX_PATH: path, SMOKE_LABEL: `firefox-${i + 2}` } });
}
if (run('webkit')) runs.push({ file: 'tests/smoke/webkit.test.ts', env: { SMOKE_DRIVER_PORT: String(e2ePort + 30) } });

const started = performance.now();
const codes = await Promise.all(
  runs.map(
    ({ file, env }) =>
      new Promise<number>((resolve) => {
        const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], { stdio: 'inherit', env: { ...process.env, SMOKE_BASE_URL: base, ...env } });
        child.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
stop();
console.log(`Smoke suite: ${runs.length} run(s) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
