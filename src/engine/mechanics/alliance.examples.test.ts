// The worked examples of alliance: each runs to its end and still shows what it claims.
import { describe, expect, it } from 'vitest';
import { characteristics, type GameState, type Step } from '../index.ts';
import { describeExampleBasics, obj, run } from '../testing/examples.ts';

const sources = (s: GameState) => (s.zones.stack ?? []).map((id) => s.objects[id]?.ability?.sourceCard ?? s.objects[id]?.cards[0]);

describe('alliance examples', () => {
  describeExampleBasics('alliance', { rulings: 5 });

  it('alliance-newcomers-see-each-other (603.6a): two tokens entering at once: the Herald triggers twice and each token once for the other', () => {
    const steps = run('alliance-newcomers-see-each-other');
    const entered = steps[2]!;
    expect(entered.events.filter((e) => e.type === 'tokenCreated')).toHaveLength(2);
    expect(entered.events.filter((e) => e.type === 'triggered')).toHaveLength(4);
    expect(entered.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    // "^token" named the tokens' triggers: all four went on the stack
    expect(steps[3]!.state.zones.stack).toHaveLength(4);
    expect(steps[7]!.state.player['p1']?.life).toBe(24);
    expect(steps[7]!.state.zones.stack).toHaveLength(0);
  });

  it('alliance-another-creature: the Herald triggers for the Captain, not the Captain for itself, and not for an artifact', () => {
    const steps = run('alliance-another-creature');
    const entered = steps[2];
    expect(entered?.events.filter((e) => e.type === 'triggered')).toHaveLength(1);
    expect(entered && sources(entered.state)).toEqual(['rally-herald']);
    expect(steps[3]?.state.player['p1']?.life).toBe(21);
    // Picnic Basket entering: only its own trigger
    expect(steps[5] && sources(steps[5].state)).toEqual(['picnic-basket']);
    const last = steps[steps.length - 1] as Step;
    expect(last.events.some((e) => e.type === 'tokenCreated')).toBe(true);
    expect(last.events.some((e) => e.type === 'triggered')).toBe(false);
    expect(last.state.player['p1']?.life).toBe(21);
  });

  it('alliance-two-allies: both trigger, ordered by p1; the Captain, put last, resolves first', () => {
    const steps = run('alliance-two-allies');
    expect(steps[2]?.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    expect(steps[3] && sources(steps[3].state)).toEqual(['rally-herald', 'banner-captain']);
    const s4 = steps[4]?.state as GameState;
    expect(obj(s4, 'banner-captain')?.counters['+1/+1']).toBe(1);
    expect(s4.player['p1']?.life).toBe(20);
    const last = steps[steps.length - 1]?.state as GameState;
    expect(last.player['p1']?.life).toBe(21);
    expect(characteristics(last, obj(last, 'banner-captain') as never).power).toBe(3);
  });

  it("alliance-with-enters-trigger: the Recruit's own trigger is ordered among the alliance triggers", () => {
    const steps = run('alliance-with-enters-trigger');
    expect(steps[2]?.state.pendingTriggers.map((t) => t.sourceCard).sort()).toEqual(['banner-captain', 'eager-recruit', 'rally-herald']);
    expect(steps[3] && sources(steps[3].state)).toEqual(['eager-recruit', 'rally-herald', 'banner-captain']);
    // resolution order: Captain, Herald, Recruit
    expect(steps[4]?.events.some((e) => e.type === 'countersAdded')).toBe(true);
    expect(steps[5]?.events.some((e) => e.type === 'lifeGained')).toBe(true);
    const last = steps[steps.length - 1] as Step;
    expect(last.events.some((e) => e.type === 'tokenCreated' && e.def === 'food')).toBe(true);
    expect(last.state.zones.stack).toEqual([]);
  });
});
