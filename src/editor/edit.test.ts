import { describe, expect, test } from 'vitest';
import { addCard, EMPTY_SETUP, isArchenemy, mergedOps, moveCard, removeCard, setArchenemy, setMerged, setPermanent, setTurn } from './edit.ts';

describe('the editor’s changes to a position', () => {
  test('cards go into any zone, a token definition onto the battlefield as a token', () => {
    let s = addCard(EMPTY_SETUP, 0, 'library', 'forest');
    s = addCard(s, 0, 'library', 'island');
    s = addCard(s, 1, 'battlefield', 'militia', true);
    s = addCard(s, 1, 'battlefield', 'sturdy-bear');
    expect(s.players[0]?.library).toEqual(['forest', 'island']);
    expect(s.players[1]?.battlefield).toEqual([{ card: 'militia', token: true }, { card: 'sturdy-bear' }]);
    expect(EMPTY_SETUP.players[0]?.library).toBeUndefined();
  });

  test('a library keeps its order; moving past either end or removing a missing card changes nothing', () => {
    const s = addCard(addCard(addCard(EMPTY_SETUP, 0, 'library', 'forest'), 0, 'library', 'island'), 0, 'library', 'swamp');
    expect(moveCard(s, 0, 'library', 2, -1).players[0]?.library).toEqual(['forest', 'swamp', 'island']);
    expect(moveCard(s, 0, 'library', 0, -1).players[0]?.library).toEqual(['forest', 'island', 'swamp']);
    expect(removeCard(s, 0, 'library', 7).players[0]?.library).toEqual(['forest', 'island', 'swamp']);
    expect(removeCard(s, 0, 'library', 1).players[0]?.library).toEqual(['forest', 'swamp']);
    expect(addCard(s, 5, 'hand', 'forest')).toBe(s);
  });

  test('a permanent’s fields: set, and left out when cleared; a merged pile in order', () => {
    let s = addCard(EMPTY_SETUP, 0, 'battlefield', 'pepperoni-golem');
    s = setPermanent(s, 0, 0, { tapped: true, counters: { '+1/+1': 2 } });
    s = setMerged(s, 0, 0, mergedOps.add('sturdy-bear'));
    s = setMerged(s, 0, 0, mergedOps.add('plodding-ox'));
    s = setMerged(s, 0, 0, mergedOps.move(1, -1));
    expect(s.players[0]?.battlefield?.[0]).toEqual({ card: 'pepperoni-golem', tapped: true, counters: { '+1/+1': 2 }, merged: ['plodding-ox', 'sturdy-bear'] });
    s = setPermanent(s, 0, 0, { tapped: undefined });
    s = setMerged(s, 0, 0, mergedOps.remove(0));
    s = setMerged(s, 0, 0, mergedOps.remove(0));
    expect(s.players[0]?.battlefield?.[0]).toEqual({ card: 'pepperoni-golem', counters: { '+1/+1': 2 } });
  });

  test('Archenemy: three players, the first the archenemy against a team of two; off again, two players without schemes', () => {
    const on = setArchenemy(setTurn(EMPTY_SETUP, { active: 'p2' }), true);
    expect(on.players.map((p) => [p.id, p.archenemy ?? false, p.team])).toEqual([
      ['p1', true, 1],
      ['p2', false, 2],
      ['p3', false, 2],
    ]);
    expect(isArchenemy(on)).toBe(true);
    const withActive = setTurn(on, { active: 'p3' });
    const off = setArchenemy(addCard(withActive, 0, 'schemes', 'call-for-tribute'), false);
    expect(off.players).toEqual([
      { id: 'p1', life: 20 },
      { id: 'p2', life: 20 },
    ]);
    expect(off.turn?.active).toBe('p1');
  });
});
