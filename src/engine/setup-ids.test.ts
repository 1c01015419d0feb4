// Card ids startGame gives (issue 28): same-named cards numbered in linear time, and no setup id
// in a family the engine or a view names cards with (tk<n> tokens, hidden-<n> hidden cards).
import { describe, expect, it } from 'vitest';
import { SetupError, startGame, viewFor, type GameSetup } from './index.ts';
import { CATALOG } from './testing/catalog.ts';

const forests = (n: number) => Array<string>(n).fill('forest');

describe('startGame: card ids', () => {
  it('numbers same-named cards forest, forest-2, forest-3…, skipping an id given explicitly', () => {
    const s = startGame({ players: [{ id: 'p1', library: ['forest', { card: 'island', id: 'forest-3' }, 'forest', 'forest', 'forest'] }, { id: 'p2', hand: ['forest'] }] }, CATALOG).state;
    const ids = Object.keys(s.cards).sort();
    expect(ids).toEqual(['forest', 'forest-2', 'forest-3', 'forest-4', 'forest-5', 'forest-6'].sort());
    expect(s.cards['forest-3']?.def).toBe('island');
  });

  it('4,000 Forests with their default ids take about as long per card as 400 (linear, not quadratic)', () => {
    const lists = (n: number) => ({ library: forests(n), hand: forests(n), graveyard: forests(n), exile: forests(n) });
    const setup = (n: number): GameSetup => ({ players: [{ id: 'p1', ...lists(n) }, { id: 'p2', ...lists(n) }] });
    const time = (n: number) => {
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const t0 = performance.now();
        const s = startGame(setup(n), CATALOG).state;
        best = Math.min(best, performance.now() - t0);
        expect(Object.keys(s.cards)).toHaveLength(8 * n);
        expect(s.cards[`forest-${8 * n}`]).toBeDefined();
      }
      return best;
    };
    time(50); // warm up
    const small = time(50);
    const large = time(500);
    // ten times the cards: ten times the work when linear, a hundred when quadratic (it was 463 ms for 4,000 in Node)
    expect(large).toBeLessThan(Math.max(30 * small, 200));
    expect(large).toBeLessThan(1000);
  });

  it.each(['hidden-1', 'hidden-12', 'tk3'])('refuses the id %s, a name the engine or a view gives cards (reserved-id)', (id) => {
    const setup: GameSetup = { players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', id }] }, { id: 'p2', hand: ['ember-jab'] }] };
    let error: unknown;
    try {
      startGame(setup, CATALOG);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect((error as SetupError).code).toBe('reserved-id');
  });

  it('a view names hidden cards with ids no card of the state has (a visible card keeps its own entry)', () => {
    const s = startGame({ players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', id: 'bear' }] }, { id: 'p2', hand: ['ember-jab'] }] }, CATALOG).state;
    // a state in which a visible card holds the first hidden name (a state made by other means than setup)
    const bear = s.objects[Object.keys(s.objects).find((o) => s.objects[o]?.cards[0] === 'bear') ?? ''];
    if (!bear) throw new Error('no bear');
    const cards = { ...s.cards, 'hidden-1': { ...(s.cards.bear as NonNullable<(typeof s.cards)['bear']>), id: 'hidden-1' } };
    delete (cards as Record<string, unknown>).bear;
    const state = { ...s, cards, objects: { ...s.objects, [bear.id]: { ...bear, cards: ['hidden-1'] } } };
    const v = viewFor(state, 'p1');
    expect(v.cards['hidden-1']?.def).toBe('sturdy-bear');
    const hand = v.zones['p2.hand']?.[0] ?? '';
    const hiddenCard = v.objects[hand]?.cards[0] ?? '';
    expect(hiddenCard).not.toBe('hidden-1');
    expect(v.cards[hiddenCard]?.def).toBe('@hidden');
  });
});
