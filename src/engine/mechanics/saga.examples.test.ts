// Saga worked examples (content/mechanics/saga/examples): each runs through the engine and still
// shows what it claims.
import { describe, expect, it } from 'vitest';
import { runExample, type Example, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects.ts';
import { CATALOG } from '../testing/catalog.ts';

const files = import.meta.glob<Example>('../../../content/mechanics/saga/examples/*.json', { eager: true, import: 'default' });
const examples = Object.fromEntries(Object.values(files).map((e) => [e.id, e]));

function run(id: string): Step[] {
  const ex = examples[id];
  if (!ex) throw new Error(`missing example ${id}`);
  const r = runExample(ex, CATALOG);
  if (!r.ok) throw new Error(`${id} failed at ${r.path}: ${r.error}`);
  return r.steps;
}
const captions = import.meta.glob<Record<string, { title: string; summary: string; steps: Record<string, string> }>>('../../../locales/*/examples/saga.json', {
  eager: true,
  import: 'default',
});
const obj = (s: GameState, card: string) => objectOfCard(s, card);
const last = (steps: Step[]) => (steps[steps.length - 1] as Step).state;
const chapters = (st: Step) => st.events.flatMap((e) => (e.type === 'chapterTriggered' ? [e.chapter] : []));

describe('saga examples', () => {
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

  it('has at least three examples that together show every ruling', () => {
    expect(Object.keys(examples).length).toBeGreaterThanOrEqual(3);
    for (const e of Object.values(examples)) {
      expect(e.mechanic).toBe('saga');
      for (const r of e.shows) expect(r).toMatch(/^saga-r\d+$/);
    }
    const shown = new Set(Object.values(examples).flatMap((e) => e.shows));
    for (let i = 1; i <= 27; i++) expect(shown).toContain(`saga-r${i}`);
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
