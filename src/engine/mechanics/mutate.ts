// Mutate (702.140) and merged permanents (730). Mutate is an alternative cost; the spell becomes
// a mutating creature spell that targets a non-Human creature with the same owner (702.140a);
// its mana value doesn't change (it is the card's). As it resolves: an illegal target makes it an
// ordinary creature spell that enters (702.140b); a legal one merges with the creature, on top or
// under as its controller chooses (702.140c), without entering (730.2b), and "whenever this
// creature mutates" triggers (702.140d). The merged permanent has the top component's
// characteristics and every component's abilities (702.140e, characteristics.ts); it is the same
// object (730.2c); leaving, it becomes one object per component (730.3, objects.ts).
import { fail } from '../base/errors.ts';
import { characteristics } from '../objects/characteristics.ts';
import { isLegalTarget } from '../objects/refs.ts';
import type { TargetSpec } from '../base/cards.ts';
import { putPermanentSpellOntoBattlefield } from '../stack/resolve.ts';
import { emitEvent } from '../base/bus.ts';
import { editObject, removeObject, zoneForWrite } from '../base/write.ts';
import type { MechanicModule } from './types.ts';

/** 702.140a: "a non-Human creature with the same owner as this spell" */
const MUTATE_TARGET: TargetSpec = { kind: 'object', filter: { types: ['creature'], notSubtypes: ['Human'], sameOwner: true } };

export const mutate: MechanicModule<'mutate'> = {
  id: 'mutate',
  rules: ['702.140a', '702.140b', '702.140c', '702.140d', '702.140e', '730.2', '730.2a', '730.2b', '730.2c', '730.2d', '730.2e', '730.3'],
  castMethod: {
    method: 'mutate',
    cost(s, card) {
      const a = characteristics(s, card).abilities.find((x) => x.def.kind === 'mutate');
      return a && a.def.kind === 'mutate' ? a.def.cost : undefined;
    },
    check(_ctx, _card, action) {
      if ((action.targets ?? []).length !== 1) fail('mutate-needs-target');
    },
    onCast(_ctx, spell) {
      if (spell.spell) spell.spell.mutating = true;
    },
    targets: [MUTATE_TARGET],
    targetCountError: 'mutate-needs-target',
  },
  // 702.140d: "whenever this creature mutates"
  selfTriggers: [{ event: 'merged', on: 'mutates', triggeringObject: true }],
  resolveSpell(ctx, spell) {
    if (!spell.spell?.mutating) return false;
    const { s } = ctx;
    const t = spell.spell.targets[0];
    if (!t || !isLegalTarget(s, MUTATE_TARGET, t, spell.controller, spell.id)) {
      // 702.140b: it ceases to be a mutating creature spell and enters as a creature
      emitEvent(ctx, { type: 'mutateTargetIllegal', spell: spell.id, rule: '702.140b' });
      const w = editObject(s, spell);
      if (w.spell) {
        w.spell.mutating = false;
        w.spell.targets = [];
      }
      putPermanentSpellOntoBattlefield(ctx, w);
      return true;
    }
    s.decision = { kind: 'choose', player: spell.controller, question: { kind: 'mutatePlacement', spell: spell.id }, options: ['top', 'bottom'] };
    return true;
  },
  answer(ctx, q, option) {
    if (q.kind !== 'mutatePlacement') return false;
    const { s } = ctx;
    const spell = s.objects[q.spell];
    const t = spell?.spell?.targets[0];
    const found = t && 'object' in t ? s.objects[t.object] : undefined;
    if (!spell || !found) return true;
    const target = editObject(s, found);
    const position = option === 'top' ? 'top' : 'bottom';
    const under = target.cards;
    // 730.2: placed on top of or under the permanent, never in the middle
    target.cards = position === 'top' ? [...spell.cards, ...target.cards] : [...target.cards, ...spell.cards];
    // 730.2e: face up or down as its topmost component (a face-up spell on top makes it face up,
    // without turning it face up); the cards that were face down stay face down as components
    if (position === 'top' && target.faceDown && !spell.faceDown) {
      const kind = target.faceDown;
      target.faceDownCards = [...under.map((card) => ({ card, kind })), ...(target.faceDownCards ?? [])];
      target.faceDown = null;
    }
    // 730.2b: the spell leaves the stack and becomes part of the permanent; it doesn't enter
    const stack = zoneForWrite(s, 'stack');
    stack.splice(stack.indexOf(spell.id), 1);
    removeObject(s, spell.id);
    emitEvent(ctx, { type: 'resolved', object: spell.id, rule: '608.3d' });
    emitEvent(ctx, { type: 'merged', object: target.id, spell: spell.id, position, cards: [...target.cards], rule: '702.140c' });
    return true;
  },
};
