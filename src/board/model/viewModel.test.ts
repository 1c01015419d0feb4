// The view model: what the board draws for p1, from engine snapshots.
import { describe, expect, it } from 'vitest';
import { startGame, viewFor, type GameSetup } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import { boardView } from './viewModel.ts';
import { play } from '../../engine/testing/driver.ts';

function view(setup: GameSetup, viewer = 'p1') {
  return boardView(viewFor(startGame(setup, CATALOG).state, viewer), viewer);
}

describe('boardView', () => {
  const v = view({
    players: [
      {
        id: 'p1',
        hand: ['sturdy-bear'],
        library: ['plains', 'plains'],
        battlefield: [
          { card: 'forest', tapped: true },
          { card: 'lorekeepers-tale', counters: { lore: 2 } },
          { card: 'orchard-keeper-class', level: 2 },
          { card: 'vulpikeet', merged: ['sturdy-bear'] },
          { card: 'hooded-informant', faceDown: true },
        ],
      },
      { id: 'p2', hand: ['plains'], battlefield: [{ card: 'hooded-informant', faceDown: true, id: 'their-scout' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  });
  const [me, them] = v.players;

  it('puts the viewer first, lands apart from other permanents, and counts libraries', () => {
    expect(v.players.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(me?.lands.map((c) => c.defs[0])).toEqual(['forest']);
    expect(me?.lands[0]?.tapped).toBe(true);
    expect(me?.permanents.map((c) => c.defs[0])).toEqual(['lorekeepers-tale', 'orchard-keeper-class', 'vulpikeet', 'hooded-informant']);
    expect(me?.libraryCount).toBe(2);
    expect(me?.priority).toBe(true);
    expect(v.step).toBe('main1');
  });

  it('draws a Saga with its chapters and lore, a Class with its bands lit up to its level', () => {
    const saga = me?.permanents.find((c) => c.defs[0] === 'lorekeepers-tale');
    expect(saga?.saga).toEqual({ chapters: [1, 2, 3], lore: 2 });
    const cls = me?.permanents.find((c) => c.defs[0] === 'orchard-keeper-class');
    expect(cls?.classBands?.map((b) => [b.level, b.active])).toEqual([[1, true], [2, true], [3, false]]);
  });

  it('draws a merged permanent as one object with all its cards, the top one first', () => {
    const merged = me?.permanents.find((c) => c.defs[0] === 'vulpikeet');
    expect(merged?.defs).toEqual(['vulpikeet', 'sturdy-bear']);
    expect(merged?.cards).toHaveLength(2);
  });

  it('lets the controller peek at their face-down card but hides the opponent\'s', () => {
    const mine = me?.permanents.find((c) => c.faceDown);
    expect(mine?.peekable).toBe(true);
    expect(mine?.defs[0]).toBe('hooded-informant');
    // a face-down 2/2, +0/+1 from the Class
    expect([mine?.power, mine?.toughness]).toEqual([2, 3]);
    const theirs = them?.permanents[0];
    expect(theirs?.hidden).toBe(true);
    expect(theirs?.defs[0]).toBe('@hidden');
    expect(theirs?.peekable).toBe(false);
    expect(them?.hand[0]?.hidden).toBe(true);
  });

  it('510.4: the step track shows the first-strike damage step only in a combat that has one', () => {
    expect(v.steps).not.toContain('firstStrikeDamage');
    expect(v.steps).toContain('combatDamage');
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'vanguard-duelist', attacking: 'p2' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    const track = (s: typeof g.state) => boardView(viewFor(s, 'p1'), 'p1').steps;
    expect(track(g.state)).toEqual(expect.arrayContaining(['declareBlockers', 'firstStrikeDamage', 'combatDamage']));
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(track(g.state).indexOf('firstStrikeDamage')).toBe(track(g.state).indexOf('combatDamage') - 1);
  });
});
