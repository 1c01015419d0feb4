// The action types, one module each, in one table: applyAction checks an action's shape and applies
// it, legalActions decides its legality (and the reason it is unavailable), all through here.
// Adding an action type is its module and one line here (and its case in the Action union).
import type { Action } from '../base/actions.ts';
import { activateAction } from './activate.ts';
import { advanceAction } from './advance.ts';
import { castAction } from './cast.ts';
import { chooseAction } from './choose.ts';
import { chooseTargetsAction } from './chooseTargets.ts';
import { declareAttackersAction } from './declareAttackers.ts';
import { declareBlockersAction } from './declareBlockers.ts';
import { orderTriggersAction } from './orderTriggers.ts';
import { passAction } from './pass.ts';
import { playLandAction } from './playLand.ts';
import { turnFaceUpAction } from './turnFaceUp.ts';
import type { ActionType } from './types.ts';

/** Every action type's record (a missing or extra one fails the typecheck). */
const RECORDS: { readonly [T in Action['type']]: ActionType<Extract<Action, { type: T }>> } = {
  pass: passAction,
  advance: advanceAction,
  playLand: playLandAction,
  cast: castAction,
  activate: activateAction,
  turnFaceUp: turnFaceUpAction,
  declareAttackers: declareAttackersAction,
  declareBlockers: declareBlockersAction,
  orderTriggers: orderTriggersAction,
  chooseTargets: chooseTargetsAction,
  choose: chooseAction,
};

/** The record of an action type by its name (a Map: a name from outside may be any string, `constructor` too). */
export const ACTION_TYPES: ReadonlyMap<string, ActionType> = new Map(Object.entries(RECORDS) as [string, ActionType][]);

export type { ActionType } from './types.ts';
