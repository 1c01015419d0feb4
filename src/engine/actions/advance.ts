// advance: every player passes priority in turn until something happens (a shorthand for a run of
// passes: see Action).
import type { Action } from '../base/actions.ts';
import type { StepName } from '../base/cards.ts';
import type { Ctx } from '../base/context.ts';
import { requirePriority } from '../base/timing.ts';
import { STEPS } from '../turn/turn.ts';
import { checkPass, pass } from './pass.ts';
import { isStepName, malformed, verdict } from './shape.ts';
import type { ActionType } from './types.ts';

function advance(ctx: Ctx, a: Extract<Action, { type: 'advance' }>): void {
  const { s } = ctx;
  requirePriority(ctx, a.player);
  const startStep = s.turn.step;
  const startTurn = s.turn.number;
  for (let guard = 0; guard < 1000; guard++) {
    const step = s.turn.step;
    const turn = s.turn.number;
    const stack = (s.zones.stack ?? []).length;
    const before = ctx.events.length;
    const who = s.turn.priority;
    if (who === null) return;
    pass(ctx, who);
    if (s.over || s.decision || s.turn.priority === null) return;
    for (let i = before; i < ctx.events.length; i++) if (ctx.events[i]?.type === 'resolving') return;
    if ((s.zones.stack ?? []).length > stack) return;
    if (s.turn.step !== step || s.turn.number !== turn) {
      if (a.to === undefined || s.turn.step === a.to) return;
      if (passedTarget(a.to, startStep, startTurn, s.turn.step, s.turn.number)) return;
    }
  }
}

/**
 * Whether advancing has gone past the step it was aiming for without stopping in it (the step
 * was skipped, 508.8): aiming later this turn and now beyond it, or aiming at next turn's step.
 */
function stepAt(x: StepName): number {
  return STEPS.findIndex((st) => st.name === x);
}

function passedTarget(to: StepName, fromStep: StepName, fromTurn: number, nowStep: StepName, nowTurn: number): boolean {
  const laterThisTurn = stepAt(to) > stepAt(fromStep);
  if (laterThisTurn) return nowTurn > fromTurn || stepAt(nowStep) > stepAt(to);
  return nowTurn > fromTurn + 1 || (nowTurn === fromTurn + 1 && stepAt(nowStep) > stepAt(to));
}


export const advanceAction: ActionType<Extract<Action, { type: 'advance' }>> = {
  shape: (_s, a, who) => who ?? (a.to === undefined || isStepName(a.to) ? null : malformed('to')),
  check: (ctx, a) => verdict(ctx, a, checkPass),
  apply: advance,
};
