// The working context of one action: the draft state and the events it has caused so far.
import type { GameEvent } from './events.ts';
import type { GameObject, GameState, ObjectId } from './state.ts';

export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** last known information of objects that left their zone during this action (608.2h, 603.10) */
  lki: Record<ObjectId, GameObject>;
}

export function newId(s: GameState, prefix: string): string {
  s.nextId += 1;
  return `${prefix}${s.nextId}`;
}
