// Objects and zones (400), owner and controller (108.3, 110.2), tokens (111).
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';
import { CATALOG } from '../testing/catalog.ts';
import { checkInvariants } from '../testing/invariants.ts';

describe('objects and zones (400)', () => {
  it('400.1: the zones: each player’s library, hand and graveyard; the shared battlefield, stack and exile; the command zone', () => {
    const g = play({
      players: [
        { id: 'p1', library: ['forest'], hand: ['sturdy-bear'], graveyard: ['island'], exile: ['swamp'], battlefield: [{ card: 'plains' }] },
        { id: 'p2', library: ['mountain'], hand: ['restful-sip'] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    expect([g.zoneOf('forest'), g.zoneOf('sturdy-bear'), g.zoneOf('island'), g.zoneOf('swamp'), g.zoneOf('plains')]).toEqual([
      'library', 'hand', 'graveyard', 'exile', 'battlefield',
    ]);
    expect(Object.keys(g.state.zones)).toEqual(expect.arrayContaining(['battlefield', 'stack', 'exile', 'p1.library', 'p1.hand', 'p1.graveyard', 'p2.library', 'p2.hand']));
    expect(g.obj('restful-sip').owner).toBe('p2');
    checkInvariants(g.state);
  });

  it('400.7: an object that moves to another zone becomes a new object with no memory of its previous existence; the card keeps its id', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const inHand = g.obj('sturdy-bear').id;
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' });
    const onStack = g.obj('sturdy-bear').id;
    expect(onStack).not.toBe(inHand);
    expect(g.state.objects[inHand]).toBeUndefined();
    expect(g.eventsOf('zoneChanged')).toEqual([expect.objectContaining({ object: inHand, newObjects: [onStack], cards: ['sturdy-bear'], from: 'hand', to: 'stack' })]);
    g.do({ type: 'advance', player: 'p1' });
    const onField = g.obj('sturdy-bear');
    expect(onField.id).not.toBe(onStack);
    // 302.6: a new permanent hasn't been under its controller's control since the turn began
    expect(onField.sinceTurnStart).toBe(false);
    expect(onField.counters).toEqual({});
    expect(onField.damage).toBe(0);
  });

  it('400.7: an action that names the old object fails once it has changed zones', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['restful-sip'], battlefield: [{ card: 'plains' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    const old = g.obj('restful-sip').id;
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    g.rejects({ type: 'cast', player: 'p1', object: old }, 'unknown-object');
  });

  it('108.3/110.2: a permanent’s controller is the player who put it onto the battlefield; a card goes to its owner’s graveyard', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.obj('sturdy-bear').controller).toBe('p2');
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@sturdy-bear' }] });
    expect(g.obj('ember-jab').controller).toBe('p1');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.zones['p2.graveyard']).toEqual([g.obj('sturdy-bear').id]);
    expect(g.state.zones['p1.graveyard']).toEqual([g.obj('ember-jab').id]);
  });

  it('401.2/121.1: a draw takes the top card of the library (the first listed)', () => {
    const g = play({
      players: [{ id: 'p1', library: ['forest', 'island', 'swamp'] }, { id: 'p2', library: ['plains'] }],
      turn: { active: 'p1', step: 'upkeep', number: 3 },
    });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('forest')).toBe('hand');
    expect(g.state.zones['p1.library']?.map((id) => g.state.objects[id]?.cards[0])).toEqual(['island', 'swamp']);
  });

  it('111.1/111.7: a token is created on the battlefield; out of it, it ceases to exist', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'food', token: true }, { card: 'forest' }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'activate', player: 'p1', object: '@food', ability: 'food:0' });
    expect(g.state.cards.food).toBeUndefined();
    expect(g.eventsOf('tokenCeased')).toEqual([{ type: 'tokenCeased', card: 'food', rule: '704.5d' }]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(23);
  });

  it('408/314.1: the command zone holds an archenemy’s scheme deck; a scheme can’t be cast (314.2)', () => {
    const scheme = Object.values(CATALOG).find((d) => d.types.includes('scheme'));
    if (!scheme) return;
    const g = play({
      players: [{ id: 'p1', archenemy: true, schemes: [scheme.id] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main2' },
    });
    expect(g.zoneOf(scheme.id)).toBe('command');
    expect(g.state.zones['p1.command']).toEqual([g.obj(scheme.id).id]);
    g.rejects({ type: 'cast', player: 'p1', object: `@${scheme.id}` }, 'scheme-cannot-be-cast');
    checkInvariants(g.state);
  });
});
