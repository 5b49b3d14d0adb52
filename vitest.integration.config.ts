import { defineConfig } from 'vitest/config';

// Tests that need the production build (run after `npm run build`).
export default defineConfig({
  test: { include: ['tests/integration/**/*.test.ts'], environment: 'node', pool: 'forks', testTimeout: 120_000 },
});
