// Paying costs (601.2h, 602.2b): mana from the pool, with lands tapped for mana as needed (605),
// tapping, sacrificing and returning permanents. One object pays one cost.
import type { CostChoices } from '../base/actions.ts';
import type { Cost } from '../base/cards.ts';
import { characteristics, mayHaveAbility } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { sacrifice } from '../objects/changes.ts';
import { tapObject } from '../base/changes.ts';
import { fail } from '../base/errors.ts';
import { matchesFilter } from '../objects/filters.ts';
import { addCosts, isManaSymbol, parseManaCost, planPayment, type ManaCost } from '../base/mana.ts';
import { battlefield, getObject, moveObject } from '../objects/objects.ts';
import type { GameObject, GameState, ManaSymbol, PlayerId } from '../base/state.ts';
import { memo } from '../base/memo.ts';
import { playerForWrite } from '../base/write.ts';
import { emitEvent, simultaneously } from '../base/bus.ts';

export function parseCostOrFail(text: string | undefined): ManaCost {
  if (!text) return { generic: 0, colored: {} };
  return parseManaCost(text) ?? fail('cannot-pay');
}

/** Lands that can tap for mana without other costs ("{T}: Add {G}"), and the symbol they add. */
function manaLands(s: GameState, player: PlayerId): { o: GameObject; add: ManaSymbol }[] {
  return memo(s, `manaLands|${player}`, () => findManaLands(s, player));
}

function findManaLands(s: GameState, player: PlayerId): { o: GameObject; add: ManaSymbol }[] {
  const out: { o: GameObject; add: ManaSymbol }[] = [];
  for (const o of battlefield(s)) {
    if (o.controller !== player || o.tapped) continue;
    if (!mayHaveAbility(s, o, 'mana')) continue;
    const c = characteristics(s, o);
    if (!c.types.includes('land')) continue;
    for (const a of c.abilities) {
      if (a.def.kind === 'mana' && a.def.cost.tap && !a.def.cost.mana) {
        const sym = a.def.add.replace(/[{}]/g, '');
        if (isManaSymbol(sym)) out.push({ o, add: sym });
        break;
      }
    }
  }
  return out;
}

/** Coloured symbols the mana and alternative costs of the cards in a player's hand ask for. */
function colourDemand(s: GameState, player: PlayerId): Partial<Record<ManaSymbol, number>> {
  const out: Partial<Record<ManaSymbol, number>> = {};
  for (const id of s.zones[`${player}.hand`] ?? []) {
    const o = s.objects[id];
    if (!o) continue;
    const c = characteristics(s, o);
    const costs = [c.manaCost ?? '', ...c.abilities.map((a) => ('cost' in a.def && typeof a.def.cost === 'string' ? a.def.cost : ''))];
    for (const text of costs) {
      for (const [sym, n] of Object.entries(parseManaCost(text)?.colored ?? {}) as [ManaSymbol, number][]) out[sym] = (out[sym] ?? 0) + n;
    }
  }
  return out;
}

/** Activates a mana ability: it doesn't use the stack (605.3b). */
export function tapForMana(ctx: Ctx, o: GameObject, add: ManaSymbol, player: PlayerId): void {
  tapObject(ctx, o, '605.3a');
  const pl = playerForWrite(ctx.s, player);
  if (!pl) return;
  pl.manaPool[add] += 1;
  emitEvent(ctx, { type: 'manaAdded', player, mana: add, amount: 1, source: o.id, rule: '106.4' });
}

/**
 * Which of the player's lands to tap for a mana cost, beyond what the pool holds (coloured needs
 * first): an empty list when the pool pays it all, null when it can't be paid. Pure: the check of
 * a cost and its payment use the same plan.
 */
export function manaPlan(s: GameState, player: PlayerId, cost: ManaCost): { o: GameObject; add: ManaSymbol }[] | null {
  const pl = s.player[player];
  if (!pl) return null;
  if (planPayment(pl.manaPool, cost)) return [];
  {
    const lands = manaLands(s, player);
    const need: Partial<Record<ManaSymbol, number>> = {};
    for (const [sym, n] of Object.entries(cost.colored) as [ManaSymbol, number][]) need[sym] = Math.max(0, n - pl.manaPool[sym]);
    const chosen: { o: GameObject; add: ManaSymbol }[] = [];
    for (const l of lands) {
      if ((need[l.add] ?? 0) > 0) {
        need[l.add] = (need[l.add] ?? 0) - 1;
        chosen.push(l);
      }
    }
    const poolAfterColored = Object.values(pl.manaPool).reduce((a, b) => a + b, 0) + chosen.length;
    const total = cost.generic + Object.values(cost.colored).reduce((a, b) => a + (b ?? 0), 0);
    let genericLeft = total - poolAfterColored;
    // Generic mana comes from the colour the player can best spare: the most plentiful among
    // their untapped lands, less what the cards in their hand ask for. (A player who wants other
    // lands tapped activates their mana abilities first: the pool is used before any land.)
    const wanted = colourDemand(s, player);
    const taken = new Set(chosen);
    const spareOf: Partial<Record<ManaSymbol, number>> = {};
    for (const x of lands) if (!taken.has(x)) spareOf[x.add] = (spareOf[x.add] ?? 0) + 1;
    const forGeneric = genericLeft > 0 ? [...lands].sort((a, b) => spare(spareOf, wanted, b.add) - spare(spareOf, wanted, a.add)) : [];
    for (const l of forGeneric) {
      if (genericLeft <= 0) break;
      if (taken.has(l)) continue;
      chosen.push(l);
      genericLeft -= 1;
    }
    const pool = { ...pl.manaPool };
    for (const l of chosen) pool[l.add] += 1;
    return planPayment(pool, cost) ? chosen : null;
  }
}

/** How well a player can spare a colour: their untapped lands of it not chosen yet, less what their hand asks for. */
function spare(spareOf: Partial<Record<ManaSymbol, number>>, wanted: Partial<Record<ManaSymbol, number>>, sym: ManaSymbol): number {
  return (spareOf[sym] ?? 0) - (wanted[sym] ?? 0);
}

/** Whether the player can pay this mana cost now (with their pool and lands). */
export function canPayMana(s: GameState, player: PlayerId, cost: ManaCost): boolean {
  const key = `canPay|${player}|${cost.generic}|${(Object.entries(cost.colored) as [ManaSymbol, number][]).map(([k, n]) => `${k}${n}`).join('')}`;
  return memo(s, key, () => manaPlan(s, player, cost) !== null);
}

/** Pays a mana cost, tapping the player's lands for what the pool lacks (coloured needs first). */
export function payMana(ctx: Ctx, player: PlayerId, cost: ManaCost, rule: '601.2h' | '602.2b'): void {
  // (the draft's own record, which the taps below add mana to)
  const pl = playerForWrite(ctx.s, player) ?? fail('unknown-object');
  const chosen = manaPlan(ctx.s, player, cost) ?? fail('cannot-pay');
  for (const l of chosen) tapForMana(ctx, l.o, l.add, player);
  const plan = planPayment(pl.manaPool, cost) ?? fail('cannot-pay');
  for (const [sym, n] of Object.entries(plan) as [ManaSymbol, number][]) {
    pl.manaPool[sym] -= n;
    emitEvent(ctx, { type: 'manaSpent', player, mana: sym, amount: n, rule });
  }
}

export interface CostPayment {
  cost: Cost;
  /** the object whose ability this is ("this", for {T} and "Sacrifice this") */
  source: GameObject | null;
  player: PlayerId;
  choices: CostChoices | undefined;
  rule: '601.2h' | '602.2b';
  /** extra mana to add (an alternative cost replaces the mana cost before this) */
  extraMana?: ManaCost;
}

/** Checks every part of a cost can be paid with the chosen objects; throws the reason if not. */
export function checkCost(ctx: Ctx, p: CostPayment): void {
  const { s } = ctx;
  const src = p.source;
  if (p.cost.tap && src) {
    if (src.tapped) fail('tap-cost-tapped');
    const c = characteristics(s, src);
    // 302.6: a creature's {T} ability needs it under control since the turn began
    const haste = c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'haste');
    if (c.types.includes('creature') && !src.sinceTurnStart && !haste) fail('summoning-sick');
  }
  const used = new Set<string>();
  if (p.cost.sacrificeSelf && src) used.add(src.id);
  const sac = p.choices?.sacrifice ?? [];
  if (p.cost.sacrifice) {
    if (sac.length !== p.cost.sacrifice.count) fail('illegal-cost-choice');
    for (const id of sac) {
      // one object pays one cost: the source sacrificed for "Sacrifice this" can't pay this too
      if (used.has(id)) fail('one-object-one-cost');
      used.add(id);
      const o = getObject(s, id);
      if (o.zone !== 'battlefield' || o.controller !== p.player) fail('illegal-cost-choice');
      if (!matchesFilter(s, o, characteristics(s, o), p.cost.sacrifice.filter, p.player, src?.id ?? null)) fail('illegal-cost-choice');
    }
  } else if (sac.length) fail('illegal-cost-choice');
  const ret = p.choices?.returnToHand ?? [];
  if (p.cost.returnToHand) {
    if (ret.length !== p.cost.returnToHand.count) fail('illegal-cost-choice');
    for (const id of ret) {
      if (used.has(id)) fail('one-object-one-cost');
      used.add(id);
      const o = getObject(s, id);
      if (o.zone !== 'battlefield' || o.controller !== p.player) fail('illegal-cost-choice');
      if (!matchesFilter(s, o, characteristics(s, o), p.cost.returnToHand.filter, p.player, src?.id ?? null)) fail('illegal-cost-choice');
    }
  } else if (ret.length) fail('illegal-cost-choice');
  if (p.cost.payLife !== undefined && (s.player[p.player]?.life ?? 0) < p.cost.payLife) fail('cannot-pay');
}

/** Pays a cost already checked: mana first, then the other parts, in the order the card lists. */
export function payCost(ctx: Ctx, p: CostPayment): void {
  checkCost(ctx, p);
  const mana = addCosts(parseCostOrFail(p.cost.mana), p.extraMana ?? { generic: 0, colored: {} });
  payMana(ctx, p.player, mana, p.rule);
  if (p.cost.tap && p.source) tapObject(ctx, p.source, p.rule);
  if (p.cost.payLife) {
    const pl = playerForWrite(ctx.s, p.player);
    if (pl) {
      pl.life -= p.cost.payLife;
      emitEvent(ctx, { type: 'lifeLost', player: p.player, amount: p.cost.payLife, total: pl.life, rule: '119.4' });
    }
  }
  // the permanents a cost moves (returned, sacrificed) leave at the same time
  simultaneously(ctx, () => {
    for (const id of p.choices?.returnToHand ?? []) moveObject(ctx, id, 'hand', { reason: 'cost', rule: p.rule });
    for (const id of p.choices?.sacrifice ?? []) sacrifice(ctx, getObject(ctx.s, id));
    if (p.cost.sacrificeSelf && p.source) sacrifice(ctx, p.source);
  });
}
