/**
 * A puzzle (docs/puzzles.md): a starting position, the reader's player, a goal, the authored line
 * and, for a predict puzzle, its answers. Playing one: the reader acts for their player; whenever
 * another player must act, `othersAction` decides for them (the authored line while the play is
 * on it, else they pass, else the first legal choice). Pure TypeScript over the engine's API.
 */
import { applyAction, legalActions, resolveRefs, startGame, type Action, type CardCatalog, type ExampleDecision, type GameEvent, type GameSetup, type GameState, type PlayerId } from '../../engine/index.ts';
import { advanceProgress, holds, startProgress, type Goal, type Pred, type Progress } from './goal.ts';

export interface PuzzleAnswer {
  id: string;
  holds: Pred;
}

export interface WrongLine {
  id: string;
  /** the decisions of the line, from the start; it must fail (the build checks it) */
  decisions: ExampleDecision[];
}

export interface Puzzle {
  id: string;
  mechanic: string;
  kind: 'reach' | 'predict';
  /** the ruling ids it tests ("sneak-r3") */
  tests: string[];
  setup: GameSetup;
  /** the player the reader acts for */
  reader: PlayerId;
  /** reach: the goal; predict: none (each answer is a goal) */
  goal?: Goal;
  /** reach: a line that reaches the goal; predict: the line the engine plays once the reader has picked */
  solution: ExampleDecision[];
  answers?: PuzzleAnswer[];
  /** wrong lines worth a hint of their own (text: `wrong.<id>`) */
  wrong?: WrongLine[];
}

/** A predict puzzle's goal: its answers evaluated at the end of the line (no deadline). */
export function goalOf(p: Puzzle, answer?: string): Goal {
  if (p.kind === 'reach') return p.goal as Goal;
  const a = p.answers?.find((x) => x.id === answer) ?? p.answers?.[0];
  return { holds: a?.holds ?? { all: [] } };
}

export interface Run {
  state: GameState;
  progress: Progress;
  /** the actions taken, every player's */
  played: Action[];
  /** how far the play follows the authored line (null: it left it) */
  line: number | null;
}

const SAME = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

function authored(p: Puzzle, run: Pick<Run, 'state' | 'line'>): Action | null {
  if (run.line === null) return null;
  const d = p.solution[run.line];
  if (!d) return null;
  try {
    return resolveRefs(run.state, d);
  } catch {
    return null;
  }
}

/** What another player does when they must act: the authored line's decision, else pass, else the first legal choice. */
export function othersAction(p: Puzzle, run: Pick<Run, 'state' | 'line'>): Action | null {
  const legal = legalActions(run.state);
  if (legal.player === null || legal.player === p.reader) return null;
  const mine = authored(p, run);
  if (mine && mine.player === legal.player && legal.actions.some((a) => SAME(a, mine))) return mine;
  return legal.actions.find((a) => a.type === 'pass') ?? legal.actions[0] ?? null;
}

export function startRun(p: Puzzle, catalog: CardCatalog, goal: Goal = goalOf(p)): Run {
  const { state } = startGame(p.setup, catalog);
  return { state, progress: startProgress(goal, state), played: [], line: 0 };
}

/** One action (anyone's); null when the engine refuses it. */
export function step(p: Puzzle, run: Run, action: Action, goal: Goal = goalOf(p)): (Run & { events: GameEvent[] }) | null {
  const r = applyAction(run.state, action);
  if (!r.ok) return null;
  const a = authored(p, run);
  const line = a && SAME(a, action) ? (run.line as number) + 1 : null;
  return { state: r.state, progress: advanceProgress(goal, run.progress, r.events, r.state), played: [...run.played, action], line, events: r.events };
}

/** The other players act while they must (at most `limit` times) and the goal is open. */
export function settle(p: Puzzle, run: Run, goal: Goal = goalOf(p), limit = 40): Run {
  let r = run;
  for (let i = 0; i < limit && r.progress.status === 'open'; i++) {
    const a = othersAction(p, r);
    if (!a) break;
    const next = step(p, r, a, goal);
    if (!next) break;
    r = next;
  }
  return r;
}

/** The authored line played from the start: the run after each decision (an error names the decision). */
export function playLine(p: Puzzle, catalog: CardCatalog, decisions: readonly ExampleDecision[], goal: Goal = goalOf(p)): { runs: Run[]; error?: string } {
  let run = startRun(p, catalog, goal);
  const runs = [run];
  for (const [i, d] of decisions.entries()) {
    let action: Action;
    try {
      action = resolveRefs(run.state, d);
    } catch (e) {
      return { runs, error: `decisions[${i}]: ${e instanceof Error ? e.message : String(e)}` };
    }
    const next = step(p, run, action, goal);
    if (!next) {
      const r = applyAction(run.state, action);
      return { runs, error: `decisions[${i}]: ${r.ok ? 'refused' : r.error}` };
    }
    run = next;
    runs.push(run);
  }
  return { runs };
}

export const NEVER: Goal = { holds: { any: [] } };

/** The answers of a predict puzzle that the engine's play of its line satisfies. */
export function satisfiedAnswers(p: Puzzle, catalog: CardCatalog): string[] {
  // a goal that never holds: the progress records every event of the line
  const { runs, error } = playLine(p, catalog, p.solution, NEVER);
  if (error) return [];
  const last = runs[runs.length - 1] as Run;
  return (p.answers ?? []).filter((a) => holds(a.holds, last.progress, last.state)).map((a) => a.id);
}
