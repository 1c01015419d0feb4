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

/** An invalid starting position: `path` names the field (setup.players[0].hand[2]). */
export class SetupError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.path = path;
  }
}
