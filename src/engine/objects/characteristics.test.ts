// Characteristics are computed: printed card → face-down (708.2) → merged components (730.2) →
// class levels (716.2a) → counters (122.1a, 613.4c) → other effects (613).
import { describe, expect, it } from 'vitest';
import { characteristics, type GameObject } from '../index.ts';
import { play } from '../testing/driver.ts';

describe('characteristics (109.3, 613)', () => {
  it('109.3/105.2/202.3: printed characteristics; colours come from the mana cost; mana value', () => {
    const g = play({ players: [{ id: 'p1', hand: ['tovi-gate-warden'] }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } });
    expect(g.chars('tovi-gate-warden')).toEqual(
      expect.objectContaining({
        name: 'Tovi, Gate Warden', manaCost: '{1}{W}', manaValue: 2, colors: ['W'], supertypes: ['legendary'],
        types: ['creature'], subtypes: ['Human', 'Soldier'], power: 2, toughness: 3, faceDown: false, token: false,
      }),
    );
  });

  it('708.2a/702.168b: a face-down permanent is a nameless, colourless 2/2 creature with ward {2}; counters still apply', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'veiled-duchess', faceDown: true, counters: { '+1/+1': 1 } }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const c = g.chars('veiled-duchess');
    expect(c).toEqual(expect.objectContaining({ name: null, manaValue: 0, colors: [], supertypes: [], types: ['creature'], subtypes: [], power: 3, toughness: 3, faceDown: true }));
    expect(c.abilities.map((a) => a.def)).toEqual([{ kind: 'ward', cost: '{2}' }]);
  });

  it('730.2a/702.140e: a merged permanent has the topmost component’s characteristics and every component’s abilities', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'vulpikeet', merged: ['lantern-keeper'] }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const c = g.chars('vulpikeet');
    expect(g.obj('lantern-keeper').id).toBe(g.obj('vulpikeet').id);
    expect([c.name, c.power, c.toughness]).toEqual(['Vulpikeet', 2, 3]);
    expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'flying')).toBe(true);
    expect(c.abilities.some((a) => a.def.kind === 'triggered' && a.def.trigger.on === 'dies')).toBe(true);
  });

  it('716.2a/716.2d: a Class has the abilities of the levels it has reached (level 1 when it has none)', () => {
    const at = (level?: number) =>
      play({
        players: [{ id: 'p1', battlefield: [{ card: 'sparring-yard-class', ...(level ? { level } : {}) }, { card: 'sturdy-bear' }] }, { id: 'p2' }],
        turn: { active: 'p1', step: 'main1' },
      });
    expect(at().chars('sturdy-bear').power).toBe(2);
    expect(at(2).chars('sturdy-bear').power).toBe(3);
  });

  it('122.1a/613.4c: +1/+1 and -1/-1 counters modify power and toughness on the battlefield', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'plodding-ox', counters: { '+1/+1': 2 } }, { card: 'sturdy-bear', counters: { '-1/-1': 1 } }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect([g.chars('plodding-ox').power, g.chars('plodding-ox').toughness]).toEqual([5, 5]);
    expect([g.chars('sturdy-bear').power, g.chars('sturdy-bear').toughness]).toEqual([1, 1]);
  });

  it('613.4c/611.2: static anthems of other permanents and "until end of turn" effects add up, and the latter end in the cleanup step (514.2)', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['brief-surge'], battlefield: [{ card: 'rallying-pennant' }, { card: 'sturdy-bear', counters: { '+1/+1': 1 } }, { card: 'forest' }] },
        { id: 'p2', library: ['island'], battlefield: [{ card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.chars('sturdy-bear').power).toBe(4);
    expect(g.chars('plodding-ox').power).toBe(3);
    g.do({ type: 'cast', player: 'p1', object: '@brief-surge', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('pumped')).toEqual([expect.objectContaining({ power: 2, toughness: 2, rule: '611.2' })]);
    expect([g.chars('sturdy-bear').power, g.chars('sturdy-bear').toughness]).toEqual([6, 6]);
    g.do({ type: 'advance', player: 'p1', to: 'declareAttackers' });
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [] });
    g.do({ type: 'advance', player: 'p1', to: 'upkeep' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.chars('sturdy-bear').power).toBe(4);
    expect(g.loggedOf('effectsEnded')).toHaveLength(1);
  });

  it('613.4c/400.7: an anthem applies to permanents only: a creature card in a hand or a graveyard keeps its printed power and toughness, a land has none', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['sturdy-bear'], graveyard: ['plodding-ox'], battlefield: [{ card: 'rallying-pennant' }, { card: 'forest' }, { card: 'plodding-ox', counters: { '+1/+1': 1 } }] },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    const pt = (o: GameObject) => {
      const c = characteristics(g.state, o);
      return [c.power, c.toughness];
    };
    const ox = Object.values(g.state.objects).filter((o) => o.cards.some((card) => g.state.cards[card]?.def === 'plodding-ox'));
    expect(ox.map((o) => [o.zone, ...pt(o)]).sort()).toEqual([['battlefield', 5, 5], ['graveyard', 3, 3]]);
    expect(pt(g.obj('sturdy-bear'))).toEqual([2, 2]);
    expect(pt(g.obj('forest'))).toEqual([null, null]);
  });

  it('400.7: counters and effects don’t follow a card to another zone; characteristics there are the printed ones', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'offering-altar' }, { card: 'plodding-ox', counters: { '+1/+1': 2 } }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'activate', player: 'p1', object: '@offering-altar', ability: 'offering-altar:0', costs: { sacrifice: ['@plodding-ox'] } });
    const o = g.obj('plodding-ox');
    expect(o.zone).toBe('graveyard');
    expect(o.counters).toEqual({});
    expect(characteristics(g.state, o).power).toBe(3);
  });
});
