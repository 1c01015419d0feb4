// An action type, defined once: the shape of its fields (what applyAction checks first), its
// legality without applying it (legalActions' verdicts and the reasons of the unavailable
// actions) and what applying it does. One module per action type; the table is index.ts.
import type { Action } from '../base/actions.ts';
import type { Ctx } from '../base/context.ts';
import type { ErrorCode } from '../base/errors.ts';
import type { GameState } from '../base/state.ts';
import type { Check, Json } from './shape.ts';

export interface ActionType<A extends Action = Action> {
  /**
   * The fault in the fields of an action of this type (`a` is a record whose type is this one),
   * `who` being the verdict on its player; null when it has the shape of an Action.
   */
  shape(s: GameState, a: Json, who: Check): Check;
  /**
   * Whether the action is legal, decided without applying it: the error code (the reason it is
   * unavailable), null if legal, undefined where only applying it tells.
   */
  check(ctx: Ctx, a: A): ErrorCode | null | undefined;
  /** Applies the action to the draft; throws a RulesError if it is illegal. */
  apply(ctx: Ctx, a: A): void;
}
