// The hooks of the core: what a mechanic module may add to the core rules, and the mechanics the
// engine is composed with. The core imports no mechanic: it calls the hooks of the modules it is
// given, at the points the Comprehensive Rules name. The mechanics are listed in one place,
// mechanics/index.ts, and given to the engine by its entry (index.ts: installMechanics).
import type { Action, CastMethod } from './actions.ts';
import type { CardDef, Condition, Effect, StepName } from './cards.ts';
import type { Ctx, EffectScope } from './context.ts';
import type { GameEvent } from './events.ts';
import type { ChoiceQuestion, GameObject, GameState, PlayerId } from './state.ts';

export interface CastMethodRules {
  method: Exclude<CastMethod, 'normal'>;
  /** the card's alternative cost for this method, or undefined if the card doesn't have it */
  cost(s: GameState, card: GameObject): string | undefined;
  /** instant timing allowed (702.190a) */
  instantTiming?: boolean;
  /** throws a RulesError if the method can't be used now (timing, required choices) */
  check(ctx: Ctx, card: GameObject, action: Extract<Action, { type: 'cast' }>): void;
  /** the spell is on the stack: mark what this method changes (face down, mutating, …) */
  onCast(ctx: Ctx, spell: GameObject, action: Extract<Action, { type: 'cast' }>): void;
}

/** A mechanic's module; `Id` is its slug (the list of mechanics, mechanics/index.ts, knows them all: the core names none). */
export interface MechanicModule<Id extends string = string> {
  id: Id;
  /** the Comprehensive Rules numbers this module implements */
  rules: readonly string[];
  /** predefined tokens the rules define (111.10) */
  predefinedTokens?: readonly CardDef[];
  castMethod?: CastMethodRules;
  onEvent?(ctx: Ctx, ev: GameEvent): void;
  /** as a permanent enters ("enters with" replacement effects, 614.1c) */
  entering?(ctx: Ctx, o: GameObject): void;
  /** turn-based actions at the start of a step, in registration order */
  turnBasedActions?: Partial<Record<StepName, (ctx: Ctx) => void>>;
  /** state-based actions of this mechanic; returns true if it did something (704.3) */
  stateBasedActions?(ctx: Ctx): boolean;
  runEffect?(ctx: Ctx, e: Effect, scope: EffectScope): void;
  /** may take over the resolution of a permanent spell (702.140: mutating spells); true if it did */
  resolveSpell?(ctx: Ctx, spell: GameObject): boolean;
  /** answers a question this mechanic asked */
  answer?(ctx: Ctx, q: ChoiceQuestion, option: string, player: PlayerId): boolean;
  /** an extra legality check for activating one of its abilities */
  checkActivation?(ctx: Ctx, source: GameObject, abilityKind: string, level?: number): void;
  /** evaluates a condition this mechanic defines; undefined if it isn't one of its own */
  evaluateCondition?(s: GameState, cond: Condition, controller: PlayerId): boolean | undefined;
  /** actions of this mechanic that don't use the stack (116) */
  specialAction?(ctx: Ctx, action: Action): boolean;
}

/** The mechanics the engine is composed with, in order (filled once by installMechanics). */
export const MECHANICS: readonly MechanicModule[] = [];

/** The mechanics that watch events (onEvent), in order: called for every event, so listed apart. */
export const EVENT_WATCHERS: readonly MechanicModule[] = [];

/**
 * Composes the engine with its mechanics: called once, by the engine's entry (index.ts), with the
 * list of mechanics/index.ts. The order matters where two act at the same moment (see there).
 */
export function installMechanics(modules: readonly MechanicModule[]): void {
  const list = MECHANICS as MechanicModule[];
  list.splice(0, list.length, ...modules);
  const watching = EVENT_WATCHERS as MechanicModule[];
  watching.splice(0, watching.length, ...modules.filter((m) => m.onEvent));
}
