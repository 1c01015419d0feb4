// Cross-mechanic rules audit: interactions between the mechanics and the core rules, each test
// named by the rule it checks.
import { describe, expect, it } from 'vitest';
import type { CardDef, GameSetup, SetupPermanent } from './index.ts';
import { CATALOG } from './testing/catalog.ts';
import { play } from './testing/driver.ts';

/** Test-only cards (original). */
const EXTRA: Record<string, CardDef> = {
  'watchful-sentry': {
    id: 'watchful-sentry',
    name: 'Watchful Sentry',
    manaCost: '{2}',
    types: ['artifact'],
    abilities: [{ kind: 'triggered', trigger: { on: 'enters', filter: { types: ['creature'] } }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] }],
  },
};
const CAT = { ...CATALOG, ...EXTRA };

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

function setup(p1: { hand?: string[]; battlefield?: SetupPermanent[] }, p2: { hand?: string[]; battlefield?: SetupPermanent[] } = {}, step: 'main1' | 'upkeep' = 'main1'): GameSetup {
  return {
    players: [
      { id: 'p1', hand: p1.hand ?? [], library: ['island', 'island', 'island'], battlefield: [...lands('island', 6), ...lands('forest', 2), ...lands('plains', 2), ...lands('swamp', 2), ...(p1.battlefield ?? [])] },
      { id: 'p2', hand: p2.hand ?? [], library: ['island', 'island', 'island'], battlefield: [...lands('island', 3), ...lands('mountain', 3), ...(p2.battlefield ?? [])] },
    ],
    turn: { active: 'p1', step },
  };
}

describe('rules audit', () => {
  it('702.168b, 707.2: a copy of a disguised face-down creature copies its copiable values, a 2/2 with ward {2}', () => {
    const g = play(setup({ hand: ['mirror-trick'], battlefield: [{ card: 'masked-courier', faceDown: true }] }));
    g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p1' });
    const token = g.eventsOf('tokenCreated')[0];
    expect(token).toBeDefined();
    const o = g.state.objects[token?.object ?? ''];
    expect(o).toBeDefined();
    if (!o) return;
    const c = g.chars(o.cards[0] ?? '');
    expect(c).toMatchObject({ name: null, power: 2, toughness: 2, types: ['creature'], subtypes: [], faceDown: false });
    expect(c.abilities.map((a) => a.def)).toEqual([{ kind: 'ward', cost: '{2}' }]);
  });

  it('707.2, 613.1d: a copy of an artifact an effect made a creature is not a creature (type-changing effects are not copied)', () => {
    const g = play(setup({ hand: ['mirror-trick'], battlefield: [{ card: 'clockwork-idol' }] }));
    g.do({ type: 'activate', player: 'p1', object: '@clockwork-idol', ability: 'clockwork-idol:0' }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('clockwork-idol')).toMatchObject({ types: ['artifact', 'creature'], power: 3, toughness: 3 });
    g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@clockwork-idol' }] }).do({ type: 'advance', player: 'p1' });
    const token = g.eventsOf('tokenCreated')[0];
    const o = g.state.objects[token?.object ?? ''];
    expect(o).toBeDefined();
    if (!o) return;
    const c = g.chars(o.cards[0] ?? '');
    expect(c).toMatchObject({ name: 'Clockwork Idol', types: ['artifact'], power: null, toughness: null });
  });

  it('603.3b: triggers of both players from one event go on the stack in APNAP order (the non-active player\'s resolves first)', () => {
    const g = play(setup({ hand: ['final-reckoning'], battlefield: [{ card: 'lantern-keeper' }] }, { battlefield: [{ card: 'lantern-keeper' }] }));
    g.do({ type: 'cast', player: 'p1', object: '@final-reckoning' }).do({ type: 'advance', player: 'p1' });
    expect(g.stackSources()).toEqual(['lantern-keeper', 'lantern-keeper-2']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(22);
    expect(g.life('p1')).toBe(20);
  });

  it('603.3b: a ward trigger that triggers while triggers are put on the stack waits for the next round, above the others', () => {
    // p1's Withering Gnat enters: its trigger (p1) and Watchful Sentry's (p2) trigger together;
    // the Gnat's targets Glassward Heron, whose ward triggers during the process
    const g = play(setup({ hand: ['withering-gnat'] }, { battlefield: [{ card: 'glassward-heron' }, { card: 'watchful-sentry' }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@withering-gnat' }).do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toMatchObject({ kind: 'chooseTargets', player: 'p1' });
    g.do({ type: 'chooseTargets', player: 'p1', targets: [{ object: '@glassward-heron' }] });
    // p2 has only the Sentry's trigger to put on the stack in this round: nothing to order
    expect(g.state.decision).toBeNull();
    expect(g.stackSources()).toEqual(['withering-gnat', 'watchful-sentry', 'glassward-heron']);
  });
});
