import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the built dist/ on a local static server
// (tests/e2e/setup.ts starts it). One file at a time: each drives its own browser.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
