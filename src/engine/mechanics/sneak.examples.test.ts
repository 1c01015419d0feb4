// Sneak worked examples (content/mechanics/sneak/examples): each runs through the engine and
// still shows what it claims.
import { describe, expect, it } from 'vitest';
import { runExample, type Example, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects.ts';
import { CATALOG } from '../testing/catalog.ts';

const files = import.meta.glob<Example>('../../../content/mechanics/sneak/examples/*.json', { eager: true, import: 'default' });
const examples = Object.fromEntries(Object.values(files).map((e) => [e.id, e]));

function run(id: string): Step[] {
  const ex = examples[id];
  if (!ex) throw new Error(`missing example ${id}`);
  const r = runExample(ex, CATALOG);
  if (!r.ok) throw new Error(`${id} failed at ${r.path}: ${r.error}`);
  return r.steps;
}
const captions = import.meta.glob<Record<string, { title: string; summary: string; steps: Record<string, string> }>>('../../../locales/*/examples/sneak.json', {
  eager: true,
  import: 'default',
});
const obj = (s: GameState, card: string) => objectOfCard(s, card);
const last = (steps: Step[]) => (steps[steps.length - 1] as Step).state;

describe('sneak examples', () => {
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
      expect(e.mechanic).toBe('sneak');
      for (const r of e.shows) expect(r).toMatch(/^sneak-r\d+$/);
    }
    const shown = new Set(Object.values(examples).flatMap((e) => e.shows));
    for (let i = 1; i <= 14; i++) expect(shown).toContain(`sneak-r${i}`);
  });

  it('sneak-ambusher: the Bear returns as a cost; the Ambusher enters tapped, attacking p2, unblocked, without an attack trigger', () => {
    const steps = run('sneak-ambusher');
    expect(obj(steps[2]!.state, 'sturdy-bear')?.zone).toBe('hand');
    const s3 = steps[3]!.state;
    expect(obj(s3, 'sewer-ambusher')).toMatchObject({ zone: 'battlefield', tapped: true, attack: { target: 'p2', declared: false, blocked: false } });
    expect(steps.some((st) => st.events.some((e) => e.type === 'triggered'))).toBe(false);
    const end = last(steps);
    expect(end.player.p2?.life).toBe(17);
    expect(end.turn.step).toBe('main2');
  });

  it('sneak-in-response: the sorcery is cast for its sneak cost in response; the Flare loses its target', () => {
    const steps = run('sneak-in-response');
    expect(steps[5]!.state.zones.stack).toHaveLength(2);
    expect(obj(steps[5]!.state, 'sturdy-bear')?.zone).toBe('hand');
    expect(obj(steps[6]!.state, 'their-lookout')?.zone).toBe('graveyard');
    expect(steps[7]!.events.some((e) => e.type === 'fizzled')).toBe(true);
    expect(obj(last(steps), 'back-alley-strike')?.zone).toBe('graveyard');
  });

  it('sneak-normal-cast: cast for its mana cost, it enters untapped and not attacking; nothing returns', () => {
    const steps = run('sneak-normal-cast');
    const s2 = steps[2]!.state;
    expect(obj(s2, 'sewer-ambusher')).toMatchObject({ zone: 'battlefield', tapped: false });
    expect(obj(s2, 'sewer-ambusher')?.attack).toBeUndefined();
    expect(obj(s2, 'sturdy-bear')?.zone).toBe('battlefield');
    const end = last(steps);
    expect(end.player.p2?.life).toBe(18);
    expect(obj(end, 'sewer-ambusher')?.attack).toBeUndefined();
  });
});
