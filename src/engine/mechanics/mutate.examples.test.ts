// The worked examples of mutate: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import type { GameState, Step } from '../index.ts';
import { chars, describeExampleBasics, last, obj, run } from '../testing/examples.ts';

const has = (st: Step | undefined, type: string) => st?.events.some((e) => e.type === type) ?? false;

describe('mutate examples', () => {
  describeExampleBasics('mutate', { rulings: 24, unshown: { 21: 'Commander only' } });

  it('mutate-under-the-bear: under the Bear, Vulpikeet gives flying and a counter; the same creature attacks', () => {
    const steps = run('mutate-under-the-bear');
    expect(steps[2]?.state.decision).toMatchObject({ kind: 'choose', options: ['top', 'bottom'] });
    expect(has(steps[3], 'merged') && !has(steps[3], 'entered')).toBe(true);
    const s = last(steps);
    expect(obj(s, 'vulpikeet').cards).toEqual(['sturdy-bear', 'vulpikeet']);
    expect(chars(s, 'vulpikeet')).toMatchObject({ name: 'Sturdy Bear', power: 3, toughness: 3 });
    expect(s.player.p2?.life).toBe(17);
  });

  it('mutate-target-lost: the Bear is destroyed in response; Thornback Mutant enters on its own', () => {
    const steps = run('mutate-target-lost');
    expect(has(steps[5], 'mutateTargetIllegal') && has(steps[5], 'entered')).toBe(true);
    const s = last(steps);
    expect(obj(s, 'thornback-mutant').cards).toEqual(['thornback-mutant']);
    expect(s.player.p1?.life).toBe(23);
  });

  it('mutate-pile-of-three: on top of a merged pile; sacrificed, three cards go to the graveyard in the order their owner chooses (730.3a)', () => {
    const steps = run('mutate-pile-of-three');
    expect(obj(steps[3]!.state, 'vulpikeet').cards).toEqual(['thornback-mutant', 'sturdy-bear', 'vulpikeet']);
    expect(obj(steps[4]!.state, 'vulpikeet').counters['+1/+1']).toBe(2);
    expect(steps[5]!.state.decision).toMatchObject({ kind: 'choose', player: 'p1', question: { kind: 'graveyardOrder' } });
    const s = last(steps);
    // the graveyard's top is its last entry: Vulpikeet on top, then Thornback Mutant, Sturdy Bear lowest
    expect(s.zones['p1.graveyard']!.map((id) => s.objects[id]!.cards[0])).toEqual(['sturdy-bear', 'thornback-mutant', 'vulpikeet']);
    expect(s.player.p1?.life).toBe(22);
  });

  it('mutate-borrowed-creature: mutate targets by owner (702.140a): p2 mutates onto the Ox p2 owns and p1 controls; the merged creature stays p1\'s (730.2c)', () => {
    const steps = run('mutate-borrowed-creature');
    const ox = obj(steps[2]!.state, 'plodding-ox');
    expect([ox.owner, ox.controller]).toEqual(['p2', 'p1']);
    expect(steps[4]!.state.zones.stack).toHaveLength(1);
    const merged = obj(steps[6]!.state, 'vulpikeet');
    expect(merged.cards).toEqual(['vulpikeet', 'plodding-ox']);
    expect(merged.controller).toBe('p1');
    // the mutate trigger is controlled by the merged creature's controller
    expect(steps[6]!.events.some((e) => e.type === 'triggerPutOnStack' && e.controller === 'p1')).toBe(true);
    expect(last(steps).objects[merged.id]?.counters['+1/+1']).toBe(1);
  });

  it('mutate-split-by-leaving: exiled and returned as separate permanents; shoved onto the library as two cards, in the order their owner chooses', () => {
    const steps = run('mutate-split-by-leaving');
    const s2 = steps[2]!.state;
    expect(obj(s2, 'thornback-mutant').id).not.toBe(obj(s2, 'vulpikeet').id);
    expect(obj(s2, 'vulpikeet').zone).toBe('battlefield');
    const top2 = (s: GameState) => (s.zones['p1.library'] ?? []).slice(0, 2).map((id) => s.objects[id]?.cards[0]);
    // Tidal Shove resolved: the pile's order, and the owner is asked (730.3a)
    const s5 = steps[5]!.state;
    expect(top2(s5)).toEqual(['pepperoni-golem', 'sturdy-bear']);
    expect(s5.decision).toMatchObject({ kind: 'choose', player: 'p1', question: { kind: 'libraryOrder' } });
    const s = last(steps);
    expect(s.player.p1?.life).toBe(23);
    expect(top2(s)).toEqual(['sturdy-bear', 'pepperoni-golem']);
    expect(s.decision).toBeNull();
  });

  it('mutate-copy-and-token: the copy has the merged characteristics; with a card under it, it is still a token', () => {
    const steps = run('mutate-copy-and-token');
    const s = last(steps);
    const c = chars(s, 'thornback-mutant');
    expect(c).toMatchObject({ name: 'Sturdy Bear', token: true, power: 3, toughness: 3 });
    expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'flying')).toBe(true);
    expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'trample')).toBe(true);
  });

  it('mutate-face-down-and-star: on top of a face-down creature it is face up; the */* ability wins over the top card', () => {
    const steps = run('mutate-face-down-and-star');
    const s = last(steps);
    expect(obj(s, 'masked-courier').faceDown).toBeNull();
    expect(chars(s, 'masked-courier').name).toBe('Vulpikeet');
    expect(chars(s, 'grave-sprout')).toMatchObject({ name: 'Thornback Mutant', power: 2, toughness: 2 });
  });

  it('mutate-temporary-creature: when the Idol stops being a creature, the merged permanent stays, an artifact with flying', () => {
    const steps = run('mutate-temporary-creature');
    const s = last(steps);
    expect(s.turn.active).toBe('p2');
    expect(obj(s, 'vulpikeet').cards).toEqual(['clockwork-idol', 'vulpikeet']);
    const c = chars(s, 'vulpikeet');
    expect(c.types).toEqual(['artifact']);
    expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'flying')).toBe(true);
  });

  it('mutate-exiled-instead: "exile it instead" sends both cards of the merged creature to exile', () => {
    const s = last(run('mutate-exiled-instead'));
    expect(obj(s, 'vulpikeet').zone).toBe('exile');
    expect(obj(s, 'sturdy-bear').zone).toBe('exile');
    expect(s.zones['p1.graveyard'] ?? []).toHaveLength(0);
  });
});
