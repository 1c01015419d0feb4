// Disguise and face-down objects (702.168, 708, 116.2b): engine tests, one or more per ruling of
// content/mechanics/disguise/en.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_DEF, applyAction, legalActions, startGame, viewFor, type CardDef, type GameSetup, type SetupPermanent } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play, type Play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

/** Test-only cards (original). */
const EXTRA: Record<string, CardDef> = {
  'flat-denial': {
    id: 'flat-denial',
    name: 'Flat Denial',
    manaCost: '{U}{U}',
    types: ['instant'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'stackObject', abilities: false }], effects: [{ do: 'counterSpell', what: { target: 0 } }] }],
  },
  'unmasking-ray': {
    id: 'unmasking-ray',
    name: 'Unmasking Ray',
    manaCost: '{R}',
    types: ['instant'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { types: ['creature'], faceDown: true } }], effects: [{ do: 'dealDamage', amount: 5, to: { target: 0 } }] }],
  },
  'quick-pump': {
    id: 'quick-pump',
    name: 'Quick Pump',
    manaCost: '{G}',
    types: ['instant'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { types: ['creature'] } }], effects: [{ do: 'pump', what: { target: 0 }, power: 2, toughness: 2 }] }],
  },
};
const CAT = { ...CATALOG, ...EXTRA };

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

function setup(opts: { hand?: string[]; battlefield?: SetupPermanent[]; p2hand?: string[]; step?: 'main1' | 'upkeep' } = {}): GameSetup {
  return {
    players: [
      {
        id: 'p1',
        hand: opts.hand ?? (opts.battlefield ? [] : ['masked-courier']),
        library: ['island', 'island', 'island'],
        // generic mana is paid with the lands listed last first (swamps)
        battlefield: [{ card: 'forest' }, ...lands('island', 4), ...lands('swamp', 6), ...(opts.battlefield ?? [])],
      },
      {
        id: 'p2',
        hand: opts.p2hand ?? ['ember-jab'],
        library: ['mountain', 'mountain', 'mountain'],
        battlefield: [...lands('mountain', 3), ...lands('island', 2)],
      },
    ],
    turn: { active: 'p1', step: opts.step ?? 'main1' },
  };
}

function manaSpent(g: Play): number {
  return g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0);
}

function castFaceDown(g: Play, card = 'masked-courier'): Play {
  return g.do({ type: 'cast', player: 'p1', object: `@${card}`, method: 'disguise' }).do({ type: 'advance', player: 'p1' });
}

describe('disguise', () => {
  it('disguise-r1 (702.168a, 702.168b, 702.168d): cast face down for {3}; later turned face up for its disguise cost', () => {
    const g = play(setup(), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@masked-courier', method: 'disguise' });
    expect(g.obj('masked-courier')).toMatchObject({ zone: 'stack', faceDown: 'disguise' });
    expect(manaSpent(g)).toBe(3);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('masked-courier')).toMatchObject({ zone: 'battlefield', faceDown: 'disguise' });
    expect(g.eventsOf('entered')).toEqual([expect.objectContaining({ faceDown: true })]);
    expect(g.legal()).toContainEqual({ type: 'turnFaceUp', player: 'p1', object: g.obj('masked-courier').id });
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@masked-courier' });
    expect(manaSpent(g)).toBe(2);
    expect(g.eventsOf('manaSpent').some((e) => e.mana === 'U')).toBe(true);
    expect(g.eventsOf('turnedFaceUp')).toEqual([expect.objectContaining({ player: 'p1', rule: '702.168d' })]);
    expect(g.chars('masked-courier')).toMatchObject({ name: 'Masked Courier', power: 3, toughness: 3, faceDown: false });
    // a card without disguise can't be cast face down
    const h = play(setup({ hand: ['sturdy-bear'] }), CAT);
    h.rejects({ type: 'cast', player: 'p1', object: '@sturdy-bear', method: 'disguise' }, 'no-such-alternative');
  });

  it('disguise-r2 (708.8, 608.2b): turned face up it is the same permanent: a spell targeting it still targets it (Auras and Equipment: not in the engine\'s vocabulary)', () => {
    const g = play(setup({ battlefield: [{ card: 'masked-courier', faceDown: true, counters: { '+1/+1': 1 } }] }), CAT);
    const id = g.obj('masked-courier').id;
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@ember-jab', targets: [{ object: id }] });
    // ward {2} of the face-down creature: p2 pays it
    g.do({ type: 'advance', player: 'p2' });
    g.do({ type: 'choose', player: 'p2', option: 'pay' });
    expect(g.stackSources()).toEqual(['ember-jab']);
    expect(g.state.turn.priority).toBe('p1');
    // p1 answers by turning it face up: a 3/3 with a +1/+1 counter, still the Jab's target
    g.do({ type: 'turnFaceUp', player: 'p1', object: id });
    expect(g.obj('masked-courier').id).toBe(id);
    expect(g.obj('masked-courier').counters['+1/+1']).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('targetIllegal')).toHaveLength(0);
    expect(g.eventsOf('damageDealt')).toEqual([expect.objectContaining({ to: { object: id }, amount: 2 })]);
    expect(g.zoneOf('masked-courier')).toBe('battlefield');
    expect(g.obj('masked-courier').damage).toBe(2);
  });

  it('disguise-r2 (608.2b): unless its new characteristics make the target illegal', () => {
    // p2 casts a spell that can only target a face-down creature, and pays for the ward
    const withRay = play({ ...setup({ battlefield: [{ card: 'masked-courier', faceDown: true }], p2hand: ['unmasking-ray'] }) }, CAT);
    withRay.do({ type: 'pass', player: 'p1' });
    withRay.do({ type: 'cast', player: 'p2', object: '@unmasking-ray', targets: [{ object: '@masked-courier' }] });
    withRay.do({ type: 'advance', player: 'p2' }).do({ type: 'choose', player: 'p2', option: 'pay' });
    withRay.do({ type: 'turnFaceUp', player: 'p1', object: '@masked-courier' });
    withRay.do({ type: 'advance', player: 'p1' });
    expect(withRay.eventsOf('fizzled')).toHaveLength(1);
    expect(withRay.zoneOf('masked-courier')).toBe('battlefield');
    expect(withRay.obj('masked-courier').damage).toBe(0);
  });

  it('disguise-r3 (116.2b, 702.168d, 708.7): turning face up is a special action: any time you have priority, no stack; a face-down spell can\'t be turned face up', () => {
    const g = play(setup({ hand: ['masked-courier'], battlefield: [{ card: 'veiled-duchess', faceDown: true }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@masked-courier', method: 'disguise' });
    // the spell on the stack is face down: it can't be turned face up
    g.rejects({ type: 'turnFaceUp', player: 'p1', object: '@masked-courier' }, 'face-up-only-permanents');
    expect(g.legal().filter((a) => a.type === 'turnFaceUp').map((a) => (a.type === 'turnFaceUp' ? a.object : ''))).toEqual([g.obj('veiled-duchess').id]);
    // with a spell on the stack (instant speed), without using the stack, and p1 keeps priority
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess' });
    expect(g.stackSize()).toBe(1);
    expect(g.state.turn.priority).toBe('p1');
    expect(g.eventsOf('turnedFaceUp')).toHaveLength(1);
    expect(g.events.some((e) => e.type === 'resolving' || e.type === 'triggerPutOnStack')).toBe(false);
    // only with priority: not while the opponent holds it
    const h = play(setup({ battlefield: [{ card: 'veiled-duchess', faceDown: true }] }), CAT);
    h.do({ type: 'pass', player: 'p1' });
    h.rejects({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess' }, 'not-your-priority');
    // in the opponent's turn too, whenever p1 gets priority
    const k = play({ ...setup({ battlefield: [{ card: 'veiled-duchess', faceDown: true }] }), turn: { active: 'p2', step: 'upkeep' } }, CAT);
    k.do({ type: 'pass', player: 'p2' });
    k.do({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess' });
    expect(k.obj('veiled-duchess').faceDown).toBeNull();
  });

  it('disguise-r4 (708.5): you can look at your face-down spells and permanents; the opponent can\'t', () => {
    const g = play(setup({ hand: ['masked-courier'], battlefield: [{ card: 'veiled-duchess', faceDown: true }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@masked-courier', method: 'disguise' });
    const mine = viewFor(g.state, 'p1');
    const theirs = viewFor(g.state, 'p2');
    for (const card of ['masked-courier', 'veiled-duchess']) {
      const o = g.obj(card);
      expect(mine.cards[mine.objects[o.id]?.cards[0] ?? '']?.def).toBe(card);
      const hidden = theirs.objects[o.id]?.cards[0] ?? '';
      expect(theirs.cards[hidden]?.def).toBe(HIDDEN_DEF);
      expect(Object.values(theirs.cards).some((c) => c.def === card)).toBe(false);
    }
  });

  it('disguise-r5 (201.2a, 708.2a): face-down creatures have no name: two face-down legendary Duchesses don\'t share one', () => {
    const g = play(setup({ battlefield: [{ card: 'veiled-duchess', faceDown: true }, { card: 'veiled-duchess', faceDown: true }] }), CAT);
    expect(g.chars('veiled-duchess').name).toBeNull();
    expect(g.state.decision).toBeNull();
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess' });
    expect(g.state.decision).toBeNull();
    expect(g.obj('veiled-duchess-2').faceDown).toBe('disguise');
    // once both are face up, they share a name and the legend rule applies (704.5j)
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess-2' });
    expect(g.state.decision).toMatchObject({ kind: 'choose', question: { kind: 'legendRule' } });
  });

  it('disguise-r6 (702.168d, 708.8): turning it face up doesn\'t make it enter: its enters ability doesn\'t trigger', () => {
    const g = play(setup(), CAT);
    castFaceDown(g);
    expect(g.eventsOf('entered')).toHaveLength(1);
    // entering face down, it had no abilities: nothing triggered then either
    expect(g.stackSize()).toBe(0);
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@masked-courier' });
    expect(g.eventsOf('entered')).toHaveLength(0);
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.state.zones['p1.hand'] ?? []).toHaveLength(0);
    // cast face up, the same card does draw as it enters
    const h = play(setup(), CAT);
    h.do({ type: 'cast', player: 'p1', object: '@masked-courier' }).do({ type: 'advance', player: 'p1' });
    expect(h.eventsOf('triggered')).toHaveLength(1);
  });

  it('disguise-r7 (702.168d): a face-down creature that lost its abilities can\'t be turned face up with disguise', () => {
    const g = play(setup({ hand: ['muting-glare'], battlefield: [{ card: 'masked-courier', faceDown: true }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@muting-glare', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('masked-courier').abilities).toEqual([]);
    g.rejects({ type: 'turnFaceUp', player: 'p1', object: '@masked-courier' }, 'disguise-no-ability');
    expect(g.legal().some((a) => a.type === 'turnFaceUp')).toBe(false);
  });

  it('disguise-r8 (708.9): a face-down spell countered, a face-down permanent leaving, and all of them at the end of the game are revealed', () => {
    const g = play(setup({ p2hand: ['flat-denial'] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@masked-courier', method: 'disguise' }).do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@flat-denial', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p2' });
    expect(g.eventsOf('revealed')).toEqual([expect.objectContaining({ cards: ['masked-courier'], rule: '708.9' })]);
    expect(g.zoneOf('masked-courier')).toBe('graveyard');
    expect(g.obj('masked-courier').faceDown).toBeNull();
    // a face-down permanent destroyed
    const k = play(
      {
        players: [
          { id: 'p1', battlefield: [{ card: 'veiled-duchess', faceDown: true }] },
          { id: 'p2', hand: ['sudden-collapse'], battlefield: lands('swamp', 4) },
        ],
        turn: { active: 'p2', step: 'main1' },
      },
      CAT,
    );
    k.do({ type: 'cast', player: 'p2', object: '@sudden-collapse', targets: [{ object: '@veiled-duchess' }] }).do({ type: 'advance', player: 'p2' });
    k.do({ type: 'choose', player: 'p2', option: 'pay' }).do({ type: 'advance', player: 'p2' });
    expect(k.eventsOf('revealed')).toEqual([expect.objectContaining({ cards: ['veiled-duchess'] })]);
    expect(k.zoneOf('veiled-duchess')).toBe('graveyard');
    // the game ends: the face-down permanents still on the battlefield are revealed
    const end = play(
      {
        players: [
          { id: 'p1', battlefield: [{ card: 'masked-courier', faceDown: true }] },
          { id: 'p2', life: 2, battlefield: [{ card: 'mountain' }], hand: ['ember-jab'] },
        ],
        turn: { active: 'p1', step: 'main1' },
      },
      CAT,
    );
    end.do({ type: 'advance', player: 'p1', to: 'declareAttackers' });
    end.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@masked-courier', target: 'p2' }] });
    end.do({ type: 'advance', player: 'p1' });
    end.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    end.do({ type: 'advance', player: 'p1' });
    expect(end.state.over).toBe(true);
    expect(end.eventsOf('revealed')).toEqual([expect.objectContaining({ cards: ['masked-courier'] })]);
  });

  it('disguise-r9 (708.2, 202.2, 105.2c, 202.3a, 702.21a): spell and creature: a colourless nameless 2/2 with ward {2}, no mana cost, no creature types, mana value 0', () => {
    const g = play(setup({ hand: ['masked-courier', 'quick-pump'] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@masked-courier', method: 'disguise' });
    const face = { name: null, manaCost: null, manaValue: 0, colors: [], types: ['creature'], subtypes: [], supertypes: [], power: 2, toughness: 2, faceDown: true };
    expect(g.chars('masked-courier')).toMatchObject(face);
    expect(g.chars('masked-courier').abilities.map((a) => a.def)).toEqual([{ kind: 'ward', cost: '{2}' }]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.chars('masked-courier')).toMatchObject(face);
    // other effects can still change it: +2/+2 until end of turn
    g.do({ type: 'cast', player: 'p1', object: '@quick-pump', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('masked-courier')).toMatchObject({ power: 4, toughness: 4 });
    // ward {2}: an opponent's spell that targets it is countered unless they pay {2}
    g.do({ type: 'pass', player: 'p1' }).do({ type: 'cast', player: 'p2', object: '@ember-jab', targets: [{ object: '@masked-courier' }] });
    expect(g.eventsOf('triggered')).toHaveLength(1);
    g.do({ type: 'advance', player: 'p2' });
    g.do({ type: 'choose', player: 'p2', option: 'decline' });
    expect(g.zoneOf('ember-jab')).toBe('graveyard');
    expect(g.eventsOf('countered')).toEqual([expect.objectContaining({ rule: '702.21a' })]);
  });

  it('disguise-r10 (702.168b, 708.4, 118.9, 202.3a): the face-down spell goes on the stack face down and costs {3} (an alternative cost), mana value 0', () => {
    // three Swamps pay {3} for a blue card: the cost is generic
    const g = play({ players: [{ id: 'p1', hand: ['masked-courier'], battlefield: lands('swamp', 3) }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } }, CAT);
    g.rejects({ type: 'cast', player: 'p1', object: '@masked-courier' }, 'cannot-pay');
    g.do({ type: 'cast', player: 'p1', object: '@masked-courier', method: 'disguise' });
    expect(g.eventsOf('spellCast')).toEqual([expect.objectContaining({ alternative: 'disguise', faceDown: true })]);
    expect(manaSpent(g)).toBe(3);
    expect(g.chars('masked-courier')).toMatchObject({ manaCost: null, manaValue: 0 });
    // the opponent's view of the stack hides it from the moment it is cast
    const v = viewFor(g.state, 'p2');
    expect(v.cards[v.objects[g.obj('masked-courier').id]?.cards[0] ?? '']?.def).toBe(HIDDEN_DEF);
  });

  it('disguise-r11 (110.5): turning a permanent face up doesn\'t change whether it is tapped', () => {
    const g = play(setup({ battlefield: [{ card: 'masked-courier', faceDown: true, tapped: true }, { card: 'veiled-duchess', faceDown: true }] }), CAT);
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@masked-courier' });
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess' });
    expect(g.obj('masked-courier').tapped).toBe(true);
    expect(g.obj('veiled-duchess').tapped).toBe(false);
    expect(g.log.filter((e) => e.type === 'tapped' || e.type === 'untapped').every((e) => 'object' in e && e.object !== g.obj('masked-courier').id)).toBe(true);
  });

  it('disguise-r12 (708.6): face-down permanents stay told apart: own ids, the order they entered, and which ability made them face down', () => {
    const g = play(setup({ hand: ['masked-courier', 'veiled-duchess'] }), CAT);
    castFaceDown(g, 'veiled-duchess');
    castFaceDown(g, 'masked-courier');
    const ids = [g.obj('veiled-duchess').id, g.obj('masked-courier').id];
    const onField = (g.state.zones.battlefield ?? []).filter((id) => ids.includes(id));
    expect(onField).toEqual(ids);
    expect(ids.map((id) => g.state.objects[id]?.faceDown)).toEqual(['disguise', 'disguise']);
    expect((g.state.objects[ids[0] ?? '']?.timestamp ?? 0) < (g.state.objects[ids[1] ?? '']?.timestamp ?? 0)).toBe(true);
    // the opponent sees two distinct hidden cards, in the same order
    const v = viewFor(g.state, 'p2');
    const hidden = ids.map((id) => v.objects[id]?.cards[0]);
    expect(new Set(hidden).size).toBe(2);
    expect((v.zones.battlefield ?? []).filter((id) => ids.includes(id))).toEqual(ids);
  });

  it('disguise: random legal play keeps the invariants (property)', () => {
    const start = startGame(
      setup({ hand: ['masked-courier', 'veiled-duchess', 'muting-glare'], battlefield: [{ card: 'veiled-duchess', faceDown: true }], p2hand: ['ember-jab', 'sudden-collapse'] }),
      CAT,
    ).state;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (picks) => {
        let s = start;
        checkInvariants(s);
        for (const pick of picks) {
          if (s.over) break;
          const { actions } = legalActions(s);
          if (actions.length === 0) break;
          const a = actions[pick % actions.length];
          if (!a) break;
          const r = applyAction(s, a);
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          checkInvariants(r.state);
          checkConservation(s, r.state);
          // the opponent never sees a face-down card of p1's
          const v = viewFor(r.state, 'p2');
          for (const o of Object.values(r.state.objects)) {
            if (o.faceDown && o.controller === 'p1' && (o.zone === 'battlefield' || o.zone === 'stack')) {
              expect(v.cards[v.objects[o.id]?.cards[0] ?? '']?.def).toBe(HIDDEN_DEF);
            }
          }
          s = r.state;
        }
      }),
      { numRuns: 10, seed: 5 },
    );
  }, 20_000);
});
