// The position editor's model (issue 15): pure TypeScript, no React, DOM or i18n. These types are
// the contract between the model (share.ts, check.ts, fromState.ts, example.ts) and the editor's
// UI (/work/wt/briefs/15-interface.md while the issue is open).
import { SETUP_PROBLEM_CODES, type Action, type GameSetup, type GameState } from '../engine/index.ts';
import type { LimitProblem } from './limits.ts';

export type { SetupProblemCode } from '../engine/index.ts';

/** What the editor holds and a link carries: a starting position and the decisions played from it. */
export interface SharedPosition {
  /** the engine's own starting-position type (src/engine/position.ts) */
  setup: GameSetup;
  /** engine actions as played (object ids are deterministic for a setup) */
  decisions: Action[];
}

/** Why a link could not be read (share.ts: decodePosition); translated as `link.<reason>` in setup.json. */
export const DECODE_FAILURES = ['malformed', 'unknown-version', 'invalid-position', 'invalid-decisions', 'over-limit'] as const;
export type DecodeFailure = (typeof DECODE_FAILURES)[number];

/** 'over-limit' says which limit (limits.ts), the value found and the most allowed. */
/** `unchecked`: the decisions were not replayed (more than the caller's replayUpTo): whoever plays them checks them */
export type DecodeResult = { ok: true; value: SharedPosition; unchecked?: boolean } | { ok: false; reason: DecodeFailure; limit?: LimitProblem };

export interface DecodeOptions {
  /** replay the decisions to check them only if there are at most this many (all by default); more are left to the caller, which replays them in slices (the board, issue 28) */
  replayUpTo?: number;
}

/**
 * The codes of the engine's SetupError, and 'engine-failure' (the engine failed in an unexpected
 * way on a position: a defect to report, never a reason of the rules).
 */
export const POSITION_PROBLEM_CODES = [...SETUP_PROBLEM_CODES, 'engine-failure'] as const;
export type PositionProblemCode = (typeof POSITION_PROBLEM_CODES)[number];

/**
 * The engine's verdict on a position (check.ts): the field at fault (`setup.players[0].battlefield[2].faceDown`),
 * a code translated in locales/<lang>/setup.json (namespace "setup", key `problem.<code>`) and the values
 * its message interpolates ({{card}}, {{max}}…).
 */
export interface PositionProblem {
  path: string;
  code: PositionProblemCode;
  params: Record<string, string | number>;
}

export type CheckResult = { ok: true; state: GameState } | { ok: false; problem: PositionProblem };

/**
 * What a GameSetup can't hold of a state (fromState.ts): "Edit this position" leaves it out
 * (translated as `dropped.<part>` in setup.json).
 * - 'stack': spells and abilities on the stack (with the cards of the spells)
 * - 'triggers': triggered abilities waiting to be put on the stack
 * - 'effects': continuous effects ("until end of turn", control changes: permanents go back to their owner)
 * - 'decision': a pending decision (targets, blockers, a question)
 * - 'priority': who holds priority and who has passed (the setup gives it to the active player)
 * - 'combat': blocks, attackers put onto the battlefield attacking, "no attackers this combat"
 * - 'landPlayed': lands played this turn
 * - 'schemes': a scheme face up in the command zone
 * - 'history': what left the battlefield this turn (disappear)
 * - 'lostPlayers': players who have lost the game (they are back in)
 * - 'tokens': a token copy that no card of the pool matches (a copy of a merged or face-down creature),
 *   or merged under another card
 * - 'unplayable': a field the engine's setup refuses in a state an effect made (a permanent face down
 *   without disguise, lore counters on a non-Saga, an attacker that is no longer a creature)
 */
export const DROPPED_PARTS = ['stack', 'triggers', 'effects', 'decision', 'priority', 'combat', 'landPlayed', 'schemes', 'history', 'lostPlayers', 'tokens', 'unplayable'] as const;
export type DroppedPart = (typeof DROPPED_PARTS)[number];

export interface FromStateResult {
  setup: GameSetup;
  dropped: DroppedPart[];
}

/** Why a pasted or dropped file could not be opened (example.ts: parseExampleJson); translated as `import.<reason>`. */
export const PARSE_EXAMPLE_FAILURES = ['not-json', 'not-an-example', 'invalid-position', 'invalid-decisions', 'over-limit'] as const;
export type ParseExampleFailure = (typeof PARSE_EXAMPLE_FAILURES)[number];

export type ParseExampleResult =
  | { ok: true; value: SharedPosition }
  | { ok: false; reason: ParseExampleFailure; path?: string; limit?: LimitProblem };

export interface ExampleJsonOptions {
  id?: string;
  mechanic?: string;
}
