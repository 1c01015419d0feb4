// declareBlockers (509.1).
import type { Action } from '../base/actions.ts';
import { checkDeclareBlockers, declareBlockers } from '../combat/combat.ts';
import { priorityTo } from './priority.ts';
import { each, first, isRecord, malformed, objectId, verdict } from './shape.ts';
import type { ActionType } from './types.ts';

export const declareBlockersAction: ActionType<Extract<Action, { type: 'declareBlockers' }>> = {
  shape: (s, a, who) => who ?? each(a.blocks, 'blocks', (x, f) => (isRecord(x) ? first([objectId(s, x.blocker, `${f}.blocker`), objectId(s, x.attacker, `${f}.attacker`)]) : malformed(f))),
  check: (ctx, a) => verdict(ctx, a, checkDeclareBlockers),
  apply: (ctx, a) => priorityTo(ctx, declareBlockers(ctx, a)),
};
