import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// At least two files at a time (UNIT_WORKERS=1: one at a time). Vitest's default leaves a core
// free, which on a two-core machine runs the files one by one; the longest file
// (tests/unit/build-validation.test.ts, about a minute) spends most of it waiting for the builds it
// spawns, so the other files run beside it.
const workers = Math.max(1, Number(process.env.UNIT_WORKERS) || Math.max(2, availableParallelism() - 1));

// Unit and component tests: next to the code (*.test.ts, *.test.tsx), the engine's tests,
// and tests/unit. Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    // the default 5 s is too short for a component test stepping a board when the two cores are
    // shared with other work (a 1.7 s test took 5 s under load); a test that hangs still fails
    testTimeout: 20_000,
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
        },
      },
    ],
  },
});
