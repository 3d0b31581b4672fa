import { defineConfig } from 'vitest/config';

// One runner for every package; e2e specs belong to Playwright, not here.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'tools/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    // Files share a worker's loaded modules: each test builds its own app and database, so nothing
    // rides on module state, and the suite no longer re-imports the server for every file.
    isolate: false,
    maxWorkers: 2,
  },
});
