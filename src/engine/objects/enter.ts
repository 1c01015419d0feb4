// A permanent entering the battlefield: replacement-style "enters with" rules of the mechanics,
// then the event that enters abilities watch for (603.6a).
import type { Ctx } from '../base/context.ts';
import { MECHANICS } from '../base/hooks.ts';
import type { GameObject, PlayerId } from '../base/state.ts';
import { emitEvent } from '../base/bus.ts';
import { current, editObject } from '../base/write.ts';
import { isUnblocked } from './filters.ts';

export interface EnterOptions {
  rule: string;
  /** 506.3 / 508.4: put onto the battlefield attacking this player (never "declared") */
  attacking?: PlayerId;
}

export function enterBattlefield(ctx: Ctx, entering: GameObject, opts: EnterOptions): void {
  const w = editObject(ctx.s, entering);
  w.sinceTurnStart = false;
  if (opts.attacking !== undefined) {
    // 508.4: attacking, but never "declared"; 508.4d: unblocked only if it enters during the
    // declare blockers step or later (filters.ts isUnblocked); earlier it can still be blocked
    w.attack = { target: opts.attacking, declared: false, blocked: false, blockedBy: [] };
  }
  for (const m of MECHANICS) m.entering?.(ctx, w);
  const o = current(ctx.s, w);
  emitEvent(ctx, {
    type: 'entered',
    object: o.id,
    player: o.controller,
    tapped: o.tapped,
    attacking: o.attack?.target ?? null,
    faceDown: o.faceDown !== null,
    rule: opts.rule,
  });
  if (o.attack && isUnblocked(ctx.s, o)) ctx.events.push({ type: 'unblocked', object: o.id, rule: '508.4d' });
}
