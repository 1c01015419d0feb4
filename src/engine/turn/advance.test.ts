// advance: every player passes until something happens or the aimed-for step begins.
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

describe('advance (117.4, 500.1)', () => {
  it('508.8: aiming at a skipped step stops at the first step past it, in the same turn', () => {
    // no creatures: declare blockers is skipped, so advancing to it stops at the end of combat
    const g = play({
      players: [{ id: 'p1', library: ['forest', 'forest'] }, { id: 'p2', library: ['forest', 'forest'] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'advance', player: 'p1', to: 'declareBlockers' });
    expect(g.state.turn.number).toBe(1);
    expect(g.state.turn.step).toBe('endCombat');
  });

  it('aiming at an earlier step goes on into the next turn and stops there', () => {
    const g = play({
      players: [{ id: 'p1', library: ['forest', 'forest'] }, { id: 'p2', library: ['forest', 'forest'] }],
      turn: { active: 'p1', step: 'main2' },
    });
    g.do({ type: 'advance', player: 'p1', to: 'upkeep' });
    expect(g.state.turn).toMatchObject({ number: 2, active: 'p2', step: 'upkeep' });
  });
});
