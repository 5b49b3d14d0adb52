import { defineConfig } from 'vitest/config';

// Tests that need the production build (run after `npm run build`).
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // All files at once: they mostly wait on the servers they start and kill (62 s one at a time, 45 s so).
    maxWorkers: 3,
    testTimeout: 120_000,
    // Their set-ups start servers, each with its own bound (startServerProcess): on a loaded machine two starts took over 10 s.
    hookTimeout: 120_000,
  },
});
