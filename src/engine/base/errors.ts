// Why an action is not legal: a typed code the UI translates (locales/<lang>/engine.json).
export type ErrorCode =
  | 'game-over'
  | 'decision-pending'
  | 'no-decision-pending'
  | 'not-your-priority'
  | 'not-your-decision'
  | 'unknown-object'
  | 'not-in-hand'
  | 'not-your-object'
  | 'wrong-zone'
  | 'not-a-spell-card'
  | 'sorcery-timing'
  | 'land-timing'
  | 'land-already-played'
  | 'cannot-pay'
  | 'tap-cost-tapped'
  | 'summoning-sick'
  | 'illegal-target'
  | 'wrong-target-count'
  | 'illegal-cost-choice'
  | 'one-object-one-cost'
  | 'unknown-ability'
  | 'no-such-alternative'
  | 'sneak-wrong-step'
  | 'sneak-not-your-turn'
  | 'sneak-needs-unblocked-attacker'
  | 'mutate-needs-target'
  | 'disguise-not-face-down'
  | 'disguise-no-ability'
  | 'face-up-only-permanents'
  | 'class-level-order'
  | 'class-level-reached'
  | 'scheme-cannot-be-cast'
  | 'illegal-attacker'
  | 'illegal-blocker'
  | 'menace-needs-two-blockers'
  | 'illegal-order'
  | 'illegal-choice'
  | 'malformed-action';

export class RulesError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    super(code);
    this.code = code;
  }
}

/** One instance per code: legalActions rejects many candidates, and building an Error's stack trace each time is slow. */
const thrown: Partial<Record<ErrorCode, RulesError>> = {};

/** Stops the current action: applyAction turns it into `{ ok: false, error }`. */
export function fail(code: ErrorCode): never {
  throw thrown[code] ?? (thrown[code] = new RulesError(code));
}

/**
 * Why a starting position is refused (validate.ts: checkSetup, setup.ts: startGame): a typed code
 * the UI translates (locales/<lang>/setup.json), with `params` for its message.
 */
export const SETUP_PROBLEM_CODES = [
  // the shape of the data
  'not-an-object',
  'unknown-field',
  'not-an-id',
  'id-too-long',
  'reserved-id',
  'not-a-whole-number',
  'out-of-range',
  'not-a-boolean',
  'not-a-list',
  'too-many-entries',
  'unknown-step',
  // players and the turn
  'too-few-players',
  'too-many-players',
  'duplicate-player',
  'unknown-player',
  'one-team',
  'archenemy-team',
  'schemes-not-archenemy',
  // cards
  'unknown-card',
  'duplicate-card-id',
  'not-a-scheme',
  'scheme-outside-command',
  'token-outside-battlefield',
  // permanents
  'not-a-permanent',
  'face-down-not-allowed',
  'merged-not-creature',
  'level-not-class',
  'level-too-high',
  'lore-not-saga',
  'attacking-not-creature',
  'attacking-not-in-combat',
  'attacking-not-active',
  'attacking-teammate',
  'attacking-begin-step',
] as const;

export type SetupProblemCode = (typeof SETUP_PROBLEM_CODES)[number];

export type SetupProblemParams = Readonly<Record<string, string | number>>;

/**
 * An invalid starting position: `path` names the field (setup.players[0].hand[2]), `code` and
 * `params` say what is wrong (the message is the same in English, for logs and the scenario CLI).
 */
export class SetupError extends Error {
  readonly path: string;
  readonly code: SetupProblemCode;
  readonly params: SetupProblemParams;
  constructor(path: string, message: string, code: SetupProblemCode, params: SetupProblemParams = {}) {
    super(`${path}: ${message}`);
    this.path = path;
    this.code = code;
    this.params = params;
  }
}
