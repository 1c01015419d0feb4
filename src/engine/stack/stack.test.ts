// Priority (117), the stack (405) and resolution (608).
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

const duel = () =>
  play({
    players: [
      { id: 'p1', hand: ['restful-sip', 'ember-jab'], battlefield: [{ card: 'plains' }, { card: 'mountain' }, { card: 'sturdy-bear' }] },
      { id: 'p2', hand: ['ember-jab', 'restful-sip'], battlefield: [{ card: 'mountain' }, { card: 'plains' }, { card: 'plodding-ox' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  });

describe('priority and the stack (117, 405, 608)', () => {
  it('117.3a/117.3c: the active player receives priority; after casting a spell its caster receives priority again', () => {
    const g = duel();
    expect(g.state.turn.priority).toBe('p1');
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    expect(g.state.turn.priority).toBe('p1');
    expect(g.eventsOf('spellCast')).toEqual([expect.objectContaining({ player: 'p1', rule: '601.2' })]);
  });

  it('117.3d: passing gives priority to the next player; only the player with priority may act', () => {
    const g = duel();
    g.rejects({ type: 'pass', player: 'p2' }, 'not-your-priority');
    g.rejects({ type: 'cast', player: 'p2', object: '@ember-jab-2', targets: [{ object: '@sturdy-bear' }] }, 'not-your-priority');
    g.do({ type: 'pass', player: 'p1' });
    expect(g.state.turn.priority).toBe('p2');
    expect(g.eventsOf('passed')).toEqual([{ type: 'passed', player: 'p1', rule: '117.3d' }]);
  });

  it('117.4/608.1: when all players pass in succession, the top object of the stack resolves, then the active player gets priority (117.3b)', () => {
    const g = duel();
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    g.do({ type: 'pass', player: 'p1' });
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'pass', player: 'p2' });
    expect(g.stackSize()).toBe(0);
    expect(g.life('p1')).toBe(22);
    expect(g.eventsOf('resolving')).toHaveLength(1);
    expect(g.eventsOf('lifeGained')).toEqual([{ type: 'lifeGained', player: 'p1', amount: 2, total: 22, rule: '119.3' }]);
    expect(g.state.turn.priority).toBe('p1');
    // 608.2n: the instant goes to its owner's graveyard
    expect(g.zoneOf('restful-sip')).toBe('graveyard');
  });

  it('117.4: a player who acts after a pass resets the succession: everyone must pass again', () => {
    const g = duel();
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@restful-sip-2' });
    expect(g.state.turn.priority).toBe('p2');
    g.do({ type: 'pass', player: 'p2' });
    expect(g.stackSize()).toBe(2);
    g.do({ type: 'pass', player: 'p1' });
    expect(g.stackSize()).toBe(1);
    expect(g.life('p2')).toBe(22);
    expect(g.life('p1')).toBe(20);
  });

  it('405.5/608.1: the stack resolves last in, first out', () => {
    const g = duel();
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@ember-jab-2', targets: [{ object: '@sturdy-bear' }] });
    expect(g.stackSources()).toEqual(['ember-jab', 'ember-jab-2']);
    g.do({ type: 'advance', player: 'p2' });
    // the second spell resolves first: the bear dies before the first Jab resolves
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    expect(g.stackSources()).toEqual(['ember-jab']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('plodding-ox').damage).toBe(2);
    expect(g.zoneOf('plodding-ox')).toBe('battlefield');
  });

  it('117.4/500.2: when all players pass with an empty stack, the step ends', () => {
    const g = duel();
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'pass', player: 'p2' });
    expect(g.state.turn.step).toBe('beginCombat');
  });

  it('608.2b: a spell whose only target became illegal doesn’t resolve and goes to the graveyard', () => {
    const h = duel();
    h.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@sturdy-bear' }] });
    h.do({ type: 'pass', player: 'p1' });
    h.do({ type: 'cast', player: 'p2', object: '@ember-jab-2', targets: [{ object: '@sturdy-bear' }] });
    h.do({ type: 'advance', player: 'p2' });
    expect(h.zoneOf('sturdy-bear')).toBe('graveyard');
    h.do({ type: 'advance', player: 'p1' });
    expect(h.eventsOf('targetIllegal')).toHaveLength(1);
    expect(h.eventsOf('fizzled')).toEqual([expect.objectContaining({ rule: '608.2b' })]);
    expect(h.eventsOf('resolved')).toHaveLength(0);
    expect(h.eventsOf('damageDealt')).toHaveLength(0);
    expect(h.zoneOf('ember-jab')).toBe('graveyard');
  });

  it('608.2b: a triggered ability whose only target left doesn’t resolve', () => {
    const h = play({
      players: [
        { id: 'p1', hand: ['withering-gnat'], battlefield: [{ card: 'swamp' }, { card: 'swamp' }] },
        { id: 'p2', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }, { card: 'sturdy-bear' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    h.do({ type: 'cast', player: 'p1', object: '@withering-gnat' });
    h.do({ type: 'advance', player: 'p1' });
    // two creatures could be the target: the controller chooses as the trigger goes on the stack (603.3d)
    expect(h.state.decision).toEqual(expect.objectContaining({ kind: 'chooseTargets', player: 'p1' }));
    h.do({ type: 'chooseTargets', player: 'p1', targets: [{ object: '@sturdy-bear' }] });
    h.do({ type: 'pass', player: 'p1' });
    h.do({ type: 'cast', player: 'p2', object: '@ember-jab', targets: [{ object: '@sturdy-bear' }] });
    h.do({ type: 'advance', player: 'p2' });
    expect(h.zoneOf('sturdy-bear')).toBe('graveyard');
    h.do({ type: 'advance', player: 'p1' });
    expect(h.eventsOf('fizzled')).toHaveLength(1);
    expect(h.eventsOf('countersAdded')).toHaveLength(0);
    expect(h.stackSize()).toBe(0);
  });
});
