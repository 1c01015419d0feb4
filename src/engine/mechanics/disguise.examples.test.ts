// The worked examples of disguise: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { HIDDEN_DEF, legalActions, viewFor } from '../index.ts';
import { chars, describeExampleBasics, last, obj, run } from '../testing/examples.ts';

describe('disguise examples', () => {
  describeExampleBasics('disguise', { rulings: 12 });

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
