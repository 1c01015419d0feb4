// chooseTargets (603.3d): the targets of a triggered ability as it goes on the stack.
import type { Action } from '../base/actions.ts';
import type { Ctx } from '../base/context.ts';
import { fail } from '../base/errors.ts';
import type { PendingTrigger } from '../base/state.ts';
import { isLegalTarget } from '../objects/refs.ts';
import { putTriggerOnStack, resumeAfterDecision, triggerTargetSpecs } from '../turn/priority.ts';
import { each, target, verdict } from './shape.ts';
import type { ActionType } from './types.ts';

/** Every check of an answer to chooseTargets (603.3d); throws the first reason it is illegal. */
export function checkChooseTargets(ctx: Ctx, a: Extract<Action, { type: 'chooseTargets' }>): PendingTrigger {
  const { s } = ctx;
  const d = s.decision;
  if (d?.kind !== 'chooseTargets') fail('no-decision-pending');
  if (d.player !== a.player) fail('not-your-decision');
  const t = s.pendingTriggers.find((x) => x.id === d.trigger) ?? fail('no-decision-pending');
  const specs = triggerTargetSpecs(ctx, t);
  if (a.targets.length !== specs.length) fail('wrong-target-count');
  a.targets.forEach((tg, i) => {
    const spec = specs[i];
    if (!spec || !isLegalTarget(s, spec, tg, a.player, t.source)) fail('illegal-target');
  });
  return t;
}

function chooseTargets(ctx: Ctx, a: Extract<Action, { type: 'chooseTargets' }>): void {
  const { s } = ctx;
  const t = checkChooseTargets(ctx, a);
  s.decision = null;
  putTriggerOnStack(ctx, t, a.targets);
  resumeAfterDecision(ctx);
}


export const chooseTargetsAction: ActionType<Extract<Action, { type: 'chooseTargets' }>> = {
  shape: (s, a, who) => who ?? each(a.targets, 'targets', (t, f) => target(s, t, f)),
  check: (ctx, a) => verdict(ctx, a, checkChooseTargets),
  apply: chooseTargets,
};
