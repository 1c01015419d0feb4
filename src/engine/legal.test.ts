// legalActions: who must act, every action open to them (each accepted by applyAction), and the
// actions that exist but aren't legal now, with the reason.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from './index.ts';
import { play } from './testing/driver.ts';

describe('legalActions', () => {
  it('117.1: with priority: pass, advance, land plays and spells that can be cast, abilities that can be activated', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['forest', 'sturdy-bear', 'ember-jab', 'tovi-gate-warden'], battlefield: [{ card: 'forest' }, { card: 'mountain' }, { card: 'mending-stone' }] },
        { id: 'p2', battlefield: [{ card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    const la = legalActions(g.state);
    expect(la.player).toBe('p1');
    expect(la.kind).toBe('priority');
    const types = la.actions.map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['pass', 'advance', 'playLand', 'cast', 'activate']));
    // Ember Jab: one action per legal target (the ox); the Bear castable; Tovi not ({1}{W} with no white)
    const casts = la.actions.filter((a) => a.type === 'cast');
    expect(casts.map((a) => (a.type === 'cast' ? g.state.objects[a.object]?.cards[0] : ''))).toEqual(expect.arrayContaining(['sturdy-bear', 'ember-jab']));
    expect(la.unavailable).toEqual(expect.arrayContaining([expect.objectContaining({ error: 'cannot-pay' })]));
    for (const a of la.actions) expect(applyAction(g.state, a).ok).toBe(true);
    for (const u of la.unavailable) expect(applyAction(g.state, u.action)).toEqual({ ok: false, error: u.error });
  });

  it('outside your main phase a sorcery-speed spell is listed as unavailable with sorcery-timing', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'upkeep' },
    });
    const la = legalActions(g.state);
    expect(la.actions.map((a) => a.type)).toEqual(['pass', 'advance', 'activate', 'activate']);
    expect(la.unavailable).toEqual([expect.objectContaining({ action: expect.objectContaining({ type: 'cast' }), error: 'sorcery-timing' })]);
  });

  it('with a decision pending, only that decision’s answers are offered, to the deciding player', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'lantern-keeper', damage: 1 }, { card: 'lantern-keeper', damage: 1 }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const la = legalActions(g.state);
    expect(la.kind).toBe('orderTriggers');
    expect(la.player).toBe('p1');
    expect(la.actions).toHaveLength(2);
    expect(la.actions.every((a) => a.type === 'orderTriggers')).toBe(true);
  });

  it('declare attackers: every subset of possible attackers is offered (none included)', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }, { card: 'plodding-ox' }, { card: 'lantern-keeper', sick: true }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'beginCombat' },
    });
    g.do({ type: 'advance', player: 'p1' });
    const la = legalActions(g.state);
    expect(la.kind).toBe('declareAttackers');
    expect(la.actions).toHaveLength(4);
  });

  it('when the game is over nobody acts', () => {
    const g = play({ players: [{ id: 'p1' }, { id: 'p2', life: 0 }], turn: { active: 'p1', step: 'main1' } });
    expect(legalActions(g.state)).toEqual({ player: null, players: [], kind: 'none', actions: [], unavailable: [] });
  });
});
