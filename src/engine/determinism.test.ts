// Determinism: the state is plain data, no clock, seeded randomness, same decisions → same steps.
import { describe, expect, it } from 'vitest';
import { runExample, type Example } from './index.ts';
import { shuffle } from './base/rng.ts';
import { CATALOG } from './testing/catalog.ts';

const example: Example = {
  id: 'core-determinism',
  mechanic: 'core',
  shows: [],
  setup: {
    players: [
      { id: 'p1', library: ['forest', 'plains'], hand: ['picnic-basket', 'ember-jab'], battlefield: [{ card: 'mountain' }, { card: 'forest' }, { card: 'sturdy-bear' }] },
      { id: 'p2', library: ['island', 'swamp'], battlefield: [{ card: 'lantern-keeper' }, { card: 'glassward-heron' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
    seed: 7,
  },
  decisions: [
    { type: 'cast', player: 'p1', object: '@picnic-basket', label: 'cast the Basket' },
    { type: 'advance', player: 'p1' },
    { type: 'advance', player: 'p1' },
    { type: 'cast', player: 'p1', object: '@ember-jab', targets: [{ object: '@lantern-keeper' }] },
    { type: 'advance', player: 'p1' },
    { type: 'advance', player: 'p1' },
    { type: 'advance', player: 'p1', to: 'declareAttackers' },
    { type: 'declareAttackers', player: 'p1', attackers: [{ object: '@sturdy-bear', target: 'p2' }] },
    { type: 'advance', player: 'p1' },
    { type: 'declareBlockers', player: 'p2', blocks: [] },
    { type: 'advance', player: 'p1', to: 'end' },
  ],
};

describe('determinism', () => {
  it('the same example gives the same steps, state by state and event by event', () => {
    const a = runExample(example, CATALOG);
    const b = runExample(JSON.parse(JSON.stringify(example)) as Example, CATALOG);
    expect(a.ok).toBe(true);
    expect(b).toEqual(a);
    if (!a.ok) return;
    expect(a.steps).toHaveLength(example.decisions.length + 1);
    expect(a.steps[1]?.label).toBe('cast the Basket');
    // the Keeper's dies trigger gave p2 2 life, the unblocked Bear took 2
    expect(a.steps.at(-1)?.state.player.p2?.life).toBe(20);
    expect(a.steps.at(-1)?.state.turn.step).toBe('end');
  });

  it('every state and event list is plain JSON (it survives a round-trip unchanged)', () => {
    const r = runExample(example, CATALOG);
    if (!r.ok) throw new Error('example failed');
    for (const step of r.steps) {
      expect(JSON.parse(JSON.stringify(step.state))).toEqual(step.state);
      expect(JSON.parse(JSON.stringify(step.events))).toEqual(step.events);
    }
  });

  it('no clock and no unseeded randomness in the engine’s source', () => {
    const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./testing/**'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, text] of Object.entries(sources)) {
      expect([file, /\bDate\b|Math\.random|performance\.now|crypto\./.test(text)]).toEqual([file, false]);
    }
  });

  it('shuffles are seeded: the same seed gives the same order and the next seed to keep in the state', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const x = shuffle(items, 42);
    expect(shuffle(items, 42)).toEqual(x);
    expect([...x.items].sort()).toEqual(items);
    expect(x.seed).not.toBe(42);
    expect(shuffle(items, 43).items).not.toEqual(x.items);
  });

  it('an illegal example reports where it stopped', () => {
    const bad = { ...example, decisions: [...example.decisions.slice(0, 1), { type: 'pass', player: 'p2' } as const] };
    expect(runExample(bad, CATALOG)).toEqual({ ok: false, at: 1, path: 'decisions[1]', error: 'not-your-priority' });
    const badRef = { ...example, decisions: [{ type: 'cast', player: 'p1', object: '@no-such-card' } as const] };
    expect(runExample(badRef, CATALOG)).toEqual({ ok: false, at: 0, path: 'decisions[0]', error: 'unknown-card-ref' });
    // "@last-token" names a token made during play: before any is made it names nothing
    const noToken = { ...example, decisions: [{ type: 'cast', player: 'p1', object: '@last-token' } as const] };
    expect(runExample(noToken, CATALOG)).toEqual({ ok: false, at: 0, path: 'decisions[0]', error: 'unknown-card-ref' });
  });
});
