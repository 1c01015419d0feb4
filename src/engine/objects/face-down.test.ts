// A permanent turned face down by an effect that lists no characteristics (708.2a) — Veil of
// Anonymity, "Turn target creature face down" — against one cast face down with disguise (702.168b).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../index.ts';
import { play } from '../testing/driver.ts';

const lands = (...cards: string[]) => cards.map((card) => ({ card }));

describe('turned face down by an effect (708.2a, 708.2b, 702.168d)', () => {
  it("708.2a: a 2/2 creature with no text, no name, no creature types and no mana cost — the Heron loses flying and ward {2} (ward is disguise's, 702.168b)", () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['veil-of-anonymity', 'ember-jab'], battlefield: lands('island', 'island', 'mountain', 'mountain', 'mountain') },
        { id: 'p2', battlefield: [{ card: 'glassward-heron' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@veil-of-anonymity', targets: [{ object: '@glassward-heron' }] });
    // face up it has ward: the Veil pays for it
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'pay' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('turnedFaceDown')).toEqual([expect.objectContaining({ rule: '708.2a' })]);
    expect(g.obj('glassward-heron').faceDown).toBe('plain');
    const c = g.chars('glassward-heron');
    expect(c).toEqual(expect.objectContaining({ name: null, manaCost: null, manaValue: 0, types: ['creature'], subtypes: [], power: 2, toughness: 2, abilities: [], faceDown: true }));
    // no ward now: Ember Jab targets it without a trigger, and its 2 damage destroys the 2/2
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@glassward-heron' }] });
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.stackSources()).toEqual(['ember-jab']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('glassward-heron')).toBe('graveyard');
  });

  it('708.2b: a face-down permanent can\'t be turned face down: a disguised creature stays as it was, ward {2} and all', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['veil-of-anonymity'], battlefield: lands('island', 'island', 'island', 'island') },
        { id: 'p2', battlefield: [{ card: 'veiled-duchess', faceDown: true }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@veil-of-anonymity', targets: [{ object: '@veiled-duchess' }] });
    expect(g.eventsOf('triggered')).toEqual([expect.objectContaining({ controller: 'p2' })]);
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'pay' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('veil-of-anonymity')).toBe('graveyard');
    expect(g.eventsOf('turnedFaceDown')).toHaveLength(0);
    expect(g.obj('veiled-duchess').faceDown).toBe('disguise');
    expect(g.chars('veiled-duchess').abilities.map((a) => a.def)).toEqual([{ kind: 'ward', cost: '{2}' }]);
  });

  it("702.168d: a card with disguise turned face down by an effect can still be turned face up for its disguise cost; a card without can't", () => {
    const g = play({
      players: [
        {
          id: 'p1',
          hand: ['veil-of-anonymity', 'veil-of-anonymity'],
          battlefield: [{ card: 'veiled-duchess' }, { card: 'sturdy-bear' }, ...lands('island', 'island', 'island', 'island', 'swamp', 'swamp', 'swamp')],
        },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@veil-of-anonymity', targets: [{ object: '@veiled-duchess' }] });
    // its own controller's spell: no ward trigger (and face up it has none)
    expect(g.eventsOf('triggered')).toHaveLength(0);
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'cast', player: 'p1', object: '@veil-of-anonymity-2', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('veiled-duchess').faceDown).toBe('plain');
    expect(g.obj('sturdy-bear').faceDown).toBe('plain');
    expect(g.chars('veiled-duchess').abilities).toEqual([]);

    const faceUps = legalActions(g.state).actions.filter((a) => a.type === 'turnFaceUp');
    expect(faceUps).toEqual([expect.objectContaining({ object: g.obj('veiled-duchess').id })]);
    g.rejects({ type: 'turnFaceUp', player: 'p1', object: '@sturdy-bear' }, 'disguise-no-ability');

    g.do({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess' });
    expect(g.eventsOf('turnedFaceUp')).toEqual([expect.objectContaining({ rule: '702.168d' })]);
    expect(g.obj('veiled-duchess').faceDown).toBeNull();
    expect(g.chars('veiled-duchess').name).toBe('Veiled Duchess');
    expect(g.chars('veiled-duchess').abilities.map((a) => a.def)).toContainEqual(expect.objectContaining({ kind: 'keyword', keyword: 'vigilance' }));
  });
});

describe('a starting position with a permanent turned face down ("plain", 708.2a)', () => {
  it('any permanent card may be set up face down that way, as a 2/2 with no text; `true` still asks for disguise', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'glassward-heron', faceDown: 'plain' }, { card: 'veiled-duchess', faceDown: true }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.obj('glassward-heron').faceDown).toBe('plain');
    expect(g.chars('glassward-heron')).toEqual(expect.objectContaining({ power: 2, toughness: 2, abilities: [], name: null }));
    expect(g.obj('veiled-duchess').faceDown).toBe('disguise');
    expect(() => play({ players: [{ id: 'p1', battlefield: [{ card: 'glassward-heron', faceDown: true }] }, { id: 'p2' }] })).toThrow(/no disguise/);
    expect(() => play({ players: [{ id: 'p1', battlefield: [{ card: 'glassward-heron', faceDown: 'sideways' as never }] }, { id: 'p2' }] })).toThrow(/true or false/);
  });
});
