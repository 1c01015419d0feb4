// Schemes and the Archenemy variant (314, 904, 701.32, 701.33, 704.6e). Scheme cards stay in the
// command zone (314.2), are not permanents and can't be cast (casting.ts). Immediately after the
// archenemy's precombat main phase begins, the top scheme of their deck is set in motion: turned
// face up, a turn-based action (904.9, 701.32a); "When you set this scheme in motion" abilities
// then trigger and use the stack. A face-up non-ongoing scheme is turned face down and put on the
// bottom of its deck once no scheme ability is on the stack or waiting (704.6e, 314.6); an
// ongoing scheme stays face up until an ability abandons it (904.11, 701.33).
import type { Ctx } from '../base/context.ts';
import { characteristics } from '../objects/characteristics.ts';
import { defsProfile } from '../base/profile.ts';
import type { GameObject, PlayerId } from '../base/state.ts';
import { emitEvent } from '../base/bus.ts';
import { editObject, zoneForWrite } from '../base/write.ts';
import type { MechanicModule } from './types.ts';

/** A player's scheme deck, to change it. */
function commandZone(ctx: Ctx, p: PlayerId): string[] {
  return zoneForWrite(ctx.s, `${p}.command`);
}

function commandZoneIds(ctx: Ctx, p: PlayerId): readonly string[] {
  return ctx.s.zones[`${p}.command`] ?? [];
}

/** Turns a scheme face down and puts it on the bottom of its owner's scheme deck. */
function toBottom(ctx: Ctx, o: GameObject): void {
  const list = commandZone(ctx, o.owner);
  list.splice(list.indexOf(o.id), 1);
  list.push(o.id);
  editObject(ctx.s, o).schemeFaceUp = false;
}

function isScheme(ctx: Ctx, o: GameObject): boolean {
  return characteristics(ctx.s, o).types.includes('scheme');
}

export const scheme: MechanicModule<'scheme'> = {
  id: 'scheme',
  // 314.2: scheme cards stay in the command zone and can't be cast (casting.ts, objects.ts, setup.ts)
  commandCardType: 'scheme',
  // 701.32a: "when you set this scheme in motion" (triggers.ts)
  selfTriggers: [{ event: 'schemeSetInMotion', on: 'setInMotion', triggeringObject: false }],
  rules: ['314.2', '314.4', '314.6', '701.32a', '701.33a', '704.6e', '904.5', '904.6', '904.9', '904.10', '904.11'],
  turnBasedActions: {
    main1(ctx) {
      const p = ctx.s.turn.active;
      if (!ctx.s.player[p]?.archenemy) return;
      const top = commandZoneIds(ctx, p)
        .map((id) => ctx.s.objects[id])
        .find((o): o is GameObject => !!o && !o.schemeFaceUp && isScheme(ctx, o));
      if (!top) return;
      // 904.9: move it off the deck and turn it face up: "set in motion"
      const list = commandZone(ctx, p);
      list.splice(list.indexOf(top.id), 1);
      list.unshift(top.id);
      editObject(ctx.s, top).schemeFaceUp = true;
      emitEvent(ctx, { type: 'schemeSetInMotion', object: top.id, player: p, rule: '904.9' });
    },
  },
  stateBasedActions(ctx) {
    const { s } = ctx;
    if (!defsProfile(s).types.has('scheme')) return false;
    const schemeAbilityPending =
      s.pendingTriggers.some((t) => t.fromScheme) ||
      (s.zones.stack ?? []).some((id) => s.objects[id]?.ability?.fromScheme === true);
    if (schemeAbilityPending) return false;
    let did = false;
    for (const p of s.players) {
      for (const id of [...commandZoneIds(ctx, p)]) {
        const o = s.objects[id];
        if (!o?.schemeFaceUp) continue;
        if (characteristics(s, o).supertypes.includes('ongoing')) continue;
        toBottom(ctx, o);
        ctx.events.push({ type: 'schemeReturnedToDeck', object: o.id, rule: '704.6e' });
        did = true;
      }
    }
    return did;
  },
  runEffect(ctx, e, scope) {
    if (e.do !== 'abandon') return;
    // 701.33a: to abandon a scheme is to turn it face down and put it on the bottom of its deck
    const o = scope.self ? ctx.s.objects[scope.self] : undefined;
    if (!o?.schemeFaceUp) return;
    toBottom(ctx, o);
    ctx.events.push({ type: 'schemeAbandoned', object: o.id, rule: '701.33a' });
  },
};
