// Activating abilities (602) and mana abilities (605), and special actions (116).
import type { Action } from './actions.ts';
import type { AbilityDef, Cost } from './cards.ts';
import { characteristics, findAbility } from './characteristics.ts';
import type { Ctx } from './context.ts';
import { createObject, getObject } from './objects.ts';
import { checkCost, payCost, tapForMana } from './costs.ts';
import { fail } from './errors.ts';
import { isManaSymbol } from './mana.ts';
import { MECHANICS } from './mechanics/index.ts';
import { givePriority } from './priority.ts';
import { isLegalTarget } from './refs.ts';
import { requirePriority, sorceryTimingOk } from './timing.ts';
import { emitEvent } from './triggers.ts';
import { checkWard } from './ward.ts';

type ActivateAction = Extract<Action, { type: 'activate' }>;

/** The cost and targets of an activated ability, for the kinds that have one. */
function activationParts(def: AbilityDef): { cost: Cost; sorcery: boolean; targets: NonNullable<Extract<AbilityDef, { kind: 'activated' }>['targets']> } | null {
  if (def.kind === 'activated') return { cost: def.cost, sorcery: def.sorcery ?? false, targets: def.targets ?? [] };
  // 716.2a: "[Cost]: This Class's level becomes N. Activate only … as a sorcery"
  if (def.kind === 'classLevel') return { cost: { mana: def.cost }, sorcery: true, targets: [] };
  return null;
}

export function activateAbility(ctx: Ctx, a: ActivateAction): void {
  const { s } = ctx;
  requirePriority(ctx, a.player);
  const source = getObject(s, a.object);
  // 314.4: a face-up scheme's activated abilities can be activated from the command zone
  const inPlay = source.zone === 'battlefield' || (source.zone === 'command' && source.schemeFaceUp === true);
  if (!inPlay) fail('wrong-zone');
  if (source.controller !== a.player) fail('not-your-object');
  const c = characteristics(s, source);
  const ab = findAbility(c, a.ability) ?? fail('unknown-ability');
  if (ab.def.kind === 'mana') {
    activateManaAbility(ctx, source, ab.def, a.player);
    return;
  }
  const parts = activationParts(ab.def) ?? fail('unknown-ability');
  // 602.5d: "activate only as a sorcery"
  if (parts.sorcery && !sorceryTimingOk(ctx, a.player)) fail('sorcery-timing');
  for (const m of MECHANICS) m.checkActivation?.(ctx, source, ab.def.kind, ab.def.kind === 'classLevel' ? ab.def.level : undefined);
  checkCost(ctx, { cost: parts.cost, source, player: a.player, choices: a.costs, rule: '602.2b' });
  const targets = a.targets ?? [];
  if (targets.length !== parts.targets.length) fail('wrong-target-count');
  targets.forEach((t, i) => {
    const spec = parts.targets[i];
    if (!spec || !isLegalTarget(s, spec, t, a.player, source.id)) fail('illegal-target');
  });
  // 602.2a: the ability is created on the stack, then its costs are paid (602.2b)
  const o = createObject(s, { zone: 'stack', owner: a.player, controller: a.player, cards: [] });
  o.ability = { key: ab.key, kind: 'activated', source: source.id, sourceCard: source.cards[0] ?? null, targets };
  payCost(ctx, { cost: parts.cost, source, player: a.player, choices: a.costs, rule: '602.2b' });
  emitEvent(ctx, { type: 'abilityActivated', player: a.player, object: o.id, source: source.id, targets, rule: '602.2' });
  checkWard(ctx, o);
  s.turn.passed = [];
  givePriority(ctx, a.player);
}

function activateManaAbility(ctx: Ctx, source: ReturnType<typeof getObject>, def: Extract<AbilityDef, { kind: 'mana' }>, player: string): void {
  checkCost(ctx, { cost: def.cost, source, player, choices: undefined, rule: '602.2b' });
  const sym = def.add.replace(/[{}]/g, '');
  if (!isManaSymbol(sym)) fail('unknown-ability');
  emitEvent(ctx, { type: 'manaAbilityActivated', player, source: source.id, rule: '605.3' });
  // 605.3b: a mana ability doesn't use the stack
  if (def.cost.tap && !def.cost.mana) {
    tapForMana(ctx, source, sym, player);
  } else {
    payCost(ctx, { cost: def.cost, source, player, choices: undefined, rule: '602.2b' });
    const pl = ctx.s.player[player];
    if (pl) pl.manaPool[sym] += 1;
    emitEvent(ctx, { type: 'manaAdded', player, mana: sym, amount: 1, source: source.id, rule: '106.4' });
  }
}

export function specialAction(ctx: Ctx, a: Action): void {
  requirePriority(ctx, a.player);
  for (const m of MECHANICS) {
    if (m.specialAction?.(ctx, a)) {
      ctx.s.turn.passed = [];
      // 116.3: after a special action, the player receives priority again
      givePriority(ctx, a.player);
      return;
    }
  }
  fail('malformed-action');
}

export { characteristics };
