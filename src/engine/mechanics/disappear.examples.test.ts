// Disappear worked examples (content/mechanics/disappear/examples): each runs through the engine
// and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { runExample, type Example, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects.ts';
import { CATALOG } from '../testing/catalog.ts';

const files = import.meta.glob<Example>('../../../content/mechanics/disappear/examples/*.json', { eager: true, import: 'default' });
const examples = Object.fromEntries(Object.values(files).map((e) => [e.id, e]));

function run(id: string): Step[] {
  const ex = examples[id];
  if (!ex) throw new Error(`missing example ${id}`);
  const r = runExample(ex, CATALOG);
  if (!r.ok) throw new Error(`${id} failed at ${r.path}: ${r.error}`);
  return r.steps;
}
const captions = import.meta.glob<Record<string, { title: string; summary: string; steps: Record<string, string> }>>('../../../locales/*/examples/disappear.json', {
  eager: true,
  import: 'default',
});
const obj = (s: GameState, card: string) => objectOfCard(s, card);
const last = (steps: Step[]) => (steps[steps.length - 1] as Step).state;

describe('disappear examples', () => {
  it('every step of every example has a caption in en, it and ru', () => {
    expect(Object.keys(captions)).toHaveLength(3);
    for (const [file, cat] of Object.entries(captions)) {
      expect(Object.keys(cat).sort(), file).toEqual(Object.keys(examples).sort());
      for (const ex of Object.values(examples)) {
        const c = cat[ex.id];
        expect(c?.title, file).toBeTruthy();
        expect(c?.summary, file).toBeTruthy();
        expect(Object.keys(c?.steps ?? {}).sort(), `${file} ${ex.id}`).toEqual(ex.decisions.map((_, i) => String(i)).concat(String(ex.decisions.length)).sort());
      }
    }
  });

  it('has at least three examples, each about disappear with rulings of its page', () => {
    expect(Object.keys(examples).length).toBeGreaterThanOrEqual(3);
    for (const e of Object.values(examples)) {
      expect(e.mechanic).toBe('disappear');
      expect(e.id.startsWith('disappear-')).toBe(true);
      for (const r of e.shows) expect(r).toMatch(/^disappear-r\d+$/);
    }
    const shown = new Set(Object.values(examples).flatMap((e) => e.shows));
    for (const r of ['disappear-r1', 'disappear-r2', 'disappear-r3', 'disappear-r4']) expect(shown).toContain(r);
  });

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
