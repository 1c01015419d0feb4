// The hidden mark of a sealed state and what the state remembers under it (its memo table, its
// quiet point, the ids of its map of objects in order).
import type { GameState, ObjectId } from './state.ts';

/**
 * The states the engine made and returned (frozen where it matters, never to change) carry a
 * hidden mark: a private field stamped on the plain object (see Mark), which JSON, spreads,
 * copies, key listings, freezing and equality don't see, so the state stays plain data and a
 * copy of a state is not sealed. Its value holds what the state remembers: its memo table (see
 * memo), made on first use, and its quiet point (see QuietPoint). Cheaper than a property under
 * a symbol (Object.defineProperty) or a WeakSet of every state.
 */
export interface SealInfo {
  memo: Map<string, unknown> | null;
  quiet: QuietPoint | null;
  /** the ids of its map of objects in their order, when known (what a copy of the map goes through, see objectsOfDraft in write.ts) */
  keys: readonly ObjectId[] | null;
}


/**
 * A quiet point: what the state-based actions read (704.3), as it was when they were last
 * checked and none applied. While the draft has had no write since (objects, zone lists, card
 * entries: every change of those goes through the helpers above) and the rest they read is the
 * same (continuous effects, waiting triggers, the decision, the step if an anthem is in the
 * game, the players' life and whether they lost or drew from an empty library, the definitions), a check
 * would find nothing again and can be skipped. A state returned right after a check (a player
 * receiving priority) keeps its quiet point for the next action's draft.
 */
export interface QuietPoint {
  defs: unknown;
  effects: readonly unknown[];
  pending: readonly unknown[];
  decision: unknown;
  /** whether an anthem is in the game (its filter may read the step or whether a creature is tapped) */
  anthems: boolean;
  /** the step, where an anthem could depend on it ("unblocked", 509.1h); else null */
  step: string | null;
  over: boolean;
  /** per player in order: life, then 1 if lost, then 1 if they drew from an empty library */
  players: number[];
}

/** A base whose constructor returns the object it is given: a subclass's fields are stamped on it. */
const Stamped = function (o: object): object {
  return o;
} as unknown as new (o: object) => object;

/** The mark of a sealed state: a private field only this class can read. */
class Mark extends Stamped {
  #info: SealInfo;
  private constructor(s: GameState, info: SealInfo) {
    super(s);
    this.#info = info;
  }
  static stamp(s: GameState, info: SealInfo): void {
    new Mark(s, info);
  }
  static of(s: GameState): SealInfo | undefined {
    return #info in s ? (s as unknown as Mark).#info : undefined;
  }
}

/** What a sealed state remembers (its mark), undefined for any other state. */
export function sealInfo(s: GameState): SealInfo | undefined {
  return Mark.of(s);
}


export function isSealedState(s: GameState): boolean {
  return Mark.of(s) !== undefined;
}

export function isSealed(s: GameState): boolean {
  return isSealedState(s);
}

/** The memo table of a sealed state (made on first use). */
export function memoOf(s: GameState): Map<string, unknown> {
  const info = Mark.of(s) as SealInfo;
  return (info.memo ??= new Map());
}

export function markSealed(s: GameState, quiet: QuietPoint | null = null, keys: readonly ObjectId[] | null = null): GameState {
  if (!isSealedState(s)) Mark.stamp(s, { memo: null, quiet, keys });
  return s;
}
