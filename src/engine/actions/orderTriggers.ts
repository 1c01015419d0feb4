// orderTriggers (603.3b): the order in which a player puts their simultaneous triggers on the stack.
import type { Action } from '../base/actions.ts';
import type { Ctx } from '../base/context.ts';
import { fail } from '../base/errors.ts';
import { sharedTeamTurns, teamOf } from '../base/teams.ts';
import { resumeAfterDecision } from '../turn/priority.ts';
import { each, isString, malformed, verdict } from './shape.ts';
import type { ActionType } from './types.ts';

/** Every check of an answer to orderTriggers (603.3b); throws the first reason it is illegal. */
export function checkOrderTriggers(ctx: Ctx, a: Extract<Action, { type: 'orderTriggers' }>): void {
  const d = ctx.s.decision;
  if (d?.kind !== 'orderTriggers') fail('no-decision-pending');
  if (d.player !== a.player) fail('not-your-decision');
  const want = [...d.triggers].sort().join(',');
  if ([...a.order].sort().join(',') !== want || new Set(a.order).size !== a.order.length) fail('illegal-order');
}

function orderTriggers(ctx: Ctx, a: Extract<Action, { type: 'orderTriggers' }>): void {
  const { s } = ctx;
  checkOrderTriggers(ctx, a);
  // 603.3b: the player puts them on the stack in the order they choose (first listed goes first)
  const mine = a.order.map((id) => s.pendingTriggers.find((t) => t.id === id)).filter((t) => t !== undefined);
  s.pendingTriggers = [...mine, ...s.pendingTriggers.filter((t) => !a.order.includes(t.id))];
  // 805.7: with shared team turns the order is the whole team's
  s.orderedTriggers = [...s.orderedTriggers, ...(sharedTeamTurns(s) ? teamOf(s, a.player) : [a.player])];
  s.decision = null;
  ctx.events.push({ type: 'triggersOrdered', player: a.player, order: a.order, rule: '603.3b' });
  resumeAfterDecision(ctx);
}


export const orderTriggersAction: ActionType<Extract<Action, { type: 'orderTriggers' }>> = {
  shape: (_s, a, who) => who ?? each(a.order, 'order', (x, f) => (isString(x) ? null : malformed(f))),
  check: (ctx, a) => verdict(ctx, a, checkOrderTriggers),
  apply: orderTriggers,
};
