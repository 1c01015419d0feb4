// The Archenemy variant against all of 904 and the multiplayer rules it brings in (800–810):
// Team vs. Team (808) with the attack multiple players (802) and shared team turns (805)
// options (904.2), how the game starts (103.8c, 904.5, 904.6) and a player leaving it (800.4).
import { describe, expect, it } from 'vitest';
import type { CardCatalog, GameSetup, SetupPermanent } from '../index.ts';
import { CATALOG, SAPPING_BOLT } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

const CAT: CardCatalog = { ...CATALOG, 'sapping-bolt': SAPPING_BOLT };

/** p1 the archenemy (seat 1), p2 and p3 the team (seats 2 and 3). */
function archenemy(opts: { p1?: Partial<GameSetup['players'][number]>; p2?: Partial<GameSetup['players'][number]>; p3?: Partial<GameSetup['players'][number]>; turn?: GameSetup['turn'] } = {}): GameSetup {
  return {
    players: [
      { id: 'p1', archenemy: true, schemes: ['call-for-tribute'], library: ['swamp', 'swamp', 'swamp'], battlefield: lands('swamp', 2), ...opts.p1 },
      { id: 'p2', library: ['forest', 'forest', 'forest'], battlefield: lands('forest', 2), ...opts.p2 },
      { id: 'p3', library: ['island', 'island', 'island'], battlefield: lands('island', 2), ...opts.p3 },
    ],
    turn: opts.turn ?? { active: 'p1', step: 'upkeep', beginStep: true },
  };
}

describe('Archenemy: how the game is set up and starts (904.2–904.7, 103.8c, 808)', () => {
  it('904.2 / 904.2a / 904.2b / 808.1: two teams: the archenemy alone, everyone else together', () => {
    const g = play(archenemy(), CAT);
    const team = (p: string) => g.state.player[p]?.team;
    expect(team('p2')).toBe(team('p3'));
    expect(team('p1')).not.toBe(team('p2'));
    expect([g.life('p1'), g.life('p2'), g.life('p3')]).toEqual([40, 20, 20]);
  });

  it('904.6 / 103.8c / 800.7: the archenemy takes the first turn, and draws in its draw step: in a multiplayer game nobody skips the first draw', () => {
    const g = play({ ...archenemy(), turn: { step: 'draw', beginStep: true, number: 1 } }, CAT);
    expect(g.state.turn.active).toBe('p1');
    expect(g.loggedOf('drew')).toEqual([expect.objectContaining({ player: 'p1', rule: '504.1' })]);
  });

  it('103.8a: in a two-player game the starting player does skip that draw', () => {
    const g = play({ players: [{ id: 'p1', library: ['forest'] }, { id: 'p2', library: ['forest'] }], turn: { active: 'p1', step: 'draw', beginStep: true, number: 1 } });
    expect(g.loggedOf('drew')).toHaveLength(0);
  });

  it('904.12 / 904.12b / 904.12c: Supervillain Rumble: everyone an archenemy, a free-for-all: every player on their own team, at 40, turns one player at a time', () => {
    const g = play(
      {
        players: [
          { id: 'p1', archenemy: true, schemes: ['call-for-tribute'], library: ['swamp', 'swamp'] },
          { id: 'p2', archenemy: true, schemes: ['raid-the-pantry'], library: ['forest', 'forest'] },
          { id: 'p3', archenemy: true, schemes: ['tightening-siege'], library: ['island', 'island'] },
        ],
        turn: { active: 'p1', step: 'end', number: 2 },
      },
      CAT,
    );
    expect(new Set(['p1', 'p2', 'p3'].map((p) => g.state.player[p]?.team)).size).toBe(3);
    expect(g.life('p2')).toBe(40);
    expect(g.state.over).toBe(false);
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    // p2's own turn: only p2 draws, and p2 sets its own scheme in motion
    expect(g.state.turn).toMatchObject({ active: 'p2', step: 'main1' });
    expect(g.loggedOf('drew').map((e) => (e.type === 'drew' ? e.player : ''))).toEqual(['p2']);
    expect(g.loggedOf('schemeSetInMotion')).toEqual([expect.objectContaining({ player: 'p2' })]);
  });
});

describe('Archenemy: shared team turns (904.2, 805)', () => {
  it('805.4 / 805.4a: the team takes one turn: archenemy, team, archenemy; the turn number counts team turns', () => {
    const g = play({ ...archenemy(), turn: { active: 'p1', step: 'end', number: 1 } }, CAT);
    g.do({ type: 'advance', player: 'p1', to: 'upkeep' });
    expect(g.state.turn).toMatchObject({ number: 2, active: 'p2', step: 'upkeep' });
    g.do({ type: 'advance', player: 'p2', to: 'upkeep' });
    expect(g.state.turn).toMatchObject({ number: 3, active: 'p1', step: 'upkeep' });
    expect(g.loggedOf('turnBegan').map((e) => (e.type === 'turnBegan' ? e.player : ''))).toEqual(['p2', 'p1']);
  });

  it('805.4 / 502.3 / 302.6: in the team\'s untap step every player of the team untaps, and their permanents stop being summoning sick', () => {
    const g = play(
      {
        ...archenemy({
          p1: { battlefield: [{ card: 'swamp', id: 'p1-land', tapped: true }] },
          p2: { battlefield: [{ card: 'forest', id: 'p2-land', tapped: true }, { card: 'sturdy-bear', sick: true }] },
          p3: { battlefield: [{ card: 'island', id: 'p3-land', tapped: true }, { card: 'plodding-ox', sick: true }] },
        }),
        turn: { active: 'p1', step: 'end', number: 1 },
      },
      CAT,
    );
    g.do({ type: 'advance', player: 'p1', to: 'upkeep' });
    expect(g.obj('p2-land').tapped).toBe(false);
    expect(g.obj('p3-land').tapped).toBe(false);
    expect(g.obj('p1-land').tapped).toBe(true);
    expect(g.obj('sturdy-bear').sinceTurnStart).toBe(true);
    expect(g.obj('plodding-ox').sinceTurnStart).toBe(true);
  });

  it('805.4b / 805.6a: each player of the team draws in the team\'s draw step, in turn order', () => {
    const g = play({ ...archenemy(), turn: { active: 'p2', step: 'upkeep', number: 2 } }, CAT);
    g.do({ type: 'advance', player: 'p2' });
    expect(g.eventsOf('drew').map((e) => (e.type === 'drew' ? e.player : ''))).toEqual(['p2', 'p3']);
  });

  it('805.4c / 307.1: in the team\'s main phase each player of the team may play a land and cast a sorcery; the archenemy may not', () => {
    const g = play(
      {
        ...archenemy({ p1: { hand: [{ card: 'swamp', id: 'p1-land' }] }, p2: { hand: [{ card: 'forest', id: 'p2-land' }] }, p3: { hand: [{ card: 'island', id: 'p3-land' }, 'muster-call'], battlefield: [...lands('plains', 2)] } }),
        turn: { active: 'p2', step: 'main1', number: 2 },
      },
      CAT,
    );
    g.do({ type: 'playLand', player: 'p2', object: '@p2-land' });
    // 805.5a: the team holds priority: p3 plays a land too without p2 passing
    g.do({ type: 'playLand', player: 'p3', object: '@p3-land' });
    expect(g.zoneOf('p3-land')).toBe('battlefield');
    g.do({ type: 'cast', player: 'p3', object: '@muster-call' });
    expect(g.zoneOf('muster-call')).toBe('stack');
    g.do({ type: 'pass', player: 'p3' });
    // the archenemy, a nonactive player, gets priority but can't play a land (305.2) in the team's turn
    g.do({ type: 'pass', player: 'p1' });
    expect(g.state.turn.priority).toBe('p2');
    g.do({ type: 'pass', player: 'p2' });
    g.rejects({ type: 'playLand', player: 'p1', object: '@p1-land' }, 'land-timing');
  });

  it('805.10a / 805.10b / 802.1: the team attacks as one: creatures of both players in one declaration, the archenemy defending', () => {
    const g = play(
      {
        ...archenemy({ p2: { battlefield: [{ card: 'sturdy-bear' }] }, p3: { battlefield: [{ card: 'plodding-ox' }] } }),
        turn: { active: 'p2', step: 'beginCombat', number: 2 },
      },
      CAT,
    );
    g.do({ type: 'advance', player: 'p2' });
    expect(g.state.decision).toMatchObject({ kind: 'declareAttackers', player: 'p2' });
    g.do({ type: 'declareAttackers', player: 'p2', attackers: [{ object: '@sturdy-bear', target: 'p1' }, { object: '@plodding-ox', target: 'p1' }] });
    expect(g.obj('plodding-ox').attack?.target).toBe('p1');
    g.do({ type: 'advance', player: 'p2' });
    expect(g.state.decision).toMatchObject({ kind: 'declareBlockers', player: 'p1' });
    g.do({ type: 'declareBlockers', player: 'p1', blocks: [] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.life('p1')).toBe(35);
  });

  it('802.1 / 802.3 / 805.10d: the archenemy attacks both players; the team blocks as one: p3\'s creature blocks a creature attacking p2', () => {
    const g = play(
      {
        ...archenemy({ p1: { battlefield: [{ card: 'sturdy-bear' }, { card: 'plodding-ox' }] }, p3: { battlefield: [{ card: 'tovi-gate-warden' }] } }),
        turn: { active: 'p1', step: 'beginCombat', number: 3 },
      },
      CAT,
    );
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sturdy-bear', target: 'p2' }, { object: '@plodding-ox', target: 'p3' }] });
    g.do({ type: 'advance', player: 'p1' });
    // one combined block for the defending team, answered by its first player
    expect(g.state.decision).toMatchObject({ kind: 'declareBlockers', player: 'p2' });
    expect(g.legal().some((a) => a.type === 'declareBlockers' && a.blocks.some((b) => b.attacker === g.obj('sturdy-bear').id))).toBe(true);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@tovi-gate-warden', attacker: '@sturdy-bear' }] });
    // nobody else is asked: the team blocked once
    expect(g.state.decision).toBeNull();
    g.do({ type: 'advance', player: 'p1' });
    expect([g.life('p2'), g.life('p3')]).toEqual([20, 17]);
  });

  it('805.5 / 805.5b / 117.3b: after a resolution the active team (named by its primary player) gets priority; every team passing in succession resolves the top of the stack', () => {
    const g = play({ ...archenemy({ p3: { hand: ['restful-sip'], battlefield: lands('plains', 1) } }), turn: { active: 'p2', step: 'upkeep', number: 2 } }, CAT);
    g.do({ type: 'pass', player: 'p2' });
    // the team passed as one: the archenemy has priority, p3 doesn't get it
    expect(g.state.turn.priority).toBe('p1');
    g.rejects({ type: 'cast', player: 'p3', object: '@restful-sip' }, 'not-your-priority');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn).toMatchObject({ step: 'draw', priority: 'p2' });
    g.do({ type: 'cast', player: 'p3', object: '@restful-sip' });
    g.do({ type: 'pass', player: 'p3' });
    g.do({ type: 'pass', player: 'p1' });
    expect(g.life('p3')).toBe(22);
    expect(g.state.turn.priority).toBe('p2');
  });

  it('505.3 / 505.4 / 703.4e / 703.4f: the archenemy\'s precombat main phase: first the scheme is set in motion, then the lore counter goes on its Saga', () => {
    const g = play(archenemy({ p1: { battlefield: [...lands('swamp', 2), { card: 'long-road-tale', counters: { lore: 1 } }] }, turn: { active: 'p1', step: 'draw', number: 3 } }), CAT);
    g.do({ type: 'advance', player: 'p1' });
    const types = g.events.map((e) => e.type);
    const lore = g.events.findIndex((e) => e.type === 'countersAdded' && e.rule === '714.3c');
    expect(types.indexOf('schemeSetInMotion')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('schemeSetInMotion')).toBeLessThan(lore);
  });

  it('805.4 / 714.3c: the team\'s Sagas get their lore counters in the team\'s precombat main phase, every player\'s', () => {
    const g = play(
      {
        ...archenemy({ p2: { battlefield: [{ card: 'long-road-tale', counters: { lore: 1 } }] }, p3: { battlefield: [{ card: 'twin-omens-saga', counters: { lore: 1 } }] } }),
        turn: { active: 'p2', step: 'draw', number: 2 },
      },
      CAT,
    );
    g.do({ type: 'advance', player: 'p2' });
    expect(g.obj('long-road-tale').counters.lore).toBe(2);
    expect(g.obj('twin-omens-saga').counters.lore).toBe(2);
  });
});

describe('a player leaving an Archenemy game (800.4, 104.2a)', () => {
  it('800.4 / 800.4a: a hero at 0 life leaves: the game goes on, and everything they own leaves with them', () => {
    const g = play(
      {
        ...archenemy({ p1: { hand: ['sapping-bolt'], battlefield: [...lands('mountain', 1)] }, p2: { life: 5, hand: ['plodding-ox'], battlefield: [{ card: 'sturdy-bear' }] } }),
        turn: { active: 'p1', step: 'main1', number: 3 },
      },
      CAT,
    );
    const before = g.state;
    g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.player.p2?.lost).toBe(true);
    expect(g.state.over).toBe(false);
    expect(g.eventsOf('leftGame')).toEqual([expect.objectContaining({ player: 'p2', rule: '800.4a' })]);
    expect(Object.values(g.state.cards).some((c) => c.owner === 'p2')).toBe(false);
    expect(Object.values(g.state.objects).some((o) => o.owner === 'p2' || o.controller === 'p2')).toBe(false);
    checkInvariants(g.state);
    checkConservation(before, g.state);
  });

  it('800.4a: control effects giving the leaving player control end: the archenemy\'s creature goes back to it', () => {
    const g = play(
      {
        ...archenemy({ p1: { hand: ['sapping-bolt'], battlefield: [...lands('mountain', 1), { card: 'plodding-ox' }] }, p2: { life: 5, hand: ['seize-command'], battlefield: lands('island', 5) } }),
        turn: { active: 'p2', step: 'main1', number: 2 },
      },
      CAT,
    );
    g.do({ type: 'cast', player: 'p2', object: '@seize-command', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.obj('plodding-ox').controller).toBe('p2');
    g.do({ type: 'pass', player: 'p2' });
    g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'pass', player: 'p2' });
    expect(g.state.player.p2?.lost).toBe(true);
    expect(g.obj('plodding-ox')).toMatchObject({ controller: 'p1', owner: 'p1', zone: 'battlefield' });
    expect(g.eventsOf('controlChanged')).toEqual([expect.objectContaining({ from: 'p2', to: 'p1', rule: '800.4a' })]);
  });

  it('800.4a: what the leaving player still controls but doesn\'t own is exiled; 800.4d: their abilities on the stack cease to exist', () => {
    const g = play(
      {
        ...archenemy({
          p1: { life: 40, hand: ['sapping-bolt'], battlefield: [...lands('mountain', 1), { card: 'sturdy-bear', id: 'loaned-bear' }] },
          p2: { life: 5, battlefield: [{ card: 'mending-stone' }] },
        }),
        turn: { active: 'p2', step: 'main1', number: 2 },
      },
      CAT,
    );
    // the archenemy's Bear is under p2's control without a control effect (as if it entered under p2's control)
    const s = structuredClone(g.state);
    const bear = Object.values(s.objects).find((o) => o.cards.includes('loaned-bear'))!;
    bear.controller = 'p2';
    g.state = s;
    g.do({ type: 'activate', player: 'p2', object: '@mending-stone', ability: 'mending-stone:0' });
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'pass', player: 'p2' });
    g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'pass', player: 'p2' });
    expect(g.state.player.p2?.lost).toBe(true);
    // the Stone's ability p2 controlled is gone from the stack; the Bear p2 controlled went to exile
    expect(g.stackSize()).toBe(0);
    expect(g.zoneOf('loaned-bear')).toBe('exile');
    expect(g.life('p2')).toBe(0);
  });

  it('800.4j / 800.4k: the active hero leaves during the team\'s turn: the turn goes on with the rest of the team, and the next team turn is theirs alone', () => {
    const g = play(
      {
        ...archenemy({ p1: { hand: ['sapping-bolt'], battlefield: lands('mountain', 1) }, p2: { life: 5 }, p3: { hand: [{ card: 'forest', id: 'p3-land' }] } }),
        turn: { active: 'p2', step: 'main1', number: 2 },
      },
      CAT,
    );
    g.do({ type: 'pass', player: 'p2' });
    g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'pass', player: 'p2' });
    expect(g.state.player.p2?.lost).toBe(true);
    // still the team's turn, and p3 may play a land in it
    expect(g.state.turn).toMatchObject({ number: 2, step: 'main1', priority: 'p3' });
    g.do({ type: 'playLand', player: 'p3', object: '@p3-land' });
    g.do({ type: 'advance', player: 'p3', to: 'upkeep' });
    expect(g.state.turn).toMatchObject({ number: 3, active: 'p1' });
    // on through the archenemy's turn (its scheme's ability resolving on the way)
    for (let i = 0; i < 10 && g.state.turn.number === 3; i++) g.do({ type: 'advance', player: g.state.turn.priority ?? '', to: 'upkeep' });
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p3' });
  });

  it('800.4e: combat damage isn\'t assigned to a player who has left the game', () => {
    const g = play(
      {
        ...archenemy({ p1: { hand: ['sapping-bolt'], battlefield: [...lands('mountain', 1), { card: 'sturdy-bear', attacking: 'p2' }] }, p2: { life: 5 } }),
        turn: { active: 'p1', step: 'declareBlockers', number: 3, beginStep: true },
      },
      CAT,
    );
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.player.p2?.lost).toBe(true);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.eventsOf('damageDealt')).toHaveLength(0);
  });

  it('104.2a / 808.1: when every player of the team has left, the archenemy\'s team wins', () => {
    const g = play(
      {
        ...archenemy({ p1: { hand: ['sapping-bolt', 'sapping-bolt'], battlefield: lands('mountain', 2) }, p2: { life: 5 }, p3: { life: 5 } }),
        turn: { active: 'p1', step: 'main1', number: 3 },
      },
      CAT,
    );
    g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.over).toBe(false);
    g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt-2', targets: [{ player: 'p3' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(g.state.player.p1?.team);
  });
});
