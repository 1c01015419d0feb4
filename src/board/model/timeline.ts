/**
 * A timeline: the steps of a worked example as the engine computed them, and, when the reader
 * left the authored path at step `branch`, the steps of their own choices after it. Stepping is
 * an index into this list (no undo stack). A path is a list of indices into
 * legalActions(state).actions (or AUTO: the engine played on by itself), so it is reproducible
 * from the URL; bad input is clamped, never thrown. After the reader's last choice the engine
 * keeps playing (AUTO steps: passing and advancing, as the examples do) until a player has a
 * real decision to make or the game ends, so the reader is never left at a dead end.
 */
import { applyAction, exampleSteps, legalActions, type Action, type CardCatalog, type Example, type ExampleFailure, type GameEvent, type GameState, type Step } from '../../engine/index.ts';
import { drainAll, type Drained } from './slices.ts';

export interface TimelineStep {
  index: number;
  decision: Action | null;
  events: GameEvent[];
  state: GameState;
  /** the step belongs to the authored example (false: the reader's own path) */
  authored: boolean;
  /** off the authored path: the engine played this step by itself (passes and advances) */
  auto?: boolean;
  /** off the authored path: this step's entry in the path (an index into legal actions, or AUTO) */
  entry?: number;
}

/** A path entry for a step the engine played by itself (written "a" in the URL). */
export const AUTO = -1;
/** At most this many steps played by the engine after the reader's last choice. */
export const MAX_AUTO = 12;
/** Events that are not worth a step of their own when the engine plays on. */
const QUIET = new Set<GameEvent['type']>(['passed', 'priority', 'stepBegan', 'manaEmptied', 'sbaChecked', 'damageRemoved', 'effectsEnded', 'decisionRequired']);

/**
 * One step the engine plays by itself: whoever holds priority passes (advance), again and
 * again, until something happens (an event beyond passing and step changes), a player must
 * decide, or the game ends. Null when there is nothing to play on (a decision is pending, the
 * game is over, nobody holds priority).
 */
export function autoStep(state: GameState): { decision: Action; events: GameEvent[]; state: GameState } | null {
  if (state.over || state.decision || state.turn.priority === null) return null;
  const events: GameEvent[] = [];
  let s = state;
  let last: Action | null = null;
  for (let guard = 0; guard < 40; guard++) {
    const who = s.turn.priority;
    if (who === null) break;
    const action: Action = { type: 'advance', player: who };
    const r = applyAction(s, action);
    if (!r.ok) break;
    last = action;
    s = r.state;
    events.push(...r.events);
    if (s.over || s.decision || s.turn.priority === null) break;
    if (r.events.some((e) => !QUIET.has(e.type))) break;
  }
  return last ? { decision: last, events, state: s } : null;
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

export interface AuthoredSteps {
  steps: TimelineStep[];
  error: string | null;
}

/** The steps of a run of the engine (exampleSteps), the first refused decision as the error; a throw (a broken setup) as an error with no steps. */
export function toAuthored(run: () => Drained<Step, ExampleFailure | null>): AuthoredSteps {
  try {
    const { items, result } = run();
    // a decision the engine rejects: the steps before it, and say so
    return { steps: items.map((s) => ({ index: s.index, decision: s.decision, events: s.events, state: s.state, authored: true })), error: result ? `${result.path}: ${result.error}` : null };
  } catch (e) {
    return { steps: [], error: e instanceof Error ? e.message : String(e) };
  }
}

/** The example's steps, played at once (a long line is played in slices: src/board/sandbox/useReplay.ts). */
export function authoredSteps(example: Pick<Example, 'setup' | 'decisions'>, catalog: CardCatalog): AuthoredSteps {
  return toAuthored(() => drainAll(exampleSteps(example, catalog)));
}

/** Continues from `base[branch]` with the reader's choices; stops at the first index that isn't legal. */
export function buildTimeline(authored: readonly TimelineStep[], error: string | null, branch: number | null, path: readonly number[], playOn = true): Timeline {
  const authoredLength = authored.length;
  if (branch === null || authoredLength === 0) return { steps: [...authored], authoredLength, branch: null, path: [], error };
  const b = clamp(branch, 0, authoredLength - 1);
  const steps = authored.slice(0, b + 1);
  const valid: number[] = [];
  let state = steps[b]?.state as GameState;
  for (const i of path) {
    if (i === AUTO) {
      const r = autoStep(state);
      if (!r) break;
      valid.push(i);
      state = r.state;
      steps.push({ index: steps.length, decision: r.decision, events: r.events, state, authored: false, auto: true, entry: AUTO });
      continue;
    }
    const action = legalActions(state).actions[i];
    if (!action) break;
    const r = applyAction(state, action);
    if (!r.ok) break;
    valid.push(i);
    state = r.state;
    steps.push({ index: steps.length, decision: action, events: r.events, state, authored: false, entry: i });
  }
  // a path of which no entry is legal leaves the authored example whole (docs/site.md, "Bad addresses")
  if (valid.length === 0) return { steps: [...authored], authoredLength, branch: null, path: [], error };
  // the engine plays on after the reader's last choice, up to the next real decision (not in a
  // puzzle, where the reader acts at every priority)
  if (playOn) {
    for (let n = 0; n < MAX_AUTO; n++) {
      const r = autoStep(state);
      if (!r) break;
      state = r.state;
      steps.push({ index: steps.length, decision: r.decision, events: r.events, state, authored: false, auto: true, entry: AUTO });
    }
  }
  return { steps, authoredLength, branch: b, path: valid, error };
}

export function clamp(n: number, lo: number, hi: number): number {
  if (!Number.isFinite(n)) return lo;
  return Math.min(hi, Math.max(lo, Math.trunc(n)));
}

/** The path that leads to step `index` of an off-path timeline (its entries after the branch). */
export function pathTo(timeline: Timeline, index: number): number[] {
  if (timeline.branch === null) return [];
  return timeline.steps.slice(timeline.branch + 1, index + 1).map((s) => s.entry ?? AUTO);
}

/** The index of an action among the legal actions (JSON equality), or -1. */
export function indexOfAction(actions: readonly Action[], action: Action | null): number {
  if (!action) return -1;
  const key = JSON.stringify(action);
  return actions.findIndex((a) => JSON.stringify(a) === key);
}
