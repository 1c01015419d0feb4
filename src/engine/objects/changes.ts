// The state changes made of moving objects or reading what they are: drawing, tokens,
// sacrificing, damage, countering, an ability leaving the stack. The simplest ones (life,
// counters, tapping, control) are base/changes.ts's.
import { emitEvent } from '../base/bus.ts';
import { gainLife, loseLife } from '../base/changes.ts';
import type { Ctx } from '../base/context.ts';
import { newId } from '../base/context.ts';
import { snapshot } from '../base/copies.ts';
import type { GameObject, PlayerId } from '../base/state.ts';
import { cardsForWrite, editObject, removeObject, playerForWrite, zoneForWrite } from '../base/write.ts';
import { enterBattlefield } from './enter.ts';
import { hasKeyword } from './keywords.ts';
import { createObject, moveObject } from './objects.ts';

export function drawCards(ctx: Ctx, p: PlayerId, count: number, rule: '504.1' | '121.1' = '121.1'): void {
  for (let i = 0; i < count; i++) {
    const lib = ctx.s.zones[`${p}.library`] ?? [];
    const top = lib[0];
    if (top === undefined) {
      // 704.5b: a player who attempted to draw from an empty library loses at the next check
      const pl = playerForWrite(ctx.s, p);
      if (pl) pl.drewFromEmptyLibrary = true;
      continue;
    }
    const [drawn] = moveObject(ctx, top, 'hand', { reason: 'draw', rule });
    if (drawn) emitEvent(ctx, { type: 'drew', player: p, object: drawn.id, rule });
  }
}

export function createToken(ctx: Ctx, defId: string, controller: PlayerId, tapped = false): GameObject | undefined {
  const { s } = ctx;
  if (!s.defs[defId]) return undefined;
  const card = newId(s, 'tk');
  cardsForWrite(s)[card] = { id: card, def: defId, owner: controller, token: true };
  const o = createObject(s, { zone: 'battlefield', owner: controller, controller, cards: [card], tapped });
  emitEvent(ctx, { type: 'tokenCreated', object: o.id, player: controller, def: defId, rule: '111.1' });
  enterBattlefield(ctx, o, { rule: '111.1' });
  return o;
}

export function sacrifice(ctx: Ctx, o: GameObject): void {
  emitEvent(ctx, { type: 'sacrificed', object: o.id, player: o.controller, rule: '701.21' });
  moveObject(ctx, o.id, 'graveyard', { reason: 'sacrifice', rule: '701.21a' });
}

export function dealDamageToPlayer(ctx: Ctx, source: string, p: PlayerId, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  emitEvent(ctx, { type: 'damageDealt', source, to: { player: p }, amount, combat, rule: combat ? '510.2' : '120.3' });
  loseLife(ctx, p, amount);
}

/** The source of damage as it is, or as it last was if it has left its zone (702.2e, 702.15c). */
function damageSource(ctx: Ctx, source: string): GameObject | undefined {
  return ctx.s.objects[source] ?? ctx.lki[source];
}

export function dealDamageToObject(ctx: Ctx, source: string, o: GameObject, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  const w = editObject(ctx.s, o);
  w.damage += amount;
  // 702.2b, 704.5h: damage from a source with deathtouch (from any zone, 702.2d) is remembered until the next check
  const src = damageSource(ctx, source);
  if (src && hasKeyword(ctx.s, src, 'deathtouch')) w.deathtouched = true;
  emitEvent(ctx, { type: 'damageDealt', source, to: { object: o.id }, amount, combat, rule: combat ? '510.2' : '120.3' });
}

/**
 * 702.15b, 120.3f: damage dealt by a source with lifelink (from any zone, 702.15d) makes its
 * controller (or its owner, if it has none) gain that much life.
 */
export function lifelinkGain(ctx: Ctx, source: string, amount: number): void {
  const src = damageSource(ctx, source);
  if (!src || amount <= 0 || !hasKeyword(ctx.s, src, 'lifelink')) return;
  gainLife(ctx, src.controller ?? src.owner, amount, '702.15b');
}

/** 701.6a: a countered spell goes to its owner's graveyard; a countered ability just leaves the stack. */
export function counterStackObject(ctx: Ctx, id: string, by: string | null, rule: string): void {
  const o = ctx.s.objects[id];
  if (!o || o.zone !== 'stack') return;
  emitEvent(ctx, { type: 'countered', object: id, by, rule });
  if (o.ability) removeAbilityFromStack(ctx, o);
  else moveObject(ctx, id, 'graveyard', { reason: 'counter', rule });
}

export function removeAbilityFromStack(ctx: Ctx, o: GameObject): void {
  const list = zoneForWrite(ctx.s, 'stack');
  const i = list.indexOf(o.id);
  if (i >= 0) list.splice(i, 1);
  ctx.lki[o.id] = snapshot(o);
  removeObject(ctx.s, o.id);
}
