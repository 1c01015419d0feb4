/**
 * A timeline: the steps of a worked example as the engine computed them, and, when the reader
 * left the authored path at step `branch`, the steps of their own choices after it. Stepping is
 * an index into this list (no undo stack). A path is a list of indices into
 * legalActions(state).actions, so it is reproducible from the URL; bad input is clamped, never
 * thrown.
 */
import { applyAction, legalActions, runExample, type Action, type CardCatalog, type Example, type GameEvent, type GameState, type Step } from '../../engine/index.ts';

export interface TimelineStep {
  index: number;
  decision: Action | null;
  events: GameEvent[];
  state: GameState;
  /** the step belongs to the authored example (false: the reader's own path) */
  authored: boolean;
}

export interface Timeline {
  steps: TimelineStep[];
  /** number of authored steps (the example played to its end) */
  authoredLength: number;
  /** the step the reader left the authored path at, or null */
  branch: number | null;
  /** the valid part of the requested path */
  path: number[];
  /** the example could not be played (a broken example): the board shows its first state only */
  error: string | null;
}

export function authoredSteps(example: Pick<Example, 'setup' | 'decisions'>, catalog: CardCatalog): { steps: TimelineStep[]; error: string | null } {
  try {
    const r = runExample(example, catalog);
    const toSteps = (steps: Step[]) => steps.map((s) => ({ index: s.index, decision: s.decision, events: s.events, state: s.state, authored: true }));
    if (r.ok) return { steps: toSteps(r.steps), error: null };
    // a decision the engine rejects: show the steps before it, and say so
    const partial = runExample({ ...example, decisions: example.decisions.slice(0, r.at) }, catalog);
    return { steps: partial.ok ? toSteps(partial.steps) : [], error: `${r.path}: ${r.error}` };
  } catch (e) {
    return { steps: [], error: e instanceof Error ? e.message : String(e) };
  }
}

/** Continues from `base[branch]` with the reader's choices; stops at the first index that isn't legal. */
export function buildTimeline(authored: readonly TimelineStep[], error: string | null, branch: number | null, path: readonly number[]): Timeline {
  const authoredLength = authored.length;
  if (branch === null || authoredLength === 0) return { steps: [...authored], authoredLength, branch: null, path: [], error };
  const b = clamp(branch, 0, authoredLength - 1);
  const steps = authored.slice(0, b + 1);
  const valid: number[] = [];
  let state = steps[b]?.state as GameState;
  for (const i of path) {
    const action = legalActions(state).actions[i];
    if (!action) break;
    const r = applyAction(state, action);
    if (!r.ok) break;
    valid.push(i);
    state = r.state;
    steps.push({ index: steps.length, decision: action, events: r.events, state, authored: false });
  }
  return { steps, authoredLength, branch: b, path: valid, error };
}

export function clamp(n: number, lo: number, hi: number): number {
  if (!Number.isFinite(n)) return lo;
  return Math.min(hi, Math.max(lo, Math.trunc(n)));
}

/** The index of an action among the legal actions (JSON equality), or -1. */
export function indexOfAction(actions: readonly Action[], action: Action | null): number {
  if (!action) return -1;
  const key = JSON.stringify(action);
  return actions.findIndex((a) => JSON.stringify(a) === key);
}
