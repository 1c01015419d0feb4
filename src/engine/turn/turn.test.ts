// Turn structure (500–514): phases and steps in order, their turn-based actions, priority.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { STEPS } from '../index.ts';

describe('turn structure (500–514)', () => {
  it('500.1: a turn goes through every step in order, then the next player’s turn begins', () => {
    const g = play({
      players: [
        { id: 'p1', library: ['forest'], battlefield: [{ card: 'sturdy-bear' }] },
        { id: 'p2', library: ['island', 'island'] },
      ],
      turn: { active: 'p1', step: 'untap', beginStep: true, number: 2 },
    });
    g.do({ type: 'advance', player: 'p1', to: 'declareAttackers' });
    // 508.1: the active player declares attackers (a decision)
    expect(g.state.decision?.kind).toBe('declareAttackers');
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sturdy-bear', target: 'p2' }] });
    g.do({ type: 'advance', player: 'p1', to: 'declareBlockers' });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'advance', player: 'p1', to: 'upkeep' });
    const steps = g.loggedOf('stepBegan').map((e) => `${e.player}:${e.step}`);
    expect(steps).toEqual([
      'p1:untap', 'p1:upkeep', 'p1:draw', 'p1:main1', 'p1:beginCombat', 'p1:declareAttackers', 'p1:declareBlockers',
      'p1:combatDamage', 'p1:endCombat', 'p1:main2', 'p1:end', 'p1:cleanup', 'p2:untap', 'p2:upkeep',
    ]);
    // 510.4: no first combat damage step without a creature with first strike or double strike
    expect(STEPS.map((s) => s.name).filter((n) => n !== 'firstStrikeDamage')).toEqual(g.loggedOf('stepBegan').slice(0, 12).map((e) => e.step));
    expect(g.loggedOf('turnBegan')).toEqual([{ type: 'turnBegan', player: 'p2', turn: 3, rule: '500.1' }]);
  });

  it('508.8: with no attackers declared, the declare blockers and combat damage steps are skipped', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'beginCombat' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [] });
    g.do({ type: 'advance', player: 'p1', to: 'main2' });
    expect(g.loggedOf('stepBegan').map((e) => e.step)).toEqual(['declareAttackers', 'endCombat', 'main2']);
  });

  it('508.8: with no creature able to attack, no attack decision is asked and combat damage is skipped', () => {
    const g = play({ players: [{ id: 'p1' }, { id: 'p2' }], turn: { active: 'p1', step: 'beginCombat' } });
    g.do({ type: 'advance', player: 'p1', to: 'main2' });
    expect(g.loggedOf('stepBegan').map((e) => e.step)).toEqual(['declareAttackers', 'endCombat', 'main2']);
  });

  it('502.3: in the untap step the active player untaps their permanents, not the other player’s', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'forest', tapped: true }, { card: 'sturdy-bear', tapped: true }] },
        { id: 'p2', library: ['swamp'], battlefield: [{ card: 'island', tapped: true }] },
      ],
      turn: { active: 'p2', step: 'end' },
    });
    g.do({ type: 'advance', player: 'p2', to: 'upkeep' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.obj('forest').tapped).toBe(false);
    expect(g.obj('sturdy-bear').tapped).toBe(false);
    expect(g.obj('island').tapped).toBe(true);
    expect(g.loggedOf('untapped').every((e) => e.rule === '502.3')).toBe(true);
    // 502.4: no player receives priority during the untap step
    expect(g.loggedOf('priority').length).toBe(0);
    expect(g.state.turn.priority).toBe('p1');
  });

  it('504.1: the active player draws a card in the draw step; 103.8a: not on the first turn of the game', () => {
    const g = play({
      players: [{ id: 'p1', library: ['forest', 'island'] }, { id: 'p2', library: ['swamp'] }],
      turn: { active: 'p1', step: 'upkeep', number: 1 },
    });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('draw');
    expect(g.zoneOf('forest')).toBe('library');
    const h = play({
      players: [{ id: 'p1', library: ['forest', 'island'] }, { id: 'p2', library: ['swamp'] }],
      turn: { active: 'p1', step: 'upkeep', number: 2 },
    });
    h.do({ type: 'advance', player: 'p1' });
    expect(h.zoneOf('forest')).toBe('hand');
    expect(h.zoneOf('island')).toBe('library');
    expect(h.eventsOf('drew')).toEqual([expect.objectContaining({ player: 'p1', rule: '504.1' })]);
  });

  it('704.5b: a player who drew from an empty library loses the game', () => {
    const g = play({ players: [{ id: 'p1' }, { id: 'p2' }], turn: { active: 'p1', step: 'upkeep', number: 3 } });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.over).toBe(true);
    expect(g.eventsOf('playerLost')).toEqual([{ type: 'playerLost', player: 'p1', reason: 'emptyLibrary', rule: '704.5b' }]);
    expect(g.state.winner).toBe(g.state.player.p2?.team);
  });

  it('500.4: unspent mana empties from the pool at the end of each step', () => {
    const g = play({ players: [{ id: 'p1', battlefield: [{ card: 'forest' }] }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } });
    g.do({ type: 'activate', player: 'p1', object: '@forest', ability: 'forest:0' });
    expect(g.state.player.p1?.manaPool.G).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.player.p1?.manaPool.G).toBe(0);
    expect(g.eventsOf('manaEmptied')).toEqual([{ type: 'manaEmptied', player: 'p1', rule: '500.5' }]);
  });

  it('514.2: in the cleanup step damage is removed and "until end of turn" effects end', () => {
    const g = play({
      players: [{ id: 'p1', battlefield: [{ card: 'plodding-ox', damage: 2 }] }, { id: 'p2', library: ['forest'] }],
      turn: { active: 'p1', step: 'end' },
    });
    expect(g.obj('plodding-ox').damage).toBe(2);
    g.do({ type: 'advance', player: 'p1', to: 'upkeep' });
    expect(g.obj('plodding-ox').damage).toBe(0);
    expect(g.loggedOf('damageRemoved')).toEqual([{ type: 'damageRemoved', rule: '514.2' }]);
  });

  it('302.6: at the start of a turn, the new active player’s permanents are no longer "summoning sick"', () => {
    const g = play({
      players: [{ id: 'p1', library: ['forest'] }, { id: 'p2', library: ['swamp'], battlefield: [{ card: 'watchtower-scout', sick: true }] }],
      turn: { active: 'p1', step: 'end', number: 1 },
    });
    expect(g.obj('watchtower-scout').sinceTurnStart).toBe(false);
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.obj('watchtower-scout').sinceTurnStart).toBe(true);
    g.do({ type: 'activate', player: 'p2', object: '@watchtower-scout', ability: 'watchtower-scout:0' });
  });

  it('305.2: one land per turn, in a main phase of your turn with an empty stack', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['forest', 'island', 'restful-sip'], battlefield: [{ card: 'plains' }] }, { id: 'p2', hand: ['swamp'] }],
      turn: { active: 'p1', step: 'upkeep' },
    });
    g.rejects({ type: 'playLand', player: 'p1', object: '@forest' }, 'land-timing');
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    g.rejects({ type: 'playLand', player: 'p1', object: '@forest' }, 'land-timing');
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'playLand', player: 'p1', object: '@forest' });
    expect(g.eventsOf('landPlayed')).toHaveLength(1);
    expect(g.zoneOf('forest')).toBe('battlefield');
    g.rejects({ type: 'playLand', player: 'p1', object: '@island' }, 'land-already-played');
    g.do({ type: 'pass', player: 'p1' });
    g.rejects({ type: 'playLand', player: 'p2', object: '@swamp' }, 'land-timing');
  });

  it('714.3c: as the active player’s precombat main phase begins, a turn-based action puts a lore counter on each of their Sagas (no stack)', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'long-road-tale', counters: { lore: 1 } }] },
        { id: 'p2', battlefield: [{ card: 'long-road-tale', id: 'their-tale', counters: { lore: 1 } }] },
      ],
      turn: { active: 'p1', step: 'draw', number: 1 },
    });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('main1');
    expect(g.obj('long-road-tale').counters.lore).toBe(2);
    expect(g.obj('their-tale').counters.lore).toBe(1);
    const types = g.events.map((e) => e.type);
    // the counter is put before anyone gets priority; chapter II triggers and goes on the stack
    expect(types.indexOf('countersAdded')).toBeGreaterThan(types.indexOf('stepBegan'));
    expect(g.stackSources()).toEqual(['long-road-tale']);
    expect(g.state.turn.priority).toBe('p1');
  });

  it('514.1/402.2: in the cleanup step the active player discards down to seven cards, choosing each (a decision); then 514.2 happens', () => {
    const hand = ['forest', 'forest', 'island', 'island', 'swamp', 'swamp', 'plains', 'plains', 'mountain'];
    const g = play({
      players: [{ id: 'p1', hand, battlefield: [{ card: 'plodding-ox', damage: 1 }] }, { id: 'p2', library: ['forest'], hand: [...hand] }],
      turn: { active: 'p1', step: 'end' },
    });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('cleanup');
    expect(g.state.turn.priority).toBeNull();
    const d = g.state.decision;
    expect(d).toEqual(expect.objectContaining({ kind: 'choose', player: 'p1', question: { kind: 'discardToHandSize', player: 'p1' } }));
    expect(d?.kind === 'choose' && d.options.length).toBe(9);
    g.rejects({ type: 'choose', player: 'p1', option: g.obj('forest-4').id }, 'illegal-choice');
    g.do({ type: 'choose', player: 'p1', option: '@mountain' });
    expect(g.zoneOf('mountain')).toBe('graveyard');
    expect(g.eventsOf('zoneChanged')).toEqual([expect.objectContaining({ from: 'hand', to: 'graveyard', reason: 'discard', rule: '514.1' })]);
    // still eight: another card
    expect(g.state.decision?.kind).toBe('choose');
    expect(g.obj('plodding-ox').damage).toBe(1);
    g.do({ type: 'choose', player: 'p1', option: '@plains-2' });
    expect(g.state.zones['p1.hand']).toHaveLength(7);
    expect(g.obj('plodding-ox').damage).toBe(0);
    // the turn goes on: p2's turn begins (the other player doesn't discard in p1's cleanup)
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.turn.step).toBe('upkeep');
    expect(g.state.zones['p2.hand']).toHaveLength(9);
  });
  describe('514.3a: state-based actions or triggers in the cleanup step', () => {
    // A 3/3 with two -1/-1 counters (1/1), pumped +2/+2 until end of turn, then given a third
    // counter: a 2/2 that becomes 0/0 when the pump ends in the cleanup step (514.2).
    const doomedAtCleanup = (card: string, catalog = CATALOG) => {
      const g = play(
        {
          players: [
            { id: 'p1', hand: ['brief-surge', 'withering-gnat'], battlefield: [{ card, counters: { '-1/-1': 2 } }, { card: 'forest' }, { card: 'swamp' }, { card: 'swamp' }] },
            { id: 'p2', library: ['forest'] },
          ],
          turn: { active: 'p1', step: 'main2' },
        },
        catalog,
      );
      g.do({ type: 'cast', player: 'p1', object: '@brief-surge', targets: [{ object: `@${card}` }] }).do({ type: 'advance', player: 'p1' });
      g.do({ type: 'cast', player: 'p1', object: '@withering-gnat' }).do({ type: 'advance', player: 'p1' });
      g.do({ type: 'chooseTargets', player: 'p1', targets: [{ object: `@${card}` }] }).do({ type: 'advance', player: 'p1' });
      expect(g.chars(card).toughness).toBe(2);
      g.do({ type: 'advance', player: 'p1' });
      expect(g.state.turn.step).toBe('end');
      g.do({ type: 'advance', player: 'p1' });
      return g;
    };

    it('514.3a: a state-based action in the cleanup step gives the active player priority; when all pass, another cleanup step begins', () => {
      const g = doomedAtCleanup('plodding-ox');
      expect(g.zoneOf('plodding-ox')).toBe('graveyard');
      expect(g.eventsOf('zoneChanged').find((e) => e.cards.includes('plodding-ox'))?.rule).toBe('704.5f');
      expect(g.state.turn.step).toBe('cleanup');
      expect(g.state.turn.active).toBe('p1');
      expect(g.state.turn.priority).toBe('p1');
      g.do({ type: 'advance', player: 'p1' });
      // the second cleanup step has nothing to do, so nobody gets priority and the turn ends
      const steps = g.log.filter((e) => e.type === 'stepBegan').map((e) => (e.type === 'stepBegan' ? `${e.player}:${e.step}` : ''));
      expect(steps.slice(-4)).toEqual(['p1:cleanup', 'p1:cleanup', 'p2:untap', 'p2:upkeep']);
      expect(g.state.turn.active).toBe('p2');
    });

    it('514.3a: a trigger in the cleanup step goes on the stack; it resolves, then another cleanup step begins', () => {
      const keeper = CATALOG['lantern-keeper'];
      if (!keeper) throw new Error('lantern-keeper is missing from the catalog');
      // Lantern Keeper's "when this creature dies, you gain 2 life" on a 3/3 body
      const catalog = { ...CATALOG, 'lantern-ox': { ...keeper, id: 'lantern-ox', name: 'Lantern Ox', power: 3, toughness: 3 } };
      const g = doomedAtCleanup('lantern-ox', catalog);
      expect(g.zoneOf('lantern-ox')).toBe('graveyard');
      expect(g.state.turn.step).toBe('cleanup');
      expect(g.stackSize()).toBe(1);
      expect(g.state.turn.priority).toBe('p1');
      g.do({ type: 'advance', player: 'p1' });
      expect(g.life('p1')).toBe(22);
      expect(g.state.turn.step).toBe('cleanup');
      g.do({ type: 'advance', player: 'p1' });
      expect(g.state.turn.active).toBe('p2');
      expect(g.log.filter((e) => e.type === 'stepBegan' && e.step === 'cleanup')).toHaveLength(2);
    });
  });
});
