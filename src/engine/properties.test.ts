// Random play (fast-check) from several core starting positions: long sequences of legal actions
// keep every invariant, legalActions never offers an action applyAction rejects, and the same
// seed and decisions give the same states.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type Action, type GameSetup, type GameState } from './index.ts';
import { CATALOG } from './testing/catalog.ts';
import { checkConservation, checkInvariants } from './testing/invariants.ts';

const lib = (cards: string[]) => [...cards, ...cards, ...cards];

const POSITIONS: Record<string, GameSetup> = {
  'creatures and lands on both sides': {
    players: [
      {
        id: 'p1',
        library: lib(['forest', 'sturdy-bear', 'mountain', 'ember-jab']),
        hand: ['plodding-ox', 'ember-jab', 'forest', 'restful-sip'],
        battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'mountain' }, { card: 'plains' }, { card: 'sturdy-bear' }, { card: 'drill-instructor' }],
      },
      {
        id: 'p2',
        library: lib(['plains', 'lantern-keeper', 'swamp', 'withering-gnat']),
        hand: ['withering-gnat', 'restful-sip', 'swamp'],
        battlefield: [{ card: 'plains' }, { card: 'swamp' }, { card: 'swamp' }, { card: 'lantern-keeper' }, { card: 'glassward-heron' }],
      },
    ],
    turn: { active: 'p1', step: 'main1', number: 2 },
  },
  combat: {
    players: [
      { id: 'p1', library: lib(['mountain', 'plodding-ox']), hand: ['ember-jab', 'brief-surge'], battlefield: [{ card: 'mountain' }, { card: 'forest' }, { card: 'plodding-ox' }, { card: 'sturdy-bear' }, { card: 'rooftop-courier' }] },
      { id: 'p2', life: 8, library: lib(['plains', 'sturdy-bear']), hand: ['restful-sip'], battlefield: [{ card: 'plains' }, { card: 'lantern-keeper' }, { card: 'tovi-gate-warden' }, { card: 'plodding-ox' }] },
    ],
    turn: { active: 'p1', step: 'beginCombat', number: 3 },
  },
  tokens: {
    players: [
      { id: 'p1', library: lib(['plains', 'muster-call']), hand: ['muster-call', 'picnic-basket', 'restful-sip'], battlefield: [{ card: 'plains' }, { card: 'plains' }, { card: 'forest' }, { card: 'homeward-beacon' }, { card: 'offering-altar' }, { card: 'food', token: true }] },
      { id: 'p2', library: lib(['mountain', 'ember-jab']), hand: ['ember-jab', 'picnic-basket'], battlefield: [{ card: 'mountain' }, { card: 'mountain' }, { card: 'militia', token: true }, { card: 'field-infirmary' }] },
    ],
    turn: { active: 'p1', step: 'main1', number: 2 },
  },
  'triggers, legends and counters': {
    players: [
      { id: 'p1', life: 9, library: lib(['plains', 'tovi-gate-warden']), hand: ['tovi-gate-warden', 'withering-gnat', 'sturdy-bear'], battlefield: [{ card: 'tovi-gate-warden' }, { card: 'plains' }, { card: 'swamp' }, { card: 'forest' }, { card: 'field-infirmary' }, { card: 'sturdy-bear', counters: { '+1/+1': 1 } }] },
      { id: 'p2', library: lib(['swamp', 'lantern-keeper']), hand: ['withering-gnat'], battlefield: [{ card: 'swamp' }, { card: 'swamp' }, { card: 'lantern-keeper' }, { card: 'drill-instructor', counters: { '-1/-1': 1 } }] },
    ],
    turn: { active: 'p1', step: 'main1', number: 2 },
  },
  // 904, 805, 800.4: shared team turns, simultaneous deaths and tokens, control changes, heroes leaving the game
  'archenemy: team turns, batches, control and leaving': {
    players: [
      {
        id: 'p1',
        archenemy: true,
        schemes: ['call-for-tribute', 'tightening-siege', 'raid-the-pantry'],
        library: lib(['plains', 'final-reckoning', 'island']),
        hand: ['final-reckoning', 'seize-command', 'call-the-choir'],
        battlefield: [...Array.from({ length: 5 }, () => ({ card: 'plains' })), { card: 'island' }, { card: 'island' }, { card: 'grieving-mourner' }, { card: 'grieving-mourner' }],
      },
      { id: 'p2', life: 2, library: lib(['forest', 'sturdy-bear']), hand: ['vulpikeet', 'plodding-ox'], battlefield: [{ card: 'forest' }, { card: 'plains' }, { card: 'plains' }, { card: 'plains' }, { card: 'sturdy-bear' }, { card: 'rally-herald' }] },
      { id: 'p3', life: 4, library: lib(['island', 'hooded-informant']), hand: ['hush-the-telling', 'measured-cut'], battlefield: [{ card: 'island' }, { card: 'island' }, { card: 'plains' }, { card: 'hooded-informant', faceDown: true }, { card: 'den-elder' }] },
    ],
    // Call for Tribute is set in motion at once: p2 leaves the game early, p3 plays on
    turn: { active: 'p1', step: 'draw', number: 3, beginStep: true },
  },
};

const MAX_ACTIONS = 100;

/** Plays up to MAX_ACTIONS random legal actions; checks the invariants after each; returns the actions and states. */
function randomGame(setup: GameSetup, picks: number[]): { actions: Action[]; states: GameState[] } {
  let s = startGame(setup, CATALOG).state;
  checkInvariants(s);
  const actions: Action[] = [];
  const states: GameState[] = [s];
  for (let i = 0; i < MAX_ACTIONS && !s.over; i++) {
    const offered = legalActions(s).actions;
    expect(offered.length, `nothing to do at action ${i}`).toBeGreaterThan(0);
    const a = offered[(picks[i] ?? 0) % offered.length] as Action;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`legalActions offered ${JSON.stringify(a)} but applyAction rejected it: ${r.error}`);
    checkInvariants(r.state);
    checkConservation(s, r.state);
    s = r.state;
    actions.push(a);
    states.push(s);
  }
  return { actions, states };
}

describe('random legal play from core positions (property)', () => {
  for (const [name, setup] of Object.entries(POSITIONS)) {
    it(`${name}: ~100 random legal actions keep the invariants; the same decisions replay to the same states`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(1000), { minLength: MAX_ACTIONS, maxLength: MAX_ACTIONS }), (picks) => {
          const { actions, states } = randomGame(setup, picks);
          // determinism: replaying the same decisions from the same setup gives the same states
          let s = startGame(setup, CATALOG).state;
          expect(s).toEqual(states[0]);
          actions.forEach((a, i) => {
            const r = applyAction(s, a);
            if (!r.ok) throw new Error(`replay rejected ${JSON.stringify(a)}`);
            s = r.state;
            expect(s).toEqual(states[i + 1]);
          });
        }),
        { numRuns: 4, seed: 20261130 },
      );
    }, 30_000);
  }
});
