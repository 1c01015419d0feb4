// Card definitions: characteristics and abilities as data (docs/cards.md).
// No card has code of its own; every ability is written in this vocabulary.

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export type CardType =
  | 'artifact'
  | 'creature'
  | 'enchantment'
  | 'instant'
  | 'sorcery'
  | 'land'
  | 'planeswalker'
  | 'battle'
  | 'scheme';
export type Supertype = 'legendary' | 'basic' | 'ongoing';
export type CounterKind = '+1/+1' | '-1/-1' | 'lore';
export type StepName =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'main1'
  | 'beginCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  /** 510.4: the first of two combat damage steps, only when a creature has first strike or double strike */
  | 'firstStrikeDamage'
  | 'combatDamage'
  | 'endCombat'
  | 'main2'
  | 'end'
  | 'cleanup';

/** Which objects a filter accepts, seen from the ability's controller ("you"). */
export interface ObjectFilter {
  types?: CardType[];
  /** every listed subtype must be present */
  subtypes?: string[];
  notSubtypes?: string[];
  controller?: 'you' | 'opponent';
  /** "another": not the ability's own source */
  another?: boolean;
  tapped?: boolean;
  attacking?: boolean;
  unblocked?: boolean;
  faceDown?: boolean;
  token?: boolean;
  /** same owner as the source (702.140a: mutate targets a creature with the same owner) */
  sameOwner?: boolean;
  /** 700.6: historic (legendary, an artifact, or a Saga) */
  historic?: boolean;
  /** 202.3: mana value at least / at most N (a face-down object's is 0: no mana cost, 708.2, 202.3a) */
  manaValue?: { atLeast?: number; atMost?: number };
  /** 201.2: has this English name ("a creature named …"); an object with no name (face down, 708.2) never has it (201.2a) */
  name?: string;
}

export type TargetSpec =
  | { kind: 'object'; filter: ObjectFilter }
  | { kind: 'player'; who?: 'any' | 'opponent' | 'you' }
  | { kind: 'stackObject'; spells?: boolean; abilities?: boolean };

/** Refers to an object or player when an effect resolves. */
export type ObjectRef =
  | 'self'
  | 'triggeringObject'
  | { target: number }
  | { each: ObjectFilter };
export type PlayerRef = 'you' | 'eachOpponent' | 'eachPlayer' | { target: number } | 'targetController';

export interface Cost {
  /** mana in rules notation, e.g. "{2}{W}" */
  mana?: string;
  tap?: boolean;
  sacrificeSelf?: boolean;
  /** sacrifice N other permanents matching the filter (chosen by the player as the cost is paid) */
  sacrifice?: { filter: ObjectFilter; count: number };
  /** return N permanents matching the filter to their owner's hand */
  returnToHand?: { filter: ObjectFilter; count: number };
  payLife?: number;
}

export type Effect =
  | { do: 'createToken'; token: string; count?: number; player?: PlayerRef; tapped?: boolean }
  | { do: 'createTokenCopy'; of: ObjectRef }
  | { do: 'putCounters'; counter: CounterKind; count: number; on: ObjectRef }
  | { do: 'removeCounters'; counter: CounterKind; count: number; on: ObjectRef }
  | { do: 'gainLife'; amount: number; player: PlayerRef }
  | { do: 'loseLife'; amount: number; player: PlayerRef }
  | { do: 'dealDamage'; amount: number; to: ObjectRef | PlayerRef }
  | { do: 'draw'; count: number; player: PlayerRef }
  | { do: 'returnToHand'; what: ObjectRef }
  | { do: 'exileAndReturn'; what: ObjectRef }
  | { do: 'exile'; what: ObjectRef }
  | { do: 'sacrifice'; what: ObjectRef }
  | { do: 'destroy'; what: ObjectRef }
  | { do: 'tap'; what: ObjectRef }
  | { do: 'untap'; what: ObjectRef }
  | { do: 'pump'; what: ObjectRef; power: number; toughness: number }
  | { do: 'loseAllAbilities'; what: ObjectRef }
  /** "[what] gains [keyword] until end of turn" (613.1f) */
  | { do: 'gainKeyword'; what: ObjectRef; keyword: Keyword }
  /** "[what] becomes a [power]/[toughness] creature in addition to its other types until end of turn" (613.1d, 613.4b) */
  | { do: 'becomeCreature'; what: ObjectRef; power: number; toughness: number }
  | { do: 'counterSpell'; what: ObjectRef }
  | { do: 'putOnLibrary'; what: ObjectRef; position: 'top' | 'bottom' | 'chosen' }
  | { do: 'turnFaceDown'; what: ObjectRef }
  /** "Gain control of [what]" for the rest of the game (613.1b, 110.2) */
  | { do: 'gainControl'; what: ObjectRef }
  | { do: 'setClassLevel'; level: number }
  | { do: 'abandon' };

/** Conditions for intervening "if" clauses (603.4) and similar checks. */
export type Condition =
  | { permanentLeftBattlefieldThisTurn: { controller: 'you' } }
  | { youControl: ObjectFilter; atLeast?: number }
  | { lifeAtMost: number };

export type Trigger =
  /** "When this enters" or "Whenever a [filter] enters" (603.6a) */
  | { on: 'enters'; self?: boolean; filter?: ObjectFilter }
  | { on: 'attacks'; self?: boolean; filter?: ObjectFilter }
  | { on: 'dies'; self?: boolean; filter?: ObjectFilter }
  | { on: 'leaves'; self?: boolean; filter?: ObjectFilter }
  /** "At the beginning of [your / each] [step]" */
  | { on: 'stepBegins'; step: StepName; whose: 'you' | 'each' }
  /** "Whenever this creature mutates" (702.140d) */
  | { on: 'mutates' }
  /** "When you set this scheme in motion" (701.32) */
  | { on: 'setInMotion' }
  /** "Whenever you cast a spell" */
  | { on: 'cast'; filter?: ObjectFilter }
  /** "When this is turned face up" (702.168d, 708.8); not when a merge makes it face up (730.2e) */
  | { on: 'turnedFaceUp' };

export type Keyword =
  | 'flying'
  | 'vigilance'
  | 'haste'
  | 'trample'
  | 'defender'
  | 'reach'
  | 'firstStrike'
  | 'doubleStrike'
  | 'deathtouch'
  | 'lifelink'
  | 'menace'
  | 'hexproof'
  | 'indestructible';

/** Every keyword of the vocabulary (docs/cards.md). */
export const KEYWORDS: readonly Keyword[] = ['flying', 'vigilance', 'haste', 'trample', 'defender', 'reach', 'firstStrike', 'doubleStrike', 'deathtouch', 'lifelink', 'menace', 'hexproof', 'indestructible'];

export type AbilityDef =
  | { kind: 'keyword'; keyword: Keyword }
  /** 702.21 Ward [cost] */
  | { kind: 'ward'; cost: string }
  | {
      kind: 'activated';
      cost: Cost;
      effects: Effect[];
      targets?: TargetSpec[];
      /** "Activate only as a sorcery" (602.5d) */
      sorcery?: boolean;
    }
  /** a mana ability: "{T}: Add {W}" (605) */
  | { kind: 'mana'; cost: Cost; add: string }
  | {
      kind: 'triggered';
      trigger: Trigger;
      /** intervening "if" clause (603.4) */
      condition?: Condition;
      effects: Effect[];
      targets?: TargetSpec[];
      /** the ability word printed before it (207.2c), for display only */
      abilityWord?: 'alliance' | 'disappear';
    }
  /** the spell ability of an instant or sorcery */
  | { kind: 'spell'; effects: Effect[]; targets?: TargetSpec[] }
  | { kind: 'static'; effect: StaticEffect }
  /** 702.140 Mutate [cost] */
  | { kind: 'mutate'; cost: string }
  /** 702.190 Sneak [cost] */
  | { kind: 'sneak'; cost: string }
  /** 702.168 Disguise [cost] */
  | { kind: 'disguise'; cost: string }
  /** 714.2 chapter ability: {rN1}, {rN2} — effects */
  | { kind: 'chapter'; chapters: number[]; effects: Effect[]; targets?: TargetSpec[] }
  /** 716.2a "[Cost]: Level N" class level bar, with the abilities of its section */
  | { kind: 'classLevel'; level: number; cost: string; abilities: AbilityDef[] };

export type StaticEffect =
  | {
      kind: 'anthem';
      filter: ObjectFilter;
      power: number;
      toughness: number;
    }
  /** 604.3 characteristic-defining: "power and toughness are each equal to the number of [filter] cards in your graveyard" */
  | { kind: 'ptFromGraveyardCount'; filter: ObjectFilter }
  /** 614.1a replacement: "If a [filter] would die, exile it instead" */
  | { kind: 'diesToExile'; filter: ObjectFilter };

export interface CardDef {
  id: string;
  /** English printed name; localized names live in locales/<lang>/cards.json */
  name: string;
  manaCost?: string;
  /** explicit colour indicator; otherwise colours come from the mana cost */
  colors?: Color[];
  supertypes?: Supertype[];
  types: CardType[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  abilities: AbilityDef[];
  /** a token definition (111.10 predefined tokens and others) */
  token?: boolean;
}
