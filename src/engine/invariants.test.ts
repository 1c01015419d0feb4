import { describe, expect, it } from 'vitest';
import { play } from './testing/driver.ts';
import { checkConservation, checkInvariants } from './testing/invariants.ts';

describe('invariant checker (testing/invariants.ts)', () => {
  const base = () =>
    play({
      players: [
        { id: 'p1', hand: ['picnic-basket'], library: ['forest', 'plains'], battlefield: [{ card: 'forest' }] },
        { id: 'p2', library: ['island'] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });

  it('accepts a legal state and a legal step', () => {
    const g = base();
    checkInvariants(g.state);
    const prev = g.state;
    g.do({ type: 'cast', player: 'p1', object: '@picnic-basket' });
    checkInvariants(g.state);
    checkConservation(prev, g.state);
  });

  it('reports a card in no object, a duplicated card, a wrong zone list, negative counters, infinite life', () => {
    const g = base();
    const s = JSON.parse(JSON.stringify(g.state)) as typeof g.state;
    const bf = s.zones.battlefield ?? [];
    const land = s.objects[bf[0] ?? '']!;
    const broken1 = structuredClone(s);
    broken1.objects[land.id]!.cards = [];
    expect(() => checkInvariants(broken1)).toThrow(/represents no card|in no object/);
    const broken2 = structuredClone(s);
    const other = Object.values(broken2.objects).find((o) => o.id !== land.id)!;
    other.cards.push(land.cards[0]!);
    expect(() => checkInvariants(broken2)).toThrow(/two objects/);
    const broken3 = structuredClone(s);
    broken3.objects[land.id]!.zone = 'graveyard';
    expect(() => checkInvariants(broken3)).toThrow(/listed in battlefield/);
    const broken4 = structuredClone(s);
    broken4.objects[land.id]!.counters['+1/+1'] = -1;
    expect(() => checkInvariants(broken4)).toThrow(/counters/);
    const broken5 = structuredClone(s);
    broken5.player.p1!.life = Infinity;
    expect(() => checkInvariants(broken5)).toThrow(/life/);
    const broken6 = structuredClone(s);
    (broken6 as unknown as { extra: unknown }).extra = NaN;
    expect(() => checkInvariants(broken6)).toThrow(/JSON/);
    const broken7 = structuredClone(s);
    (broken7 as unknown as { extra: unknown }).extra = new Date(0);
    expect(() => checkInvariants(broken7)).toThrow(/JSON/);
    // an optional field present as undefined is absent, as in JSON (clone.ts writes them so)
    const fine = structuredClone(s);
    fine.objects[land.id]!.level = undefined;
    expect(() => checkInvariants(fine)).not.toThrow();
  });

  it('reports a lost non-token card', () => {
    const g = base();
    const next = structuredClone(g.state);
    const id = Object.keys(next.cards)[0]!;
    delete next.cards[id];
    expect(() => checkConservation(g.state, next)).toThrow(/disappeared/);
  });
});
