// Priority (117) and putting triggered abilities on the stack (603.3): whenever a player would
// receive priority, state-based actions are checked, then waiting triggers go on the stack in
// APNAP order, each player ordering their own; then the player receives priority. With shared
// team turns (805) a team receives priority (805.5) and its players put all of their triggers on
// the stack together, the active team's first (805.7).
import type { AbilityDef, TargetSpec } from '../base/cards.ts';
import type { Ctx } from '../base/context.ts';
import { createObject } from '../objects/objects.ts';
import { legalTargets } from '../objects/refs.ts';
import { runStateBasedActions } from './sba.ts';
import type { GameObject, PendingTrigger, PlayerId, Target } from '../base/state.ts';
import { checkWard } from '../stack/ward.ts';
import { abilityDefOf } from '../stack/abilities.ts';
import { apnapGroups, priorityReceiver } from '../base/teams.ts';

export function givePriority(ctx: Ctx, player: PlayerId): void {
  const { s } = ctx;
  s.turn.priority = null;
  for (let guard = 0; guard < 100; guard++) {
    runStateBasedActions(ctx);
    if (s.over) return;
    if (s.decision) {
      s.priorityAfterDecision = player;
      return;
    }
    if (s.pendingTriggers.length === 0) break;
    placeTriggers(ctx);
    if (s.decision) {
      s.priorityAfterDecision = player;
      return;
    }
  }
  s.priorityAfterDecision = null;
  // 805.5: with shared team turns the player's team receives it; 800.4a / 800.4j: someone who has
  // left the game doesn't, the next player in turn order does
  s.turn.priority = priorityReceiver(s, player);
}

/** Continues after a decision: finishes placing triggers, then gives priority to whoever was due. */
export function resumeAfterDecision(ctx: Ctx): void {
  const { s } = ctx;
  const who = s.priorityAfterDecision ?? s.turn.active;
  givePriority(ctx, who);
}

export function triggerTargetSpecs(ctx: Ctx, t: PendingTrigger): readonly TargetSpec[] {
  const def = abilityDefOf(ctx.s, t.key);
  if (!def) return [];
  if (def.kind === 'triggered' || def.kind === 'chapter') return def.targets ?? [];
  return [];
}

/** Puts one trigger on the stack with its targets (603.3d: removed if it has no legal target). */
export function putTriggerOnStack(ctx: Ctx, t: PendingTrigger, targets: Target[]): GameObject | null {
  const { s } = ctx;
  s.pendingTriggers = s.pendingTriggers.filter((p) => p.id !== t.id);
  const o = createObject(s, { zone: 'stack', owner: t.controller, controller: t.controller, cards: [] });
  o.ability = {
    key: t.key,
    kind: 'triggered',
    source: t.source,
    sourceCard: t.sourceCard,
    targets,
    ...(t.triggeringObject ? { triggeringObject: t.triggeringObject } : {}),
    ...(t.chapter !== undefined ? { chapter: t.chapter } : {}),
    ...(t.wardCounters ? { wardCounters: t.wardCounters } : {}),
    ...(t.wardCost ? { wardCost: t.wardCost } : {}),
    ...(t.fromScheme ? { fromScheme: true } : {}),
  };
  ctx.events.push({
    type: 'triggerPutOnStack',
    object: o.id,
    source: t.source,
    controller: t.controller,
    targets,
    rule: '603.3',
  });
  const before = s.pendingTriggers.length;
  checkWard(ctx, o);
  // 603.3b: what triggers as this goes on the stack waits until this round is done and
  // state-based actions have been checked again
  if (s.pendingTriggers.length > before) s.pendingTriggers = s.pendingTriggers.map((p, i) => (i >= before ? { ...p, nextRound: true } : p));
  return o;
}

/**
 * Places waiting triggers: the first player in APNAP order with triggers orders them if there
 * are several (a decision), then each goes on the stack, asking for targets where there is a choice.
 * With shared team turns the first team does, all of its players' triggers in one order, asked of
 * its primary player, who decides when the team disagrees (805.7, 805.2).
 */
function placeTriggers(ctx: Ctx): void {
  const { s } = ctx;
  for (const group of apnapGroups(s)) {
    const primary = group[0] as PlayerId;
    const mine = s.pendingTriggers.filter((t) => !t.nextRound && group.includes(t.controller));
    if (mine.length === 0) continue;
    if (mine.length > 1 && !orderedFor(ctx, primary)) {
      s.decision = { kind: 'orderTriggers', player: primary, triggers: mine.map((t) => t.id) };
      return;
    }
    for (const t of mine) {
      const specs = triggerTargetSpecs(ctx, t);
      if (specs.length === 0) {
        putTriggerOnStack(ctx, t, []);
        continue;
      }
      const src = s.objects[t.source];
      const options = specs.map((sp) => legalTargets(s, sp, t.controller, src?.id ?? t.source));
      if (options.some((o) => o.length === 0)) {
        // 603.3d: a triggered ability with no legal target is removed from the stack
        s.pendingTriggers = s.pendingTriggers.filter((x) => x.id !== t.id);
        ctx.events.push({ type: 'triggerRemoved', source: t.source, reason: 'noLegalTarget', rule: '603.3d' });
        continue;
      }
      if (options.every((o) => o.length === 1)) {
        putTriggerOnStack(ctx, t, options.map((o) => o[0] as Target));
        continue;
      }
      // the ability's controller chooses its targets (603.3d)
      s.decision = { kind: 'chooseTargets', player: t.controller, trigger: t.id };
      return;
    }
    s.orderedTriggers = s.orderedTriggers.filter((x) => !group.includes(x));
  }
  // 603.3b: the round is done; what triggered during it goes on the stack in the next one
  if (s.pendingTriggers.some((t) => t.nextRound)) s.pendingTriggers = s.pendingTriggers.map(({ nextRound: _, ...t }) => t);
}

function orderedFor(ctx: Ctx, p: PlayerId): boolean {
  return ctx.s.orderedTriggers.includes(p);
}

export type { AbilityDef };
