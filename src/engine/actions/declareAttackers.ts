// declareAttackers (508.1).
import type { Action } from '../base/actions.ts';
import { checkDeclareAttackers, declareAttackers } from '../combat/combat.ts';
import { priorityTo } from './priority.ts';
import { each, first, isRecord, malformed, objectId, playerId, verdict } from './shape.ts';
import type { ActionType } from './types.ts';

export const declareAttackersAction: ActionType<Extract<Action, { type: 'declareAttackers' }>> = {
  shape: (s, a, who) => who ?? each(a.attackers, 'attackers', (x, f) => (isRecord(x) ? first([objectId(s, x.object, `${f}.object`), playerId(s, x.target, `${f}.target`)]) : malformed(f))),
  check: (ctx, a) => verdict(ctx, a, checkDeclareAttackers),
  apply: (ctx, a) => priorityTo(ctx, declareAttackers(ctx, a)),
};
