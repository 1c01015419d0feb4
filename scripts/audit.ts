/**
 * `npm audit --omit=dev` for CI (.ci/run): fails on any high or critical advisory in the
 * dependencies the site ships. When the registry has no audit endpoint (mirrors, offline
 * machines) it says so and passes: an unreachable advisory service is not a finding.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: { metadata?: { vulnerabilities?: Record<string, number> }; error?: { summary?: string }; message?: string } = {};
try {
  report = JSON.parse(run.stdout || '{}') as typeof report;
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = report.error?.summary || report.message || (run.stderr.split('\n').find((l) => /error|warn/.test(l)) ?? 'no answer').trim();
  console.log(`audit: the registry's audit endpoint did not answer (${why}); nothing checked`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`audit: ${Object.entries(counts).map(([level, n]) => `${level} ${n}`).join(', ')}`);
if (serious > 0) {
  spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
  process.exit(1);
}
