import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the built dist/ on a local static server
// (tests/e2e/setup.ts starts it). Each file drives its own browser; two files run at a time
// (E2E_WORKERS=1 runs them one by one), so a machine's two cores are both busy.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 2);

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
