/**
 * The goal evaluator on real engine play: each predicate reads the engine's state or its events;
 * deadlines and `failsIf` fail a goal; a status once reached stays.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../src/content/catalog.ts';
import { runExample, type Example, type GameState } from '../../src/engine/index.ts';
import { advanceProgress, holds, startProgress, type Goal, type Pred, type Progress } from '../../src/practice/model/goal.ts';

const ROOT = process.cwd();
const catalog = loadCatalog(ROOT);
const example = (slug: string, id: string) => JSON.parse(readFileSync(path.join(ROOT, `content/mechanics/${slug}/examples/${id}.json`), 'utf8')) as Example;

/** The statuses after each step of an example, for a goal. */
function statuses(ex: Example, goal: Goal): { progress: Progress; state: GameState }[] {
  const r = runExample(ex, catalog);
  if (!r.ok) throw new Error(r.path);
  const [first, ...rest] = r.steps;
  let progress = startProgress(goal, first!.state);
  const out = [{ progress, state: first!.state }];
  for (const s of rest) {
    progress = advanceProgress(goal, progress, s.events, s.state);
    out.push({ progress, state: s.state });
  }
  return out;
}
const statusList = (ex: Example, goal: Goal) => statuses(ex, goal).map((x) => x.progress.status);

const food = example('food', 'food-token-basics');
const saga = example('saga', 'saga-lore-over-turns');
const sneak = example('sneak', 'sneak-ambusher');

describe('goal predicates', () => {
  test('life, life change and a sum of events', () => {
    // food-token-basics: 15 life, the Food's ability gains 3 at the last step
    expect(statusList(food, { holds: { life: 'p1', atLeast: 18 } })).toEqual(['open', 'open', 'open', 'open', 'open', 'solved']);
    expect(statusList(food, { holds: { lifeChange: 'p1', equals: 3 } }).at(-1)).toBe('solved');
    expect(statusList(food, { holds: { event: 'lifeGained', where: { player: 'p1' }, sum: 'amount', atLeast: 3 } }).at(-1)).toBe('solved');
    expect(statusList(food, { holds: { event: 'lifeGained', atLeast: 2 } }).at(-1)).toBe('open');
  });
  test('zones, tokens that ceased to exist and counts of a zone', () => {
    const end = statuses(food, { holds: { any: [] } }).at(-1)!;
    const pred = (p: Pred) => holds(p, end.progress, end.state);
    expect(pred({ card: 'picnic-basket', zone: 'battlefield', controller: 'p1' })).toBe(true);
    expect(pred({ card: 'picnic-basket', zone: 'battlefield', controller: 'p2' })).toBe(false);
    expect(pred({ card: 'food', zone: 'none' })).toBe(true);
    expect(pred({ player: 'p1', zone: 'hand', equals: 0 })).toBe(true);
    expect(pred({ event: 'sacrificed', where: { object: '@food' } })).toBe(true);
    expect(pred({ event: 'sacrificed', where: { object: '@picnic-basket' } })).toBe(false);
    expect(pred({ all: [{ card: 'food', zone: 'none' }, { not: { life: 'p1', atMost: 17 } }] })).toBe(true);
  });
  test('counters, power and chapter events over turns', () => {
    const end = statuses(saga, { holds: { any: [] } }).at(-1)!;
    expect(holds({ event: 'chapterTriggered', where: { object: '@lorekeepers-tale' }, atLeast: 2 }, end.progress, end.state)).toBe(true);
    // chapter II put a +1/+1 counter on the Bear
    expect(holds({ card: 'sturdy-bear', power: true, equals: 3 }, end.progress, end.state)).toBe(true);
    const mid = statuses(saga, { holds: { any: [] } })[1]!;
    expect(holds({ card: 'lorekeepers-tale', counter: 'lore', equals: 2 }, mid.progress, mid.state)).toBe(true);
  });
});

describe('deadlines and failing', () => {
  test('"by the end of this turn": events after it do not count, and the goal fails once it ends', () => {
    // chapter III triggers on the next turn: too late for a goal of this turn
    const goal: Goal = { holds: { event: 'chapterTriggered', where: { chapter: 3 } }, by: 'turn' };
    const list = statusList(saga, goal);
    expect(list.at(-1)).toBe('failed');
    expect(list.slice(0, 3)).toEqual(['open', 'open', 'open']);
    expect(statusList(saga, { holds: { event: 'chapterTriggered', where: { chapter: 3 } } }).at(-1)).toBe('solved');
  });
  test('"by the end of this step", and a named step', () => {
    expect(statusList(saga, { holds: { event: 'chapterTriggered', where: { chapter: 2 } }, by: 'step' })[1]).toBe('failed');
    expect(statusList(saga, { holds: { event: 'chapterTriggered', where: { chapter: 2 } }, by: 'main1' })[1]).toBe('solved');
    expect(statuses(saga, { holds: { any: [] }, by: 'main1' })[3]!.progress.reason).toBe('deadline');
  });
  test('failsIf fails at once, and a status stays', () => {
    const goal: Goal = { holds: { event: 'damageDealt', where: { to: { player: 'p2' } }, sum: 'amount', atLeast: 5 }, failsIf: { card: 'sturdy-bear', zone: 'hand' } };
    const list = statuses(sneak, goal);
    expect(list.map((x) => x.progress.status)).toEqual(['open', 'open', 'failed', 'failed', 'failed', 'failed']);
    expect(list[2]!.progress.reason).toBe('failsIf');
    const solved = statusList(sneak, { holds: { card: 'sewer-ambusher', zone: 'battlefield' }, failsIf: { card: 'sewer-ambusher', zone: 'graveyard' } });
    expect(solved.slice(3)).toEqual(['solved', 'solved', 'solved']);
  });
});
