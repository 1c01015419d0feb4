/**
 * A puzzle's goal, as data, evaluated on the engine's public state and the events it emitted
 * (docs/puzzles.md). Pure TypeScript over the engine's public API: the UI never decides whether a
 * goal holds. A goal is a predicate (`holds`), an optional deadline (`by`: the end of the step or
 * turn the puzzle starts in, or of a named step of that turn) and an optional predicate that makes
 * it unreachable at once (`failsIf`: the needed object is gone…). After every action the status is
 * open, solved (the predicate holds) or failed (the deadline passed, `failsIf` holds, the game
 * ended); once solved or failed it stays so.
 */
import { STEPS, characteristics, type CardId, type CounterKind, type EventType, type GameEvent, type GameObject, type GameState, type ObjectId, type PlayerId, type StepName, type ZoneName } from '../../engine/index.ts';

/** A comparison of a number; with none given, "at least 1". */
export interface Count {
  atLeast?: number;
  atMost?: number;
  equals?: number;
}

export type Pred =
  | { all: Pred[] }
  | { any: Pred[] }
  | { not: Pred }
  /** a player's life total now */
  | ({ life: PlayerId } & Count)
  /** a player's life total now minus the one at the start of the puzzle */
  | ({ lifeChange: PlayerId } & Count)
  /** the object a card is part of is in that zone ("none": it is in no zone, a token that ceased to exist) */
  | { card: CardId; zone: ZoneName | 'none'; controller?: PlayerId }
  | ({ card: CardId; counter: CounterKind } & Count)
  | ({ card: CardId; power: true } & Count)
  | ({ card: CardId; toughness: true } & Count)
  | ({ card: CardId; level: true } & Count)
  | { card: CardId; tapped: boolean }
  | { card: CardId; faceDown: boolean }
  /** how many objects of a player are in a zone (their own zone, or the shared ones they control) */
  | ({ player: PlayerId; zone: ZoneName } & Count)
  /**
   * events of a type since the puzzle began (before its deadline), whose fields match `where`
   * ("@card" matches an object that card was part of; objects compare field by field); counted,
   * or their `sum` field added up
   */
  | ({ event: EventType; where?: Record<string, unknown>; sum?: string } & Count)
  /** a player has lost the game */
  | { lost: PlayerId };

export type Deadline = 'step' | 'turn' | StepName;

export interface Goal {
  holds: Pred;
  by?: Deadline;
  failsIf?: Pred;
}

export type Status = 'open' | 'solved' | 'failed';

/** What the evaluator remembers of a puzzle's play so far. Never mutated: each action makes a new one. */
export interface Progress {
  readonly start: { readonly turn: number; readonly step: StepName; readonly life: Readonly<Record<PlayerId, number>> };
  /** the events since the start, up to the deadline */
  readonly events: readonly GameEvent[];
  /** every object id seen → the cards it was made of (objects leave the state when they change zones, 400.7) */
  readonly cardsOf: Readonly<Record<ObjectId, readonly CardId[]>>;
  /** the turn position the events reached (turn * 100 + step index) */
  readonly at: number;
  readonly status: Status;
  /** why it failed: the deadline passed, `failsIf` held, the game ended */
  readonly reason?: 'deadline' | 'failsIf' | 'gameOver';
}

const STEP_INDEX = new Map<StepName, number>(STEPS.map((s, i) => [s.name, i]));
const position = (turn: number, step: StepName) => turn * 100 + (STEP_INDEX.get(step) ?? 0);

function deadlineOf(goal: Goal, start: Progress['start']): number {
  if (!goal.by) return Infinity;
  if (goal.by === 'step') return position(start.turn, start.step);
  if (goal.by === 'turn') return start.turn * 100 + 99;
  return position(start.turn, goal.by);
}

function rememberObjects(cardsOf: Record<ObjectId, readonly CardId[]>, s: GameState): void {
  for (const id in s.objects) {
    const o = s.objects[id] as GameObject;
    if (o.cards.length && !cardsOf[id]) cardsOf[id] = o.cards;
  }
}

/** The progress at the start of a puzzle: its position, no events yet. */
export function startProgress(goal: Goal, state: GameState): Progress {
  const life: Record<PlayerId, number> = {};
  for (const p of state.players) life[p] = state.player[p]?.life ?? 0;
  const cardsOf: Record<ObjectId, readonly CardId[]> = {};
  rememberObjects(cardsOf, state);
  const start = { turn: state.turn.number, step: state.turn.step, life };
  const p: Progress = { start, events: [], cardsOf, at: position(start.turn, start.step), status: 'open' };
  return { ...p, ...judge(goal, p, state) };
}

/** The progress after one action: its events (those before the deadline) and the state it left. */
export function advanceProgress(goal: Goal, p: Progress, events: readonly GameEvent[], state: GameState): Progress {
  if (p.status !== 'open') return p;
  const deadline = deadlineOf(goal, p.start);
  const kept: GameEvent[] = [];
  let at = p.at;
  let turn = Math.floor(at / 100);
  for (const e of events) {
    if (e.type === 'turnBegan') turn = e.turn;
    if (e.type === 'stepBegan') at = position(turn, e.step);
    if (at > deadline) break;
    kept.push(e);
  }
  at = Math.max(at, position(state.turn.number, state.turn.step));
  // a copy only when the action made objects the progress has not seen (most actions make none)
  let cardsOf = p.cardsOf;
  for (const id in state.objects) {
    if (!cardsOf[id] && (state.objects[id] as GameObject).cards.length) {
      const copy = { ...p.cardsOf };
      rememberObjects(copy, state);
      cardsOf = copy;
      break;
    }
  }
  const next: Progress = { ...p, events: kept.length ? [...p.events, ...kept] : p.events, cardsOf, at };
  return { ...next, ...judge(goal, next, state, at > deadline) };
}

function judge(goal: Goal, p: Progress, state: GameState, late = false): Pick<Progress, 'status' | 'reason'> {
  if (holds(goal.holds, p, state)) return { status: 'solved' };
  if (late) return { status: 'failed', reason: 'deadline' };
  if (goal.failsIf && holds(goal.failsIf, p, state)) return { status: 'failed', reason: 'failsIf' };
  if (state.over) return { status: 'failed', reason: 'gameOver' };
  return { status: 'open' };
}

function compare(n: number, c: Count): boolean {
  if (c.atLeast === undefined && c.atMost === undefined && c.equals === undefined) return n >= 1;
  return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost) && (c.equals === undefined || n === c.equals);
}

function objectOf(s: GameState, card: CardId): GameObject | undefined {
  for (const id in s.objects) {
    const o = s.objects[id] as GameObject;
    if (o.cards.includes(card)) return o;
  }
  return undefined;
}

/** Does an event's field match the wanted value? "@card": an object that card was part of. */
function matches(value: unknown, wanted: unknown, p: Progress): boolean {
  if (typeof wanted === 'string' && wanted.startsWith('@')) {
    if (typeof value !== 'string') return false;
    return (p.cardsOf[value] ?? []).includes(wanted.slice(1));
  }
  if (wanted && typeof wanted === 'object' && !Array.isArray(wanted)) {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(wanted).every(([k, w]) => matches((value as Record<string, unknown>)[k], w, p));
  }
  if (Array.isArray(wanted)) return Array.isArray(value) && wanted.every((w) => value.some((v) => matches(v, w, p)));
  return value === wanted;
}

/** Does the predicate hold, given the progress so far and the state now? */
export function holds(pred: Pred, p: Progress, s: GameState): boolean {
  if ('all' in pred) return pred.all.every((x) => holds(x, p, s));
  if ('any' in pred) return pred.any.some((x) => holds(x, p, s));
  if ('not' in pred) return !holds(pred.not, p, s);
  if ('lost' in pred) return s.player[pred.lost]?.lost ?? false;
  if ('life' in pred) return compare(s.player[pred.life]?.life ?? 0, pred);
  if ('lifeChange' in pred) return compare((s.player[pred.lifeChange]?.life ?? 0) - (p.start.life[pred.lifeChange] ?? 0), pred);
  if ('event' in pred) {
    let n = 0;
    for (const e of p.events) {
      if (e.type !== pred.event || (pred.where && !matches(e, pred.where, p))) continue;
      n += pred.sum ? Number((e as Record<string, unknown>)[pred.sum] ?? 0) : 1;
    }
    return compare(n, pred);
  }
  if ('player' in pred) {
    const shared = ['battlefield', 'stack', 'exile'].includes(pred.zone);
    const list = s.zones[shared ? pred.zone : `${pred.player}.${pred.zone}`] ?? [];
    const n = shared ? list.filter((id) => s.objects[id]?.controller === pred.player).length : list.length;
    return compare(n, pred);
  }
  const o = objectOf(s, pred.card);
  if ('zone' in pred) {
    if (pred.zone === 'none') return !o;
    return !!o && o.zone === pred.zone && (pred.controller === undefined || o.controller === pred.controller);
  }
  if (!o) return false;
  if ('counter' in pred) return compare(o.counters[pred.counter] ?? 0, pred);
  if ('tapped' in pred) return o.tapped === pred.tapped;
  if ('faceDown' in pred) return (o.faceDown !== null) === pred.faceDown;
  if ('level' in pred) return compare(o.level ?? 1, pred);
  const c = characteristics(s, o);
  if ('power' in pred) return c.power !== null && compare(c.power, pred);
  return c.toughness !== null && compare(c.toughness, pred);
}
