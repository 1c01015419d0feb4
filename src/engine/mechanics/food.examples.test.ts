// The worked examples of Food: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { characteristics, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects/objects.ts';
import { describeExampleBasics, last, run } from '../testing/examples.ts';

const foodCards = (s: GameState) => Object.values(s.cards).filter((c) => c.def === 'food');

describe('food examples', () => {
  describeExampleBasics('food', { rulings: 6 });

  it('food-token-basics: Picnic Basket makes a Food; a Food is sacrificed for 3 life', () => {
    const steps = run('food-token-basics');
    const made = steps[3]?.events.find((e) => e.type === 'tokenCreated');
    expect(made).toMatchObject({ def: 'food', player: 'p1' });
    const s3 = steps[3]?.state as GameState;
    const c = characteristics(s3, s3.objects[made?.type === 'tokenCreated' ? made.object : ''] as never);
    expect(c).toMatchObject({ types: ['artifact'], subtypes: ['Food'], colors: [], token: true });
    expect(steps[4]?.events.some((e) => e.type === 'sacrificed')).toBe(true);
    expect(steps[4]?.events.some((e) => e.type === 'tokenCeased')).toBe(true);
    const end = last(steps);
    expect(end.player['p1']?.life).toBe(18);
    expect(foodCards(end)).toHaveLength(1);
  });

  it('food-one-food-one-cost: the token pays its own cost only; the Golem pays the Wayfarer\'s', () => {
    const steps = run('food-one-food-one-cost');
    const s1 = steps[1]?.state as GameState;
    expect(objectOfCard(s1, 'food')).toBeUndefined();
    expect(steps[2]?.state.player['p1']?.life).toBe(18);
    const end = last(steps);
    expect(objectOfCard(end, 'pepperoni-golem')?.zone).toBe('graveyard');
    expect(objectOfCard(end, 'hungry-wayfarer')?.counters['+1/+1']).toBe(1);
  });

  it('food-golem-is-a-creature: the Food creature attacks, the Food token cannot; then the Golem pays "Sacrifice a Food"', () => {
    const steps = run('food-golem-is-a-creature');
    const s0 = steps[0]?.state as GameState;
    const golem = characteristics(s0, objectOfCard(s0, 'pepperoni-golem') as never);
    expect(golem.types).toEqual(['artifact', 'creature']);
    expect(golem.subtypes).toContain('Food');
    const token = characteristics(s0, objectOfCard(s0, 'food') as never);
    expect(token.types).not.toContain('creature');
    expect(steps[5]?.state.player['p2']?.life).toBe(17);
    const end = last(steps);
    expect(objectOfCard(end, 'pepperoni-golem')?.zone).toBe('graveyard');
    expect(objectOfCard(end, 'food')?.zone).toBe('battlefield');
    expect(objectOfCard(end, 'hungry-wayfarer')?.counters['+1/+1']).toBe(1);
  });

  it('food-target-gone: Kitchen Fire loses its only target, does not resolve, and makes no Food', () => {
    const steps = run('food-target-gone');
    const final = steps[steps.length - 1] as Step;
    expect(final.events.some((e) => e.type === 'fizzled')).toBe(true);
    expect(final.events.some((e) => e.type === 'tokenCreated' || e.type === 'damageDealt')).toBe(false);
    expect(foodCards(final.state)).toHaveLength(0);
    expect(objectOfCard(final.state, 'kitchen-fire')?.zone).toBe('graveyard');
  });
});
