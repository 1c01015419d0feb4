// The hooks of the core: what a mechanic module may add to the core rules, and the mechanics the
// engine is composed with. The core imports no mechanic: it calls the hooks of the modules it is
// given, at the points the Comprehensive Rules name. The mechanics are listed in one place,
// mechanics/index.ts, and given to the engine by its entry (index.ts: installMechanics).
import type { Action, CastMethod, CostChoices } from './actions.ts';
import type { AbilityDef, CardDef, CardType, Condition, Cost, Effect, StepName, TargetSpec, Trigger } from './cards.ts';
import type { Ctx, EffectScope } from './context.ts';
import type { ErrorCode } from './errors.ts';
import type { GameEvent } from './events.ts';
import type { ActiveAbility, ChoiceQuestion, GameObject, GameState, ObjectId, PlayerId } from './state.ts';

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
  /** the cost's other parts this method adds, besides the alternative cost (601.2f–h; 702.190a: an unblocked attacker returned to hand) */
  extraCost?: Cost;
  /** the choices of the extra cost legalActions offers, one cast each; none: no choices (`costs` left out) */
  costChoices?(s: GameState, player: PlayerId): CostChoices[];
  /** the spell's targets when cast this way, instead of its spell ability's (702.140a) */
  targets?: readonly TargetSpec[];
  /** the error when the targets given don't match those specs (default 'wrong-target-count') */
  targetCountError?: ErrorCode;
  /** a permanent spell cast this way enters tapped and attacking this player (702.190b), if any */
  entersAttacking?(spell: GameObject): { player: PlayerId; rule: string } | undefined;
}

/** A face-down kind a mechanic defines (708.2): the abilities a face-down object of that kind has. */
export interface FaceDownRules {
  kind: Exclude<GameObject['faceDown'], null | 'plain'>;
  /** its abilities face down (702.168b: ward {2}) */
  abilities: readonly AbilityDef[];
  /** whether a card may be put face down this way (a starting position's `faceDown: true`) */
  allows(def: CardDef): boolean;
}

/** An event of a mechanic that triggers the "whenever this …" abilities of the object it names (702.140d, 701.32a). */
export interface SelfTrigger {
  event: Extract<GameEvent, { object: ObjectId }>['type'];
  on: Trigger['on'];
  /** whether the trigger records the object as its triggering object */
  triggeringObject: boolean;
}

/** A mechanic's module; `Id` is its slug (the list of mechanics, mechanics/index.ts, knows them all: the core names none). */
export interface MechanicModule<Id extends string = string> {
  id: Id;
  /** the Comprehensive Rules numbers this module implements */
  rules: readonly string[];
  /** predefined tokens the rules define (111.10) */
  predefinedTokens?: readonly CardDef[];
  /**
   * a card type of this mechanic that lives in the command zone (314.2: schemes): its cards can't
   * be cast, never leave the command zone, and a starting position holds them in its scheme deck only
   */
  commandCardType?: CardType;
  castMethod?: CastMethodRules;
  faceDown?: FaceDownRules;
  selfTriggers?: readonly SelfTrigger[];
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

/** The mechanics' card types that live in the command zone (314.2). */
export const COMMAND_CARD_TYPES: readonly CardType[] = [];

/** Whether a card of these types lives in the command zone (314.2: a scheme card). */
export function isCommandCard(types: readonly CardType[]): boolean {
  for (let i = 0; i < COMMAND_CARD_TYPES.length; i++) if (types.includes(COMMAND_CARD_TYPES[i] as CardType)) return true;
  return false;
}

/** The cast methods of the mechanics, by method. */
export const CAST_METHODS: ReadonlyMap<CastMethod, CastMethodRules> = new Map();

/** The face-down kinds of the mechanics, by kind, with their abilities as characteristics list them (708.2). */
export const FACE_DOWN_KINDS: ReadonlyMap<string, FaceDownRules & { active: readonly ActiveAbility[] }> = new Map();

/** The triggers the mechanics' events set off on the object they name, by event type. */
export const SELF_TRIGGERS: ReadonlyMap<GameEvent['type'], SelfTrigger> = new Map();

/** A face-down object's abilities: none for a plain one (708.2a), its kind's for a mechanic's (702.168b). */
export function faceDownAbilities(kind: GameObject['faceDown']): readonly ActiveAbility[] {
  return (kind && FACE_DOWN_KINDS.get(kind)?.active) || [];
}

/**
 * The face-down ability keyed '@face-down:<i>' (its key names no kind: the first kind with an
 * i-th ability has it; with disguise the only kind that has any, that is its ward {2}).
 */
export function faceDownAbilityDef(i: number): AbilityDef | undefined {
  for (const k of FACE_DOWN_KINDS.values()) {
    const a = k.abilities[i];
    if (a) return a;
  }
  return undefined;
}

/**
 * Composes the engine with its mechanics: called once, by the engine's entry (index.ts), with the
 * list of mechanics/index.ts. The order matters where two act at the same moment (see there).
 */
export function installMechanics(modules: readonly MechanicModule[]): void {
  const list = MECHANICS as MechanicModule[];
  list.splice(0, list.length, ...modules);
  const watching = EVENT_WATCHERS as MechanicModule[];
  watching.splice(0, watching.length, ...modules.filter((m) => m.onEvent));
  const methods = CAST_METHODS as Map<CastMethod, CastMethodRules>;
  const faceDown = FACE_DOWN_KINDS as Map<string, FaceDownRules & { active: readonly ActiveAbility[] }>;
  const selfTriggers = SELF_TRIGGERS as Map<GameEvent['type'], SelfTrigger>;
  const commandTypes = COMMAND_CARD_TYPES as CardType[];
  commandTypes.splice(0, commandTypes.length, ...modules.flatMap((m) => (m.commandCardType ? [m.commandCardType] : [])));
  methods.clear();
  faceDown.clear();
  selfTriggers.clear();
  for (const m of modules) {
    if (m.castMethod) methods.set(m.castMethod.method, m.castMethod);
    if (m.faceDown) {
      // the abilities of a face-down object come from no card: keyed '@face-down:<i>'
      const active = m.faceDown.abilities.map((def, i): ActiveAbility => ({ key: { def: '@face-down', path: [i] }, id: `@face-down:${i}`, def, fromCard: null }));
      faceDown.set(m.faceDown.kind, { ...m.faceDown, active });
    }
    for (const t of m.selfTriggers ?? []) selfTriggers.set(t.event, t);
  }
}
