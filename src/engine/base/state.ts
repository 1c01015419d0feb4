// The game state: plain, JSON-serializable data with stable ids. No classes, no clock.
import type { AbilityDef, CardDef, CardType, Color, CounterKind, Keyword, StepName, Supertype } from './cards.ts';

export type PlayerId = string;
/** An object id; a zone change makes a new object with a new id (400.7). */
export type ObjectId = string;
/** A physical card or token: keeps its id across zones (what the board animates). */
export type CardId = string;

export type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile' | 'command';
export type ManaSymbol = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
export type ManaPool = Record<ManaSymbol, number>;

export interface Player {
  id: PlayerId;
  life: number;
  manaPool: ManaPool;
  /** players on the same team win and lose together (808, 904.2) */
  team: number;
  /** 904.2a */
  archenemy: boolean;
  lost: boolean;
  landsPlayedThisTurn: number;
  drewFromEmptyLibrary: boolean;
}

export interface PhysicalCard {
  id: CardId;
  def: string;
  owner: PlayerId;
  token: boolean;
}

export type Target = { object: ObjectId } | { player: PlayerId };

/** Where an ability comes from: the card definition and the path of the ability in it. */
export interface AbilityKey {
  def: string;
  /** index in def.abilities, then index inside a class level section */
  path: number[];
}

export interface AttackInfo {
  /** the player attacked */
  target: PlayerId;
  /** declared as an attacker (508.1); false when put onto the battlefield attacking (508.4) */
  declared: boolean;
  blocked: boolean;
  blockedBy: ObjectId[];
}

export interface SpellInfo {
  /** the alternative cost used to cast it, if any (118.9) */
  alternative?: 'sneak' | 'mutate' | 'disguise';
  targets: Target[];
  /** 702.140a: a mutating creature spell */
  mutating: boolean;
  /** 702.190b: the attack target of the creature returned to pay the sneak cost */
  sneakAttackTarget?: PlayerId;
}

export interface AbilityOnStack {
  key: AbilityKey;
  kind: 'activated' | 'triggered';
  /** the source object (it may have left its zone since: the ability resolves anyway, 113.7a) */
  source: ObjectId;
  /** the source's card, to find it again and for narration */
  sourceCard: CardId | null;
  targets: Target[];
  /** the object whose event triggered it (an entering creature, a mutated creature…) */
  triggeringObject?: ObjectId;
  /** 714.2b/714.4: the chapter number of a chapter ability */
  chapter?: number;
  /** 702.21a: the spell or ability a ward trigger will counter */
  wardCounters?: ObjectId;
  wardCost?: string;
  /** for scheme triggers (314.6, 704.6e) */
  fromScheme?: boolean;
}

export interface GameObject {
  id: ObjectId;
  zone: ZoneName;
  owner: PlayerId;
  controller: PlayerId;
  /** the cards or tokens that represent it, topmost first (730.2); empty for an ability on the stack */
  cards: CardId[];
  tapped: boolean;
  /**
   * 708: face down, and which rules made it so: 'disguise' (702.168b: a 2/2 with ward {2}) or
   * 'plain' (708.2a: turned face down by an effect that lists no characteristics, a 2/2 with no text)
   */
  faceDown: null | 'disguise' | 'plain';
  /**
   * 730.2e: the components of a face-up merged permanent that are face down (a mutating spell put
   * on top of a face-down creature), and which rules made each so; replaced, never changed in place
   */
  faceDownCards?: readonly FaceDownCard[];
  counters: Partial<Record<CounterKind, number>>;
  damage: number;
  /** 704.5h: dealt damage by a source with deathtouch since state-based actions were last checked */
  deathtouched?: true;
  /** under its controller's control continuously since their most recent turn began (302.6) */
  sinceTurnStart: boolean;
  /** 716.2b: a level designation (Class) */
  level?: number;
  attack?: AttackInfo;
  blocking?: ObjectId;
  spell?: SpellInfo;
  ability?: AbilityOnStack;
  /** a scheme card turned face up in the command zone (314.2) */
  schemeFaceUp?: boolean;
  /** order in which objects came to be, for "last in, first out" and ties */
  timestamp: number;
}

export interface FaceDownCard {
  card: CardId;
  kind: 'disguise' | 'plain';
}

export interface PendingTrigger {
  id: string;
  controller: PlayerId;
  key: AbilityKey;
  source: ObjectId;
  sourceCard: CardId | null;
  triggeringObject?: ObjectId;
  chapter?: number;
  wardCounters?: ObjectId;
  wardCost?: string;
  fromScheme?: boolean;
  /** 603.3b: triggered while triggers were being put on the stack (ward): waits for the next round */
  nextRound?: boolean;
}

export interface ContinuousEffect {
  id: string;
  affected: ObjectId;
  /** "until end of turn" (514.2), or for as long as the object stays (a control change without a duration) */
  until: 'endOfTurn' | 'endOfGame';
  /** 613.1b: a control-changing effect: this player controls it (800.4a: it ends if that player leaves the game) */
  controller?: PlayerId;
  power?: number;
  toughness?: number;
  loseAllAbilities?: boolean;
  /** 613.1f: it gains this keyword */
  gainKeyword?: Keyword;
  /** 613.1d / 613.4b: it becomes a creature with this base power and toughness */
  becomesCreature?: { power: number; toughness: number };
  timestamp: number;
}

export type Decision =
  | { kind: 'orderTriggers'; player: PlayerId; triggers: string[] }
  | { kind: 'chooseTargets'; player: PlayerId; trigger: string }
  | { kind: 'declareAttackers'; player: PlayerId }
  | { kind: 'declareBlockers'; player: PlayerId }
  | { kind: 'choose'; player: PlayerId; question: ChoiceQuestion; options: string[] };

/** A question asked in the middle of a rule, and how to go on once it is answered. */
export type ChoiceQuestion =
  /** 702.140c: put the mutating spell on top of the creature or under it */
  | { kind: 'mutatePlacement'; spell: ObjectId }
  /** 702.21a: pay the ward cost or let the spell or ability be countered */
  | { kind: 'wardPayment'; ability: ObjectId }
  /**
   * 704.5j: keep one legendary permanent with the same name. `chosen`: the choices already made in
   * this check, by this or other players (704.3: performed together, once every choice is made)
   */
  | { kind: 'legendRule'; objects: ObjectId[]; chosen?: { objects: ObjectId[]; keep: ObjectId }[] }
  /** 514.1: the active player discards down to the maximum hand size, one card per answer */
  | { kind: 'discardToHandSize'; player: PlayerId }
  /** 730.3a: the owner orders the cards a merged permanent became in their library: which of these goes highest */
  | { kind: 'libraryOrder'; objects: ObjectId[] }
  /** 730.3a: the owner arranges the cards a merged permanent became in their graveyard: which of these goes on top */
  | { kind: 'graveyardOrder'; objects: ObjectId[] };

export interface TurnState {
  number: number;
  active: PlayerId;
  step: StepName;
  /** who holds priority; null while a decision is pending or between steps */
  priority: PlayerId | null;
  /** players who passed in succession since the last action (117.4) */
  passed: PlayerId[];
  /** 508.8: no attackers were declared this combat */
  noAttackers: boolean;
  /**
   * 510.4: this combat has a first combat damage step: the attackers and blockers that had first
   * strike or double strike as it began (set as it begins, until the combat ends)
   */
  firstStrikers?: ObjectId[];
}

export interface LeftBattlefieldRecord {
  card: CardId;
  controller: PlayerId;
  object: ObjectId;
}

export interface GameState {
  version: 1;
  defs: Record<string, CardDef>;
  players: PlayerId[];
  player: Record<PlayerId, Player>;
  cards: Record<CardId, PhysicalCard>;
  objects: Record<ObjectId, GameObject>;
  /** ordered zone lists: 'battlefield', 'stack' (last is top), 'exile', '<player>.library' (first is top), … */
  zones: Record<string, ObjectId[]>;
  turn: TurnState;
  pendingTriggers: PendingTrigger[];
  /** players who have ordered their waiting triggers (603.3b) and are placing them */
  orderedTriggers: PlayerId[];
  decision: Decision | null;
  /** a player who gets priority once the pending decision is made */
  priorityAfterDecision: PlayerId | null;
  effects: ContinuousEffect[];
  /** what happened this turn, for look-back conditions (disappear) */
  history: { leftBattlefield: LeftBattlefieldRecord[] };
  /** seeded generator state (shuffles) */
  rng: number;
  nextId: number;
  winner: number | null;
  over: boolean;
}

/** What characteristics() computes (characteristics.ts); never stored in the state. */
/** An ability an object has now, with where it comes from. */
export interface ActiveAbility {
  key: AbilityKey;
  /** the key as a string, used by actions: "<def>:<i>" or "<def>:<i>.<j>" */
  id: string;
  def: AbilityDef;
  fromCard: CardId | null;
}

export interface Characteristics {
  name: string | null;
  manaCost: string | null;
  manaValue: number;
  colors: Color[];
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  abilities: ActiveAbility[];
  faceDown: boolean;
  token: boolean;
}

export type { AbilityDef, CardDef, CounterKind, StepName };
