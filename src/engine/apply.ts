// applyAction: the one reducer. It never mutates its input and never throws on a player's
// illegal input: it returns the new state and the events, or an error code.
import type { Action } from './base/actions.ts';
import type { StepName } from './base/cards.ts';
import { activateAbility, specialAction } from './stack/activation.ts';
import { castSpell, playLand } from './stack/casting.ts';
import { declareAttackers, declareBlockers } from './combat/combat.ts';
import { NO_PASSES, withPass } from './base/copies.ts';
import { draftOf, seal } from './base/draft.ts';
import type { Ctx } from './base/context.ts';
import { RulesError, fail, type ErrorCode } from './base/errors.ts';
import type { GameEvent } from './base/events.ts';
import { MECHANICS } from './base/hooks.ts';
import { givePriority, putTriggerOnStack, resumeAfterDecision, triggerTargetSpecs } from './turn/priority.ts';
import { isLegalTarget } from './objects/refs.ts';
import { resolveTop } from './stack/resolve.ts';
import { answerLegendRule } from './turn/sba.ts';
import type { GameState, PendingTrigger, PlayerId } from './base/state.ts';
import { answerPileOrder } from './objects/libraryOrder.ts';
import { answerDiscard, beginStep, endStep, STEPS } from './turn/turn.ts';
import { answerWard } from './stack/ward.ts';
import { removeAbilityFromStack } from './stack/effects.ts';
import { requirePriority } from './base/timing.ts';
import { nextPriority, priorityPlayers, sharedTeamTurns, teamOf } from './base/teams.ts';
import { actionError } from './validate.ts';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: ErrorCode };

function hasPassed(s: GameState, p: PlayerId): boolean {
  const passed = s.turn.passed;
  for (let i = 0; i < passed.length; i++) if (passed[i] === p) return true;
  return false;
}

function allLivingPassed(s: GameState): boolean {
  // (an indexed loop: the list of players is frozen, and for…of over a frozen list is many times slower, Node 20)
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerId;
    if (!s.player[p]?.lost && !hasPassed(s, p)) return false;
  }
  return true;
}

/**
 * 117.4: one pass; when all players have passed in succession the top of the stack resolves or the
 * step ends. 805.5b: with shared team turns a team passes, any of its players passing for it.
 */
function pass(ctx: Ctx, player: PlayerId): void {
  const { s } = ctx;
  requirePriority(ctx, player);
  if (sharedTeamTurns(s)) {
    const team = priorityPlayers(s);
    ctx.events.push({ type: 'passed', player, team, rule: '805.5b' });
    for (let i = 0; i < team.length; i++) s.turn.passed = withPass(s.turn.passed, team[i] as PlayerId);
  } else {
    ctx.events.push({ type: 'passed', player, rule: '117.3d' });
    s.turn.passed = withPass(s.turn.passed, player);
  }
  if (allLivingPassed(s)) {
    s.turn.passed = NO_PASSES;
    s.turn.priority = null;
    if ((s.zones.stack ?? []).length > 0) {
      resolveTop(ctx);
      // 117.3b: after resolution the active player receives priority (805.5b: the active team)
      if (!s.decision && !s.over) givePriority(ctx, s.turn.active);
      else if (s.decision) s.priorityAfterDecision = s.turn.active;
    } else if (s.turn.step === 'cleanup') {
      // 514.3a: players got priority in the cleanup step; now another cleanup step begins
      beginStep(ctx, 'cleanup');
    } else {
      endStep(ctx);
    }
    return;
  }
  s.turn.priority = nextPriority(s, player);
}

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

/** After an action, the player it names receives priority (117.3c), if it names one. */
function priorityTo(ctx: Ctx, player: PlayerId | null): void {
  if (player !== null) givePriority(ctx, player);
}

function dispatch(ctx: Ctx, a: Action): void {
  switch (a.type) {
    case 'pass':
      return pass(ctx, a.player);
    case 'advance':
      return advance(ctx, a);
    case 'playLand':
      return priorityTo(ctx, playLand(ctx, a));
    case 'cast':
      return priorityTo(ctx, castSpell(ctx, a));
    case 'activate':
      return priorityTo(ctx, activateAbility(ctx, a));
    case 'turnFaceUp':
      return priorityTo(ctx, specialAction(ctx, a));
    case 'declareAttackers':
      return priorityTo(ctx, declareAttackers(ctx, a));
    case 'declareBlockers':
      return priorityTo(ctx, declareBlockers(ctx, a));
    case 'orderTriggers':
      return orderTriggers(ctx, a);
    case 'chooseTargets':
      return chooseTargets(ctx, a);
    case 'choose':
      return choose(ctx, a);
    default:
      fail('malformed-action');
  }
}

export function applyAction(state: GameState, action: Action): ApplyResult {
  // the action's shape first (validate.ts): a known type, fields of the right types, a known step
  const shape = actionError(state, action as unknown);
  if (shape) return { ok: false, error: shape };
  if (state.over) return { ok: false, error: 'game-over' };
  try {
    // the action works on a draft that shares what it doesn't change: the input is never
    // changed, and a rejected action leaves nothing
    const ctx: Ctx = { s: draftOf(state), events: [], lki: {}, batch: undefined, batches: 0 };
    dispatch(ctx, action);
    return { ok: true, state: seal(ctx.s), events: ctx.events };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, error: e.code };
    if (e instanceof TypeError || e instanceof RangeError) return { ok: false, error: 'malformed-action' };
    throw e;
  }
}
