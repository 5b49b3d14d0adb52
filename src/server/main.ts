// `npm run serve`: serves the build on HOST:PORT (default 127.0.0.1:4321).
import { resolve } from 'node:path';
import { buildServer } from './app.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');

const app = await buildServer({ buildDir, logger: process.env.LOG_REQUESTS === 'true' });
await app.listen({ host, port });
console.log(`Serving ${buildDir} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
