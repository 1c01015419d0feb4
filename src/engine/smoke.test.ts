import { describe, expect, it } from 'vitest';
import { play } from './testing/driver.ts';

describe('smoke', () => {
  it('casts a spell with lands and resolves it (601.2, 608.3)', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['picnic-basket'], battlefield: [{ card: 'forest' }] },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@picnic-basket' });
    expect(g.zoneOf('picnic-basket')).toBe('stack');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('picnic-basket')).toBe('battlefield');
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    const food = Object.values(g.state.cards).find((c) => c.def === 'food');
    expect(food).toBeDefined();
  });
});
