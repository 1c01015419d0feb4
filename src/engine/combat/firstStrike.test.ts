// First strike and double strike (702.7, 702.4): a first combat damage step (510.4).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../base/cards.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';

/** Test-only: "Target creature gains double strike until end of turn." (instant, {R}) */
const DOUBLING: CardDef = {
  id: 'doubling-edge',
  name: 'Doubling Edge',
  manaCost: '{R}',
  types: ['instant'],
  abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { types: ['creature'] } }], effects: [{ do: 'gainKeyword', what: { target: 0 }, keyword: 'doubleStrike' }] }],
};
const catalog = { ...CATALOG, [DOUBLING.id]: DOUBLING };

/** p1 attacks p2 with `attackers`; p2 has `blockers`; the game is at p2's declaration of blockers. */
const combat = (attackers: string[], blockers: string[] = [], p1: { hand?: string[]; lands?: string[] } = {}) => {
  const g = play(
    {
      players: [
        { id: 'p1', hand: p1.hand ?? [], battlefield: [...attackers.map((card) => ({ card, attacking: 'p2' })), ...(p1.lands ?? []).map((card) => ({ card }))] },
        { id: 'p2', battlefield: blockers.map((card) => ({ card })) },
      ],
      turn: { active: 'p1', step: 'declareAttackers' },
    },
    catalog,
  );
  g.do({ type: 'advance', player: 'p1' });
  return g;
};

const sources = (g: ReturnType<typeof play>) => g.eventsOf('damageDealt').map((e) => g.state.cards[g.state.objects[e.source]?.cards[0] ?? '']?.def ?? e.source);

describe('first strike (702.7) and double strike (702.4): two combat damage steps (510.4)', () => {
  it('510.4: without a creature with first strike or double strike, there is one combat damage step', () => {
    const g = combat(['sturdy-bear']);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    g.do({ type: 'advance', player: 'p1', to: 'main2' });
    expect(g.loggedOf('stepBegan').map((e) => e.step)).not.toContain('firstStrikeDamage');
    expect(g.life('p2')).toBe(18);
  });

  it('702.7b: an attacker with first strike deals its damage in a first step; a blocker it kills deals none', () => {
    const g = combat(['vanguard-duelist'], ['sturdy-bear']);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@vanguard-duelist' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('firstStrikeDamage');
    expect(g.eventsOf('stepBegan')).toEqual([expect.objectContaining({ step: 'firstStrikeDamage', rule: '500.1' })]);
    expect(sources(g)).toEqual(['vanguard-duelist']);
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.eventsOf('damageDealt')).toEqual([]);
    expect(g.obj('vanguard-duelist').damage).toBe(0);
    expect(g.zoneOf('vanguard-duelist')).toBe('battlefield');
  });

  it('510.4: a blocker with first strike deals its damage first; the attacker it kills deals none', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', attacking: 'p2' }] }, { id: 'p2', battlefield: [{ card: 'vanguard-duelist' }] }],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@vanguard-duelist', attacker: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('firstStrikeDamage');
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('damageDealt')).toEqual([]);
    expect(g.zoneOf('vanguard-duelist')).toBe('battlefield');
  });

  it('702.4b: a creature with double strike deals combat damage in both steps; the others only in the second', () => {
    const g = combat(['twinblade-adept', 'sturdy-bear']);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    expect(sources(g)).toEqual(['twinblade-adept']);
    expect(g.life('p2')).toBe(18);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(sources(g).sort()).toEqual(['sturdy-bear', 'twinblade-adept']);
    expect(g.life('p2')).toBe(14);
    // 511.3: the combat's record ends with it
    g.do({ type: 'advance', player: 'p1', to: 'main2' });
    expect(g.state.turn.firstStrikers).toBeUndefined();
  });

  it('702.7c / 510.4: a creature that gains first strike after the first step still deals damage in the second', () => {
    const g = combat(['vanguard-duelist', 'sturdy-bear'], [], { hand: ['honed-reflexes'], lands: ['plains'] });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    expect(sources(g)).toEqual(['vanguard-duelist']);
    g.do({ type: 'cast', player: 'p1', object: '@honed-reflexes', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('gainedKeyword')).toEqual([{ type: 'gainedKeyword', object: g.obj('sturdy-bear').id, keyword: 'firstStrike', rule: '613.1f' }]);
    expect(g.chars('sturdy-bear').abilities.map((a) => a.def)).toEqual([{ kind: 'keyword', keyword: 'firstStrike' }]);
    expect(g.state.turn.step).toBe('firstStrikeDamage');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(sources(g)).toEqual(['sturdy-bear']);
    expect(g.life('p2')).toBe(16);
  });

  it('702.7c / 510.4: a creature that loses first strike after the first step doesn’t deal damage again', () => {
    const g = combat(['vanguard-duelist'], [], { hand: ['blank-pages'], lands: ['island'] });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'cast', player: 'p1', object: '@blank-pages', targets: [{ object: '@vanguard-duelist' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('vanguard-duelist').abilities).toEqual([]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.eventsOf('damageDealt')).toEqual([]);
    expect(g.life('p2')).toBe(18);
  });

  it('702.4c: removing double strike during the first combat damage step stops the second damage', () => {
    const g = combat(['twinblade-adept'], [], { hand: ['blank-pages'], lands: ['island'] });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'cast', player: 'p1', object: '@blank-pages', targets: [{ object: '@twinblade-adept' }] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.eventsOf('damageDealt')).toEqual([]);
    expect(g.life('p2')).toBe(18);
  });

  it('702.4d: giving double strike to a creature with first strike after the first step lets it deal damage in the second', () => {
    const g = combat(['vanguard-duelist'], [], { hand: ['doubling-edge'], lands: ['mountain'] });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'cast', player: 'p1', object: '@doubling-edge', targets: [{ object: '@vanguard-duelist' }] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(sources(g)).toEqual(['vanguard-duelist']);
    expect(g.life('p2')).toBe(16);
  });

  it('510.4: a first strike step is had only if a creature has first strike as the combat damage step begins', () => {
    // the duelist loses first strike in the declare blockers step: one combat damage step, everyone deals damage
    const g = combat(['vanguard-duelist', 'sturdy-bear'], [], { hand: ['blank-pages'], lands: ['island'] });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'cast', player: 'p1', object: '@blank-pages', targets: [{ object: '@vanguard-duelist' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('declareBlockers');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(sources(g).sort()).toEqual(['sturdy-bear', 'vanguard-duelist']);
  });

  it('510.4: a position in the first combat damage step, begun or beginning', () => {
    const at = (beginStep: boolean) =>
      play({
        players: [{ id: 'p1', battlefield: [{ card: 'vanguard-duelist', attacking: 'p2' }, { card: 'sturdy-bear', attacking: 'p2' }] }, { id: 'p2' }],
        turn: { active: 'p1', step: 'firstStrikeDamage', beginStep },
      });
    // begun: the duelist has dealt its damage; the second step is the bear's
    const begun = at(false);
    expect(begun.state.turn.firstStrikers).toEqual([begun.obj('vanguard-duelist').id]);
    begun.do({ type: 'advance', player: 'p1' });
    expect(sources(begun)).toEqual(['sturdy-bear']);
    // beginning: the duelist deals its damage in it, then the bear in the second
    const beginning = at(true);
    expect(sources(beginning)).toEqual(['vanguard-duelist']);
    beginning.do({ type: 'advance', player: 'p1' });
    expect(sources(beginning)).toEqual(['sturdy-bear']);
    expect(beginning.life('p2')).toBe(16);
  });
});

