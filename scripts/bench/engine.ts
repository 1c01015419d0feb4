/**
 * The engine's figures: time to compute each worked example (runExample, median of several
 * runs), and throughput under random legal play: seeded random games from every example's
 * starting position (each action picked among legalActions), then applyAction timed over the
 * recorded (state, action) pairs (best of five windows). legalActions calls per second is reported beside it
 * (informational: each call tries every candidate action through applyAction).
 */
import { loadCatalog, loadExamples } from '../../src/content/catalog.ts';
import { applyAction, legalActions, runExample, startGame, type Action, type GameState } from '../../src/engine/index.ts';

export interface EngineFigures {
  /** example id → median milliseconds of runExample */
  examples: Record<string, number>;
  /** example id → fastest run (less disturbed by other work on the machine) */
  examplesMin: Record<string, number>;
  actionsPerSecond: number;
  legalActionsPerSecond: number;
  /** how many (state, action) pairs the throughput was measured on */
  pairs: number;
}

/** mulberry32: a small seeded generator, so every run plays the same games. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/**
 * Items per second of `fn` over `items`: the best of several windows of at least `ms` / 5
 * milliseconds each, so that other work on the machine (a shared CI runner) lowers the figure
 * less than a single long window would.
 */
function throughput<T>(items: readonly T[], fn: (item: T) => void, ms: number): number {
  for (const item of items) fn(item); // warm-up
  let best = 0;
  for (let window = 0; window < 5; window++) {
    let done = 0;
    const started = performance.now();
    let elapsed = 0;
    do {
      for (const item of items) fn(item);
      done += items.length;
      elapsed = performance.now() - started;
    } while (elapsed < ms / 5);
    best = Math.max(best, (done / elapsed) * 1000);
  }
  return best;
}

export function measureEngine(root: string, options: { runs?: number; gameLength?: number; games?: number; seconds?: number } = {}): EngineFigures {
  const runs = options.runs ?? 15;
  const gameLength = options.gameLength ?? 150;
  const games = options.games ?? 3;
  const problems: string[] = [];
  const catalog = loadCatalog(root, problems);
  const examples = loadExamples(root, catalog, {}, problems);
  if (problems.length > 0) throw new Error(`bench: the content does not load:\n  ${problems.join('\n  ')}`);

  const times: Record<string, number> = {};
  const fastest: Record<string, number> = {};
  for (const ex of examples) {
    const samples: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const t0 = performance.now();
      const r = runExample(ex, catalog);
      const t = performance.now() - t0;
      if (!r.ok) throw new Error(`bench: ${ex.file}: "${r.path}": ${r.error}`);
      if (i >= 2) samples.push(t); // the first runs warm up the JIT
    }
    times[ex.id] = median(samples);
    fastest[ex.id] = Math.min(...samples);
  }

  // Random legal play from each example's starting position.
  const pairs: { state: GameState; action: Action }[] = [];
  const states: GameState[] = [];
  const random = rng(20260101);
  for (const ex of examples) {
    for (let g = 0; g < games; g++) {
      let s = startGame(ex.setup, catalog).state;
      for (let i = 0; i < gameLength; i++) {
        const legal = legalActions(s);
        states.push(s);
        if (legal.actions.length === 0) break;
        const action = legal.actions[Math.floor(random() * legal.actions.length)] as Action;
        const r = applyAction(s, action);
        if (!r.ok) throw new Error(`bench: ${ex.id}: legalActions offered an action applyAction rejects (${r.error})`);
        pairs.push({ state: s, action });
        s = r.state;
      }
    }
  }
  const ms = (options.seconds ?? 2) * 1000;
  const actionsPerSecond = throughput(pairs, (p) => {
    applyAction(p.state, p.action);
  }, ms);
  const legalActionsPerSecond = throughput(states, (s) => {
    legalActions(s);
  }, ms);
  return { examples: times, examplesMin: fastest, actionsPerSecond, legalActionsPerSecond, pairs: pairs.length };
}
