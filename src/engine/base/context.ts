// The working context of one action: the draft state and the events it has caused so far.
import type { GameEvent } from './events.ts';
import type { GameObject, GameState, ObjectId, PlayerId, Target } from './state.ts';

export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** last known information of objects that left their zone during this action (608.2h, 603.10) */
  lki: Record<ObjectId, GameObject>;
  /** the event batch being made: everything one instruction or one state-based-action pass does at once */
  batch?: EventBatch;
  /** how many batches of several simultaneous happenings this action has made (their ids) */
  batches?: number;
  /**
   * players who lost in the state-based-action check being performed: they leave the game once
   * the whole check has been performed (704.3, 800.4a), and until then are still in it
   */
  leaving?: PlayerId[] | undefined;
}

/**
 * Events that happen at the same time (one instruction, one state-based-action pass: 704.3).
 * Triggers are checked once the whole batch has happened (603.2, 603.6a), leaves-the-battlefield
 * abilities against the game as it was just before it (603.10a).
 */
export interface EventBatch {
  /** index in ctx.events of the batch's first event */
  start: number;
  /** the batch's events, whose triggers are checked when it closes (null until the first) */
  pending: GameEvent[] | null;
  /** the game immediately before the first permanent of the batch left the battlefield (603.10a) */
  before: GameState | null;
}

export function newId(s: GameState, prefix: string): string {
  s.nextId += 1;
  return `${prefix}${s.nextId}`;
}

/** What an effect runs with: who controls it, its source, targets still legal, the trigger's subject. */
export interface EffectScope {
  controller: PlayerId;
  /** the object the effect's "this" refers to (the permanent, or the resolving spell) */
  self: ObjectId | null;
  /** targets in order; null where the target became illegal (608.2b) */
  targets: (Target | null)[];
  triggeringObject?: ObjectId | undefined;
}
