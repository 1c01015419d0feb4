// The worked examples of Mutagen: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { characteristics, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects/objects.ts';
import { describeExampleBasics, run } from '../testing/examples.ts';

const mutagens = (s: GameState) => Object.values(s.cards).filter((c) => c.def === 'mutagen');

describe('mutagen examples', () => {
  describeExampleBasics('mutagen', { rulings: 4 });

  it('mutagen-token-basics: Ooze Splash makes a Mutagen; a Mutagen puts a +1/+1 counter on the Bear', () => {
    const steps = run('mutagen-token-basics');
    const made = steps[3]?.events.find((e) => e.type === 'tokenCreated');
    expect(made).toMatchObject({ def: 'mutagen', player: 'p1' });
    const s3 = steps[3]?.state as GameState;
    const c = characteristics(s3, s3.objects[made?.type === 'tokenCreated' ? made.object : ''] as never);
    expect(c).toMatchObject({ types: ['artifact'], subtypes: ['Mutagen'], colors: [], token: true });
    expect(steps[4]?.events.some((e) => e.type === 'sacrificed')).toBe(true);
    const end = (steps[steps.length - 1] as Step).state;
    expect(objectOfCard(end, 'sturdy-bear')?.counters['+1/+1']).toBe(2);
    expect(objectOfCard(end, 'mutagen')).toBeUndefined();
    expect(mutagens(end)).toHaveLength(1);
  });

  it('mutagen-spell-target-gone: Ooze Splash does not resolve: no counter, no Mutagen', () => {
    const steps = run('mutagen-spell-target-gone');
    const final = steps[steps.length - 1] as Step;
    expect(final.events.some((e) => e.type === 'fizzled')).toBe(true);
    expect(final.events.some((e) => e.type === 'tokenCreated')).toBe(false);
    expect(mutagens(final.state)).toHaveLength(0);
    expect(objectOfCard(final.state, 'sturdy-bear')?.zone).toBe('hand');
  });

  it('mutagen-ability-target-gone: the token is sacrificed as a cost; the ability with no legal target does nothing', () => {
    const steps = run('mutagen-ability-target-gone');
    expect(objectOfCard(steps[1]?.state as GameState, 'mutagen')).toBeUndefined();
    const final = steps[steps.length - 1] as Step;
    expect(final.events.some((e) => e.type === 'fizzled')).toBe(true);
    expect(final.events.some((e) => e.type === 'countersAdded')).toBe(false);
    expect(mutagens(final.state)).toHaveLength(0);
  });
});
