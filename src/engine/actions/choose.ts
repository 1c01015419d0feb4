// choose: the answer to a question the engine asked (ward's payment, the legend rule, a pile's
// order, discarding to hand size, or a mechanic's own question).
import type { Action } from '../base/actions.ts';
import type { Ctx } from '../base/context.ts';
import { fail } from '../base/errors.ts';
import { MECHANICS } from '../base/hooks.ts';
import { answerPileOrder } from '../objects/libraryOrder.ts';
import { removeAbilityFromStack } from '../objects/changes.ts';
import { answerWard } from '../stack/ward.ts';
import { resumeAfterDecision } from '../turn/priority.ts';
import { answerLegendRule } from '../turn/sba.ts';
import { answerDiscard } from '../turn/turn.ts';
import { isString, malformed } from './shape.ts';
import type { ActionType } from './types.ts';

function choose(ctx: Ctx, a: Extract<Action, { type: 'choose' }>): void {
  const { s } = ctx;
  const d = s.decision;
  if (d?.kind !== 'choose') fail('no-decision-pending');
  if (d.player !== a.player) fail('not-your-decision');
  if (!d.options.includes(a.option)) fail('illegal-choice');
  s.decision = null;
  ctx.events.push({ type: 'choiceMade', player: a.player, question: d.question.kind, choice: a.option });
  const q = d.question;
  if (q.kind === 'wardPayment') {
    answerWard(ctx, q.ability, a.option, a.player);
    const ability = s.objects[q.ability];
    if (ability) removeAbilityFromStack(ctx, ability);
  } else if (q.kind === 'legendRule') {
    answerLegendRule(ctx, q, a.option);
  } else if (q.kind === 'libraryOrder' || q.kind === 'graveyardOrder') {
    answerPileOrder(ctx, q.objects, a.option, q.kind === 'libraryOrder' ? 'library' : 'graveyard');
  } else if (q.kind === 'discardToHandSize') {
    // 514.1: the cleanup step goes on by itself (no priority unless something triggers)
    answerDiscard(ctx, a.option);
    return;
  } else if (!MECHANICS.some((m) => m.answer?.(ctx, q, a.option, a.player))) {
    fail('illegal-choice');
  }
  if (!s.decision) resumeAfterDecision(ctx);
}


export const chooseAction: ActionType<Extract<Action, { type: 'choose' }>> = {
  shape: (_s, a, who) => who ?? (isString(a.option) ? null : malformed('option')),
  // only answering tells (a mechanic's question is the mechanic's)
  check: () => undefined,
  apply: choose,
};
