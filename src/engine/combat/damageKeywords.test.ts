// Deathtouch (702.2, 704.5h) and lifelink (702.15): what damage from such a source does.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../base/cards.ts';
import type { SetupPermanent } from '../position.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';

/** Test-only: a 1/1 with deathtouch, lifelink and "{T}: This creature deals 1 damage to target creature." */
const STINGING: CardDef = {
  id: 'stinging-leech',
  name: 'Stinging Leech',
  manaCost: '{B}',
  types: ['creature'],
  power: 1,
  toughness: 1,
  abilities: [
    { kind: 'keyword', keyword: 'deathtouch' },
    { kind: 'keyword', keyword: 'lifelink' },
    { kind: 'activated', cost: { tap: true }, targets: [{ kind: 'object', filter: { types: ['creature'] } }], effects: [{ do: 'dealDamage', amount: 1, to: { target: 0 } }] },
  ],
};

/** p1 attacks p2 with `attackers`; the game is at p2's declaration of blockers. */
const combat = (attackers: SetupPermanent[], blockers: SetupPermanent[] = []) => {
  const g = play({
    players: [
      { id: 'p1', battlefield: attackers.map((a) => ({ ...a, attacking: 'p2' })) },
      { id: 'p2', battlefield: blockers },
    ],
    turn: { active: 'p1', step: 'declareAttackers' },
  });
  g.do({ type: 'advance', player: 'p1' });
  return g;
};

describe('deathtouch (702.2)', () => {
  it('702.2b / 704.5h: a creature dealt damage by a source with deathtouch is destroyed, whatever its toughness', () => {
    const g = combat([{ card: 'marsh-stinger' }], [{ card: 'plodding-ox' }]);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@plodding-ox', attacker: '@marsh-stinger' }] });
    const ox = g.obj('plodding-ox').id;
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.eventsOf('destroyed').map((e) => e.object)).toContain(ox);
    expect(g.eventsOf('zoneChanged').find((e) => e.object === ox)).toMatchObject({ to: 'graveyard', reason: 'destroy', rule: '704.5h' });
    // the ox's 3 damage is lethal to the 1/1 stinger the usual way (704.5g)
    expect(g.zoneOf('marsh-stinger')).toBe('graveyard');
    expect(g.zoneOf('plodding-ox')).toBe('graveyard');
  });

  it('702.2b: the deathtouch damage counts only until state-based actions are next checked', () => {
    const g = combat([{ card: 'marsh-stinger' }], [{ card: 'bastion-colossus' }]);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@bastion-colossus', attacker: '@marsh-stinger' }] });
    g.do({ type: 'advance', player: 'p1' });
    // indestructible ignores 704.5h (702.12b); the check has passed, so the mark is gone
    expect(g.zoneOf('bastion-colossus')).toBe('battlefield');
    expect(g.obj('bastion-colossus').damage).toBe(1);
    expect(g.obj('bastion-colossus').deathtouched).toBeUndefined();
  });

  it('702.2c / 702.19b: with trample, one damage is lethal to each blocker and the rest goes to the player', () => {
    // a merged permanent has every component's abilities (702.140e): trample on top, deathtouch under it
    const g = combat([{ card: 'thornback-mutant', merged: ['marsh-stinger'] }], [{ card: 'plodding-ox' }, { card: 'sturdy-bear' }]);
    g.do({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: '@plodding-ox', attacker: '@thornback-mutant' },
        { blocker: '@sturdy-bear', attacker: '@thornback-mutant' },
      ],
    });
    const [mutant, ox, bear] = [g.obj('thornback-mutant').id, g.obj('plodding-ox').id, g.obj('sturdy-bear').id];
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('damageDealt').filter((e) => e.source === mutant).map((e) => [e.to, e.amount])).toEqual([
      [{ object: ox }, 1],
      [{ object: bear }, 1],
      [{ player: 'p2' }, 2],
    ]);
    expect(g.life('p2')).toBe(18);
    expect(g.zoneOf('plodding-ox')).toBe('graveyard');
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
  });

  it('702.2c: without trample, a blocked attacker with deathtouch divides its damage so each blocker is dealt some', () => {
    const g = combat([{ card: 'marsh-stinger', counters: { '+1/+1': 1 } }], [{ card: 'plodding-ox' }, { card: 'sturdy-bear' }]);
    g.do({
      type: 'declareBlockers',
      player: 'p2',
      blocks: [
        { blocker: '@plodding-ox', attacker: '@marsh-stinger' },
        { blocker: '@sturdy-bear', attacker: '@marsh-stinger' },
      ],
    });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('plodding-ox')).toBe('graveyard');
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    expect(g.life('p2')).toBe(20);
  });
});

describe('lifelink (702.15)', () => {
  it('702.15b / 120.3f: combat damage dealt by a creature with lifelink makes its controller gain that much life', () => {
    const g = combat([{ card: 'dawnglow-stag' }]);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(18);
    expect(g.eventsOf('lifeGained')).toEqual([{ type: 'lifeGained', player: 'p1', amount: 2, total: 22, rule: '702.15b' }]);
  });

  it('702.15b: damage dealt to a blocking creature counts too', () => {
    const g = combat([{ card: 'dawnglow-stag' }], [{ card: 'plodding-ox' }]);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@plodding-ox', attacker: '@dawnglow-stag' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(22);
  });

  it('702.140e / 702.15e: a merged permanent with a lifelink component gains what it deals, as one life gain event; each lifelink source its own', () => {
    const g = combat([{ card: 'thornback-mutant', merged: ['dawnglow-stag'] }, { card: 'dawnglow-stag', id: 'stag-2' }], [{ card: 'sturdy-bear' }]);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@thornback-mutant' }] }).do({ type: 'advance', player: 'p1' });
    // the 4/4 trampler: 2 to the bear, 2 to p2; the other stag: 2 to p2
    expect(g.life('p2')).toBe(16);
    expect(g.eventsOf('lifeGained').map((e) => e.amount).sort()).toEqual([2, 4]);
    expect(g.life('p1')).toBe(26);
  });

  it('708.2: a face-down creature has no abilities: a face-down card with lifelink gains nothing', () => {
    const g = combat([{ card: 'dawnglow-stag', faceDown: 'plain' }]);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(18);
    expect(g.eventsOf('lifeGained')).toEqual([]);
    expect(g.life('p1')).toBe(20);
  });

  it('730.2e: a face-up mutated permanent over a face-down card gets no lifelink from it; over a face-up one it does', () => {
    const merge = (faceDown: boolean) => {
      const g = play({
        players: [
          { id: 'p1', hand: ['thornback-mutant'], battlefield: [{ card: 'dawnglow-stag', ...(faceDown ? { faceDown: 'plain' as const } : {}) }, { card: 'forest' }, { card: 'forest' }] },
          { id: 'p2' },
        ],
        turn: { active: 'p1', step: 'main1' },
      });
      g.do({ type: 'cast', player: 'p1', object: '@thornback-mutant', method: 'mutate', targets: [{ object: '@dawnglow-stag' }] });
      g.do({ type: 'advance', player: 'p1' }).do({ type: 'choose', player: 'p1', option: 'top' });
      // the mutant's own "enters" trigger doesn't trigger on a merge (730.2b): nothing else on the stack
      g.do({ type: 'advance', player: 'p1', to: 'declareAttackers' });
      g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@thornback-mutant', target: 'p2' }] });
      g.do({ type: 'advance', player: 'p1' }).do({ type: 'declareBlockers', player: 'p2', blocks: [] }).do({ type: 'advance', player: 'p1' });
      expect(g.state.turn.step).toBe('combatDamage');
      expect(g.life('p2')).toBe(16);
      return g.life('p1');
    };
    expect(merge(true)).toBe(20);
    expect(merge(false)).toBe(24);
  });
});

describe('deathtouch and lifelink on noncombat damage (702.2b, 702.15b: any damage, not only combat damage)', () => {
  it('702.2b / 702.15b: an ability of a creature with both deals 1 damage: the 3/3 is destroyed and its controller gains 1 life', () => {
    const g = play(
      { players: [{ id: 'p1', battlefield: [{ card: 'stinging-leech' }] }, { id: 'p2', battlefield: [{ card: 'plodding-ox' }] }], turn: { active: 'p1', step: 'main1' } },
      { ...CATALOG, [STINGING.id]: STINGING },
    );
    g.do({ type: 'activate', player: 'p1', object: '@stinging-leech', ability: 'stinging-leech:2', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('damageDealt')).toEqual([expect.objectContaining({ amount: 1, combat: false, rule: '120.3' })]);
    expect(g.eventsOf('lifeGained')).toEqual([expect.objectContaining({ player: 'p1', amount: 1, rule: '702.15b' })]);
    expect(g.zoneOf('plodding-ox')).toBe('graveyard');
  });
});
