// Combat (506–511).
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';

const toAttack = (p1: object[], p2: object[] = []) =>
  play({ players: [{ id: 'p1', battlefield: p1 as never }, { id: 'p2', battlefield: p2 as never }], turn: { active: 'p1', step: 'beginCombat' } }).do({
    type: 'advance',
    player: 'p1',
  });

describe('combat (506–511)', () => {
  it('508.1a/508.1f: the active player declares attackers (a decision); attacking creatures become tapped', () => {
    const g = toAttack([{ card: 'sturdy-bear' }, { card: 'plodding-ox' }]);
    expect(g.state.decision).toEqual({ kind: 'declareAttackers', player: 'p1' });
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sturdy-bear', target: 'p2' }] });
    expect(g.obj('sturdy-bear').tapped).toBe(true);
    expect(g.obj('sturdy-bear').attack).toEqual({ target: 'p2', declared: true, blocked: false, blockedBy: [] });
    expect(g.obj('plodding-ox').tapped).toBe(false);
    expect(g.eventsOf('attackersDeclared')).toEqual([expect.objectContaining({ player: 'p1', rule: '508.1' })]);
    expect(g.eventsOf('tapped')).toEqual([expect.objectContaining({ rule: '508.1f' })]);
    expect(g.state.turn.priority).toBe('p1');
  });

  it.each([
    ['a creature that came under your control this turn (302.6)', { card: 'sturdy-bear', sick: true }],
    ['a tapped creature', { card: 'sturdy-bear', tapped: true }],
    ['a noncreature permanent', { card: 'mending-stone' }],
  ])('508.1a: %s can’t attack', (_why, perm) => {
    const g = toAttack([{ card: 'plodding-ox' }, { ...perm, id: 'x' }]);
    g.rejects({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@x', target: 'p2' }] }, 'illegal-attacker');
  });

  it('508.1: attackers attack an opponent; the same creature can’t be declared twice; only the active player declares', () => {
    const g = toAttack([{ card: 'sturdy-bear' }]);
    g.rejects({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sturdy-bear', target: 'p1' }] }, 'illegal-attacker');
    g.rejects({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sturdy-bear', target: 'p2' }, { object: '@sturdy-bear', target: 'p2' }] }, 'illegal-attacker');
    g.rejects({ type: 'declareAttackers', player: 'p2', attackers: [] }, 'not-your-decision');
  });

  it('509.1: the defending player declares blockers; 509.1h: an attacker nobody blocks is unblocked; 510.2: combat damage', () => {
    const g = toAttack([{ card: 'sturdy-bear' }, { card: 'plodding-ox' }], [{ card: 'lantern-keeper' }]);
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sturdy-bear', target: 'p2' }, { object: '@plodding-ox', target: 'p2' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toEqual({ kind: 'declareBlockers', player: 'p2' });
    g.rejects({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@plodding-ox' }] }, 'illegal-blocker');
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@lantern-keeper', attacker: '@sturdy-bear' }] });
    expect(g.obj('sturdy-bear').attack?.blocked).toBe(true);
    expect(g.obj('lantern-keeper').blocking).toBe(g.obj('sturdy-bear').id);
    expect(g.eventsOf('unblocked')).toEqual([{ type: 'unblocked', object: g.obj('plodding-ox').id, rule: '509.1h' }]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    const dmg = g.eventsOf('damageDealt');
    expect(dmg.every((e) => e.combat && e.rule === '510.2')).toBe(true);
    expect(dmg).toHaveLength(3);
    expect(g.life('p2')).toBe(17);
    // the blocker dealt 1 to the bear, the bear 2 to the blocker (all at once)
    expect(g.obj('sturdy-bear').damage).toBe(1);
    expect(g.zoneOf('lantern-keeper')).toBe('graveyard');
  });

  it('509.1b/702.9b: a creature with flying can be blocked only by creatures with flying or reach; a tapped creature can’t block', () => {
    const g = toAttack([{ card: 'glassward-heron' }, { card: 'sturdy-bear' }], [{ card: 'plodding-ox' }, { card: 'lantern-keeper', tapped: true }]);
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@glassward-heron', target: 'p2' }, { object: '@sturdy-bear', target: 'p2' }] });
    g.do({ type: 'advance', player: 'p1' });
    g.rejects({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@plodding-ox', attacker: '@glassward-heron' }] }, 'illegal-blocker');
    g.rejects({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@lantern-keeper', attacker: '@sturdy-bear' }] }, 'illegal-blocker');
    g.rejects(
      { type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@plodding-ox', attacker: '@sturdy-bear' }, { blocker: '@plodding-ox', attacker: '@sturdy-bear' }] },
      'illegal-blocker',
    );
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@plodding-ox', attacker: '@sturdy-bear' }] });
  });

  it('511.3: at the end of combat, creatures are removed from combat', () => {
    const g = toAttack([{ card: 'plodding-ox' }]);
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@plodding-ox', target: 'p2' }] });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'advance', player: 'p1', to: 'main2' });
    expect(g.obj('plodding-ox').attack).toBeUndefined();
    expect(g.loggedOf('removedFromCombat')).toEqual([expect.objectContaining({ rule: '511.3' })]);
  });

  it('508.4/506.3d: a creature put onto the battlefield attacking was never declared (no "attacks" trigger) and, after blockers, is unblocked', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['rooftop-courier'], battlefield: [{ card: 'sturdy-bear', attacking: 'p2' }, { card: 'swamp' }] },
        { id: 'p2', battlefield: [{ card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'cast', player: 'p1', object: '@rooftop-courier', method: 'sneak', costs: { returnToHand: ['@sturdy-bear'] } });
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
    // 118.9: the alternative cost {B} is paid instead of the mana cost {2}{B}
    expect(g.eventsOf('manaSpent')).toEqual([expect.objectContaining({ mana: 'B', amount: 1 })]);
    g.do({ type: 'advance', player: 'p1' });
    const courier = g.obj('rooftop-courier');
    expect(courier.tapped).toBe(true);
    expect(courier.attack).toEqual({ target: 'p2', declared: false, blocked: false, blockedBy: [] });
    expect(g.eventsOf('entered')).toEqual([expect.objectContaining({ attacking: 'p2', tapped: true })]);
    // its "whenever this creature attacks" didn't trigger
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.stackSize()).toBe(0);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.life('p2')).toBe(18);
    expect(g.life('p1')).toBe(20);
  });

  it('509.1h/506.4: an attacker stays blocked after its blocker leaves combat, and deals no combat damage (no trample)', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'plodding-ox', attacking: 'p2' }, { card: 'mountain' }] },
        { id: 'p2', battlefield: [{ card: 'sturdy-bear' }] },
      ],
      turn: { active: 'p1', step: 'declareAttackers' },
    });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@plodding-ox' }] });
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    expect(g.obj('plodding-ox').attack?.blocked).toBe(true);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.eventsOf('damageDealt')).toHaveLength(0);
    expect(g.life('p2')).toBe(20);
  });
  describe('702.19 trample', () => {
    const blockedTrampler = (blockers: object[]) => {
      const g = play({
        players: [
          { id: 'p1', hand: ['ember-jab'], battlefield: [{ card: 'thornback-mutant', attacking: 'p2' }, { card: 'mountain' }] },
          { id: 'p2', battlefield: blockers as never },
        ],
        turn: { active: 'p1', step: 'declareAttackers' },
      });
      g.do({ type: 'advance', player: 'p1' });
      return g;
    };

    it('702.19b: a blocked attacker with trample assigns lethal damage to its blocker and the rest to the player it attacks', () => {
      const g = blockedTrampler([{ card: 'sturdy-bear' }]);
      g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@thornback-mutant' }] });
      const bear = g.obj('sturdy-bear').id;
      g.do({ type: 'advance', player: 'p1' });
      expect(g.state.turn.step).toBe('combatDamage');
      // 4 power: 2 is lethal to the 2/2 bear, 2 tramples over
      expect(g.eventsOf('damageDealt').filter((e) => e.source === g.obj('thornback-mutant').id).map((e) => [e.to, e.amount])).toEqual([
        [{ object: bear }, 2],
        [{ player: 'p2' }, 2],
      ]);
      expect(g.life('p2')).toBe(18);
      expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    });

    it('702.19b: lethal damage counts damage already marked on the blocker', () => {
      const g = blockedTrampler([{ card: 'plodding-ox', damage: 2 }]);
      g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@plodding-ox', attacker: '@thornback-mutant' }] });
      g.do({ type: 'advance', player: 'p1' });
      // the 3/3 ox has 2 damage: 1 is lethal, 3 go to the player
      expect(g.life('p2')).toBe(17);
      expect(g.zoneOf('plodding-ox')).toBe('graveyard');
    });

    it('702.19b: each of several blockers is assigned lethal damage before any reaches the player', () => {
      const g = blockedTrampler([{ card: 'sturdy-bear' }, { card: 'lantern-keeper' }]);
      g.do({
        type: 'declareBlockers',
        player: 'p2',
        blocks: [
          { blocker: '@sturdy-bear', attacker: '@thornback-mutant' },
          { blocker: '@lantern-keeper', attacker: '@thornback-mutant' },
        ],
      });
      g.do({ type: 'advance', player: 'p1' });
      // 2 to the bear, 1 to the 1/1 keeper, 1 to the player
      expect(g.life('p2')).toBe(19);
      expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
      expect(g.zoneOf('lantern-keeper')).toBe('graveyard');
    });

    it('702.19d: a trampler whose blockers have all left combat assigns all its damage to the player', () => {
      const g = blockedTrampler([{ card: 'sturdy-bear' }]);
      g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@sturdy-bear', attacker: '@thornback-mutant' }] });
      g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
      expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
      expect(g.obj('thornback-mutant').attack?.blocked).toBe(true);
      g.do({ type: 'advance', player: 'p1' });
      expect(g.state.turn.step).toBe('combatDamage');
      expect(g.life('p2')).toBe(16);
    });

    it('702.19a: trample has no effect on a blocking creature', () => {
      const g = play({
        players: [
          { id: 'p1', battlefield: [{ card: 'plodding-ox', attacking: 'p2' }] },
          { id: 'p2', battlefield: [{ card: 'thornback-mutant' }] },
        ],
        turn: { active: 'p1', step: 'declareAttackers' },
      });
      g.do({ type: 'advance', player: 'p1' });
      g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@thornback-mutant', attacker: '@plodding-ox' }] });
      g.do({ type: 'advance', player: 'p1' });
      expect(g.life('p1')).toBe(20);
      expect(g.zoneOf('plodding-ox')).toBe('graveyard');
    });
  });
});
