// startGame on any position built from the card pool, whatever its fields say: either a
// SetupError with a code, or a game that keeps every invariant and plays its legal actions. A
// position the engine accepts is one it can play (the position editor relies on it, issue 15).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, SETUP_PROBLEM_CODES, SetupError, startGame, STEPS, type GameSetup, type GameState, type SetupCard, type SetupPermanent, type SetupPlayer } from './index.ts';
import { MECHANICS } from './mechanics/index.ts';
import { CATALOG } from './testing/catalog.ts';
import { checkInvariants } from './testing/invariants.ts';

const CARDS = [...Object.keys(CATALOG), ...MECHANICS.flatMap((m) => (m.predefinedTokens ?? []).map((t) => t.id))];
const PLAYERS = ['p1', 'p2', 'p3'];

const card: fc.Arbitrary<SetupCard> = fc.constantFrom(...CARDS);
const zone = fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.array(card, { maxLength: 3 }) });
/** Mostly absent: each field that is there may be one the engine refuses. */
const optional = <T>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: a });

/** A permanent with any of its fields, whatever its card. */
const permanent: fc.Arbitrary<SetupPermanent> = fc
  .record({
    card: fc.constantFrom(...CARDS),
    tapped: optional(fc.boolean()),
    counters: optional(fc.record({ '+1/+1': optional(fc.nat(3)), '-1/-1': optional(fc.nat(3)), lore: optional(fc.nat(4)) })),
    faceDown: optional(fc.boolean()),
    level: optional(fc.integer({ min: 1, max: 4 })),
    sick: optional(fc.boolean()),
    merged: optional(fc.array(card, { maxLength: 2 })),
    token: optional(fc.boolean()),
    damage: optional(fc.nat(4)),
    attacking: optional(fc.constantFrom(...PLAYERS)),
  })
  .map((p) => JSON.parse(JSON.stringify(p)) as SetupPermanent);

const player = (id: string): fc.Arbitrary<SetupPlayer> =>
  fc
    .record({
      life: optional(fc.integer({ min: -2, max: 40 })),
      team: optional(fc.integer({ min: 1, max: 3 })),
      archenemy: optional(fc.boolean()),
      library: zone,
      hand: zone,
      graveyard: zone,
      exile: zone,
      schemes: zone,
      battlefield: optional(fc.array(permanent, { maxLength: 4 })),
    })
    .map((p) => JSON.parse(JSON.stringify({ id, ...p })) as SetupPlayer);

const setup: fc.Arbitrary<GameSetup> = fc
  .record({
    players: fc.integer({ min: 2, max: 3 }).chain((n) => fc.tuple(...PLAYERS.slice(0, n).map(player))),
    turn: fc.record({ number: fc.integer({ min: 1, max: 3 }), active: fc.constantFrom(...PLAYERS.slice(0, 2)), step: fc.constantFrom(...STEPS.map((s) => s.name)), beginStep: fc.boolean() }),
  })
  .map((s) => ({ players: [...s.players], turn: s.turn }));

describe('startGame on any position from the card pool', () => {
  it('a SetupError with a known code, or a game that keeps its invariants and plays its legal actions (property)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(setup, fc.array(fc.nat(40), { maxLength: 8 }), (position, picks) => {
        let state: GameState;
        try {
          state = startGame(position, CATALOG).state;
        } catch (e) {
          expect(e).toBeInstanceOf(SetupError);
          expect(SETUP_PROBLEM_CODES).toContain((e as SetupError).code);
          return;
        }
        accepted++;
        checkInvariants(state);
        for (const pick of picks) {
          const actions = legalActions(state).actions;
          if (actions.length === 0) break;
          const r = applyAction(state, actions[pick % actions.length]!);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          state = r.state;
          checkInvariants(state);
        }
      }),
      { numRuns: 400 },
    );
    // the generator reaches positions the engine accepts, not only refusals
    expect(accepted).toBeGreaterThan(20);
  });
});
