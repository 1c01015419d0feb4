// The worked examples of Mutagen: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { characteristics, runExample, type Example, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects.ts';
import { CATALOG } from '../testing/catalog.ts';

const files = import.meta.glob<Example>('../../../content/mechanics/mutagen/examples/*.json', { eager: true, import: 'default' });
const EXAMPLES = Object.fromEntries(Object.values(files).map((e) => [e.id, e]));
type Captions = Record<string, { title: string; summary: string; steps: Record<string, string> }>;
const CAPTIONS = import.meta.glob<Captions>('../../../locales/*/examples/mutagen.json', { eager: true, import: 'default' });

function run(id: string): Step[] {
  const ex = EXAMPLES[id];
  if (!ex) throw new Error(`no example ${id}`);
  expect(ex.mechanic).toBe('mutagen');
  const r = runExample(ex, CATALOG);
  if (!r.ok) throw new Error(`${id} failed at ${r.path}: ${r.error}`);
  return r.steps;
}
const mutagens = (s: GameState) => Object.values(s.cards).filter((c) => c.def === 'mutagen');

describe('mutagen examples', () => {
  it('every step of every example has a caption in en, it and ru', () => {
    for (const lang of ['en', 'it', 'ru']) {
      const c = CAPTIONS[`../../../locales/${lang}/examples/mutagen.json`];
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
    for (let i = 1; i <= 4; i++) expect(shown.has(`mutagen-r${i}`)).toBe(true);
  });

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
