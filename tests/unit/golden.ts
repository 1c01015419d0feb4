/**
 * Digests of the engine's output (scripts/engine-golden.ts): one per worked example (its steps'
 * decisions, events and states) and one per seeded random legal game from each example's start.
 */
import { createHash } from 'node:crypto';
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { applyAction, legalActions, runExample, startGame, type Action } from '../../src/engine/index.ts';
import { nextRandom } from '../../src/engine/rng.ts';

export const GOLDEN_FILE = 'tests/fixtures/engine-golden.json';
const GAME_LENGTH = 150;
const GAMES_PER_EXAMPLE = 2;

/** A stream of numbers in [0, 1) from one seed (the engine's own generator). */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    const r = nextRandom(s);
    s = r.seed;
    return r.value;
  };
}

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);

export function goldenDigests(root: string): Record<string, string> {
  const problems: string[] = [];
  const catalog = loadCatalog(root, problems);
  const examples = loadExamples(root, catalog, {}, problems);
  if (problems.length > 0) throw new Error(`the content does not load:\n  ${problems.join('\n  ')}`);
  const out: Record<string, string> = {};
  for (const ex of [...examples].sort((a, b) => a.id.localeCompare(b.id))) {
    const r = runExample(ex, catalog);
    out[`example:${ex.id}`] = digest(r.ok ? r.steps.map((s) => [s.decision ?? null, s.events, s.state]) : r);
    const random = rng(20261202);
    for (let g = 0; g < GAMES_PER_EXAMPLE; g++) {
      let s = startGame(ex.setup, catalog).state;
      const trace: unknown[] = [];
      for (let i = 0; i < GAME_LENGTH; i++) {
        const legal = legalActions(s);
        if (legal.actions.length === 0) break;
        const action = legal.actions[Math.floor(random() * legal.actions.length)] as Action;
        const next = applyAction(s, action);
        if (!next.ok) throw new Error(`${ex.id}: legalActions offered an action applyAction rejects (${next.error})`);
        trace.push([action, next.events]);
        s = next.state;
      }
      trace.push(s);
      out[`random:${ex.id}:${g}`] = digest(trace);
    }
  }
  return out;
}
