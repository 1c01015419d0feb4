// The worked examples of disguise: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { HIDDEN_DEF, characteristics, legalActions, runExample, viewFor, type Example, type GameObject, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects.ts';
import { CATALOG } from '../testing/catalog.ts';

const files = import.meta.glob<Example>('../../../content/mechanics/disguise/examples/*.json', { eager: true, import: 'default' });
const EXAMPLES = Object.fromEntries(Object.values(files).map((e) => [e.id, e]));

function run(id: string): Step[] {
  const ex = EXAMPLES[id];
  if (!ex) throw new Error(`no example ${id}`);
  expect(ex.mechanic).toBe('disguise');
  const r = runExample(ex, CATALOG);
  if (!r.ok) throw new Error(`${id} failed at ${r.path}: ${r.error}`);
  return r.steps;
}
const obj = (s: GameState, card: string) => objectOfCard(s, card) as GameObject;
const chars = (s: GameState, card: string) => characteristics(s, obj(s, card));
const last = (steps: Step[]) => (steps[steps.length - 1] as Step).state;

describe('disguise examples', () => {
  it('has at least three examples, and together they show every ruling', () => {
    expect(Object.keys(EXAMPLES).length).toBeGreaterThanOrEqual(3);
    const shown = new Set(Object.values(EXAMPLES).flatMap((e) => e.shows));
    for (let i = 1; i <= 12; i++) expect(shown.has(`disguise-r${i}`)).toBe(true);
  });

  it('disguise-cast-face-down: cast for {3} face down, a special action with a spell on the stack, no enters trigger when turned up', () => {
    const steps = run('disguise-cast-face-down');
    const s1 = steps[1]!.state;
    expect(chars(s1, 'masked-courier')).toMatchObject({ name: null, manaValue: 0, power: 2, toughness: 2 });
    const v = viewFor(s1, 'p2');
    expect(v.cards[v.objects[obj(s1, 'masked-courier').id]?.cards[0] ?? '']?.def).toBe(HIDDEN_DEF);
    expect(steps[2]!.state.zones.stack).toHaveLength(1);
    expect(chars(steps[2]!.state, 'veiled-duchess').name).toBe('Veiled Duchess');
    expect(steps[8]!.state.player.p2?.life).toBe(17);
    const s = last(steps);
    expect(chars(s, 'masked-courier')).toMatchObject({ name: 'Masked Courier', power: 3 });
    expect(steps[9]!.events.some((e) => e.type === 'entered' || e.type === 'triggered')).toBe(false);
    expect(s.zones['p1.hand'] ?? []).toHaveLength(0);
  });

  it('disguise-ward-and-targets: ward paid; turned face up in response, still targeted and still tapped; survives 2 damage', () => {
    const steps = run('disguise-ward-and-targets');
    expect(steps[3]!.events.some((e) => e.type === 'wardPaid')).toBe(true);
    const s = last(steps);
    expect(obj(s, 'masked-courier')).toMatchObject({ zone: 'battlefield', tapped: true, damage: 2 });
    expect(obj(s, 'masked-courier').id).toBe(obj(steps[0]!.state, 'masked-courier').id);
  });

  it('disguise-silenced-and-revealed: two nameless face-down legends; the silenced one can\'t turn face up; destroyed, it is revealed', () => {
    const steps = run('disguise-silenced-and-revealed');
    expect(steps[0]!.state.decision).toBeNull();
    const s5 = steps[5]!.state;
    const offered = legalActions(s5).actions.filter((a) => a.type === 'turnFaceUp').map((a) => (a.type === 'turnFaceUp' ? a.object : ''));
    expect(offered).toEqual([obj(s5, 'second-duchess').id]);
    expect(steps[6]!.state.decision).toBeNull();
    const s = last(steps);
    expect(obj(s, 'veiled-duchess').zone).toBe('graveyard');
    expect(steps[9]!.events.some((e) => e.type === 'revealed' && e.cards.includes('veiled-duchess'))).toBe(true);
  });
});
