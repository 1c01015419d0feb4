// A player leaving a multiplayer game (800.4): unlike a two-player game, an Archenemy game goes
// on after a player has lost (800.4, 904.2). As they leave, everything they own leaves the game,
// control-changing effects that gave them control end, abilities they controlled on the stack
// cease to exist, and whatever they still control is exiled (800.4a); their waiting triggers are
// never put on the stack (800.4d).
import { snapshot } from '../base/copies.ts';
import { cardsForWrite, removeObject, zoneForWrite } from '../base/write.ts';
import type { Ctx } from '../base/context.ts';
import { changeControl } from '../base/changes.ts';
import { moveObject, zoneKey } from '../objects/objects.ts';
import type { CardId, GameObject, ObjectId, PlayerId } from '../base/state.ts';
import { emitEvent, lookBackPoint, simultaneously } from '../base/bus.ts';

/** The controller an object reverts to when the effect giving `gone` control of it ends (613.1b, 110.2). */
function revertTo(ctx: Ctx, o: GameObject, gone: PlayerId): PlayerId | null {
  const { s } = ctx;
  const earlier = s.effects
    .filter((e) => e.affected === o.id && e.controller !== undefined && e.controller !== gone && !s.player[e.controller]?.lost)
    .sort((a, b) => b.timestamp - a.timestamp)[0];
  if (earlier?.controller) return earlier.controller;
  // 110.2: by default, its owner controls it (800.4c: an owner who left means it is exiled)
  return s.player[o.owner]?.lost ? null : o.owner;
}

export function leaveGame(ctx: Ctx, p: PlayerId): void {
  const { s } = ctx;
  simultaneously(ctx, () => {
    // all objects owned by that player leave the game (their cards are gone from it); 603.6c: a
    // permanent leaving the game with its owner leaves the battlefield (look-back: 603.10a)
    const cards: CardId[] = [];
    const permanents: ObjectId[] = [];
    for (const o of Object.values(s.objects)) {
      if (o.owner !== p || (o.zone === 'stack' && o.ability)) continue;
      if (o.zone === 'battlefield') {
        lookBackPoint(ctx);
        permanents.push(o.id);
        s.history = { leftBattlefield: [...s.history.leftBattlefield, { card: o.cards[0] ?? '', controller: o.controller, object: o.id }] };
      }
      // 708.9: its face-down permanents, components and spells are revealed as it leaves
      if ((o.faceDown && (o.zone === 'battlefield' || o.zone === 'stack')) || (o.faceDownCards?.length && o.zone === 'battlefield')) {
        emitEvent(ctx, { type: 'revealed', cards: [...o.cards], player: p, rule: '708.9' });
      }
      const key = zoneKey(o.zone, o.owner);
      const i = s.zones[key]?.indexOf(o.id) ?? -1;
      if (i >= 0) zoneForWrite(s, key).splice(i, 1);
      ctx.lki[o.id] = snapshot(o);
      removeObject(s, o.id);
      for (const c of o.cards) {
        cards.push(c);
        delete cardsForWrite(s)[c];
      }
    }
    emitEvent(ctx, { type: 'leftGame', player: p, cards, permanents, rule: '800.4a' });
    // effects which give that player control of objects end
    const controlled = s.effects.filter((e) => e.controller === p).map((e) => e.affected);
    s.effects = s.effects.filter((e) => e.controller !== p);
    for (const id of controlled) {
      const o = s.objects[id];
      if (!o || o.controller !== p) continue;
      const to = revertTo(ctx, o, p);
      if (to) changeControl(ctx, o, to, '800.4a');
    }
    // abilities on the stack it controlled cease to exist
    for (const id of [...(s.zones.stack ?? [])]) {
      const o = s.objects[id];
      if (o?.ability && o.controller === p) {
        const stack = zoneForWrite(s, 'stack');
        stack.splice(stack.indexOf(id), 1);
        ctx.lki[id] = snapshot(o);
        removeObject(s, id);
      }
    }
    // 800.4d: its triggered abilities are never put on the stack (those that triggered in the
    // check in which it lost, 704.3, are waiting: they are removed)
    for (const t of s.pendingTriggers) {
      if (t.controller === p) ctx.events.push({ type: 'triggerRemoved', source: t.source, reason: 'controllerLeft', rule: '800.4d' });
    }
    s.pendingTriggers = s.pendingTriggers.filter((t) => t.controller !== p);
    s.orderedTriggers = s.orderedTriggers.filter((x) => x !== p);
    // whatever it still controls is exiled
    for (const o of Object.values(s.objects)) {
      if (o.controller === p && (o.zone === 'battlefield' || o.zone === 'stack')) moveObject(ctx, o.id, 'exile', { reason: 'exile', rule: '800.4a' });
    }
    // a decision it had to make: 800.4h would pass a rules choice to the next player; the engine
    // asks players only about their own things, so the question simply goes away
    if (s.decision?.player === p) s.decision = null;
  });
}
