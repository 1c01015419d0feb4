// Activating abilities (602) and mana abilities (605), and special actions (116).
import type { Action } from '../base/actions.ts';
import type { AbilityDef, Cost } from '../base/cards.ts';
import { characteristics, findAbility, type ActiveAbility } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { createObject, getObject } from '../objects/objects.ts';
import { canPayMana, checkCost, parseCostOrFail, payCost, tapForMana } from './costs.ts';
import { fail, RulesError, type ErrorCode } from '../base/errors.ts';
import type { GameObject, PlayerId } from '../base/state.ts';
import { isManaSymbol } from '../base/mana.ts';
import { NO_PASSES } from '../base/copies.ts';
import { playerForWrite } from '../base/write.ts';
import { MECHANICS } from '../base/hooks.ts';
import { isLegalTarget } from '../objects/refs.ts';
import { requirePriority, sorceryTimingOk } from '../base/timing.ts';
import { emitEvent } from '../base/bus.ts';
import { checkWard } from './ward.ts';

type ActivateAction = Extract<Action, { type: 'activate' }>;

/** The cost and targets of an activated ability, for the kinds that have one. */
function activationParts(def: AbilityDef): { cost: Cost; sorcery: boolean; targets: NonNullable<Extract<AbilityDef, { kind: 'activated' }>['targets']> } | null {
  if (def.kind === 'activated') return { cost: def.cost, sorcery: def.sorcery ?? false, targets: def.targets ?? [] };
  // 716.2a: "[Cost]: This Class's level becomes N. Activate only … as a sorcery"
  if (def.kind === 'classLevel') return { cost: { mana: def.cost }, sorcery: true, targets: [] };
  return null;
}

/**
 * Whether an activation is legal, without making it: every check of activateAbility and of the
 * payment of its cost, in the same order (the payment's last check is that the mana can be paid).
 * Returns the error code, or null if legal. Changes nothing.
 */
export function checkActivate(ctx: Ctx, a: ActivateAction): ErrorCode | null {
  try {
    const { source, ab } = checkActivationStart(ctx, a);
    if (ab.def.kind === 'mana') {
      // checkCost's first check, answered without throwing: the commonest refusal (a tapped land)
      if (ab.def.cost.tap && source.tapped) return 'tap-cost-tapped';
      checkCost(ctx, { cost: ab.def.cost, source, player: a.player, choices: undefined, rule: '602.2b' });
      if (!isManaSymbol(ab.def.add.replace(/[{}]/g, ''))) return 'unknown-ability';
      // 605.3b: "{T}: Add" taps the source and nothing else; any other cost is paid as a cost
      if (ab.def.cost.tap && !ab.def.cost.mana) return null;
      return canPayMana(ctx.s, a.player, parseCostOrFail(ab.def.cost.mana)) ? null : 'cannot-pay';
    }
    const parts = checkActivationRest(ctx, a, source, ab);
    return canPayMana(ctx.s, a.player, parseCostOrFail(parts.cost.mana)) ? null : 'cannot-pay';
  } catch (e) {
    if (e instanceof RulesError) return e.code;
    throw e;
  }
}

/** The checks of every activation, mana abilities included: priority, zone, control, the ability. */
function checkActivationStart(ctx: Ctx, a: ActivateAction): { source: GameObject; ab: ActiveAbility } {
  const { s } = ctx;
  requirePriority(ctx, a.player);
  const source = getObject(s, a.object);
  // 314.4: a face-up scheme's activated abilities can be activated from the command zone
  const inPlay = source.zone === 'battlefield' || (source.zone === 'command' && source.schemeFaceUp === true);
  if (!inPlay) fail('wrong-zone');
  if (source.controller !== a.player) fail('not-your-object');
  const c = characteristics(s, source);
  const ab = findAbility(c, a.ability) ?? fail('unknown-ability');
  return { source, ab };
}

/** The checks of an activation that uses the stack, before its cost is paid (602.2, 602.5d). */
function checkActivationRest(ctx: Ctx, a: ActivateAction, source: GameObject, ab: ActiveAbility): NonNullable<ReturnType<typeof activationParts>> {
  const { s } = ctx;
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
  return parts;
}

/** Activates an ability (602.2, 605.3); returns who receives priority now (117.3c), null after a mana ability. */
export function activateAbility(ctx: Ctx, a: ActivateAction): PlayerId | null {
  const { s } = ctx;
  const { source, ab } = checkActivationStart(ctx, a);
  if (ab.def.kind === 'mana') {
    activateManaAbility(ctx, source, ab.def, a.player);
    return null;
  }
  const parts = checkActivationRest(ctx, a, source, ab);
  const targets = a.targets ?? [];
  // 602.2a: the ability is created on the stack, then its costs are paid (602.2b)
  const o = createObject(s, { zone: 'stack', owner: a.player, controller: a.player, cards: [] });
  o.ability = { key: ab.key, kind: 'activated', source: source.id, sourceCard: source.cards[0] ?? null, targets };
  payCost(ctx, { cost: parts.cost, source, player: a.player, choices: a.costs, rule: '602.2b' });
  emitEvent(ctx, { type: 'abilityActivated', player: a.player, object: o.id, source: source.id, targets, rule: '602.2' });
  checkWard(ctx, o);
  s.turn.passed = NO_PASSES;
  return a.player;
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
    const pl = playerForWrite(ctx.s, player);
    if (pl) pl.manaPool[sym] += 1;
    emitEvent(ctx, { type: 'manaAdded', player, mana: sym, amount: 1, source: source.id, rule: '106.4' });
  }
  // 117.3c, 117.4: an action: the players who passed before it no longer passed in succession
  ctx.s.turn.passed = [];
}

/** A special action (116) of a mechanic; returns who receives priority now. */
export function specialAction(ctx: Ctx, a: Action): PlayerId | null {
  requirePriority(ctx, a.player);
  for (const m of MECHANICS) {
    if (m.specialAction?.(ctx, a)) {
      ctx.s.turn.passed = NO_PASSES;
      // 116.3: after a special action, the player receives priority again
      return a.player;
    }
  }
  return fail('malformed-action');
}

export { characteristics };
