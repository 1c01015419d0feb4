/**
 * The engine's golden output: a digest of every worked example's steps (decisions, events and
 * states) and of seeded random legal games of 150 actions from every example's start. The test
 * `tests/unit/engine-golden.test.ts` recomputes it and compares it with the committed
 * `tests/fixtures/engine-golden.json`, so a change that moves any example's output, or any random
 * game's, fails until the change says so by rewriting the file:
 *
 *   npx tsx scripts/engine-golden.ts --write   # after a change that is meant to change a rule
 *   npx tsx scripts/engine-golden.ts --diff    # which examples and games moved
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldenDigests, GOLDEN_FILE } from '../tests/unit/golden.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, GOLDEN_FILE);
const now = goldenDigests(root);
const mode = process.argv[2];
if (mode === '--write') {
  writeFileSync(file, JSON.stringify(now, null, 2) + '\n');
  console.log(`wrote ${GOLDEN_FILE}: ${Object.keys(now).length} digests`);
} else {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const moved = Object.keys({ ...before, ...now }).filter((k) => before[k] !== now[k]);
  for (const k of moved) console.log(`${k}: ${before[k] ?? '(new)'} → ${now[k] ?? '(gone)'}`);
  console.log(moved.length === 0 ? 'engine output unchanged' : `${moved.length} digests moved`);
  process.exit(moved.length === 0 || mode !== '--check' ? 0 : 1);
}
