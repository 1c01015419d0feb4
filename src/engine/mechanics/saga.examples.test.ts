// Saga worked examples (content/mechanics/saga/examples): each runs through the engine and still
// shows what it claims.
import { describe, expect, it } from 'vitest';
import type { Step } from '../index.ts';
import { describeExampleBasics, last, obj, run } from '../testing/examples.ts';

const chapters = (st: Step) => st.events.flatMap((e) => (e.type === 'chapterTriggered' ? [e.chapter] : []));

describe('saga examples', () => {
  describeExampleBasics('saga', { rulings: 27 });

  it('saga-last-chapter-countered: "%lorekeepers-tale" names the chapter III ability on the stack; countered, it leaves the stack and the Saga is sacrificed (714.4, 704.5s)', () => {
    const steps = run('saga-last-chapter-countered');
    expect(chapters(steps[1]!)).toEqual([3]);
    // the last chapter is still on the stack: the Saga stays
    expect(obj(steps[2]!.state, 'lorekeepers-tale')?.zone).toBe('battlefield');
    const cast = steps[3]!.decision;
    const ability = steps[2]!.state.zones.stack?.at(-1);
    expect(cast).toMatchObject({ type: 'cast', targets: [{ object: ability }] });
    const end = last(steps);
    expect(steps[4]!.events.some((e) => e.type === 'countered' && e.object === ability)).toBe(true);
    expect(steps[4]!.events.some((e) => e.type === 'sagaSacrificed' && e.rule === '704.5s')).toBe(true);
    expect(obj(end, 'lorekeepers-tale')?.zone).toBe('graveyard');
    // chapter III was countered: nothing was drawn in the main phase
    expect(end.zones['p1.hand']).toHaveLength(1);
  });

  it('saga-lore-over-turns: II then, a turn later, III; then the Saga is sacrificed', () => {
    const steps = run('saga-lore-over-turns');
    expect(chapters(steps[1]!)).toEqual([2]);
    expect(obj(steps[2]!.state, 'sturdy-bear')?.counters['+1/+1']).toBe(1);
    // the opponent's precombat main phase adds nothing to p1's Saga
    expect(obj(steps[5]!.state, 'lorekeepers-tale')?.counters.lore).toBe(2);
    expect(chapters(steps[6]!)).toEqual([3]);
    expect(obj(steps[6]!.state, 'lorekeepers-tale')?.zone).toBe('battlefield');
    const end = last(steps);
    expect(obj(end, 'lorekeepers-tale')?.zone).toBe('graveyard');
    expect(steps[7]!.events.some((e) => e.type === 'sagaSacrificed')).toBe(true);
  });

  it('saga-two-chapters-at-once: historic trigger, chapter I on entering, then II and III together', () => {
    const steps = run('saga-two-chapters-at-once');
    expect(obj(steps[2]!.state, 'museum-curator')?.counters['+1/+1']).toBe(1);
    expect(chapters(steps[3]!)).toEqual([1]);
    expect(steps[4]!.state.player.p1?.life).toBe(22);
    expect(chapters(steps[6]!)).toEqual([2, 3]);
    expect(steps[6]!.state.decision?.kind).toBe('orderTriggers');
    expect(steps[7]!.state.decision?.kind).toBe('chooseTargets');
    expect(steps[8]!.state.zones.stack).toHaveLength(2);
    expect(obj(steps[9]!.state, 'museum-curator')?.counters['+1/+1']).toBe(2);
    expect(obj(steps[9]!.state, 'lorekeepers-tale')?.zone).toBe('battlefield');
    expect(obj(last(steps), 'lorekeepers-tale')?.zone).toBe('graveyard');
  });

  it('saga-twin-omens: one ability for two chapters; removing a counter and adding back triggers II again', () => {
    const steps = run('saga-twin-omens');
    expect(chapters(steps[1]!)).toEqual([2]);
    expect(steps[2]!.state.player.p2?.life).toBe(19);
    expect(steps[4]!.events.some((e) => e.type === 'countersRemoved')).toBe(true);
    expect(chapters(steps[4]!)).toEqual([]);
    expect(chapters(steps[6]!)).toEqual([2, 3]);
    const end = last(steps);
    expect(end.player.p2?.life).toBe(18);
    expect(end.player.p1?.life).toBe(23);
    expect(obj(end, 'twin-omens-saga')?.zone).toBe('graveyard');
  });

  it('saga-counters-in-response: chapter III resolves after a counter is removed, and the Saga stays', () => {
    const steps = run('saga-counters-in-response');
    expect(chapters(steps[1]!)).toEqual([3]);
    expect(obj(steps[3]!.state, 'lorekeepers-tale')?.counters.lore).toBe(2);
    expect(steps[4]!.events.some((e) => e.type === 'drew')).toBe(true);
    expect(obj(steps[4]!.state, 'lorekeepers-tale')?.zone).toBe('battlefield');
    const end = last(steps);
    expect(obj(end, 'lorekeepers-tale')?.zone).toBe('battlefield');
    expect(end.effects.some((e) => e.loseAllAbilities)).toBe(true);
  });
});
