// The worked examples of scheme: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { characteristics, type GameState } from '../index.ts';
import { describeExampleBasics, last, obj, run } from '../testing/examples.ts';

const deck = (s: GameState) => (s.zones['p1.command'] ?? []).map((id) => `${s.objects[id]?.cards[0]}${s.objects[id]?.schemeFaceUp ? ' (up)' : ''}`);

describe('scheme examples', () => {
  describeExampleBasics('scheme', { rulings: 13 });

  it('scheme-set-in-motion: set in motion on the archenemy\'s main phases only; each goes back to the bottom; the team takes one turn together (904.2, 805.4)', () => {
    const steps = run('scheme-set-in-motion');
    const s0 = steps[0]!.state;
    expect([s0.player.p1?.life, s0.player.p2?.life, s0.player.p3?.life]).toEqual([40, 20, 20]);
    // 103.8c: in a multiplayer game the starting player draws on the first turn
    expect(steps[0]!.events.some((e) => e.type === 'drew' && e.player === 'p1')).toBe(true);
    expect(deck(steps[1]!.state)).toEqual(['call-for-tribute (up)', 'raid-the-pantry']);
    expect(steps[1]!.state.zones.stack).toHaveLength(1);
    expect(deck(steps[2]!.state)).toEqual(['raid-the-pantry', 'call-for-tribute']);
    // the team's turn: one turn for both heroes, each of whom drew (805.4b)
    const s3 = steps[3]!.state;
    expect([s3.turn.number, s3.turn.active, s3.turn.step]).toEqual([2, 'p2', 'main1']);
    expect(steps[3]!.events.filter((e) => e.type === 'drew').map((e) => (e.type === 'drew' ? e.player : ''))).toEqual(['p2', 'p3']);
    expect(steps[3]!.events.some((e) => e.type === 'schemeSetInMotion')).toBe(false);
    // 805.4c: each hero plays a land in the same turn; 805.5a: the team has priority, so Cleo
    // plays hers right after Ben, without a pass between
    expect(steps[4]!.state.turn.priority).toBe('p2');
    expect(steps[5]!.decision).toMatchObject({ type: 'playLand', player: 'p3' });
    expect(steps[5]!.state.turn.number).toBe(2);
    expect(obj(steps[5]!.state, 'island').zone).toBe('battlefield');
    expect(obj(steps[5]!.state, 'forest').zone).toBe('battlefield');
    // the archenemy's next turn is turn 3
    expect(steps[6]!.state.turn).toMatchObject({ number: 3, active: 'p1', step: 'main1' });
    expect(steps[6]!.events.some((e) => e.type === 'schemeSetInMotion')).toBe(true);
    const s = last(steps);
    expect([s.player.p2?.life, s.player.p3?.life]).toEqual([18, 18]);
    expect(deck(s)).toEqual(['call-for-tribute', 'raid-the-pantry']);
    expect((s.zones.battlefield ?? []).filter((id) => s.cards[s.objects[id]?.cards[0] ?? '']?.def === 'food')).toHaveLength(2);
  });

  it('scheme-ongoing-siege: the ongoing scheme pumps, drains, stays up through the round, and abandons itself', () => {
    const steps = run('scheme-ongoing-siege');
    expect(characteristics(steps[1]!.state, obj(steps[1]!.state, 'sturdy-bear')).power).toBe(3);
    // 805.10d: the team blocks as one: the decision is the team's (its first player's)
    expect(steps[4]!.state.decision).toMatchObject({ kind: 'declareBlockers', player: 'p2' });
    expect(steps[6]!.state.player.p2?.life).toBe(17);
    expect([steps[8]!.state.player.p2?.life, steps[8]!.state.player.p3?.life]).toEqual([16, 19]);
    expect(steps[9]!.state.turn).toMatchObject({ number: 2, active: 'p2' });
    expect(obj(steps[9]!.state, 'tightening-siege').schemeFaceUp).toBe(true);
    expect(steps[10]!.state.turn).toMatchObject({ number: 3, active: 'p1', step: 'upkeep' });
    const s = last(steps);
    expect(deck(s)).toEqual(['call-for-tribute', 'tightening-siege']);
    expect(characteristics(s, obj(s, 'sturdy-bear')).power).toBe(2);
  });

  it('scheme-waits-for-its-ability: the scheme stays face up while its ability waits on the stack', () => {
    const steps = run('scheme-waits-for-its-ability');
    const s4 = steps[4]!.state;
    expect(obj(s4, 'sturdy-bear').zone).toBe('graveyard');
    expect(obj(s4, 'call-for-tribute').schemeFaceUp).toBe(true);
    const s = last(steps);
    expect(deck(s)).toEqual(['tightening-siege', 'call-for-tribute']);
    expect(steps[5]!.events.some((e) => e.type === 'schemeReturnedToDeck' && e.rule === '704.6e')).toBe(true);
  });
});
