/**
 * The build's checks of puzzles, on planted broken puzzles: each fails with a message naming the
 * file and the field; the real puzzle they are made from passes.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../src/content/catalog.ts';
import { loadPuzzles, loadPuzzleTexts } from '../../src/practice/build/load.ts';
import type { Puzzle } from '../../src/practice/model/puzzle.ts';

const ROOT = process.cwd();
const catalog = loadCatalog(ROOT);
const base = JSON.parse(readFileSync(path.join(ROOT, 'content/mechanics/sneak/puzzles/sneak-three-damage.json'), 'utf8')) as Puzzle;

/** Loads one puzzle file written into a scratch content tree; returns the problems. */
function problemsOf(puzzle: unknown, file = 'sneak-three-damage.json'): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'puzzles-'));
  const dir = path.join(root, 'content/mechanics/sneak/puzzles');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), typeof puzzle === 'string' ? puzzle : JSON.stringify(puzzle));
  const problems: string[] = [];
  loadPuzzles(root, catalog, { sneak: Array.from({ length: 14 }, (_, i) => `sneak-r${i + 1}`) }, problems, ['sneak']);
  return problems;
}

const predict: Puzzle = {
  ...base,
  id: 'sneak-three-damage',
  kind: 'predict',
  goal: undefined,
  wrong: undefined,
  solution: base.solution,
  answers: [
    { id: 'three', holds: { event: 'damageDealt', where: { to: { player: 'p2' } }, sum: 'amount', equals: 3 } },
    { id: 'five', holds: { event: 'damageDealt', where: { to: { player: 'p2' } }, sum: 'amount', equals: 5 } },
  ],
};

describe('puzzle checks', () => {
  test('the real puzzle passes', () => {
    expect(problemsOf(base)).toEqual([]);
  });
  test('a malformed file names the file and the field', () => {
    expect(problemsOf({ ...base, kind: 'riddle' })).toEqual([expect.stringMatching(/^content\/mechanics\/sneak\/puzzles\/sneak-three-damage\.json: "kind": /)]);
    expect(problemsOf('{ nope')[0]).toMatch(/sneak-three-damage\.json: not valid JSON/);
    expect(problemsOf({ ...base, tests: ['sneak-r99'] })).toEqual([expect.stringContaining('"tests[0]": no ruling "sneak-r99"')]);
  });
  test('a solution that does not reach the goal', () => {
    const goal = { ...base.goal!, holds: { event: 'damageDealt' as const, where: { to: { player: 'p2' } }, sum: 'amount', atLeast: 9 } };
    expect(problemsOf({ ...base, goal, wrong: undefined })).toContain('content/mechanics/sneak/puzzles/sneak-three-damage.json: solution: the line ends and the goal does not hold');
  });
  test('a solution the engine refuses names the decision', () => {
    const solution = [base.solution[0], { type: 'cast', player: 'p1', object: '@sewer-ambusher' }];
    expect(problemsOf({ ...base, solution }).join('\n')).toMatch(/sneak-three-damage\.json: solution\.decisions\[1\]: /);
  });
  test('a goal that already holds at the start', () => {
    const goal = { holds: { life: 'p2', atLeast: 20 }, by: 'turn' as const };
    expect(problemsOf({ ...base, goal, wrong: undefined })).toContain('content/mechanics/sneak/puzzles/sneak-three-damage.json: goal: it already holds at the start');
  });
  test('a goal no line can fail', () => {
    const goal = { holds: { event: 'damageDealt' as const, where: { to: { player: 'p2' } }, sum: 'amount', atLeast: 3 } };
    expect(problemsOf({ ...base, goal, wrong: undefined })).toContain('content/mechanics/sneak/puzzles/sneak-three-damage.json: goal: no line of legal actions fails it (a puzzle must be possible to get wrong)');
  });
  test('a wrong line that does not fail', () => {
    const wrong = [{ id: 'not-wrong', decisions: base.solution }];
    expect(problemsOf({ ...base, wrong })).toContain('content/mechanics/sneak/puzzles/sneak-three-damage.json: wrong[0]: the line "not-wrong" does not fail the goal (solved)');
  });
  test('predict: exactly one answer holds after the line', () => {
    expect(problemsOf(predict)).toEqual([]);
    const two = { ...predict, answers: [predict.answers![0], { id: 'some', holds: { event: 'damageDealt', where: { to: { player: 'p2' } } } }] };
    expect(problemsOf(two)).toContain('content/mechanics/sneak/puzzles/sneak-three-damage.json: answers: exactly one must hold after the line, "three", "some" do');
    const none = { ...predict, answers: [predict.answers![1], { id: 'four', holds: { life: 'p2', equals: 16 } }] };
    expect(problemsOf(none)).toContain('content/mechanics/sneak/puzzles/sneak-three-damage.json: answers: exactly one must hold after the line, none do');
    expect(problemsOf({ ...predict, answers: [predict.answers![0]!] })).toContain('content/mechanics/sneak/puzzles/sneak-three-damage.json: answers: expected 2 to 4 answers, found 1');
  });
  test('the words of a puzzle: every field, one text per answer and wrong line', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'puzzle-words-'));
    mkdirSync(path.join(root, 'locales/it/puzzles'), { recursive: true });
    writeFileSync(path.join(root, 'locales/it/puzzles/sneak.json'), JSON.stringify({ 'sneak-three-damage': { title: 'T', question: 'Q', goal: 'G', hints: { 1: 'H' }, explain: 'E' }, 'sneak-gone': {} }));
    const problems: string[] = [];
    loadPuzzleTexts(root, 'it', 'sneak', [base], problems);
    expect(problems).toEqual([
      'locales/it/puzzles/sneak.json: "sneak-three-damage.wrong": expected one hint per wrong line (no-sneak)',
      'locales/it/puzzles/sneak.json: "sneak-gone": no such puzzle of the sneak page',
    ]);
    const missing: string[] = [];
    loadPuzzleTexts(root, 'ru', 'sneak', [base], missing);
    expect(missing).toEqual(['locales/ru/puzzles/sneak.json: missing (the sneak page has 1 puzzles)']);
  });
});
