// The primitive state changes (life, counters, tapping, control): each writes through the draft's
// helpers and emits its event, so triggers and the quiet point see it. The changes that move
// objects or read their characteristics are objects/changes.ts's.
import type { Ctx } from './context.ts';
import { emitEvent } from './bus.ts';
import type { GameObject, PlayerId } from './state.ts';
import { current, editObject, editObjectToTap, playerForWrite } from './write.ts';

export function gainLife(ctx: Ctx, p: PlayerId, amount: number, rule: '119.3' | '702.15b' = '119.3'): void {
  if (amount <= 0) return;
  const pl = playerForWrite(ctx.s, p);
  if (!pl) return;
  pl.life += amount;
  emitEvent(ctx, { type: 'lifeGained', player: p, amount, total: pl.life, rule });
}

export function loseLife(ctx: Ctx, p: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const pl = playerForWrite(ctx.s, p);
  if (!pl) return;
  pl.life -= amount;
  emitEvent(ctx, { type: 'lifeLost', player: p, amount, total: pl.life, rule: '119.3' });
}

export function addCounters(ctx: Ctx, o: GameObject, counter: keyof GameObject['counters'], amount: number, rule = '122.1'): void {
  if (amount <= 0) return;
  const w = editObject(ctx.s, o);
  const total = (w.counters[counter] ?? 0) + amount;
  w.counters[counter] = total;
  emitEvent(ctx, { type: 'countersAdded', object: o.id, counter, amount, total, rule });
}

export function removeCounters(ctx: Ctx, o: GameObject, counter: keyof GameObject['counters'], amount: number): void {
  const have = current(ctx.s, o).counters[counter] ?? 0;
  const n = Math.min(have, amount);
  if (n <= 0) return;
  const w = editObject(ctx.s, o);
  const total = have - n;
  if (total === 0) delete w.counters[counter];
  else w.counters[counter] = total;
  emitEvent(ctx, { type: 'countersRemoved', object: o.id, counter, amount: n, total, rule: '122.1' });
}

export function tapObject(ctx: Ctx, o: GameObject, rule: string): void {
  if (current(ctx.s, o).tapped) return;
  editObjectToTap(ctx.s, o).tapped = true;
  emitEvent(ctx, { type: 'tapped', object: o.id, rule });
}

export function untapObject(ctx: Ctx, o: GameObject, rule: '502.3' | '701.26b'): void {
  if (!current(ctx.s, o).tapped) return;
  editObjectToTap(ctx.s, o).tapped = false;
  emitEvent(ctx, { type: 'untapped', object: o.id, rule });
}

/**
 * A permanent's controller changes (613.1b): it hasn't been under its new controller's control
 * since their turn began (302.6), and it is removed from combat (506.4).
 */
export function changeControl(ctx: Ctx, changing: GameObject, to: PlayerId, rule: '613.1b' | '800.4a'): void {
  const from = current(ctx.s, changing).controller;
  if (from === to) return;
  const w = editObject(ctx.s, changing);
  w.controller = to;
  w.sinceTurnStart = false;
  emitEvent(ctx, { type: 'controlChanged', object: w.id, from, to, rule });
  const o = current(ctx.s, w);
  if (o.attack || o.blocking) {
    for (const other of Object.values(ctx.s.objects)) {
      if (other.blocking === o.id) delete editObject(ctx.s, other).blocking;
      if (other.attack && o.blocking === other.id) {
        const ow = editObject(ctx.s, other);
        if (ow.attack) ow.attack.blockedBy = ow.attack.blockedBy.filter((b) => b !== o.id);
      }
    }
    const ow = editObject(ctx.s, o);
    delete ow.attack;
    delete ow.blocking;
    ctx.events.push({ type: 'removedFromCombat', object: o.id, rule: '506.4' });
  }
}
