// The worked examples of scheme: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { characteristics, type GameState } from '../index.ts';
import { describeExampleBasics, last, obj, run } from '../testing/examples.ts';

const deck = (s: GameState) => (s.zones['p1.command'] ?? []).map((id) => `${s.objects[id]?.cards[0]}${s.objects[id]?.schemeFaceUp ? ' (up)' : ''}`);

describe('scheme examples', () => {
  describeExampleBasics('scheme', { rulings: 13 });

  it('scheme-set-in-motion: set in motion on the archenemy\'s main phases only; each goes back to the bottom', () => {
    const steps = run('scheme-set-in-motion');
    const s0 = steps[0]!.state;
    expect([s0.player.p1?.life, s0.player.p2?.life, s0.player.p3?.life]).toEqual([40, 20, 20]);
    expect(deck(steps[1]!.state)).toEqual(['call-for-tribute (up)', 'raid-the-pantry']);
    expect(steps[1]!.state.zones.stack).toHaveLength(1);
    expect(deck(steps[2]!.state)).toEqual(['raid-the-pantry', 'call-for-tribute']);
    expect(steps[3]!.events.some((e) => e.type === 'schemeSetInMotion')).toBe(false);
    expect(steps[4]!.events.some((e) => e.type === 'schemeSetInMotion')).toBe(false);
    expect(steps[5]!.events.some((e) => e.type === 'schemeSetInMotion')).toBe(true);
    const s = last(steps);
    expect([s.player.p2?.life, s.player.p3?.life]).toEqual([18, 18]);
    expect(deck(s)).toEqual(['call-for-tribute', 'raid-the-pantry']);
    expect((s.zones.battlefield ?? []).filter((id) => s.cards[s.objects[id]?.cards[0] ?? '']?.def === 'food')).toHaveLength(2);
  });

  it('scheme-ongoing-siege: the ongoing scheme pumps, drains, stays up through the round, and abandons itself', () => {
    const steps = run('scheme-ongoing-siege');
    expect(characteristics(steps[1]!.state, obj(steps[1]!.state, 'sturdy-bear')).power).toBe(3);
    expect(steps[6]!.state.player.p2?.life).toBe(17);
    expect([steps[8]!.state.player.p2?.life, steps[8]!.state.player.p3?.life]).toEqual([16, 19]);
    expect(obj(steps[10]!.state, 'tightening-siege').schemeFaceUp).toBe(true);
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
