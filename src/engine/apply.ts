// applyAction: the one reducer. It never mutates its input and never throws on a player's
// illegal input: it returns the new state and the events, or an error code. What each action
// type does is its module's (actions/, one table).
import type { Action } from './base/actions.ts';
import { draftOf, seal } from './base/draft.ts';
import type { Ctx } from './base/context.ts';
import { RulesError, type ErrorCode } from './base/errors.ts';
import type { GameEvent } from './base/events.ts';
import type { GameState } from './base/state.ts';
import { ACTION_TYPES, type ActionType } from './actions/index.ts';
import { actionError } from './validate.ts';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: ErrorCode };

export function applyAction(state: GameState, action: Action): ApplyResult {
  // the action's shape first (validate.ts): a known type, fields of the right types, a known step
  const shape = actionError(state, action as unknown);
  if (shape) return { ok: false, error: shape };
  if (state.over) return { ok: false, error: 'game-over' };
  try {
    // the action works on a draft that shares what it doesn't change: the input is never
    // changed, and a rejected action leaves nothing
    const ctx: Ctx = { s: draftOf(state), events: [], lki: {}, batch: undefined, batches: 0 };
    // (the shape was checked: the type is a known one)
    (ACTION_TYPES.get(action.type) as ActionType).apply(ctx, action);
    return { ok: true, state: seal(ctx.s), events: ctx.events };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, error: e.code };
    if (e instanceof TypeError || e instanceof RangeError) return { ok: false, error: 'malformed-action' };
    throw e;
  }
}
