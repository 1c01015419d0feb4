// A worked example for the board's tests: p1 casts a Bear with two allies on the battlefield
// (Rally Herald and Banner Captain), orders their alliance triggers and lets them resolve.
import { type Action, type Example, type GameSetup } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import { passingLine } from '../../engine/testing/passingLine.ts';

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

/** n legal decisions from two libraries of 60 cards: the first pass each time (as scripts/bench/big.ts's longGame) */
export function longLine(n: number): { setup: GameSetup; decisions: Action[] } {
  return passingLine({ players: [{ id: 'p1', library: Array<string>(60).fill('forest') }, { id: 'p2', library: Array<string>(60).fill('island') }] }, CATALOG, n);
}
