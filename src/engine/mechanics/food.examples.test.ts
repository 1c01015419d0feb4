// The worked examples of Food: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { characteristics, runExample, type Example, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects.ts';
import { CATALOG } from '../testing/catalog.ts';

const files = import.meta.glob<Example>('../../../content/mechanics/food/examples/*.json', { eager: true, import: 'default' });
const EXAMPLES = Object.fromEntries(Object.values(files).map((e) => [e.id, e]));
type Captions = Record<string, { title: string; summary: string; steps: Record<string, string> }>;
const CAPTIONS = import.meta.glob<Captions>('../../../locales/*/examples/food.json', { eager: true, import: 'default' });

function run(id: string): Step[] {
  const ex = EXAMPLES[id];
  if (!ex) throw new Error(`no example ${id}`);
  expect(ex.mechanic).toBe('food');
  const r = runExample(ex, CATALOG);
  if (!r.ok) throw new Error(`${id} failed at ${r.path}: ${r.error}`);
  return r.steps;
}
const last = (steps: Step[]) => (steps[steps.length - 1] as Step).state;
const foodCards = (s: GameState) => Object.values(s.cards).filter((c) => c.def === 'food');

describe('food examples', () => {
  it('every step of every example has a caption in en, it and ru', () => {
    for (const lang of ['en', 'it', 'ru']) {
      const c = CAPTIONS[`../../../locales/${lang}/examples/food.json`];
      expect(c, lang).toBeDefined();
      expect(Object.keys(c ?? {}).sort(), lang).toEqual(Object.keys(EXAMPLES).sort());
      for (const ex of Object.values(EXAMPLES)) {
        const steps = Object.keys(c?.[ex.id]?.steps ?? {});
        expect(steps, `${lang} ${ex.id}`).toEqual(Array.from({ length: ex.decisions.length + 1 }, (_, i) => String(i)));
        expect(c?.[ex.id]?.title, `${lang} ${ex.id}`).toBeTruthy();
        expect(c?.[ex.id]?.summary, `${lang} ${ex.id}`).toBeTruthy();
      }
    }
  });

  it('has at least three examples, and together they show every ruling', () => {
    expect(Object.keys(EXAMPLES).length).toBeGreaterThanOrEqual(3);
    const shown = new Set(Object.values(EXAMPLES).flatMap((e) => e.shows));
    for (let i = 1; i <= 6; i++) expect(shown.has(`food-r${i}`)).toBe(true);
  });

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
