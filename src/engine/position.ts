// A starting position as data (an example's "setup"; docs/examples.md#setup): what startGame
// (setup.ts) builds a game from and checkSetup (validate.ts) accepts.
import type { CounterKind, StepName } from './base/cards.ts';
import type { ManaPool, PlayerId } from './base/state.ts';

export type SetupCard = string | { card: string; id?: string };

export interface SetupPermanent {
  card: string;
  id?: string;
  tapped?: boolean;
  counters?: Partial<Record<CounterKind, number>>;
  /**
   * face down (708): `true` cast face down with disguise (702.168b: a 2/2 with ward {2}; the card
   * must have disguise), `'plain'` turned face down by an effect that lists no characteristics
   * (708.2a: a 2/2 with no text; any permanent card)
   */
  faceDown?: boolean | 'plain';
  /** 716: a Class's level */
  level?: number;
  /** came under its controller's control this turn (302.6); default false */
  sick?: boolean;
  /** the other components of a merged permanent, below the top card (730) */
  merged?: SetupCard[];
  token?: boolean;
  damage?: number;
  /** attacking this player (as if declared, 508.1) */
  attacking?: PlayerId;
}

export interface SetupPlayer {
  id: PlayerId;
  life?: number;
  team?: number;
  /** 904.2a: the archenemy of an Archenemy game */
  archenemy?: boolean;
  library?: SetupCard[];
  hand?: SetupCard[];
  graveyard?: SetupCard[];
  exile?: SetupCard[];
  /** a scheme deck, top card first (904.3) */
  schemes?: SetupCard[];
  battlefield?: SetupPermanent[];
  manaPool?: Partial<ManaPool>;
}

export interface GameSetup {
  players: SetupPlayer[];
  turn?: { number?: number; active?: PlayerId; step?: StepName; beginStep?: boolean };
  seed?: number;
}
