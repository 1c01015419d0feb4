// legalActions decides most candidates without applying them (legal.ts checkAction): the same
// checks applyAction makes before it changes anything. Over random games from the core positions
// and from every worked example, each such verdict equals what applyAction itself says. And a
// state is never changed once made: random play on deep-frozen states gives the same results as
// on plain copies of them.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type Action, type GameSetup, type GameState } from './index.ts';
import { checkAction } from './legal.ts';
import { CATALOG } from './testing/catalog.ts';
import { exampleSetups } from './testing/examples.ts';

/** mulberry32, so every run plays the same games. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CORE: Record<string, GameSetup> = {
  'creatures, lands, a sacrifice outlet and tokens': {
    players: [
      { id: 'p1', library: ['forest', 'sturdy-bear', 'mountain', 'ember-jab', 'plains', 'muster-call'], hand: ['plodding-ox', 'ember-jab', 'forest', 'muster-call', 'picnic-basket'], battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'mountain' }, { card: 'plains' }, { card: 'sturdy-bear' }, { card: 'offering-altar' }, { card: 'food', token: true }] },
      { id: 'p2', library: ['plains', 'lantern-keeper', 'swamp', 'withering-gnat'], hand: ['withering-gnat', 'restful-sip', 'swamp', 'ember-jab'], battlefield: [{ card: 'plains' }, { card: 'mountain' }, { card: 'swamp' }, { card: 'lantern-keeper' }, { card: 'glassward-heron' }, { card: 'tovi-gate-warden' }] },
    ],
    turn: { active: 'p1', step: 'main1', number: 2 },
  },
  'an anthem and combat': {
    players: [
      { id: 'p1', library: ['mountain', 'plodding-ox', 'rallying-pennant'], hand: ['ember-jab', 'brief-surge', 'rallying-pennant'], battlefield: [{ card: 'mountain' }, { card: 'forest' }, { card: 'mountain' }, { card: 'rallying-pennant' }, { card: 'plodding-ox' }, { card: 'sturdy-bear' }, { card: 'rooftop-courier' }] },
      { id: 'p2', life: 8, library: ['plains', 'sturdy-bear'], hand: ['restful-sip'], battlefield: [{ card: 'plains' }, { card: 'lantern-keeper' }, { card: 'tovi-gate-warden' }, { card: 'plodding-ox' }] },
    ],
    turn: { active: 'p1', step: 'beginCombat', number: 3 },
  },
};

const POSITIONS: [string, GameSetup][] = [...Object.entries(CORE), ...exampleSetups().map((e): [string, GameSetup] => [`example ${e.id}`, e.setup])];

/** Plays `length` random legal actions from the setup and calls `visit` on every state reached. */
function randomGame(setup: GameSetup, seed: number, length: number, visit: (s: GameState) => void): void {
  const random = rng(seed);
  let s = startGame(setup, CATALOG).state;
  for (let i = 0; i < length && !s.over; i++) {
    visit(s);
    const offered = legalActions(s).actions;
    const a = offered[Math.floor(random() * offered.length)];
    if (!a) return;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`legalActions offered ${JSON.stringify(a)}, applyAction rejected it: ${r.error}`);
    s = r.state;
  }
}

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  } else if (v !== null && typeof v === 'object') {
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

describe('legality without applying (property)', () => {
  it('every verdict of checkAction equals the one applyAction gives, over random games from every position', () => {
    let compared = 0;
    for (const [name, setup] of POSITIONS) {
      for (const seed of [1, 2]) {
        randomGame(setup, seed, 60, (s) => {
          const la = legalActions(s);
          const candidates: Action[] = [...la.actions, ...la.unavailable.map((u) => u.action)];
          for (const a of candidates) {
            const fast = checkAction(s, a);
            if (fast === undefined) continue;
            const r = applyAction(s, a);
            const simulated = r.ok ? null : r.error;
            if (fast !== simulated) throw new Error(`${name}, seed ${seed}: ${JSON.stringify(a)}: checked ${fast}, applied ${simulated}`);
            compared += 1;
          }
        });
      }
    }
    expect(compared).toBeGreaterThan(5000);
  }, 120_000);
});

/** What the next state may share with this one is frozen: its objects, zone lists and card entries. */
function expectSealed(s: GameState, where: string): void {
  for (const o of Object.values(s.objects)) {
    if (!Object.isFrozen(o) || !Object.isFrozen(o.cards) || !Object.isFrozen(o.counters)) throw new Error(`${where}: object ${o.id} is not frozen`);
  }
  for (const [key, list] of Object.entries(s.zones)) if (!Object.isFrozen(list)) throw new Error(`${where}: zone ${key} is not frozen`);
  for (const c of Object.values(s.cards)) if (!Object.isFrozen(c)) throw new Error(`${where}: card ${c.id} is not frozen`);
}

describe('states never change once made (property)', () => {
  it('random play on deep-frozen states gives the same actions, states and events as on plain copies', () => {
    for (const [name, setup] of POSITIONS.slice(0, 12)) {
      randomGame(setup, 3, 40, (s) => {
        // a plain copy first (the engine hasn't seen it), then the state itself frozen through
        const plain = structuredClone(s);
        const frozen = deepFreeze(s);
        const la = legalActions(frozen);
        expect(legalActions(plain), name).toEqual(la);
        for (const a of la.actions.slice(0, 4)) {
          const r = applyAction(frozen, a);
          const q = applyAction(plain, a);
          expect(q, `${name}: ${JSON.stringify(a)}`).toEqual(r);
          if (r.ok) expectSealed(r.state, `${name}: after ${JSON.stringify(a)}`);
        }
      });
    }
  }, 120_000);
});

describe('structural sharing', () => {
  it('an action shares every object, zone list and card entry it did not change with the state before', () => {
    const s = startGame(
      {
        players: [
          { id: 'p1', library: ['forest', 'forest'], hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'plodding-ox' }] },
          { id: 'p2', library: ['plains'], battlefield: [{ card: 'plains' }, { card: 'sturdy-bear' }] },
        ],
        turn: { active: 'p1', step: 'main1', number: 2 },
      },
      CATALOG,
    ).state;
    const land = Object.values(s.objects).find((o) => o.zone === 'battlefield' && s.cards[o.cards[0]!]?.def === 'forest')!;
    const r = applyAction(s, { type: 'activate', player: 'p1', object: land.id, ability: 'forest:0' });
    if (!r.ok) throw new Error(r.error);
    const changed = Object.keys(r.state.objects).filter((id) => r.state.objects[id] !== s.objects[id]);
    expect(changed).toEqual([land.id]);
    expect(r.state.objects[land.id]?.tapped).toBe(true);
    expect(s.objects[land.id]?.tapped).toBe(false);
    for (const key of Object.keys(s.zones)) expect(r.state.zones[key], key).toBe(s.zones[key]);
    expect(r.state.cards).toBe(s.cards);
    expect(r.state.defs).toBe(s.defs);
  });
});
