// `npm run loadtest:pages`: the real server on loopback (needs a build) answers the home page and
// the largest script every page loads, from 50 keep-alive connections for 10 s each, with and
// without `accept-encoding: br`; prints requests/s, p50, p99 and the ratio of the two rates.
// The client reads the bodies as bytes, neither decoding nor decompressing them, so that it costs
// the same whatever the encoding (autocannon decodes every body as UTF-8 text: on 2 cores, binary
// bodies made it measure itself).
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServerProcess } from './lib/loadHarness.ts';

const connections = Number(process.env.LOAD_CONCURRENCY ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const clientDir = join(process.env.BUILD_DIR ?? 'dist', 'client');

// The boot script and the chunks it names (data-chunks): the largest is the asset to load.
const home = readFileSync(join(clientDir, 'index.html'), 'utf8');
const scripts = [...home.matchAll(/(?:src|data-chunks)="([^"]+)"/g)].flatMap((m) => m[1].split(' ')).filter((file) => file.startsWith('/assets/') && file.endsWith('.js'));
const asset = scripts.sort((a, b) => statSync(join(clientDir, b)).size - statSync(join(clientDir, a)).size)[0];

/** GETs `url` from every connection, one request after the other, until the time is up. */
async function load(url: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let sample = { encoding: '', bytes: 0 };
  const get = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      request(url, { agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - sent);
          else errors++;
          sample = { encoding: response.headers['content-encoding'] ?? 'none', bytes };
          resolve();
        });
      })
        .on('error', () => {
          errors++;
          resolve();
        })
        .end();
    });
  let stopped = false;
  const deadline = setTimeout(() => (stopped = true), seconds * 1000);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stopped) await get();
    }),
  );
  clearTimeout(deadline);
  agent.destroy();
  return { rate: latencies.length / ((performance.now() - started) / 1000), latencies, errors, ...sample };
}

const server = await startServerProcess(
  { DATA_FILE: join(mkdtempSync(join(tmpdir(), 'nuqta-load-pages-')), 'leads.db'), SMTP_URL: '' },
  Number(process.env.LOAD_PORT ?? 4388),
);
let errors = 0;
try {
  console.log(`Pages under load: ${connections} connections for ${seconds} s each, on loopback`);
  for (const path of ['/', asset]) {
    const rates: number[] = [];
    for (const [label, headers] of [['no accept-encoding', {}], ['accept-encoding: br', { 'accept-encoding': 'br' }]] as const) {
      const result = await load(server.url + path, headers);
      rates.push(result.rate);
      errors += result.errors;
      const ms = (p: number) => `${percentile(result.latencies, p).toFixed(1)} ms`;
      console.log(`  ${path.padEnd(28)} ${label.padEnd(20)} ${result.rate.toFixed(0).padStart(6)} requests/s  p50 ${ms(50)}  p99 ${ms(99)}  (${result.encoding}, ${result.bytes} bytes; errors ${result.errors})`);
    }
    console.log(`  ${path.padEnd(28)} ratio br / none      ${(rates[1] / rates[0]).toFixed(2)}`);
  }
} finally {
  await server.stop();
}
if (errors > 0) {
  console.error('Load test FAILED: every request must answer 200.');
  process.exit(1);
}
