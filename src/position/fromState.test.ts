// "Edit this position": the setup of any board step gives back the same board when nothing is
// dropped, and is always a position the engine accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, runExample, startGame, type Example, type GameObject, type GameState } from '../engine/index.ts';
import { checkPosition } from './check.ts';
import { setupFromState } from './fromState.ts';
import { arbitraryPicks, arbitrarySetup, playRandom, POOL } from './testing/positions.ts';

const examples = Object.values(import.meta.glob<Example>('../../content/mechanics/*/examples/*.json', { eager: true, import: 'default' }));

/** What a reader sees of a state, card ids kept (tokens named by their definition: their ids are the engine's). */
function board(s: GameState) {
  const key = (card: string) => (s.cards[card]?.token ? `token:${s.defs[s.cards[card]?.def ?? '']?.name}` : card);
  const objects = (zone: string, owner?: string) =>
    (s.zones[zone] ?? []).map((id) => s.objects[id]).filter((o): o is GameObject => !!o && (owner === undefined || o.owner === owner));
  return {
    turn: { number: s.turn.number, active: s.turn.active, step: s.turn.step, priority: s.turn.priority },
    rng: s.rng,
    over: s.over,
    players: s.players.map((p) => {
      const pl = s.player[p];
      return {
        id: p,
        life: pl?.life,
        team: pl?.team,
        archenemy: pl?.archenemy,
        manaPool: pl?.manaPool,
        ...Object.fromEntries(['library', 'hand', 'graveyard', 'command'].map((z) => [z, objects(`${p}.${z}`).map((o) => o.cards.map(key))])),
        exile: objects('exile', p).map((o) => o.cards.map(key)),
        battlefield: objects('battlefield', p).map((o) => ({
          cards: o.cards.map(key),
          controller: o.controller,
          tapped: o.tapped,
          counters: Object.fromEntries(Object.entries(o.counters).filter(([, n]) => (n ?? 0) > 0)),
          faceDown: o.faceDown,
          level: o.level,
          sick: !o.sinceTurnStart,
          damage: o.damage,
          attacking: o.attack?.target,
        })),
      };
    }),
  };
}

describe('setupFromState', () => {
  it('every step of every worked example: a position the engine accepts; the same board when nothing is dropped', () => {
    let same = 0;
    for (const ex of examples) {
      const r = runExample(ex, POOL);
      if (!r.ok) throw new Error(`${ex.id} does not play`);
      for (const step of r.steps) {
        const { setup, dropped } = setupFromState(step.state);
        const where = `${ex.id} step ${step.index}: ${JSON.stringify(dropped)}`;
        const checked = checkPosition(setup, POOL);
        expect(checked.ok, where).toBe(true);
        if (!checked.ok || dropped.length > 0) continue;
        expect(board(checked.state), where).toEqual(board(step.state));
        same++;
      }
    }
    // most steps hold nothing a setup can't: the comparison above is not vacuous
    expect(same).toBeGreaterThan(60);
  });

  it('the opening position of an example gives back its own setup’s board', () => {
    for (const ex of examples) {
      const start = startGame(ex.setup, POOL).state;
      const { setup, dropped } = setupFromState(start);
      if (dropped.length > 0) continue;
      expect(board(startGame(setup, POOL).state), ex.id).toEqual(board(start));
    }
  });

  it('any position from the card pool after random legal decisions (property)', () => {
    fc.assert(
      fc.property(arbitrarySetup, arbitraryPicks, (setup0, picks) => {
        const start = checkPosition(setup0, POOL);
        if (!start.ok) throw new Error(JSON.stringify(start.problem));
        const { states } = playRandom(start.state, picks);
        for (const s of states) {
          const { setup, dropped } = setupFromState(s);
          const checked = checkPosition(setup, POOL);
          expect(checked.ok, JSON.stringify(checked.ok ? null : checked.problem)).toBe(true);
          if (checked.ok && dropped.length === 0) expect(board(checked.state)).toEqual(board(s));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('names what a setup cannot hold', () => {
    const ex = examples.find((e) => e.id === 'food-token-basics') as Example;
    const r = runExample(ex, POOL);
    if (!r.ok) throw new Error('food-token-basics does not play');
    // after "Cast Picnic Basket": a spell on the stack, and p1 holds priority
    expect(setupFromState(r.steps[1]!.state).dropped).toContain('stack');
    // a pass: p2 holds priority
    const passed = applyAction(r.steps[1]!.state, { type: 'pass', player: 'p1' });
    if (!passed.ok) throw new Error(passed.error);
    expect(setupFromState(passed.state).dropped).toEqual(expect.arrayContaining(['stack', 'priority']));
    // the Food token made during play keeps being a token, with an id a setup can hold
    const last = setupFromState(r.steps[3]!.state);
    const foods = (last.setup.players[0]?.battlefield ?? []).filter((p) => p.card === 'food');
    expect(foods).toHaveLength(2);
    expect(foods.every((p) => p.token)).toBe(true);
    expect(foods.map((p) => p.id ?? p.card)).toEqual(['food', expect.stringMatching(/^food-tk\d+$/)]);
  });
});
