// Alliance (207.2c ability word; 603.6a, 603.3b): engine tests, one or more per ruling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type GameSetup } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

/** p1 controls the two alliance creatures and lands for a {1}{W} or {1}{G} creature. */
function allies(hand: string[] = ['sturdy-bear'], extra: { card: string }[] = []): GameSetup {
  return {
    players: [
      {
        id: 'p1',
        hand,
        library: ['plains', 'plains', 'plains'],
        battlefield: [
          { card: 'plains' },
          { card: 'plains' },
          { card: 'forest' },
          { card: 'forest' },
          { card: 'rally-herald' },
          { card: 'banner-captain' },
          ...extra,
        ],
      },
      { id: 'p2', library: ['plains', 'plains', 'plains'], hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  };
}

describe('alliance', () => {
  it('alliance-r1 (207.2c, 603.6a): the ability word adds nothing; the trigger is "whenever another creature you control enters"', () => {
    // the alliance creature entering doesn't trigger itself; a noncreature doesn't trigger it
    const g = play({
      players: [
        { id: 'p1', hand: ['rally-herald', 'picnic-basket'], battlefield: [{ card: 'plains' }, { card: 'plains' }, { card: 'plains' }] },
        { id: 'p2', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    const ab = g.chars('rally-herald').abilities[0]?.def;
    expect(ab).toMatchObject({ kind: 'triggered', abilityWord: 'alliance', trigger: { on: 'enters', filter: { another: true, controller: 'you' } } });
    g.do({ type: 'cast', player: 'p1', object: '@rally-herald' }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('rally-herald')).toBe('battlefield');
    expect(g.eventsOf('triggered')).toHaveLength(0);
    // Picnic Basket is an artifact, not a creature: the Herald doesn't trigger (its own enters trigger does)
    g.do({ type: 'cast', player: 'p1', object: '@picnic-basket' }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggered')).toHaveLength(1);
    expect(g.state.pendingTriggers).toHaveLength(0);
    expect(g.stackSources()).toEqual(['picnic-basket']);
    g.do({ type: 'advance', player: 'p1' });
    // the Food token entering is not a creature either
    expect(g.eventsOf('tokenCreated')).toHaveLength(1);
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.life('p1')).toBe(20);
  });

  it('alliance-r1 (603.6a): a creature entering under an opponent\'s control does not trigger "you control" alliance', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [{ card: 'rally-herald' }] },
        { id: 'p2', hand: ['sturdy-bear'], battlefield: [{ card: 'forest' }, { card: 'forest' }] },
      ],
      turn: { active: 'p2', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p2', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p2' });
    expect(g.zoneOf('sturdy-bear')).toBe('battlefield');
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.life('p1')).toBe(20);
  });

  it('alliance-r2 (603.2, 603.6a): every alliance ability triggers when another creature you control enters', () => {
    const g = play(allies());
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' });
    const sources = g.eventsOf('triggered').map((e) => g.state.objects[e.source]?.cards[0]);
    expect(sources.sort()).toEqual(['banner-captain', 'rally-herald']);
    // 603.3b: two triggers of one player wait for that player to order them
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    expect(g.state.pendingTriggers).toHaveLength(2);
  });

  it('alliance-r3 (603.3, 603.3b): the controller puts them on the stack in any order', () => {
    for (const order of [
      ['rally-herald', 'banner-captain'],
      ['banner-captain', 'rally-herald'],
    ]) {
      const g = play(allies());
      g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' });
      // the opponent doesn't choose the order
      g.rejects({ type: 'orderTriggers', player: 'p2', order: order.map((c) => `^${c}`) }, 'not-your-decision');
      g.do({ type: 'orderTriggers', player: 'p1', order: order.map((c) => `^${c}`) });
      expect(g.stackSources()).toEqual(order);
      expect(g.state.turn.priority).toBe('p1');
    }
  });

  it('alliance-r4 (405.5, 608.1): the last alliance ability put on the stack resolves first', () => {
    const g = play(allies());
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'orderTriggers', player: 'p1', order: ['^rally-herald', '^banner-captain'] });
    // Banner Captain's ability was put last: it is on top and resolves first
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('countersAdded')).toHaveLength(1);
    expect(g.chars('banner-captain').power).toBe(3);
    expect(g.life('p1')).toBe(20);
    expect(g.stackSources()).toEqual(['rally-herald']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(21);
    expect(g.stackSize()).toBe(0);
  });

  it("alliance-r5 (603.6a, 603.3b): the entering creature's own enters trigger is ordered together with the alliance triggers", () => {
    const g = play(allies(['eager-recruit']));
    g.do({ type: 'cast', player: 'p1', object: '@eager-recruit' }).do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    expect(g.state.pendingTriggers.map((t) => t.sourceCard).sort()).toEqual(['banner-captain', 'eager-recruit', 'rally-herald']);
    // put the Recruit's own trigger in the middle: proof it is ordered among them
    g.do({ type: 'orderTriggers', player: 'p1', order: ['^rally-herald', '^eager-recruit', '^banner-captain'] });
    expect(g.stackSources()).toEqual(['rally-herald', 'eager-recruit', 'banner-captain']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('countersAdded')).toHaveLength(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('tokenCreated')[0]?.def).toBe('food');
    // the Food is not a creature: no new alliance triggers
    expect(g.eventsOf('triggered')).toHaveLength(0);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(21);
    expect(g.stackSize()).toBe(0);
  });

  it('alliance: random legal play keeps the invariants (property)', () => {
    const start = startGame(
      {
        players: [
          {
            id: 'p1',
            hand: ['eager-recruit', 'sturdy-bear'],
            library: ['plains', 'forest'],
            battlefield: [{ card: 'plains' }, { card: 'forest' }, { card: 'rally-herald' }, { card: 'banner-captain' }],
          },
          { id: 'p2', library: ['plains', 'plains'], battlefield: [{ card: 'sturdy-bear' }] },
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
          if (actions.length === 0) break;
          const a = actions[pick % actions.length];
          if (!a) break;
          const r = applyAction(s, a);
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          checkInvariants(r.state);
          checkConservation(s, r.state);
          s = r.state;
        }
      }),
      { numRuns: 30, seed: 7 },
    );
  }, 20_000);
});
