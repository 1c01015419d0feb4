// A player's loss is one of the state-based actions (704.3, 704.5a): it is performed together with
// every other one of its check (a creature with lethal damage dying, 704.5g), and only then does
// the player leave the game (800.4a), taking their objects with them; what died in that check died
// (603.10a), in a two-player game and in an Archenemy game, where each hero can lose alone.
import { describe, expect, it } from 'vitest';
import type { CardCatalog, CardDef, GameSetup, SetupPermanent } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { checkInvariants } from '../testing/invariants.ts';

/** Test-only: "Whenever a creature dies, you gain 1 life." */
const CARRION_WATCHER: CardDef = {
  id: 'carrion-watcher',
  name: 'Carrion Watcher',
  manaCost: '{1}{B}',
  types: ['creature'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'triggered', trigger: { on: 'dies', filter: { types: ['creature'] } }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] }],
};

const CAT: CardCatalog = { ...CATALOG, 'carrion-watcher': CARRION_WATCHER };

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

/** p1 attacks p2 (at 2 life) with a Bear nobody blocks and an Ox that p2's Lantern Keeper blocks. */
const attackers = (target: string): SetupPermanent[] => [
  { card: 'carrion-watcher' },
  { card: 'sturdy-bear', attacking: target },
  { card: 'plodding-ox', attacking: target },
];

function twoPlayer(): GameSetup {
  return {
    players: [
      { id: 'p1', battlefield: attackers('p2') },
      { id: 'p2', life: 2, battlefield: [{ card: 'lantern-keeper' }] },
    ],
    turn: { active: 'p1', step: 'declareBlockers', beginStep: true },
  };
}

function archenemy(): GameSetup {
  return {
    players: [
      { id: 'p1', archenemy: true, schemes: ['call-for-tribute'], library: ['swamp', 'swamp'], battlefield: attackers('p2') },
      { id: 'p2', life: 2, library: ['forest'], battlefield: [{ card: 'lantern-keeper' }] },
      { id: 'p3', library: ['island'], battlefield: [...lands('island', 2), { card: 'grieving-mourner' }] },
    ],
    turn: { active: 'p1', step: 'declareBlockers', number: 3, beginStep: true },
  };
}

describe('a player\'s loss among the other state-based actions (704.3, 800.4a)', () => {
  it('704.3 / 704.5a / 704.5g: in a two-player game the player at 0 life and the creature with lethal damage go in the same check; what died, died (603.10a)', () => {
    const g = play(twoPlayer(), CAT);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@lantern-keeper', attacker: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p1' });
    const types = g.events.map((e) => e.type);
    const lost = g.events.find((e) => e.type === 'playerLost');
    const died = g.events.find((e) => e.type === 'zoneChanged' && e.cards.includes('lantern-keeper'));
    expect(lost).toMatchObject({ player: 'p2', rule: '704.5a' });
    expect(died).toMatchObject({ from: 'battlefield', to: 'graveyard', rule: '704.5g' });
    // both of one check, before the game ends (104.2a)
    expect(types.indexOf('zoneChanged')).toBeLessThan(types.indexOf('gameOver'));
    expect(g.zoneOf('lantern-keeper')).toBe('graveyard');
    // the Keeper died: its own "dies" ability and the Watcher's "whenever a creature dies" triggered
    const triggered = g.eventsOf('triggered').map((e) => g.state.objects[e.source]?.cards[0] ?? e.source);
    expect(triggered).toContain('carrion-watcher');
    expect(g.eventsOf('triggered').filter((e) => e.controller === 'p2')).toHaveLength(1);
    expect(g.state.over).toBe(true);
    expect(g.eventsOf('leftGame')).toHaveLength(0);
  });

  it('704.3 / 800.4a: in an Archenemy game the hero who lost leaves only after the check: the creature that died in it died, and leaves the game from the graveyard', () => {
    const g = play(archenemy(), CAT);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: '@lantern-keeper', attacker: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p1' });
    const at = (pred: (e: (typeof g.events)[number]) => boolean) => g.events.findIndex(pred);
    const lost = at((e) => e.type === 'playerLost' && e.player === 'p2');
    const died = at((e) => e.type === 'zoneChanged' && e.cards.includes('lantern-keeper') && e.to === 'graveyard');
    const left = at((e) => e.type === 'leftGame');
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(died).toBeGreaterThan(lost);
    expect(left).toBeGreaterThan(died);
    // the Keeper's card left the game with its owner, from the graveyard
    expect(g.eventsOf('leftGame')[0]).toMatchObject({ player: 'p2', rule: '800.4a', permanents: [] });
    expect(g.eventsOf('leftGame')[0]?.cards).toContain('lantern-keeper');
    expect(g.has('lantern-keeper')).toBe(false);
    // 603.10a: the archenemy's Watcher saw it die; 800.4d: the Keeper's own ability, controlled by
    // the player who left, is never put on the stack
    expect(g.eventsOf('triggerRemoved')).toEqual([expect.objectContaining({ reason: 'controllerLeft', rule: '800.4d' })]);
    expect(g.stackSources()).toEqual(['carrion-watcher']);
    // p3 is still in: the team lost a player, not the game
    expect(g.state.over).toBe(false);
    expect(g.state.player.p3?.lost).toBe(false);
    const life = g.life('p1');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(life + 1);
    checkInvariants(g.state);
  });

  it('800.4a: a creature of the player who lost that survives the check is not "dying": it leaves the game with them (a leave, not a death)', () => {
    const setup = archenemy();
    const g = play(setup, CAT);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('leftGame')[0]?.permanents).toHaveLength(1);
    // nothing died: the Watcher didn't trigger, the Keeper's "dies" ability didn't either
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.eventsOf('triggerRemoved')).toHaveLength(0);
  });

  it('704.3 / 808.1: each player of a team can lose alone; both losing in one check ends the game at once, and nobody leaves', () => {
    const setup = archenemy();
    const p3 = setup.players[2]!;
    setup.players[2] = { ...p3, life: 3 };
    setup.players[0] = { ...setup.players[0]!, battlefield: [{ card: 'sturdy-bear', attacking: 'p2' }, { card: 'plodding-ox', attacking: 'p3' }] };
    const g = play(setup, CAT);
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('playerLost').map((e) => e.player)).toEqual(['p2', 'p3']);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(g.state.player.p1?.team);
    expect(g.eventsOf('leftGame')).toHaveLength(0);
  });
});
