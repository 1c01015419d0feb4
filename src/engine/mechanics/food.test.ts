// Food (111.10b predefined token, 205.3g artifact type): engine tests, one or more per ruling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type GameSetup } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play, type Play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

const FOOD_ABILITY = 'food:0';
const WAYFARER_ABILITY = 'hungry-wayfarer:0';

/** The objects of Food tokens on the battlefield. */
function foods(g: Play): string[] {
  return (g.state.zones.battlefield ?? []).filter((id) => {
    const o = g.state.objects[id];
    return o && g.state.cards[o.cards[0] ?? '']?.def === 'food';
  });
}

/** p1 has Picnic Basket in hand and enough lands for it and a Food; Picnic Basket is cast and its trigger resolved. */
function withFood(extra: GameSetup['players'][0]['battlefield'] = [], hand: string[] = []): Play {
  const g = play({
    players: [
      {
        id: 'p1',
        hand: ['picnic-basket', ...hand],
        battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'forest' }, { card: 'forest' }, ...(extra ?? [])],
      },
      { id: 'p2', battlefield: [{ card: 'sturdy-bear' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  });
  g.do({ type: 'cast', player: 'p1', object: '@picnic-basket' }).do({ type: 'advance', player: 'p1' }).do({ type: 'advance', player: 'p1' });
  return g;
}

describe('food', () => {
  it('food-r1 (111.10, 111.10b): a Food token is a colorless Food artifact token with "{2}, {T}, Sacrifice this token: You gain 3 life"', () => {
    const g = withFood();
    const [id] = foods(g);
    expect(id).toBeDefined();
    const food = g.state.objects[id as string];
    const c = g.chars(food?.cards[0] as string);
    expect(c).toMatchObject({ name: 'Food', colors: [], types: ['artifact'], subtypes: ['Food'], token: true, power: null });
    // {2}, {T}, sacrifice: one land left is not enough
    const low = play({
      players: [{ id: 'p1', battlefield: [{ card: 'food', token: true }, { card: 'forest' }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    low.rejects({ type: 'activate', player: 'p1', object: '@food', ability: FOOD_ABILITY }, 'cannot-pay');
    g.do({ type: 'activate', player: 'p1', object: id as string, ability: FOOD_ABILITY });
    // the costs are paid at once: two lands tapped, the token tapped and sacrificed (ceases to exist, 111.7)
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(2);
    expect(g.eventsOf('tapped').some((e) => e.object === id)).toBe(true);
    expect(g.eventsOf('sacrificed').map((e) => e.object)).toEqual([id]);
    expect(foods(g)).toHaveLength(0);
    expect(g.life('p1')).toBe(20);
    expect(g.stackSources()).toEqual([food?.cards[0]]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('lifeGained')[0]).toMatchObject({ player: 'p1', amount: 3 });
    expect(g.life('p1')).toBe(23);
  });

  it('food-r2 (205.3g): Food is an artifact type: "a Food" means a Food artifact, and another artifact is not one', () => {
    const g = withFood([{ card: 'hungry-wayfarer' }]);
    const [food] = foods(g);
    // Picnic Basket is an artifact but not a Food
    g.rejects(
      { type: 'activate', player: 'p1', object: '@hungry-wayfarer', ability: WAYFARER_ABILITY, costs: { sacrifice: ['@picnic-basket'] } },
      'illegal-cost-choice',
    );
    expect(g.chars(g.state.objects[food as string]?.cards[0] as string).types).toEqual(['artifact']);
    g.do({ type: 'activate', player: 'p1', object: '@hungry-wayfarer', ability: WAYFARER_ABILITY, costs: { sacrifice: [food as string] } });
    expect(g.eventsOf('sacrificed').map((e) => e.object)).toEqual([food]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.chars('hungry-wayfarer').power).toBe(3);
  });

  it('food-r3 (205.3g, 205.3m): Food is never a creature type: a Food token is no creature; a Food creature is one by its card type', () => {
    const g = play({
      players: [
        {
          id: 'p1',
          hand: ['kitchen-fire'],
          battlefield: [{ card: 'mountain' }, { card: 'food', token: true }, { card: 'pepperoni-golem' }],
        },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    const golem = g.chars('pepperoni-golem');
    expect(golem.types).toEqual(['artifact', 'creature']);
    expect(golem.subtypes).toContain('Food');
    // "target creature": the Food token is not one, the Food Golem is
    g.rejects({ type: 'cast', player: 'p1', object: '@kitchen-fire', targets: [{ object: '@food' }] }, 'illegal-target');
    g.do({ type: 'cast', player: 'p1', object: '@kitchen-fire', targets: [{ object: '@pepperoni-golem' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('pepperoni-golem').damage).toBe(1);
    // only the Golem can attack
    g.do({ type: 'advance', player: 'p1', to: 'declareAttackers' });
    g.rejects({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@food', target: 'p2' }] }, 'illegal-attacker');
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: '@pepperoni-golem', target: 'p2' }] });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'declareBlockers', player: 'p2', blocks: [] });
    g.do({ type: 'advance', player: 'p1', to: 'endCombat' });
    expect(g.life('p2')).toBe(17);
  });

  it('food-r4 (109.2, 205.3g): "Sacrifice a Food" can be paid with a Food card, here a Food artifact creature', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'forest' }, { card: 'hungry-wayfarer' }, { card: 'pepperoni-golem' }] },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({
      type: 'activate',
      player: 'p1',
      object: '@hungry-wayfarer',
      ability: WAYFARER_ABILITY,
      costs: { sacrifice: ['@pepperoni-golem'] },
    });
    // a card, not a token: it goes to the graveyard and stays there
    expect(g.zoneOf('pepperoni-golem')).toBe('graveyard');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('hungry-wayfarer').counters['+1/+1']).toBe(1);
    expect(g.zoneOf('pepperoni-golem')).toBe('graveyard');
  });

  it("food-r5 (701.21a, 601.2h, 602.2b): a Food sacrificed for its own ability can't also pay another ability's cost", () => {
    const g = withFood([{ card: 'hungry-wayfarer' }, { card: 'forest' }]);
    const [food] = foods(g);
    g.do({ type: 'activate', player: 'p1', object: food as string, ability: FOOD_ABILITY });
    // the Food is gone (sacrificed, then ceased to exist): it can't pay the Wayfarer's cost too
    expect(g.state.objects[food as string]).toBeUndefined();
    g.rejects(
      { type: 'activate', player: 'p1', object: '@hungry-wayfarer', ability: WAYFARER_ABILITY, costs: { sacrifice: [food as string] } },
      'unknown-object',
    );
    // …and the Wayfarer has no Food to pay with at all
    expect(g.legal().some((a) => a.type === 'activate' && a.ability === WAYFARER_ABILITY)).toBe(false);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(23);
    expect(g.obj('hungry-wayfarer').counters['+1/+1']).toBeUndefined();
  });

  it('food-r5 (701.21a, 602.2b): one Food pays one cost: it can\'t pay two activations of "Sacrifice a Food"', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'forest' }, { card: 'forest' }, { card: 'forest' }, { card: 'hungry-wayfarer' }, { card: 'food', token: true }] },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    const food = g.obj('food').id;
    g.do({ type: 'activate', player: 'p1', object: '@hungry-wayfarer', ability: WAYFARER_ABILITY, costs: { sacrifice: [food] } });
    g.rejects({ type: 'activate', player: 'p1', object: '@hungry-wayfarer', ability: WAYFARER_ABILITY, costs: { sacrifice: [food] } }, 'unknown-object');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('hungry-wayfarer').counters['+1/+1']).toBe(1);
  });

  it('food-r6 (608.2b): a Food-making spell whose every target is illegal does not resolve and makes no Food', () => {
    const setup = (spell: string, land: string): GameSetup => ({
      players: [
        { id: 'p1', hand: [spell], battlefield: [{ card: land }] },
        { id: 'p2', hand: ['sudden-recall'], battlefield: [{ card: 'island' }, { card: 'sturdy-bear' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    // Kitchen Fire: "deals 1 damage to target creature. Create a Food token."
    const g = play(setup('kitchen-fire', 'mountain'));
    g.do({ type: 'cast', player: 'p1', object: '@kitchen-fire', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-recall', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.zoneOf('sturdy-bear')).toBe('hand');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('fizzled')).toHaveLength(1);
    expect(g.eventsOf('tokenCreated')).toHaveLength(0);
    expect(g.eventsOf('damageDealt')).toHaveLength(0);
    expect(g.zoneOf('kitchen-fire')).toBe('graveyard');
    expect(Object.values(g.state.cards).some((c) => c.def === 'food')).toBe(false);

    // Shared Supper: "target creature's controller creates a Food" — legal target: p2 gets the Food
    const ok = play(setup('shared-supper', 'forest'));
    ok.do({ type: 'cast', player: 'p1', object: '@shared-supper', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    expect(ok.eventsOf('tokenCreated')).toMatchObject([{ player: 'p2', def: 'food' }]);
    // …illegal target: nobody does
    const no = play(setup('shared-supper', 'forest'));
    no.do({ type: 'cast', player: 'p1', object: '@shared-supper', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'pass', player: 'p1' });
    no.do({ type: 'cast', player: 'p2', object: '@sudden-recall', targets: [{ object: '@sturdy-bear' }] });
    no.do({ type: 'advance', player: 'p2' }).do({ type: 'advance', player: 'p1' });
    expect(no.eventsOf('fizzled')).toHaveLength(1);
    expect(Object.values(no.state.cards).some((c) => c.def === 'food')).toBe(false);
  });

  it('food: random legal play keeps the invariants (property)', () => {
    const start = startGame(
      {
        players: [
          {
            id: 'p1',
            hand: ['picnic-basket', 'kitchen-fire'],
            library: ['forest', 'mountain'],
            battlefield: [{ card: 'forest' }, { card: 'mountain' }, { card: 'hungry-wayfarer' }, { card: 'food', token: true }],
          },
          { id: 'p2', library: ['forest', 'forest'], battlefield: [{ card: 'pepperoni-golem' }, { card: 'forest' }] },
        ],
        turn: { active: 'p1', step: 'main1' },
      },
      CATALOG,
    ).state;
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
      { numRuns: 30, seed: 11 },
    );
  }, 30_000);
});
