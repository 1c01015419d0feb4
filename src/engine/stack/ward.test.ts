// Ward (702.21): "Whenever this permanent becomes the target of a spell or ability an opponent
// controls, counter that spell or ability unless that player pays [cost]."
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

const setup = (p1Lands: string[]) =>
  play({
    players: [
      { id: 'p1', hand: ['ember-jab', 'brief-surge'], battlefield: p1Lands.map((card) => ({ card })) },
      { id: 'p2', battlefield: [{ card: 'glassward-heron' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  });

describe('ward (702.21)', () => {
  it('702.21a: an opponent’s spell targeting it makes ward trigger; declining to pay counters the spell', () => {
    const g = setup(['mountain', 'mountain', 'mountain']);
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@glassward-heron' }] });
    expect(g.eventsOf('triggered')).toEqual([expect.objectContaining({ controller: 'p2' })]);
    expect(g.stackSources()).toEqual(['ember-jab', 'glassward-heron']);
    g.do({ type: 'advance', player: 'p1' });
    const d = g.state.decision;
    expect(d).toEqual(expect.objectContaining({ kind: 'choose', player: 'p1', options: ['pay', 'decline'] }));
    g.do({ type: 'choose', player: 'p1', option: 'decline' });
    expect(g.eventsOf('wardDeclined')).toEqual([{ type: 'wardDeclined', player: 'p1', rule: '702.21a' }]);
    expect(g.eventsOf('countered')).toEqual([expect.objectContaining({ rule: '702.21a' })]);
    expect(g.zoneOf('ember-jab')).toBe('graveyard');
    expect(g.stackSize()).toBe(0);
    expect(g.zoneOf('glassward-heron')).toBe('battlefield');
  });

  it('702.21a: paying the ward cost lets the spell resolve', () => {
    const g = setup(['mountain', 'mountain', 'mountain']);
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@glassward-heron' }] });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'pay' });
    expect(g.eventsOf('wardPaid')).toHaveLength(1);
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(2);
    expect(g.stackSources()).toEqual(['ember-jab']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('glassward-heron')).toBe('graveyard');
  });

  it('702.21a: a player who can’t pay can only decline', () => {
    const g = setup(['mountain']);
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@glassward-heron' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toEqual(expect.objectContaining({ options: ['decline'] }));
    g.rejects({ type: 'choose', player: 'p1', option: 'pay' }, 'illegal-choice');
  });

  it('702.21a: ward triggers only for an opponent’s spell or ability, not its controller’s own', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['brief-surge'], battlefield: [{ card: 'glassward-heron' }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@brief-surge', targets: [{ object: '@glassward-heron' }] });
    expect(g.eventsOf('triggered')).toHaveLength(0);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.chars('glassward-heron').power).toBe(3);
  });

  it('702.21a: an opponent’s activated ability targeting it is countered too, unless paid', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'drill-instructor' }, { card: 'plains' }] }, { id: 'p2', battlefield: [{ card: 'glassward-heron' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'activate', player: 'p1', object: '@drill-instructor', ability: 'drill-instructor:0', targets: [{ object: '@glassward-heron' }] });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'decline' });
    expect(g.stackSize()).toBe(0);
    expect(g.obj('glassward-heron').counters).toEqual({});
  });
});
