// Triggered abilities (603).
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

describe('triggered abilities (603)', () => {
  it('603.2/603.3: an ability triggers on its event and goes on the stack the next time a player would receive priority', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['picnic-basket'], battlefield: [{ card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@picnic-basket' });
    g.do({ type: 'advance', player: 'p1' });
    const types = g.events.map((e) => e.type);
    // it triggered as the Basket entered, and was put on the stack before p1 received priority
    expect(types.indexOf('triggered')).toBeGreaterThan(types.indexOf('entered'));
    expect(types.indexOf('triggerPutOnStack')).toBeGreaterThan(types.indexOf('triggered'));
    expect(g.stackSources()).toEqual(['picnic-basket']);
    expect(g.state.turn.priority).toBe('p1');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('tokenCreated')).toEqual([expect.objectContaining({ def: 'food', player: 'p1', rule: '111.1' })]);
  });

  it('603.3b: triggers waiting at the same time go on the stack in APNAP order: the active player’s first, so the other player’s resolve first', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'lantern-keeper', attacking: 'p2' }] },
        { id: 'p2', battlefield: [{ card: 'lantern-keeper', id: 'their-keeper' }] },
      ],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@their-keeper', attacker: '@lantern-keeper' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.zoneOf('lantern-keeper')).toBe('graveyard');
    expect(g.zoneOf('their-keeper')).toBe('graveyard');
    expect(g.stackSources()).toEqual(['lantern-keeper', 'their-keeper']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(22);
    expect(g.life('p1')).toBe(20);
  });

  it('603.3b: a player with several triggers at once orders them (a decision); the first put resolves last', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'lantern-keeper', damage: 1 }, { card: 'lantern-keeper', damage: 1 }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.state.decision?.kind).toBe('orderTriggers');
    expect(g.state.turn.priority).toBeNull();
    const d = g.state.decision as { kind: 'orderTriggers'; triggers: string[] };
    g.rejects({ type: 'pass', player: 'p1' }, 'decision-pending');
    g.rejects({ type: 'orderTriggers', player: 'p2', order: d.triggers }, 'not-your-decision');
    g.rejects({ type: 'orderTriggers', player: 'p1', order: [d.triggers[0] as string] }, 'illegal-order');
    g.rejects({ type: 'orderTriggers', player: 'p1', order: [d.triggers[0] as string, d.triggers[0] as string] }, 'illegal-order');
    const order = [...d.triggers].reverse();
    g.do({ type: 'orderTriggers', player: 'p1', order });
    expect(g.eventsOf('triggersOrdered')).toEqual([{ type: 'triggersOrdered', player: 'p1', order, rule: '603.3b' }]);
    expect(g.stackSize()).toBe(2);
    expect(g.state.turn.priority).toBe('p1');
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(24);
  });

  it('603.4: an intervening "if" that is false when the event happens: the ability doesn’t trigger', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['sturdy-bear'], battlefield: [{ card: 'field-infirmary' }, { card: 'forest' }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggerNotTriggered')).toEqual([expect.objectContaining({ reason: 'interveningIf', rule: '603.4' })]);
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.stackSize()).toBe(0);
  });

  it('603.4: an intervening "if" is checked again on resolution: false then, the ability does nothing', () => {
    const g = play({
      players: [
        { id: 'p1', life: 10, hand: ['sturdy-bear', 'restful-sip'], battlefield: [{ card: 'field-infirmary' }, { card: 'forest' }, { card: 'plains' }, { card: 'plains' }] },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' });
    expect(g.stackSources()).toEqual(['field-infirmary']);
    // in response, p1 gains 2 life: 12 > 10
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(12);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('conditionFailed')).toEqual([expect.objectContaining({ rule: '603.4' })]);
    expect(g.life('p1')).toBe(12);
  });

  it('603.4: an intervening "if" true on trigger and on resolution: the ability resolves', () => {
    const g = play({
      players: [{ id: 'p1', life: 10, hand: ['sturdy-bear'], battlefield: [{ card: 'field-infirmary' }, { card: 'forest' }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(13);
  });

  it('603.10a: a leaves-the-battlefield ability "looks back": the dying creature’s own "when this dies" triggers', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }] }, { id: 'p2', battlefield: [{ card: 'lantern-keeper' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@lantern-keeper' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('lantern-keeper')).toBe('graveyard');
    // the trigger is controlled by the player who controlled the creature when it left (603.3a)
    expect(g.eventsOf('triggerPutOnStack')).toEqual([expect.objectContaining({ controller: 'p2' })]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(22);
  });

  it('603.10a: leaving for a zone other than the graveyard is not dying', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'homeward-beacon' }, { card: 'lantern-keeper' }, { card: 'plains' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'activate', player: 'p1', object: '@homeward-beacon', ability: 'homeward-beacon:0', costs: { returnToHand: ['@lantern-keeper'] } });
    expect(g.eventsOf('triggered')).toHaveLength(0);
  });

  it('the per-turn history records what left the battlefield under whose control, and a new turn clears it', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'mountain' }, { card: 'offering-altar' }, { card: 'sturdy-bear' }] },
        { id: 'p2', library: ['forest'], battlefield: [{ card: 'lantern-keeper' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@lantern-keeper' }] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'activate', player: 'p1', object: '@offering-altar', ability: 'offering-altar:0', costs: { sacrifice: ['@sturdy-bear'] } });
    expect(g.state.history.leftBattlefield.map((r) => [r.card, r.controller])).toEqual([
      ['lantern-keeper', 'p2'],
      ['sturdy-bear', 'p1'],
    ]);
    while (g.state.turn.active === 'p1') g.do({ type: 'advance', player: g.state.turn.priority ?? 'p1', to: 'upkeep' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.history.leftBattlefield).toEqual([]);
  });

  it('603.3d: with exactly one legal target the trigger takes it; with several its controller chooses (a decision)', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['withering-gnat'], battlefield: [{ card: 'swamp' }, { card: 'swamp' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@withering-gnat' }).do({ type: 'advance', player: 'p1' });
    // the Gnat is the only creature: its trigger targets it
    expect(g.state.decision).toBeNull();
    expect(g.eventsOf('triggerPutOnStack')[0]?.targets).toEqual([{ object: g.obj('withering-gnat').id }]);
    g.do({ type: 'advance', player: 'p1' });
    // 704.5f: toughness 0
    expect(g.zoneOf('withering-gnat')).toBe('graveyard');
  });

  it('603.2: an "attacks" trigger triggers when the creature is declared as an attacker (508.1)', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'rooftop-courier' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'beginCombat' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@rooftop-courier', target: 'p2' }] });
    expect(g.stackSources()).toEqual(['rooftop-courier']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(21);
  });
});
