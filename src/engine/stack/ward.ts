// 702.21 Ward: "Whenever this permanent becomes the target of a spell or ability an opponent
// controls, counter that spell or ability unless that player pays [cost]."
import { characteristics } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { counterStackObject } from '../objects/changes.ts';
import { canPayMana, payMana, parseCostOrFail } from './costs.ts';
import type { GameObject, PlayerId } from '../base/state.ts';
import { addPendingTrigger } from './triggers.ts';
import { RulesError } from '../base/errors.ts';

export function checkWard(ctx: Ctx, stackObject: GameObject): void {
  const { s } = ctx;
  const targets = stackObject.spell?.targets ?? stackObject.ability?.targets ?? [];
  const seen = new Set<string>();
  for (const t of targets) {
    if (!('object' in t) || seen.has(t.object)) continue;
    seen.add(t.object);
    const o = s.objects[t.object];
    if (!o || o.zone !== 'battlefield') continue;
    if (s.player[o.controller]?.team === s.player[stackObject.controller]?.team) continue;
    for (const a of characteristics(s, o).abilities) {
      if (a.def.kind !== 'ward') continue;
      addPendingTrigger(ctx, {
        controller: o.controller,
        key: a.key,
        source: o.id,
        sourceCard: o.cards[0] ?? null,
        wardCounters: stackObject.id,
        wardCost: a.def.cost,
      });
    }
  }
}

/** Resolving a ward trigger: the targeting spell's controller decides whether to pay. */
export function resolveWard(ctx: Ctx, ability: GameObject): void {
  const { s } = ctx;
  const victim = ability.ability?.wardCounters ? s.objects[ability.ability.wardCounters] : undefined;
  if (!victim || victim.zone !== 'stack') return;
  s.decision = {
    kind: 'choose',
    player: victim.controller,
    question: { kind: 'wardPayment', ability: ability.id },
    options: canPay(ctx, victim.controller, ability.ability?.wardCost ?? '') ? ['pay', 'decline'] : ['decline'],
  };
}

function canPay(ctx: Ctx, player: PlayerId, cost: string): boolean {
  try {
    return canPayMana(ctx.s, player, parseCostOrFail(cost));
  } catch (e) {
    if (e instanceof RulesError) return false;
    throw e;
  }
}

export function answerWard(ctx: Ctx, abilityId: string, option: string, player: PlayerId): void {
  const { s } = ctx;
  const ability = s.objects[abilityId];
  const victimId = ability?.ability?.wardCounters;
  if (option === 'pay') {
    payMana(ctx, player, parseCostOrFail(ability?.ability?.wardCost), '601.2h');
    ctx.events.push({ type: 'wardPaid', player, rule: '702.21a' });
  } else {
    ctx.events.push({ type: 'wardDeclined', player, rule: '702.21a' });
    if (victimId) counterStackObject(ctx, victimId, ability?.id ?? null, '702.21a');
  }
}
