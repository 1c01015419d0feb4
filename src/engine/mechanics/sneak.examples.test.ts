// Sneak worked examples (content/mechanics/sneak/examples): each runs through the engine and
// still shows what it claims.
import { describe, expect, it } from 'vitest';
import { describeExampleBasics, last, obj, run } from '../testing/examples.ts';

describe('sneak examples', () => {
  describeExampleBasics('sneak', { rulings: 14 });

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
