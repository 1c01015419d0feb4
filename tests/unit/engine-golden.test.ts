/**
 * The engine's output stays byte-identical: every worked example's steps and seeded random legal
 * games from each example's start hash to the digests committed in tests/fixtures/engine-golden.json.
 * A change meant to change a rule rewrites that file (`npx tsx scripts/engine-golden.ts --write`)
 * and says why in its commit; `--diff` lists what moved.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { goldenDigests, GOLDEN_FILE } from './golden.ts';

test('every worked example and every seeded random game plays exactly as committed', () => {
  const root = process.cwd();
  const committed = JSON.parse(readFileSync(path.join(root, GOLDEN_FILE), 'utf8')) as Record<string, string>;
  const now = goldenDigests(root);
  expect(Object.keys(now).length).toBeGreaterThan(80);
  const moved = Object.keys({ ...committed, ...now }).filter((k) => committed[k] !== now[k]);
  expect(moved, 'run `npx tsx scripts/engine-golden.ts --diff`').toEqual([]);
}, 120_000);
