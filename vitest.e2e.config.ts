import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the built dist/ on a local static server
// (tests/e2e/global-setup.ts starts it). Each file drives its own browser; two files run at a
// time (E2E_WORKERS=1 runs them one by one), so a machine's two cores are both busy, and a test
// gets a minute by default (each browser has half the machine).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 2);

/** The files that take longest, started first so the two workers finish together. */
const LONGEST_FIRST = ['reading-phone', 'reading-desktop', 'stage', 'crawl', 'compare'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted.map((spec, order) => ({ spec, order })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order).map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // a poll waits for what the page does next (a dialog's lazy chunk, a catalogue): on a loaded
    // two-core machine that can take seconds, where vitest's default gives up after one (CI of
    // stop 30: the search dialog opened after 1 s); a test that asks for less says so
    expect: { poll: { timeout: 10_000 } },
  },
});
