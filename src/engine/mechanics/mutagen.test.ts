// Mutagen (111.10v predefined token): engine tests, one or more per ruling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type ExampleDecision, type GameSetup } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

const MUTAGEN_ABILITY = 'mutagen:0';

/** p1 controls a Mutagen token, a Sturdy Bear and two Forests; p2 has Sudden Recall and an Island. */
function withMutagen(step: GameSetup['turn'] = { active: 'p1', step: 'main1' }): GameSetup {
  return {
    players: [
      {
        id: 'p1',
        hand: ['ooze-splash'],
        library: ['forest', 'forest'],
        battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'forest' }, { card: 'sturdy-bear' }, { card: 'mutagen', token: true }],
      },
      { id: 'p2', hand: ['sudden-recall'], library: ['island', 'island'], battlefield: [{ card: 'island' }] },
    ],
    turn: step,
  };
}

describe('mutagen', () => {
  it('mutagen-r1 (111.10v): "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature"', () => {
    const g = play(withMutagen());
    const token = g.obj('mutagen').id;
    g.rejects({ type: 'activate', player: 'p1', object: '@mutagen', ability: MUTAGEN_ABILITY }, 'wrong-target-count');
    g.do({ type: 'activate', player: 'p1', object: '@mutagen', ability: MUTAGEN_ABILITY, targets: [{ object: '@sturdy-bear' }] });
    // costs: {1} paid, the token tapped and sacrificed (and gone: a token leaves no card, 111.7)
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(1);
    expect(g.eventsOf('tapped').some((e) => e.object === token)).toBe(true);
    expect(g.eventsOf('sacrificed').map((e) => e.object)).toEqual([token]);
    expect(g.has('mutagen')).toBe(false);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
    expect(g.chars('sturdy-bear')).toMatchObject({ power: 3, toughness: 3 });
  });

  it('mutagen-r1 (602.5d, 307.1): the Mutagen ability is activated only as a sorcery', () => {
    const act: ExampleDecision = { type: 'activate', player: 'p1', object: '@mutagen', ability: MUTAGEN_ABILITY, targets: [{ object: '@sturdy-bear' }] };
    // not in combat
    play(withMutagen({ active: 'p1', step: 'beginCombat' })).rejects(act, 'sorcery-timing');
    // not in the opponent's turn, even with priority
    const opp = play(withMutagen({ active: 'p2', step: 'main1' }));
    opp.do({ type: 'pass', player: 'p2' });
    expect(opp.state.turn.priority).toBe('p1');
    opp.rejects(act, 'sorcery-timing');
    // not while the stack is not empty
    const g = play(withMutagen());
    g.do({ type: 'cast', player: 'p1', object: '@ooze-splash', targets: [{ object: '@sturdy-bear' }] });
    g.rejects(act, 'sorcery-timing');
    g.do({ type: 'advance', player: 'p1' });
    // main phase, own turn, empty stack: yes
    g.do(act);
    expect(g.stackSize()).toBe(1);
  });

  it('mutagen-r2 (111.10, 111.10v): Mutagen is a predefined token: an effect creates it by name alone', () => {
    const g = play(withMutagen());
    expect(g.state.defs['mutagen']?.token).toBe(true);
    g.do({ type: 'cast', player: 'p1', object: '@ooze-splash', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    const created = g.eventsOf('tokenCreated');
    expect(created).toMatchObject([{ player: 'p1', def: 'mutagen' }]);
    const card = g.state.objects[created[0]?.object as string]?.cards[0] as string;
    expect(g.state.cards[card]).toMatchObject({ token: true, def: 'mutagen' });
    // the new token has the same ability as every Mutagen token
    expect(g.chars(card).abilities.map((a) => a.id)).toEqual([MUTAGEN_ABILITY]);
  });

  it('mutagen-r3 (111.10v, 205.3g): a colorless artifact with the artifact subtype Mutagen, not a creature', () => {
    const g = play(withMutagen());
    const c = g.chars('mutagen');
    expect(c).toMatchObject({ name: 'Mutagen', colors: [], types: ['artifact'], subtypes: ['Mutagen'], power: null, toughness: null, token: true });
    const ab = c.abilities[0]?.def;
    expect(ab).toMatchObject({ kind: 'activated', cost: { mana: '{1}', tap: true, sacrificeSelf: true }, sorcery: true });
    // it targets creatures only: not itself, not the Forest
    g.rejects({ type: 'activate', player: 'p1', object: '@mutagen', ability: MUTAGEN_ABILITY, targets: [{ object: '@mutagen' }] }, 'illegal-target');
    g.rejects({ type: 'activate', player: 'p1', object: '@mutagen', ability: MUTAGEN_ABILITY, targets: [{ object: '@forest' }] }, 'illegal-target');
  });

  it('mutagen-r4 (608.2b): a Mutagen-making spell whose every target is illegal does not resolve: no Mutagen', () => {
    const g = play(withMutagen());
    g.do({ type: 'cast', player: 'p1', object: '@ooze-splash', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-recall', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('fizzled')).toHaveLength(1);
    expect(g.eventsOf('tokenCreated')).toHaveLength(0);
    expect(g.zoneOf('ooze-splash')).toBe('graveyard');
    // only the Mutagen p1 started with
    expect(Object.values(g.state.cards).filter((c) => c.def === 'mutagen')).toHaveLength(1);
  });

  it('mutagen-r1 (608.2b): the counter ability with an illegal target does nothing; the token was sacrificed as a cost', () => {
    const g = play(withMutagen());
    g.do({ type: 'activate', player: 'p1', object: '@mutagen', ability: MUTAGEN_ABILITY, targets: [{ object: '@sturdy-bear' }] });
    expect(g.has('mutagen')).toBe(false);
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-recall', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p2' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('fizzled')).toHaveLength(1);
    expect(g.eventsOf('countersAdded')).toHaveLength(0);
    expect(g.has('mutagen')).toBe(false);
    expect(g.obj('sturdy-bear').counters).toEqual({});
  });

  it('mutagen: random legal play keeps the invariants (property)', () => {
    const start = startGame(withMutagen(), CATALOG).state;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (picks) => {
        let s = start;
        checkInvariants(s);
        for (const pick of picks) {
          if (s.over) break;
          const { actions } = legalActions(s);
          const a = actions[pick % Math.max(1, actions.length)];
          if (!a) break;
          const r = applyAction(s, a);
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          checkInvariants(r.state);
          checkConservation(s, r.state);
          s = r.state;
        }
      }),
      { numRuns: 30, seed: 13 },
    );
  }, 30_000);
});
