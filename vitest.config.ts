// Vitest runs the engine's unit and integration tests (tests/unit). The browser tests in
// tests/e2e belong to Playwright. This file takes precedence over vite.config.ts, so the
// site and prerender plugins are not loaded here; the build tests run the real build instead.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Separate processes: the build tests spawn child builds and the server tests open files.
    pool: 'forks',
    // More files at once than cores: many tests wait on child builds, servers and timers (a mail
    // server that confirms after 25 s). On two cores, four take 45 s where two took 96 s.
    maxWorkers: 4,
    // Generous for the tests that spawn npx; the build tests set their own, longer timeouts.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
