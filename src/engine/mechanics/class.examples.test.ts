// The worked examples of Class: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, type Step } from '../index.ts';
import { objectOfCard } from '../objects/objects.ts';
import { chars, describeExampleBasics, run } from '../testing/examples.ts';

const state = (steps: Step[], i: number) => steps[i]?.state as GameState;
const levelOf = (s: GameState, card: string) => objectOfCard(s, card)?.level ?? 1;
/** Why the engine refuses this ability now (what the board shows next to a disabled level bar). */
const refusal = (s: GameState, card: string, ability: string) =>
  legalActions(s).unavailable.find((u) => u.action.type === 'activate' && u.action.object === objectOfCard(s, card)?.id && u.action.ability === ability)?.error;

describe('class examples', () => {
  describeExampleBasics('class', { rulings: 20 });

  it('class-level-up: level 1 → 2 → 3, each level adding its section and keeping the earlier ones', () => {
    const steps = run('class-level-up');
    const s0 = state(steps, 0);
    expect(levelOf(s0, 'orchard-keeper-class')).toBe(1);
    expect(chars(s0, 'old-bear').toughness).toBe(3);
    // level 3 can't be skipped to; the board shows why
    expect(refusal(s0, 'orchard-keeper-class', 'orchard-keeper-class:2')).toBe('class-level-order');
    // the level 2 ability is on the stack: still level 1; its cost {1}{G} was paid
    expect(levelOf(state(steps, 1), 'orchard-keeper-class')).toBe(1);
    expect(steps[1]?.events.filter((e) => e.type === 'manaSpent').reduce((n, e) => n + (e.type === 'manaSpent' ? e.amount : 0), 0)).toBe(2);
    // with the stack not empty, no level ability can be activated (sorcery timing)
    expect(refusal(state(steps, 1), 'orchard-keeper-class', 'orchard-keeper-class:1')).toBe('sorcery-timing');
    const s2 = state(steps, 2);
    expect(levelOf(s2, 'orchard-keeper-class')).toBe(2);
    expect(objectOfCard(s2, 'orchard-keeper-class')?.counters).toEqual({});
    expect(refusal(s2, 'orchard-keeper-class', 'orchard-keeper-class:1')).toBe('class-level-reached');
    expect(objectOfCard(state(steps, 5), 'sturdy-bear')?.counters['+1/+1']).toBe(1);
    expect(levelOf(state(steps, 7), 'orchard-keeper-class')).toBe(3);
    const end = state(steps, steps.length - 1);
    expect(steps[steps.length - 1]?.events.some((e) => e.type === 'tokenCreated' && e.def === 'food')).toBe(true);
    // level 1's static still on at level 3
    expect(chars(end, 'old-bear').toughness).toBe(3);
    expect(chars(end, 'sturdy-bear')).toMatchObject({ power: 3, toughness: 4 });
  });

  it('class-respond-to-level: the level ability is answered by bouncing the Class; cast again, it is level 1', () => {
    const steps = run('class-respond-to-level');
    expect(state(steps, 2).turn.priority).toBe('p2');
    expect(objectOfCard(state(steps, 4), 'orchard-keeper-class')?.zone).toBe('hand');
    expect(steps[5]?.events.some((e) => e.type === 'levelGained')).toBe(false);
    const end = state(steps, steps.length - 1);
    expect(objectOfCard(end, 'orchard-keeper-class')?.zone).toBe('battlefield');
    expect(levelOf(end, 'orchard-keeper-class')).toBe(1);
    expect(chars(end, 'sturdy-bear').toughness).toBe(3);
  });

  it('class-two-copies: each copy keeps its own level; two at level 2 give two counters', () => {
    const steps = run('class-two-copies');
    const s2 = state(steps, 2);
    expect([levelOf(s2, 'orchard-keeper-class'), levelOf(s2, 'second-class'), levelOf(s2, 'lantern-warden-class')]).toEqual([2, 1, 1]);
    expect(objectOfCard(state(steps, 5), 'sturdy-bear')?.counters['+1/+1']).toBe(1);
    expect(state(steps, 9).decision).toMatchObject({ kind: 'orderTriggers' });
    const end = state(steps, steps.length - 1);
    expect(levelOf(end, 'second-class')).toBe(2);
    expect(objectOfCard(end, 'sturdy-bear-2')?.counters['+1/+1']).toBe(2);
    // 2/2 +1/+0 (Lantern Warden) +0/+2 (two Orchard Keepers) + two counters
    expect(chars(end, 'sturdy-bear-2')).toMatchObject({ power: 5, toughness: 6 });
  });
});
