// Disappear worked examples (content/mechanics/disappear/examples): each runs through the engine
// and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { describeExampleBasics, last, obj, run } from '../testing/examples.ts';

describe('disappear examples', () => {
  describeExampleBasics('disappear', { rulings: 4 });

  it('disappear-sneak-then-lookout: the Bear left before the Lookout was cast; the Lookout still triggers', () => {
    const steps = run('disappear-sneak-then-lookout');
    expect(obj(steps[2]!.state, 'sturdy-bear')?.zone).toBe('hand');
    expect(obj(steps[5]!.state, 'rooftop-lookout')?.zone).toBe('stack');
    expect(steps[7]!.events.some((e) => e.type === 'triggered')).toBe(true);
    expect(obj(last(steps), 'rooftop-lookout')?.counters['+1/+1']).toBe(1);
  });

  it('disappear-nothing-left: no trigger at the end step; the Food sacrificed later is too late', () => {
    const steps = run('disappear-nothing-left');
    expect(obj(steps[2]!.state, 'sturdy-bear')?.zone).toBe('graveyard');
    expect(steps[3]!.events.filter((e) => e.type === 'triggerNotTriggered')).toHaveLength(1);
    expect(steps[3]!.state.zones.stack).toEqual([]);
    const end = last(steps);
    expect(end.player.p1?.life).toBe(23);
    expect(end.turn.step).toBe('end');
    expect(obj(end, 'rooftop-lookout')?.counters['+1/+1']).toBeUndefined();
  });

  it('disappear-food-token: a sacrificed Food token makes both disappear abilities trigger', () => {
    const steps = run('disappear-food-token');
    expect(steps[3]!.events.filter((e) => e.type === 'triggered')).toHaveLength(2);
    const end = last(steps);
    expect(obj(end, 'rooftop-lookout')?.counters['+1/+1']).toBe(1);
    expect(end.zones['p1.hand']).toHaveLength(1);
  });
});
