// A team is the unit of the turn with shared team turns (Archenemy, 904.2 → 805): the team has
// priority (805.5), simultaneous choices and draws go team by team, the active team first (805.6,
// 805.6a), triggered abilities go on the stack team by team, the active team's first, in one order
// per team asked of its primary player (805.7, 805.2); in the team's turn and in the archenemy's.
import { describe, expect, it } from 'vitest';
import { legalActions, type CardCatalog, type CardDef, type GameSetup, type SetupPermanent } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';

/** Test-only: "At the beginning of each upkeep, you gain 1 life." */
const DAWN_CHIME: CardDef = {
  id: 'dawn-chime',
  name: 'Dawn Chime',
  manaCost: '{1}',
  types: ['artifact'],
  abilities: [{ kind: 'triggered', trigger: { on: 'stepBegins', step: 'upkeep', whose: 'each' }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] }],
};

const CAT: CardCatalog = { ...CATALOG, 'dawn-chime': DAWN_CHIME, 'idle-plot': { id: 'idle-plot', name: 'Idle Plot', types: ['scheme'], abilities: [] } };
const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

function archenemy(turn: GameSetup['turn'], extra: { p1?: SetupPermanent[]; p2?: SetupPermanent[]; p3?: SetupPermanent[] } = {}): GameSetup {
  return {
    players: [
      { id: 'p1', archenemy: true, schemes: ['idle-plot'], library: ['swamp', 'swamp'], hand: ['ember-jab'], battlefield: [...lands('mountain', 1), { card: 'sturdy-bear' }, ...(extra.p1 ?? [])] },
      { id: 'p2', library: ['forest', 'forest'], hand: ['restful-sip'], battlefield: [...lands('plains', 1), ...(extra.p2 ?? [])] },
      { id: 'p3', library: ['island', 'island'], hand: ['brief-surge', { card: 'island', id: 'p3-land' }], battlefield: [...lands('forest', 1), { card: 'plodding-ox' }, ...(extra.p3 ?? [])] },
    ],
    turn,
  };
}

const chimes = { p1: [{ card: 'dawn-chime', id: 'chime-a' }], p2: [{ card: 'dawn-chime', id: 'chime-b' }], p3: [{ card: 'dawn-chime', id: 'chime-c' }] };

describe('805.5: the team has priority', () => {
  it('805.5 / 805.5a: in the team\'s turn the team holds priority: legalActions names both players, and either may act', () => {
    const g = play(archenemy({ active: 'p2', step: 'main1', number: 2 }), CAT);
    const legal = legalActions(g.state);
    expect(legal).toMatchObject({ player: 'p2', players: ['p2', 'p3'], kind: 'priority' });
    // each player's own actions are offered, and one pass for the team
    expect(legal.actions.some((a) => a.type === 'cast' && a.player === 'p2')).toBe(true);
    expect(legal.actions.some((a) => a.type === 'playLand' && a.player === 'p3')).toBe(true);
    expect(legal.actions.filter((a) => a.type === 'pass')).toEqual([{ type: 'pass', player: 'p2' }]);
    g.do({ type: 'playLand', player: 'p3', object: '@p3-land' });
    // 117.3c: after acting the team still has priority (named by its primary player)
    expect(g.state.turn.priority).toBe('p2');
    g.do({ type: 'cast', player: 'p2', object: '@restful-sip' });
    g.rejects({ type: 'pass', player: 'p1' }, 'not-your-priority');
  });

  it('805.5b: any player of the team passes for it; the archenemy receives priority next, and its pass resolves the spell', () => {
    const g = play(archenemy({ active: 'p2', step: 'main1', number: 2 }), CAT);
    g.do({ type: 'cast', player: 'p2', object: '@restful-sip' });
    g.do({ type: 'pass', player: 'p3' });
    expect(g.eventsOf('passed')).toEqual([{ type: 'passed', player: 'p3', team: ['p2', 'p3'], rule: '805.5b' }]);
    expect(legalActions(g.state)).toMatchObject({ player: 'p1', players: ['p1'] });
    g.do({ type: 'pass', player: 'p1' });
    expect(g.zoneOf('restful-sip')).toBe('graveyard');
    expect(g.life('p2')).toBe(22);
    expect(g.state.turn.priority).toBe('p2');
  });

  it('805.5 in the archenemy\'s turn: once the archenemy passes, the team has priority: either hero responds, and one pass of the team lets the spell resolve', () => {
    const g = play(archenemy({ active: 'p1', step: 'main1', number: 3 }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'pass', player: 'p1' });
    expect(legalActions(g.state)).toMatchObject({ player: 'p2', players: ['p2', 'p3'] });
    // p3 responds though p2 named the team's priority
    g.do({ type: 'cast', player: 'p3', object: '@brief-surge', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'pass', player: 'p2' });
    g.do({ type: 'pass', player: 'p1' });
    // Brief Surge resolved: the archenemy (the active team) gets priority
    expect(g.zoneOf('brief-surge')).toBe('graveyard');
    expect(g.state.turn.priority).toBe('p1');
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'pass', player: 'p3' });
    expect(g.zoneOf('ember-jab')).toBe('graveyard');
    expect(g.zoneOf('plodding-ox')).toBe('battlefield');
    expect(g.log.filter((e) => e.type === 'passed').map((e) => e.player)).toEqual(['p1', 'p2', 'p1', 'p1', 'p3']);
  });

  it('805.10b / 805.10d: a team\'s decision is the team\'s: legalActions names both players, its primary player answers', () => {
    const g = play(archenemy({ active: 'p1', step: 'declareBlockers', number: 3, beginStep: true }, { p1: [{ card: 'plodding-ox', id: 'raider', attacking: 'p3' }] }), CAT);
    expect(legalActions(g.state)).toMatchObject({ player: 'p2', players: ['p2', 'p3'], kind: 'declareBlockers' });
  });
});

describe('805.6 / 805.6a / 805.2: team by team, the active team first, from its primary player', () => {
  it('805.2 / 805.6a: the archenemy seated between the heroes: the team\'s primary player is the first of it after the archenemy, who begins the team\'s turn and draws first', () => {
    const setup = archenemy({ active: 'p1', step: 'end', number: 1 });
    const [p1, p2, p3] = setup.players;
    const g = play({ ...setup, players: [p2!, p1!, p3!] }, CAT);
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    expect(g.state.turn).toMatchObject({ number: 2, active: 'p3', step: 'main1' });
    expect(g.loggedOf('drew').map((e) => e.player)).toEqual(['p3', 'p2']);
    expect(legalActions(g.state)).toMatchObject({ player: 'p3', players: ['p3', 'p2'] });
  });
});

describe('805.7: triggered abilities go on the stack team by team', () => {
  it('805.7 / 805.2 in the team\'s turn: the team puts both heroes\' triggers on the stack in one order its primary player gives, first; the archenemy\'s go on top', () => {
    const g = play(archenemy({ active: 'p2', step: 'upkeep', number: 2, beginStep: true }, chimes), CAT);
    const d = g.state.decision;
    expect(d).toMatchObject({ kind: 'orderTriggers', player: 'p2' });
    expect(d?.kind === 'orderTriggers' ? d.triggers.map((t) => g.state.pendingTriggers.find((x) => x.id === t)?.controller) : []).toEqual(['p2', 'p3']);
    expect(legalActions(g.state)).toMatchObject({ players: ['p2', 'p3'], kind: 'orderTriggers' });
    // the team puts p3's trigger first, then p2's: a single order across both players
    g.do({ type: 'orderTriggers', player: 'p2', order: ['^chime-c', '^chime-b'] });
    expect(g.stackSources()).toEqual(['chime-c', 'chime-b', 'chime-a']);
    expect(g.state.turn.priority).toBe('p2');
  });

  it('805.7 in the archenemy\'s turn: the archenemy\'s trigger goes on the stack first (it resolves last), then the team\'s, in the order the team chooses', () => {
    const g = play(archenemy({ active: 'p1', step: 'upkeep', number: 3, beginStep: true }, chimes), CAT);
    expect(g.stackSources()).toEqual(['chime-a']);
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p2' });
    g.rejects({ type: 'orderTriggers', player: 'p3', order: ['^chime-b', '^chime-c'] }, 'not-your-decision');
    g.do({ type: 'orderTriggers', player: 'p2', order: ['^chime-b', '^chime-c'] });
    expect(g.stackSources()).toEqual(['chime-a', 'chime-b', 'chime-c']);
    expect(g.state.turn.priority).toBe('p1');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p3')).toBe(21);
  });

  it('101.4 / 603.3b without shared team turns: each player orders their own, in APNAP order', () => {
    const g = play(
      {
        players: [
          { id: 'p1', battlefield: [{ card: 'dawn-chime', id: 'chime-a' }] },
          { id: 'p2', battlefield: [{ card: 'dawn-chime', id: 'chime-b' }, { card: 'dawn-chime', id: 'chime-c' }] },
        ],
        turn: { active: 'p2', step: 'upkeep', number: 2, beginStep: true },
      },
      CAT,
    );
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p2' });
    expect(legalActions(g.state).players).toEqual(['p2']);
    g.do({ type: 'orderTriggers', player: 'p2', order: ['^chime-c', '^chime-b'] });
    expect(g.stackSources()).toEqual(['chime-c', 'chime-b', 'chime-a']);
  });
});
