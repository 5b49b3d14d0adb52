// `npm run loadtest:pages`: the real server on loopback (needs a build) answers the home page and
// the largest script every page loads, from 50 connections for 10 s each, with and without
// `accept-encoding: br`; prints requests/s, p50, p99 and the ratio of the two rates.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from './lib/loadHarness.ts';

const connections = Number(process.env.LOAD_CONCURRENCY ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const clientDir = join(process.env.BUILD_DIR ?? 'dist', 'client');

// The boot script and the chunks it names (data-chunks): the largest is the asset to load.
const home = readFileSync(join(clientDir, 'index.html'), 'utf8');
const scripts = [...home.matchAll(/(?:src|data-chunks)="([^"]+)"/g)].flatMap((m) => m[1].split(' ')).filter((file) => file.startsWith('/assets/') && file.endsWith('.js'));
const asset = scripts.sort((a, b) => statSync(join(clientDir, b)).size - statSync(join(clientDir, a)).size)[0];

/** What one request gets: the status, the encoding and the bytes on the wire. */
const probe = (url: string, headers: Record<string, string>) =>
  new Promise<{ status?: number; encoding: string; bytes: number }>((resolve, reject) =>
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'none', bytes }));
    }).on('error', reject),
  );

const server = await startServerProcess(
  { DATA_FILE: join(mkdtempSync(join(tmpdir(), 'nuqta-load-pages-')), 'leads.db'), SMTP_URL: '' },
  Number(process.env.LOAD_PORT ?? 4397),
);
let failed = false;
try {
  console.log(`Pages under load: ${connections} connections for ${seconds} s each, on loopback`);
  for (const path of ['/', asset]) {
    const rates: number[] = [];
    for (const [label, headers] of [['no accept-encoding', {}], ['accept-encoding: br', { 'accept-encoding': 'br' }]] as const) {
      const url = server.url + path;
      const sample = await probe(url, headers);
      const result = await autocannon({ url, connections, duration: seconds, headers });
      rates.push(result.requests.average);
      console.log(
        `  ${path.padEnd(28)} ${label.padEnd(20)} ${String(Math.round(result.requests.average)).padStart(6)} requests/s` +
          `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${sample.encoding}, ${sample.bytes} bytes; errors ${result.errors}, non-2xx ${result.non2xx})`,
      );
      if (sample.status !== 200 || result.errors > 0 || result.non2xx > 0) failed = true;
    }
    console.log(`  ${path.padEnd(28)} ratio br / none      ${(rates[1] / rates[0]).toFixed(2)}`);
  }
} finally {
  await server.stop();
}
if (failed) {
  console.error('Load test FAILED: every request must answer 200.');
  process.exit(1);
}
