// The shape of an action's fields (a known type, fields of the right types, a known step): the
// helpers of each action type's `shape` (what applyAction checks before anything else).
import type { StepName } from '../base/cards.ts';
import type { ErrorCode } from '../base/errors.ts';
import { isReservedId } from '../base/ids.ts';
import { RulesError } from '../base/errors.ts';
import type { Ctx } from '../base/context.ts';
import type { GameState } from '../base/state.ts';
import { STEPS } from '../turn/turn.ts';

export const STEP_NAMES: ReadonlySet<string> = new Set(STEPS.map((st) => st.name));
export function isStepName(v: unknown): v is StepName {
  return typeof v === 'string' && STEP_NAMES.has(v);
}

export type Json = Record<string, unknown>;

export function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}


/** What is wrong with an action: the error code and the field (`to`, `targets[0].player`). */
export interface ActionFault {
  code: ErrorCode;
  field: string;
}

export type Check = ActionFault | null;

export const isString = (v: unknown): v is string => typeof v === 'string';
export const malformed = (field: string): ActionFault => ({ code: 'malformed-action', field });

/** An object id that can name an object of this game: a string, and no inherited name. */
export function objectId(s: GameState, v: unknown, field: string): Check {
  if (!isString(v)) return malformed(field);
  return isReservedId(v) && !Object.hasOwn(s.objects, v) ? { code: 'unknown-object', field } : null;
}

export function playerId(s: GameState, v: unknown, field: string): Check {
  if (!isString(v)) return malformed(field);
  return isReservedId(v) && !Object.hasOwn(s.player, v) ? malformed(field) : null;
}

export function first(checks: readonly Check[]): Check {
  for (const c of checks) if (c) return c;
  return null;
}

export function each(v: unknown, field: string, check: (x: unknown, field: string) => Check): Check {
  if (!Array.isArray(v)) return malformed(field);
  for (const [i, x] of v.entries()) {
    const c = check(x, `${field}[${i}]`);
    if (c) return c;
  }
  return null;
}

export function target(s: GameState, v: unknown, field: string): Check {
  if (!isRecord(v) || 'object' in v === 'player' in v) return malformed(field);
  return 'object' in v ? objectId(s, v.object, `${field}.object`) : playerId(s, v.player, `${field}.player`);
}

export function costs(s: GameState, v: unknown): Check {
  if (v === undefined) return null;
  if (!isRecord(v)) return malformed('costs');
  return first([
    v.sacrifice === undefined ? null : each(v.sacrifice, 'costs.sacrifice', (x, f) => objectId(s, x, f)),
    v.returnToHand === undefined ? null : each(v.returnToHand, 'costs.returnToHand', (x, f) => objectId(s, x, f)),
  ]);
}

/** The verdict of checks that throw the first reason an action is illegal: its code, or null. */
export function verdict<A>(ctx: Ctx, a: A, checks: (ctx: Ctx, a: A) => unknown): ErrorCode | null {
  try {
    checks(ctx, a);
    return null;
  } catch (e) {
    if (e instanceof RulesError) return e.code;
    throw e;
  }
}
