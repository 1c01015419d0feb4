// A worked example for the board's tests: p1 casts a Bear with two allies on the battlefield
// (Rally Herald and Banner Captain), orders their alliance triggers and lets them resolve.
import type { Example } from '../../engine/index.ts';

export const TWO_ALLIES: Example = {
  id: 'alliance-demo',
  mechanic: 'alliance',
  shows: ['alliance-r1'],
  setup: {
    players: [
      { id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'rally-herald' }, { card: 'banner-captain' }] },
      { id: 'p2', battlefield: [{ card: 'sturdy-bear', id: 'rival-bear' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  },
  decisions: [
    { type: 'cast', player: 'p1', object: '@sturdy-bear' },
    { type: 'advance', player: 'p1' },
    { type: 'orderTriggers', player: 'p1', order: ['^rally-herald', '^banner-captain'] },
    { type: 'advance', player: 'p1' },
    { type: 'advance', player: 'p1' },
  ],
};
