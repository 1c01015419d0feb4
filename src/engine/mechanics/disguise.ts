// Disguise and face-down objects (702.168, 708, 116.2b). Cast face down for {3} (an alternative
// cost): a 2/2 creature spell with ward {2}, no name, no mana cost, no subtypes, colourless,
// mana value 0 (702.168b, characteristics.ts). Any time its controller has priority, a face-down
// permanent with disguise can be turned face up by paying its disguise cost: a special action
// that doesn't use the stack (702.168d, 116.2b); it doesn't enter again, so no enters abilities
// trigger (708.8), and nothing else about it changes (tapped, targeted by, attached). A face-down
// spell can't be turned face up (708.7). If it wouldn't have disguise face up (it lost its
// abilities), it can't be turned face up this way (702.168d).
import type { CardDef } from '../base/cards.ts';
import { characteristics } from '../objects/characteristics.ts';
import { parseCostOrFail, payMana } from '../stack/costs.ts';
import { fail } from '../base/errors.ts';
import { getObject } from '../objects/objects.ts';
import { emitEvent } from '../base/bus.ts';
import { editObject } from '../base/write.ts';
import type { MechanicModule } from './types.ts';

function hasDisguise(def: CardDef | undefined): boolean {
  return def?.abilities.some((a) => a.kind === 'disguise') ?? false;
}

export const disguise: MechanicModule<'disguise'> = {
  id: 'disguise',
  rules: ['702.168a', '702.168b', '702.168d', '708.2', '708.4', '708.5', '708.7', '708.8', '708.9', '116.2b'],
  castMethod: {
    method: 'disguise',
    cost(s, card) {
      const def = s.defs[s.cards[card.cards[0] ?? '']?.def ?? ''];
      // 702.168a: "by paying {3} rather than paying its mana cost"
      return hasDisguise(def) ? '{3}' : undefined;
    },
    check() {},
    onCast(_ctx, spell) {
      // 708.4: turned face down before it is put on the stack
      spell.faceDown = 'disguise';
    },
  },
  // 702.168b: a face-down disguised object is a 2/2 with ward {2} (characteristics.ts)
  faceDown: { kind: 'disguise', abilities: [{ kind: 'ward', cost: '{2}' }], allows: hasDisguise },
  specialAction(ctx, a) {
    if (a.type !== 'turnFaceUp') return false;
    const { s } = ctx;
    const o = getObject(s, a.object);
    if (o.zone === 'stack') fail('face-up-only-permanents');
    if (o.zone !== 'battlefield' || o.controller !== a.player) fail('not-your-object');
    if (!o.faceDown) fail('disguise-not-face-down');
    // 702.168d: what its disguise cost would be if it were face up (effects still applying)
    const faceUp = characteristics(s, { ...o, faceDown: null });
    const ability = faceUp.abilities.find((x) => x.def.kind === 'disguise');
    if (!ability || ability.def.kind !== 'disguise') fail('disguise-no-ability');
    payMana(ctx, a.player, parseCostOrFail(ability.def.cost), '602.2b');
    editObject(s, o).faceDown = null;
    emitEvent(ctx, { type: 'revealed', cards: [...o.cards], player: a.player, rule: '708.9' });
    emitEvent(ctx, { type: 'turnedFaceUp', object: o.id, player: a.player, rule: '702.168d' });
    return true;
  },
};
