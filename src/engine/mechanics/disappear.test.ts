// Disappear (207.2c ability word; 603.4 intervening "if"): engine tests, one or more per ruling
// of content/mechanics/disappear/en.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type CardDef, type GameSetup, type SetupPermanent } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play, type Play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

/** p1 in the precombat main phase with Rooftop Lookout, lands, and the cards asked for. */
function turn(opts: { hand?: string[]; extra?: SetupPermanent[]; p2?: SetupPermanent[] } = {}): GameSetup {
  return {
    players: [
      {
        id: 'p1',
        hand: opts.hand ?? [],
        library: ['swamp', 'swamp', 'swamp'],
        battlefield: [{ card: 'rooftop-lookout' }, ...lands('swamp', 4), ...lands('mountain', 3), ...(opts.extra ?? [])],
      },
      { id: 'p2', library: ['mountain', 'mountain'], battlefield: [...lands('mountain', 2), ...(opts.p2 ?? [])] },
    ],
    turn: { active: 'p1', step: 'main1' },
  };
}

/** Plays on to p1's end step, attacking with nothing. */
function toEndStep(g: Play): Play {
  for (let i = 0; i < 20 && g.state.turn.step !== 'end'; i++) {
    const d = g.state.decision;
    if (d?.kind === 'declareAttackers') g.do({ type: 'declareAttackers', player: d.player, attackers: [] });
    else g.do({ type: 'advance', player: g.state.turn.priority ?? '', to: 'end' });
  }
  expect(g.state.turn.step).toBe('end');
  return g;
}

describe('disappear', () => {
  it('disappear-r1 (207.2c): the ability word has no rules meaning: without it the ability works the same', () => {
    const lookout = CATALOG['rooftop-lookout'] as CardDef;
    const plain: CardDef = {
      ...lookout,
      abilities: lookout.abilities.map((a) => {
        if (a.kind !== 'triggered') return a;
        const { abilityWord: _word, ...rest } = a;
        return rest;
      }),
    };
    expect(lookout.abilities[0]).toMatchObject({ abilityWord: 'disappear' });
    const run = (catalog: typeof CATALOG) => {
      const g = play(turn({ hand: ['back-alley-strike'], extra: [{ card: 'sturdy-bear', id: 'my-bear' }] }), catalog);
      g.do({ type: 'cast', player: 'p1', object: '@back-alley-strike', targets: [{ object: g.obj('my-bear').id }] }).do({ type: 'advance', player: 'p1' });
      toEndStep(g);
      g.do({ type: 'advance', player: 'p1' });
      return { log: g.log.map((e) => e.type), counters: g.obj('rooftop-lookout').counters };
    };
    const worded = run(CATALOG);
    const unworded = run({ ...CATALOG, 'rooftop-lookout': plain });
    expect(worded.counters['+1/+1']).toBe(1);
    expect(unworded).toEqual(worded);
  });

  it('disappear-r2, disappear-r3 (603.4, 603.2b, 702.190a): a creature returned for sneak before the disappear creature was cast counts', () => {
    const g = play({
      players: [
        {
          id: 'p1',
          hand: ['sewer-ambusher', 'rooftop-lookout'],
          library: ['swamp'],
          battlefield: [{ card: 'sturdy-bear', attacking: 'p2', tapped: true }, ...lands('swamp', 4)],
        },
        { id: 'p2', library: ['mountain'] },
      ],
      turn: { active: 'p1', step: 'declareBlockers', beginStep: true },
    });
    // combat: p2 declares no blockers; the Bear leaves the battlefield to pay the sneak cost
    g.do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'cast', player: 'p1', object: '@sewer-ambusher', method: 'sneak', costs: { returnToHand: ['@sturdy-bear'] } });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.history.leftBattlefield.map((r) => r.card)).toEqual(['sturdy-bear']);
    // after combat, the Lookout is cast: it wasn't on the battlefield when the Bear left
    g.do({ type: 'advance', player: 'p1', to: 'main2' });
    g.do({ type: 'cast', player: 'p1', object: '@rooftop-lookout' }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('rooftop-lookout')).toBe('battlefield');
    g.do({ type: 'advance', player: 'p1', to: 'end' });
    expect(g.eventsOf('triggered')).toHaveLength(1);
    expect(g.stackSources()).toEqual(['rooftop-lookout']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('rooftop-lookout').counters['+1/+1']).toBe(1);
  });

  it('disappear-r2 (603.4): any permanent counts, a token too (a Food sacrificed earlier in the turn)', () => {
    const g = play(turn({ extra: [{ card: 'food', token: true }], hand: [] }));
    g.do({ type: 'activate', player: 'p1', object: '@food', ability: 'food:0' }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(23);
    toEndStep(g);
    expect(g.eventsOf('triggered')).toHaveLength(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('rooftop-lookout').counters['+1/+1']).toBe(1);
  });

  it('disappear-r4 (603.4): if no permanent left the battlefield under your control, it doesn\'t trigger at all', () => {
    const g = toEndStep(play(turn()));
    expect(g.eventsOf('triggerNotTriggered')).toEqual([expect.objectContaining({ reason: 'interveningIf', rule: '603.4' })]);
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.stackSize()).toBe(0);
    expect(g.state.pendingTriggers).toHaveLength(0);
  });

  it('disappear-r4 (603.4): an opponent\'s permanent leaving doesn\'t count ("under your control")', () => {
    const g = play(turn({ hand: ['back-alley-strike'], p2: [{ card: 'sturdy-bear', id: 'their-bear' }] }));
    g.do({ type: 'cast', player: 'p1', object: '@back-alley-strike', targets: [{ object: g.obj('their-bear').id }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('their-bear')).toBe('graveyard');
    toEndStep(g);
    expect(g.eventsOf('triggerNotTriggered')).toHaveLength(1);
    expect(g.stackSize()).toBe(0);
  });

  it('disappear-r2 (603.4): the look-back is this turn only; the history starts again each turn', () => {
    const g = play(turn({ hand: ['back-alley-strike'], extra: [{ card: 'sturdy-bear', id: 'my-bear' }] }));
    g.do({ type: 'cast', player: 'p1', object: '@back-alley-strike', targets: [{ object: g.obj('my-bear').id }] }).do({ type: 'advance', player: 'p1' });
    toEndStep(g).do({ type: 'advance', player: 'p1' });
    expect(g.obj('rooftop-lookout').counters['+1/+1']).toBe(1);
    // p2's turn, then p1's next end step: nothing left this turn
    for (let i = 0; i < 40 && !(g.state.turn.active === 'p1' && g.state.turn.step === 'end' && g.state.turn.number === 3); i++) {
      const d = g.state.decision;
      if (d?.kind === 'declareAttackers') g.do({ type: 'declareAttackers', player: d.player, attackers: [] });
      else if (d?.kind === 'declareBlockers') g.do({ type: 'declareBlockers', player: d.player, blocks: [] });
      else g.do({ type: 'advance', player: g.state.turn.priority ?? '', to: 'end' });
    }
    expect(g.state.turn.number).toBe(3);
    expect(g.eventsOf('triggerNotTriggered')).toHaveLength(1);
    expect(g.obj('rooftop-lookout').counters['+1/+1']).toBe(1);
  });

  it('disappear: random legal play keeps the invariants (property)', () => {
    const start = startGame(
      {
        players: [
          {
            id: 'p1',
            hand: ['sewer-ambusher', 'alley-informant'],
            library: ['swamp', 'swamp', 'swamp'],
            battlefield: [{ card: 'rooftop-lookout' }, { card: 'sturdy-bear' }, ...lands('swamp', 3), { card: 'food', token: true }],
          },
          { id: 'p2', hand: ['street-flare'], library: ['mountain', 'mountain', 'mountain'], battlefield: [{ card: 'mountain' }, { card: 'sturdy-bear', id: 'wall' }] },
        ],
        turn: { active: 'p1', step: 'main1' },
      },
      CATALOG,
    ).state;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (picks) => {
        let s = start;
        checkInvariants(s);
        for (const pick of picks) {
          if (s.over) break;
          const { actions } = legalActions(s);
          if (actions.length === 0) break;
          const a = actions[pick % actions.length];
          if (!a) break;
          const r = applyAction(s, a);
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          checkInvariants(r.state);
          checkConservation(s, r.state);
          // the look-back history only names permanents that left under a player's control this turn
          for (const rec of r.state.history.leftBattlefield) expect(r.state.players).toContain(rec.controller);
          s = r.state;
        }
      }),
      { numRuns: 15, seed: 3 },
    );
  }, 20_000);
});
