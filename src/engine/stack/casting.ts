// Casting a spell (601.2): announce and move it to the stack, choose the alternative cost (at
// most one, 118.9), choose targets, pay the total cost; then the spell is cast (601.2i).
import type { Action, CastMethod } from '../base/actions.ts';
import type { Cost } from '../base/cards.ts';
import { abilityOfKind, characteristics, type Characteristics } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { canPayMana, checkCost, parseCostOrFail, payCost } from './costs.ts';
import { enterBattlefield } from '../objects/enter.ts';
import { fail, RulesError, type ErrorCode } from '../base/errors.ts';
import { addCosts } from '../base/mana.ts';
import type { CastMethodRules } from '../base/hooks.ts';
import type { GameObject, PlayerId } from '../base/state.ts';
import { CAST_METHODS, isCommandCard } from '../base/hooks.ts';
import { getObject, moveObject } from '../objects/objects.ts';
import { NO_PASSES } from '../base/copies.ts';
import { playerForWrite } from '../base/write.ts';
import { isLegalTarget } from '../objects/refs.ts';
import { spellTargetSpecs } from './resolve.ts';
import { requirePriority, sorceryTimingOk } from '../base/timing.ts';
import { emitEvent } from '../base/bus.ts';
import { checkWard } from './ward.ts';

type CastAction = Extract<Action, { type: 'cast' }>;

/** What the checks before anything moves found out, for the cast itself. */
interface CastPlan {
  card: GameObject;
  c: Characteristics;
  method: CastMethod;
  rules: CastMethodRules | undefined;
  altCost: string | undefined;
  extraCost: Cost;
}

/** The checks of a cast made before anything moves (601.2a–b), in order; throws the first reason it is illegal. */
function checkCastStart(ctx: Ctx, a: CastAction): CastPlan {
  const { s } = ctx;
  requirePriority(ctx, a.player);
  const card = getObject(s, a.object);
  if (card.zone === 'command') fail('scheme-cannot-be-cast');
  if (card.zone !== 'hand' || card.owner !== a.player) fail('not-in-hand');
  const c = characteristics(s, card);
  // 314.2: schemes (a card type of the command zone) can't be cast; lands are played, not cast (305.9)
  if (isCommandCard(c.types)) fail('scheme-cannot-be-cast');
  if (c.types.includes('land') || c.types.length === 0) fail('not-a-spell-card');
  const method = a.method ?? 'normal';
  const rules = method === 'normal' ? undefined : CAST_METHODS.get(method);
  if (method !== 'normal' && !rules) fail('no-such-alternative');
  const altCost = rules?.cost(s, card);
  if (rules && altCost === undefined) fail('no-such-alternative');
  rules?.check(ctx, card, a);
  // timing: instants (and methods that allow it) any time with priority; otherwise sorcery timing
  const instant = c.types.includes('instant') || rules?.instantTiming === true;
  if (!instant && !sorceryTimingOk(ctx, a.player)) fail('sorcery-timing');
  // the cost's other parts, checked before anything moves (one object pays one cost)
  const extraCost = rules?.extraCost ?? {};
  checkCost(ctx, { cost: extraCost, source: null, player: a.player, choices: a.costs, rule: '601.2h' });
  return { card, c, method, rules, altCost, extraCost };
}

/**
 * Whether a cast is legal, without making it: every check of castSpell in the same order, the
 * ones made once the spell is on the stack included (targets, 601.2c; the total cost, 601.2f–h).
 * Returns the error code, null if legal, or undefined for an alternative cost whose mechanic
 * changes the spell as it is cast (the caller then tries the cast itself). Changes nothing.
 */
export function checkCast(ctx: Ctx, a: CastAction): ErrorCode | null | undefined {
  try {
    const { card, c, method, extraCost } = checkCastStart(ctx, a);
    if (method !== 'normal') return undefined;
    // a normal cast: the spell on the stack has the card's characteristics; it is a new object,
    // so nothing targets it yet, and it has the card's owner (sameOwner): the card's id stands in for it
    const sa = abilityOfKind(c, 'spell');
    const specs = sa && sa.def.kind === 'spell' ? (sa.def.targets ?? []) : [];
    const targets = a.targets ?? [];
    if (targets.length !== specs.length) return 'wrong-target-count';
    for (const [i, t] of targets.entries()) {
      const spec = specs[i];
      if (!spec || !isLegalTarget(ctx.s, spec, t, a.player, card.id)) return 'illegal-target';
    }
    const mana = parseCostOrFail(c.manaCost ?? '');
    checkCost(ctx, { cost: extraCost, source: null, player: a.player, choices: a.costs, rule: '601.2h' });
    if (!canPayMana(ctx.s, a.player, addCosts(parseCostOrFail(extraCost.mana), mana))) return 'cannot-pay';
    return null;
  } catch (e) {
    if (e instanceof RulesError) return e.code;
    throw e;
  }
}

/** Casts a spell (601.2); returns who receives priority now (117.3c: the player who cast it). */
export function castSpell(ctx: Ctx, a: CastAction): PlayerId | null {
  const { s } = ctx;
  const { card, c, method, rules, altCost, extraCost } = checkCastStart(ctx, a);
  // 601.2a: the card moves to the stack (face down first if cast face down, 708.4)
  const [spell] = moveObject(ctx, card.id, 'stack', { reason: 'cast', rule: '601.2a', controller: a.player });
  if (!spell) fail('unknown-object');
  spell.spell = { targets: [], mutating: false, ...(method !== 'normal' ? { alternative: method } : {}) };
  rules?.onCast(ctx, spell, a);
  // 601.2c: targets
  const specs = spellTargetSpecs(ctx, spell);
  const targets = a.targets ?? [];
  if (targets.length !== specs.length) fail(rules?.targetCountError ?? 'wrong-target-count');
  targets.forEach((t, i) => {
    const spec = specs[i];
    if (!spec || !isLegalTarget(s, spec, t, a.player, spell.id)) fail('illegal-target');
  });
  spell.spell.targets = targets;
  // 601.2f–h: the total cost is the mana cost or the alternative cost, then pay it
  const mana = parseCostOrFail(altCost ?? c.manaCost ?? '');
  payCost(ctx, { cost: extraCost, source: null, player: a.player, choices: a.costs, rule: '601.2h', extraMana: mana });
  emitEvent(ctx, {
    type: 'spellCast',
    player: a.player,
    object: spell.id,
    ...(method !== 'normal' ? { alternative: method } : {}),
    faceDown: spell.faceDown !== null,
    targets,
    rule: '601.2',
  });
  checkWard(ctx, spell);
  s.turn.passed = NO_PASSES;
  // 117.3c: the player who cast a spell receives priority
  return a.player;
}

/** Every check of a land play (305.1, 305.2), made before anything moves; throws the first reason it is illegal. */
export function checkPlayLand(ctx: Ctx, a: Extract<Action, { type: 'playLand' }>): void {
  const { s } = ctx;
  requirePriority(ctx, a.player);
  const card = getObject(s, a.object);
  if (card.zone !== 'hand' || card.owner !== a.player) fail('not-in-hand');
  if (!characteristics(s, card).types.includes('land')) fail('not-a-spell-card');
  // 305.2 / 116.2a: one land per turn, main phase, empty stack, own turn
  if (!sorceryTimingOk(ctx, a.player)) fail('land-timing');
  const pl = s.player[a.player];
  if (!pl || pl.landsPlayedThisTurn >= 1) fail('land-already-played');
}

/** Plays a land (305.1); returns who receives priority now (the player who played it). */
export function playLand(ctx: Ctx, a: Extract<Action, { type: 'playLand' }>): PlayerId | null {
  const { s } = ctx;
  checkPlayLand(ctx, a);
  const card = getObject(s, a.object);
  const pl = playerForWrite(s, a.player);
  if (!pl) return null;
  pl.landsPlayedThisTurn += 1;
  const [land] = moveObject(ctx, card.id, 'battlefield', { reason: 'play', rule: '305.1', controller: a.player });
  if (!land) return null;
  emitEvent(ctx, { type: 'landPlayed', player: a.player, object: land.id, rule: '305.1' });
  enterBattlefield(ctx, land, { rule: '305.1' });
  s.turn.passed = NO_PASSES;
  return a.player;
}
