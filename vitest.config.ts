import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and component tests: next to the code (*.test.ts, *.test.tsx), the engine's tests,
// and tests/unit. Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    // the default 5 s is too short for a component test stepping a board when the two cores are
    // shared with other work (a 1.7 s test took 5 s under load); a test that hangs still fails
    testTimeout: 20_000,
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
