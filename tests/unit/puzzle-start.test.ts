/**
 * The editor's "Copy as a puzzle start" (issue 24): the position and the decisions played in the
 * editor become the start of a puzzle file (docs/puzzles.md). Every authored puzzle, played in the
 * editor and copied, gives back its setup and a solution that plays the same line: with its
 * rulings and its goal filled in, the build's checks pass it. The suggested goal does not hold at
 * the start, and what the contributor must still write (`tests`) is named by the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../src/content/catalog.ts';
import { startGame } from '../../src/engine/index.ts';
import { checkPuzzle } from '../../src/practice/model/check.ts';
import { holds, startProgress } from '../../src/practice/model/goal.ts';
import { playLine, type Puzzle } from '../../src/practice/model/puzzle.ts';
import { puzzleSchema } from '../../src/practice/build/puzzleSchema.ts';
import { toPuzzleJson } from '../../src/position/example.ts';

const ROOT = process.cwd();
const catalog = loadCatalog(ROOT);
const puzzles: Puzzle[] = readdirSync(path.join(ROOT, 'content/mechanics'))
  .flatMap((slug) => {
    const dir = path.join(ROOT, 'content/mechanics', slug, 'puzzles');
    try {
      return readdirSync(dir).map((f) => path.join(dir, f));
    } catch {
      return [];
    }
  })
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(f, 'utf8')) as Puzzle);

/** The puzzle as the editor holds it once its line is played: the setup and every player's engine actions. */
function copied(p: Puzzle): Puzzle {
  const { runs, error } = playLine(p, catalog, p.solution);
  expect(error, `${p.id}: its solution plays`).toBeUndefined();
  const played = runs.at(-1)?.played ?? [];
  return JSON.parse(toPuzzleJson({ setup: p.setup, decisions: played }, catalog, { mechanic: p.mechanic, id: p.id })) as Puzzle;
}

test('there are puzzles to copy', () => {
  expect(puzzles.length).toBeGreaterThanOrEqual(30);
});

describe.each(puzzles.map((p) => [p.id, p] as const))('%s', (_id, p) => {
  test('copied from the editor: its setup, the reader at the bottom, and a solution that plays the same line to the same goal', () => {
    const start = copied(p);
    expect(start).toMatchObject({ id: p.id, mechanic: p.mechanic, kind: 'reach', tests: [], reader: 'p1' });
    expect(start.setup).toEqual(JSON.parse(JSON.stringify(p.setup)));
    // with what the contributor writes (the rulings, the goal or the answers) it is the puzzle again
    const filled = { ...start, tests: p.tests, kind: p.kind, goal: p.goal, answers: p.answers, reader: p.reader };
    expect(puzzleSchema.safeParse(filled).success).toBe(true);
    expect(checkPuzzle(filled, catalog)).toEqual([]);
  });

  test('its suggested goal is a goal the build accepts, and does not hold at the start', () => {
    const start = copied(p);
    expect(start.goal).toBeDefined();
    const goal = start.goal ?? { holds: { all: [] } };
    const { state } = startGame(start.setup, catalog);
    expect(holds(goal.holds, startProgress(goal, state), state)).toBe(false);
    // the rulings it tests are the contributor's to name: the build says so
    const parsed = puzzleSchema.safeParse(start);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['tests']);
  });
});
