/**
 * The build's checks of a puzzle (docs/puzzles.md#checks), by playing it on the engine: its
 * solution reaches the goal; the goal does not hold at the start; some line of the reader's legal
 * actions fails it (a puzzle must be possible to get wrong); each authored wrong line fails; a
 * predict puzzle's line satisfies exactly one of its answers (which may be "nothing changes": an
 * intervening "if" that stops a trigger is worth predicting). Each problem names the field.
 */
import { legalActions, type Action, type CardCatalog } from '../../engine/index.ts';
import { goalOf, playLine, satisfiedAnswers, settle, startRun, step, type Puzzle, type Run } from './puzzle.ts';

/** How many positions the search for a failing line may visit, and how deep it goes. */
export const SEARCH = { nodes: 400, depth: 14 };

const ORDER: Record<string, number> = { advance: 0, pass: 1 };

/** A line of the reader's legal actions (the others answering as in play) that fails the goal, or null. */
export function findFailingLine(p: Puzzle, catalog: CardCatalog, limits = SEARCH): Action[] | null {
  const goal = goalOf(p);
  let visited = 0;
  const visit = (run: Run, depth: number): Action[] | null => {
    if (run.progress.status === 'failed') return run.played;
    if (run.progress.status === 'solved' || depth >= limits.depth || visited >= limits.nodes) return null;
    visited++;
    const legal = legalActions(run.state);
    if (legal.player !== p.reader) return null;
    const actions = [...legal.actions].sort((a, b) => (ORDER[a.type] ?? 2) - (ORDER[b.type] ?? 2));
    for (const a of actions) {
      const next = step(p, run, a, goal);
      if (!next) continue;
      const found = visit(settle(p, next, goal), depth + 1);
      if (found) return found;
    }
    return null;
  };
  return visit(settle(p, startRun(p, catalog, goal), goal), 0);
}

export function checkPuzzle(p: Puzzle, catalog: CardCatalog): string[] {
  const problems: string[] = [];
  if (!p.setup.players.some((x) => x.id === p.reader)) problems.push(`reader: "${p.reader}" is not a player of the setup`);
  if (p.kind === 'predict') return [...problems, ...checkPredict(p, catalog)];
  if (!p.goal) return [...problems, 'goal: a reach-the-goal puzzle needs a goal'];
  if (p.answers) problems.push('answers: only a predict puzzle has answers');
  const goal = p.goal;
  const start = settle(p, startRun(p, catalog, goal), goal);
  if (start.progress.status === 'solved') problems.push('goal: it already holds at the start');
  const { runs, error } = playLine(p, catalog, p.solution, goal);
  if (error) problems.push(`solution.${error}`);
  else {
    const failedAt = runs.findIndex((r) => r.progress.status === 'failed');
    const last = runs[runs.length - 1] as Run;
    if (failedAt !== -1) problems.push(`solution: the goal fails after decisions[${failedAt - 1}] (${runs[failedAt]?.progress.reason})`);
    else if (last.progress.status !== 'solved') problems.push('solution: the line ends and the goal does not hold');
  }
  for (const [i, w] of (p.wrong ?? []).entries()) {
    const played = playLine(p, catalog, w.decisions, goal);
    if (played.error) {
      problems.push(`wrong[${i}].${played.error}`);
      continue;
    }
    const end = settle(p, played.runs[played.runs.length - 1] as Run, goal);
    if (end.progress.status !== 'failed') problems.push(`wrong[${i}]: the line "${w.id}" does not fail the goal (${end.progress.status})`);
  }
  if (start.progress.status === 'open' && !findFailingLine(p, catalog)) problems.push('goal: no line of legal actions fails it (a puzzle must be possible to get wrong)');
  return problems;
}

function checkPredict(p: Puzzle, catalog: CardCatalog): string[] {
  const problems: string[] = [];
  const answers = p.answers ?? [];
  if (p.goal) problems.push('goal: a predict puzzle has answers, not a goal');
  if (answers.length < 2 || answers.length > 4) problems.push(`answers: expected 2 to 4 answers, found ${answers.length}`);
  const ids = answers.map((a) => a.id);
  if (new Set(ids).size !== ids.length) problems.push('answers: two answers share an id');
  if (p.solution.length === 0) problems.push('solution: a predict puzzle needs the line the engine plays');
  const { error } = playLine(p, catalog, p.solution, { holds: { any: [] } });
  if (error) return [...problems, `solution.${error}`];
  const right = satisfiedAnswers(p, catalog);
  if (right.length !== 1) problems.push(`answers: exactly one must hold after the line, ${right.length ? right.map((a) => `"${a}"`).join(', ') : 'none'} ${right.length === 1 ? 'does' : 'do'}`);
  return problems;
}
