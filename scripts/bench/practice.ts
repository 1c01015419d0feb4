/**
 * Practice's bench figure: the cost of checking a puzzle's goal after one action (advanceProgress:
 * the action's events folded in and the goal evaluated on the state it left), for every step of
 * every puzzle's authored line; the slowest median over the puzzles, in milliseconds.
 */
import { applyAction, resolveRefs, startGame } from '../../src/engine/index.ts';
import { loadCatalog } from '../../src/content/catalog.ts';
import { rulingIdsOf } from '../../src/practice/build/plugin.ts';
import { loadPuzzles } from '../../src/practice/build/load.ts';
import { advanceProgress, startProgress } from '../../src/practice/model/goal.ts';
import { goalOf } from '../../src/practice/model/puzzle.ts';
import { median } from './median.ts';

export function measurePractice(root: string): { slowest: { id: string; ms: number }; puzzles: number; checks: number } {
  const catalog = loadCatalog(root);
  const puzzles = loadPuzzles(root, catalog, rulingIdsOf(root));
  let slowest = { id: '-', ms: 0 };
  let checks = 0;
  for (const p of puzzles) {
    const goal = goalOf(p, p.answers?.[0]?.id);
    let state = startGame(p.setup, catalog).state;
    let progress = startProgress(goal, state);
    const times: number[] = [];
    for (const d of p.solution) {
      const r = applyAction(state, resolveRefs(state, d));
      if (!r.ok) break;
      const before = progress;
      const t0 = performance.now();
      const reps = 50;
      for (let i = 0; i < reps; i++) progress = advanceProgress(goal, before, r.events, r.state);
      times.push((performance.now() - t0) / reps);
      checks++;
      state = r.state;
    }
    const ms = median(times);
    if (ms > slowest.ms) slowest = { id: p.id, ms };
  }
  return { slowest, puzzles: puzzles.length, checks };
}
