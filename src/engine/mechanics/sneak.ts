// Sneak (702.190). "Sneak [cost]" means "Any time you could cast an instant during your declare
// blockers step, you may cast this spell by paying [cost] and returning an unblocked creature you
// control to its owner's hand rather than paying this spell's mana cost." (702.190a) The creature
// returns as part of the cost, so no one can respond to it (601.2h). A permanent spell whose sneak
// cost was paid enters tapped and attacking the same player as the returned creature (702.190b,
// resolve.ts); it was never declared as an attacker (508.4), so "whenever … attacks" doesn't
// trigger; entering during the declare blockers step, it is unblocked (506.3d, 508.4d).
import { fail } from '../base/errors.ts';
import { characteristics } from '../objects/characteristics.ts';
import { emitEvent } from '../base/bus.ts';
import { isActivePlayer } from '../base/teams.ts';
import { battlefield } from '../objects/objects.ts';
import { isUnblocked } from '../objects/filters.ts';
import type { MechanicModule } from './types.ts';

export const sneak: MechanicModule<'sneak'> = {
  id: 'sneak',
  rules: ['702.190a', '702.190b', '506.3a', '506.3d', '508.4', '508.4d'],
  castMethod: {
    method: 'sneak',
    instantTiming: true,
    // 702.190a: "and returning an unblocked creature you control to its owner's hand"
    extraCost: { returnToHand: { filter: { types: ['creature'], controller: 'you', attacking: true, unblocked: true }, count: 1 } },
    costChoices(s, player) {
      const unblocked = battlefield(s).filter((o) => o.controller === player && isUnblocked(s, o));
      // with none, the one cast offered returns nothing (and is refused, with its reason)
      return unblocked.length > 0 ? unblocked.map((o) => ({ returnToHand: [o.id] })) : [{ returnToHand: [] }];
    },
    cost(s, card) {
      const a = characteristics(s, card).abilities.find((x) => x.def.kind === 'sneak');
      return a && a.def.kind === 'sneak' ? a.def.cost : undefined;
    },
    check(ctx, _card, action) {
      const { s } = ctx;
      if (!isActivePlayer(s, action.player)) fail('sneak-not-your-turn');
      if (s.turn.step !== 'declareBlockers') fail('sneak-wrong-step');
      if ((action.costs?.returnToHand ?? []).length !== 1) fail('sneak-needs-unblocked-attacker');
    },
    // 702.190b: it enters tapped and attacking the player the returned creature attacked
    entersAttacking(spell) {
      const player = spell.spell?.sneakAttackTarget;
      return player === undefined ? undefined : { player, rule: '702.190b' };
    },
    onCast(ctx, spell, action) {
      const id = action.costs?.returnToHand?.[0];
      const returned = id ? ctx.s.objects[id] : undefined;
      if (!spell.spell || !returned?.attack) return;
      spell.spell.sneakAttackTarget = returned.attack.target;
      emitEvent(ctx, { type: 'returnedForSneak', object: returned.id, player: action.player, rule: '702.190a' });
    },
  },
};
