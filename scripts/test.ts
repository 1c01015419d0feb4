/**
 * `npm test`: every check, in order — Chromium, typecheck, lint, unit and component tests
 * (with the locale and content checks), production build, browser tests. A failing step does
 * not hide the others (the browser tests are skipped when the build or Chromium is missing);
 * a summary closes the run, and the exit code is non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string[];
  needs?: string[];
}

const npx = (...args: string[]) => ['npx', '--no-install', ...args];
const steps: Step[] = [
  { name: 'chromium', command: npx('tsx', 'scripts/ensure-chromium.ts') },
  { name: 'typecheck', command: npx('tsx', 'scripts/typecheck.ts') },
  { name: 'lint', command: npx('eslint', '.', '--max-warnings=0') },
  { name: 'unit', command: npx('vitest', 'run') },
  { name: 'build', command: npx('tsx', 'scripts/build.ts') },
  { name: 'e2e', command: npx('vitest', 'run', '-c', 'vitest.e2e.config.ts'), needs: ['chromium', 'build'] },
];

const results = new Map<string, 'passed' | 'failed' | 'skipped'>();
const times = new Map<string, number>();
for (const step of steps) {
  const blocked = step.needs?.filter((need) => results.get(need) !== 'passed') ?? [];
  if (blocked.length > 0) {
    results.set(step.name, 'skipped');
    console.log(`\n── ${step.name}: skipped (${blocked.join(', ')} failed)`);
    continue;
  }
  console.log(`\n── ${step.name}: ${step.command.slice(2).join(' ')}`);
  const started = Date.now();
  const [bin = 'npx', ...args] = step.command;
  const run = spawnSync(bin, args, { stdio: 'inherit' });
  times.set(step.name, Date.now() - started);
  results.set(step.name, run.status === 0 ? 'passed' : 'failed');
  // Without a browser nothing else is worth waiting for: ensure-chromium said what to do.
  if (step.name === 'chromium' && run.status !== 0) process.exit(1);
}

console.log('\n── summary');
for (const step of steps) {
  const result = results.get(step.name) ?? 'skipped';
  const time = times.has(step.name) ? `${((times.get(step.name) ?? 0) / 1000).toFixed(1)} s` : '';
  console.log(`   ${result === 'passed' ? '✓' : result === 'failed' ? '✗' : '-'} ${step.name.padEnd(10)} ${result.padEnd(8)} ${time}`);
}
const failed = [...results.values()].some((r) => r !== 'passed');
process.exit(failed ? 1 : 0);
