// Class (716, 107.16): engine tests, one or more per ruling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type GameSetup, type SetupPermanent } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play, type Play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

// Orchard Keeper Class {G} — Enchantment — Class
//   (level 1) Creatures you control get +0/+1.
//   {1}{G}: Level 2 — Whenever another creature you control enters, put a +1/+1 counter on it.
//   {3}{G}: Level 3 — {T}: Create a Food token.
const LEVEL2 = 'orchard-keeper-class:1';
const LEVEL3 = 'orchard-keeper-class:2';
const L2_TRIGGER = 'orchard-keeper-class:1.0';
const L3_ACTIVATED = 'orchard-keeper-class:2.0';

function forests(n: number): SetupPermanent[] {
  return Array.from({ length: n }, () => ({ card: 'forest' }));
}

function classSetup(opts: { level?: number; lands?: number; hand?: string[]; extra?: SetupPermanent[]; turn?: GameSetup['turn'] } = {}): GameSetup {
  return {
    players: [
      {
        id: 'p1',
        hand: opts.hand ?? ['sturdy-bear'],
        library: ['forest', 'forest', 'forest'],
        battlefield: [
          ...forests(opts.lands ?? 8),
          { card: 'orchard-keeper-class', ...(opts.level ? { level: opts.level } : {}) },
          ...(opts.extra ?? []),
        ],
      },
      { id: 'p2', hand: ['sudden-recall'], library: ['island', 'island', 'island'], battlefield: [{ card: 'island' }] },
    ],
    turn: opts.turn ?? { active: 'p1', step: 'main1' },
  };
}

const level = (g: Play, id: string, to: string) => g.do({ type: 'activate', player: 'p1', object: `@${id}`, ability: to });

/** Casts Sturdy Bear and resolves it (and any triggers it causes). */
function castBear(g: Play): Play {
  g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' });
  while (g.stackSize() > 0) g.do({ type: 'advance', player: 'p1' });
  return g;
}

describe('class', () => {
  it('class-r1 (716.1, 716.2): three sections, a level bar above each of the last two: two level abilities, for levels 2 and 3', () => {
    const g = play(classSetup());
    const c = g.chars('orchard-keeper-class');
    expect(c.types).toEqual(['enchantment']);
    expect(c.subtypes).toEqual(['Class']);
    const bars = c.abilities.filter((a) => a.def.kind === 'classLevel').map((a) => a.def);
    expect(bars).toMatchObject([
      { kind: 'classLevel', level: 2, cost: '{1}{G}' },
      { kind: 'classLevel', level: 3, cost: '{3}{G}' },
    ]);
    // both are activated abilities the player can activate (the level 3 one only later)
    expect(g.legal().some((a) => a.type === 'activate' && a.ability === LEVEL2)).toBe(true);
  });

  it('class-r2 (716.2, 716.3): a Class\'s abilities can be static, triggered and activated', () => {
    const g = play(classSetup({ level: 3 }));
    castBear(g);
    // static (level 1): +0/+1; triggered (level 2): a +1/+1 counter on the entering creature
    expect(g.chars('sturdy-bear')).toMatchObject({ power: 3, toughness: 4 });
    // activated (level 3): {T}: create a Food
    g.do({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: L3_ACTIVATED }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('tokenCreated')).toMatchObject([{ def: 'food', player: 'p1' }]);
    expect(g.obj('orchard-keeper-class').tapped).toBe(true);
  });

  it('class-r3 (716.2a): a section\'s abilities work only while the Class has that level', () => {
    const g = play(classSetup());
    // level 1: no level 2 trigger, no level 3 ability
    g.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: L3_ACTIVATED }, 'unknown-ability');
    castBear(g);
    expect(g.loggedOf('triggered')).toHaveLength(0);
    expect(g.chars('sturdy-bear')).toMatchObject({ power: 2, toughness: 3 });
    expect(g.chars('orchard-keeper-class').abilities.map((a) => a.id)).not.toContain(L2_TRIGGER);
  });

  it('class-r4 (716.2d, 716.3): a Class enters at level 1: only the top section is active', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['orchard-keeper-class'], battlefield: [{ card: 'forest' }, { card: 'sturdy-bear' }] },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@orchard-keeper-class' }).do({ type: 'advance', player: 'p1' });
    const k = g.obj('orchard-keeper-class');
    expect(k.zone).toBe('battlefield');
    // no level designation yet: treated as level 1 (716.2d)
    expect(k.level ?? 1).toBe(1);
    expect(g.chars('orchard-keeper-class').abilities.map((a) => a.id)).toEqual(['orchard-keeper-class:0', LEVEL2, LEVEL3]);
    // the top section works at once: the Bear gets +0/+1
    expect(g.chars('sturdy-bear').toughness).toBe(3);
  });

  it('class-r5 (716.2a, 716.2c): gaining a level costs the mana on its bar', () => {
    const poor = play(classSetup({ lands: 1 }));
    poor.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL2 }, 'cannot-pay');
    const g = play(classSetup({ lands: 2 }));
    level(g, 'orchard-keeper-class', LEVEL2);
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(2);
    expect(g.state.player['p1']?.manaPool).toMatchObject({ G: 0 });
  });

  it('class-r6 (716.2a, 602.5d, 307.1): a level ability is activated only as a sorcery', () => {
    play(classSetup({ turn: { active: 'p1', step: 'beginCombat' } })).rejects(
      { type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL2 },
      'sorcery-timing',
    );
    const opp = play(classSetup({ turn: { active: 'p2', step: 'main1' } }));
    opp.do({ type: 'pass', player: 'p2' });
    opp.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL2 }, 'sorcery-timing');
    const g = play(classSetup());
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' });
    g.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL2 }, 'sorcery-timing');
    g.do({ type: 'advance', player: 'p1' });
    level(g, 'orchard-keeper-class', LEVEL2);
  });

  it('class-r7 (716.2a): as the level 2 ability resolves, the Class becomes level 2 and the second section turns on', () => {
    const g = play(classSetup());
    level(g, 'orchard-keeper-class', LEVEL2);
    expect(g.obj('orchard-keeper-class').level ?? 1).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('levelGained')).toMatchObject([{ level: 2, rule: '716.2a' }]);
    expect(g.obj('orchard-keeper-class').level).toBe(2);
    expect(g.chars('orchard-keeper-class').abilities.map((a) => a.id)).toContain(L2_TRIGGER);
    castBear(g);
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
  });

  it('class-r8 (716.2b, 716.4): the level is a designation, not a counter', () => {
    const g = play(classSetup());
    level(g, 'orchard-keeper-class', LEVEL2).do({ type: 'advance', player: 'p1' });
    const k = g.obj('orchard-keeper-class');
    expect(k.level).toBe(2);
    expect(k.counters).toEqual({});
    expect(g.eventsOf('countersAdded')).toHaveLength(0);
  });

  it('class-r9 (716.2a): a level 2 Class can become level 3', () => {
    const g = play(classSetup({ level: 2 }));
    level(g, 'orchard-keeper-class', LEVEL3).do({ type: 'advance', player: 'p1' });
    expect(g.obj('orchard-keeper-class').level).toBe(3);
    expect(g.chars('orchard-keeper-class').abilities.map((a) => a.id)).toContain(L3_ACTIVATED);
  });

  it('class-r10 (716.2a): levels are gained in order: not from level 1 straight to level 3', () => {
    const g = play(classSetup());
    g.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL3 }, 'class-level-order');
    expect(g.legal().some((a) => a.type === 'activate' && a.ability === LEVEL3)).toBe(false);
    level(g, 'orchard-keeper-class', LEVEL2).do({ type: 'advance', player: 'p1' });
    level(g, 'orchard-keeper-class', LEVEL3).do({ type: 'advance', player: 'p1' });
    expect(g.obj('orchard-keeper-class').level).toBe(3);
  });

  it('class-r11 (716.2b): any number of copies of the same Class can be on the battlefield, each working', () => {
    const g = play(classSetup({ extra: [{ card: 'orchard-keeper-class', id: 'second-class' }, { card: 'orchard-keeper-class', id: 'third-class' }, { card: 'sturdy-bear', id: 'old-bear' }] }));
    // no legend rule or other limit removes any of them (704)
    g.do({ type: 'advance', player: 'p1' });
    expect(['orchard-keeper-class', 'second-class', 'third-class'].map((c) => g.zoneOf(c))).toEqual(['battlefield', 'battlefield', 'battlefield']);
    // three level 1 statics: +0/+3
    expect(g.chars('old-bear').toughness).toBe(5);
  });

  it('class-r19 (716.2b): no limit on Classes, the same or different ones; each keeps its own level', () => {
    const g = play({
      players: [
        {
          id: 'p1',
          hand: ['orchard-keeper-class'],
          battlefield: [...forests(3), { card: 'plains' }, { card: 'plains' }, { card: 'plains' }, { card: 'lantern-warden-class' }, { card: 'orchard-keeper-class', id: 'old-class' }, { card: 'sturdy-bear' }],
        },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@orchard-keeper-class' }).do({ type: 'advance', player: 'p1' });
    expect(['orchard-keeper-class', 'old-class', 'lantern-warden-class'].map((c) => g.zoneOf(c))).toEqual(['battlefield', 'battlefield', 'battlefield']);
    // 2/2 +1/+0 (Lantern Warden) +0/+1 twice (Orchard Keeper)
    expect(g.chars('sturdy-bear')).toMatchObject({ power: 3, toughness: 4 });
    g.do({ type: 'activate', player: 'p1', object: '@lantern-warden-class', ability: 'lantern-warden-class:1' }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('lantern-warden-class').level).toBe(2);
    expect(g.obj('orchard-keeper-class').level ?? 1).toBe(1);
    expect(g.obj('old-class').level ?? 1).toBe(1);
  });

  it('class-r12, class-r20 (716.2b): each Class tracks its own level: advancing one leaves the other as it was', () => {
    const g = play(classSetup({ extra: [{ card: 'orchard-keeper-class', id: 'second-class' }] }));
    level(g, 'orchard-keeper-class', LEVEL2).do({ type: 'advance', player: 'p1' });
    expect(g.obj('orchard-keeper-class').level).toBe(2);
    expect(g.obj('second-class').level ?? 1).toBe(1);
    expect(g.chars('second-class').abilities.map((a) => a.id)).not.toContain(L2_TRIGGER);
    // only one level 2 trigger for the Bear
    castBear(g);
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
    // the second copy can still go to level 2 on its own
    level(g, 'second-class', LEVEL2).do({ type: 'advance', player: 'p1' });
    expect(g.obj('second-class').level).toBe(2);
  });

  it('class-r13 (716.2a): two copies at level 2 give both bonuses', () => {
    const g = play(classSetup({ level: 2, extra: [{ card: 'orchard-keeper-class', id: 'second-class', level: 2 } as SetupPermanent] }));
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' }).do({ type: 'advance', player: 'p1' });
    // two level 2 triggers: p1 orders them (603.3b)
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers' });
    g.do({ type: 'orderTriggers', player: 'p1', order: ['^orchard-keeper-class', '^second-class'] });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(2);
    // two level 1 statics too: 2/2 + 0/+2 + two counters
    expect(g.chars('sturdy-bear')).toMatchObject({ power: 4, toughness: 6 });
  });

  it('class-r14 (107.16, 716.2, 716.2a): each level bar is an activated ability with that cost that makes the Class that level', () => {
    const g = play(classSetup());
    level(g, 'orchard-keeper-class', LEVEL2);
    const ab = g.eventsOf('abilityActivated')[0];
    expect(ab).toBeDefined();
    const onStack = g.state.objects[ab?.object as string];
    expect(onStack?.ability).toMatchObject({ kind: 'activated', key: { def: 'orchard-keeper-class', path: [1] } });
    expect(g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0)).toBe(2);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('levelGained')).toMatchObject([{ level: 2 }]);
  });

  it('class-r15 (716.2d, 716.3, 716.2a): at level 2 and 3 the Class also has the abilities of those sections', () => {
    const g = play(classSetup());
    const ids = () => g.chars('orchard-keeper-class').abilities.map((a) => a.id);
    expect(ids()).toEqual(['orchard-keeper-class:0', LEVEL2, LEVEL3]);
    level(g, 'orchard-keeper-class', LEVEL2).do({ type: 'advance', player: 'p1' });
    expect(ids()).toEqual(['orchard-keeper-class:0', LEVEL2, L2_TRIGGER, LEVEL3]);
    level(g, 'orchard-keeper-class', LEVEL3).do({ type: 'advance', player: 'p1' });
    expect(ids()).toEqual(['orchard-keeper-class:0', LEVEL2, L2_TRIGGER, LEVEL3, L3_ACTIVATED]);
  });

  it('class-r16 (716.2a): gaining a level keeps the abilities of the earlier levels', () => {
    const g = play(classSetup({ level: 2, extra: [{ card: 'sturdy-bear', id: 'old-bear' }] }));
    expect(g.chars('old-bear').toughness).toBe(3);
    level(g, 'orchard-keeper-class', LEVEL3).do({ type: 'advance', player: 'p1' });
    // level 1 static still on; level 2 trigger still on
    expect(g.chars('old-bear').toughness).toBe(3);
    castBear(g);
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
  });

  it('class-r17 (716.2, 602.2, 117.3c): a level ability uses the stack and can be responded to', () => {
    const g = play(classSetup());
    level(g, 'orchard-keeper-class', LEVEL2);
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'pass', player: 'p1' });
    // 117.3c: the opponent gets priority with the ability on the stack, and responds
    expect(g.state.turn.priority).toBe('p2');
    g.do({ type: 'cast', player: 'p2', object: '@sudden-recall', targets: [{ object: '@orchard-keeper-class' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.zoneOf('orchard-keeper-class')).toBe('hand');
    // the level ability still resolves (113.7a), but its Class is gone: no level is gained
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('resolved')).toHaveLength(1);
    expect(g.eventsOf('levelGained')).toHaveLength(0);
    // 400.7: cast again, it is a new object, back at level 1
    g.do({ type: 'cast', player: 'p1', object: '@orchard-keeper-class' }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('orchard-keeper-class').level ?? 1).toBe(1);
    expect(g.chars('orchard-keeper-class').abilities.map((a) => a.id)).not.toContain(L2_TRIGGER);
  });

  it('class-r18 (716.2a): a Class can\'t activate the ability of a level it already has or has passed', () => {
    const two = play(classSetup({ level: 2 }));
    two.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL2 }, 'class-level-reached');
    const three = play(classSetup({ level: 3 }));
    three.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL2 }, 'class-level-reached');
    three.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL3 }, 'class-level-reached');
    expect(three.legal().some((a) => a.type === 'activate' && (a.ability === LEVEL2 || a.ability === LEVEL3))).toBe(false);
  });

  it('class (400.7, 716.2d): a Class that leaves the battlefield and returns starts again at level 1', () => {
    const g = play(classSetup({ level: 3, extra: [{ card: 'sturdy-bear', id: 'old-bear' }] }));
    expect(g.chars('old-bear').toughness).toBe(3);
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-recall', targets: [{ object: '@orchard-keeper-class' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.zoneOf('orchard-keeper-class')).toBe('hand');
    expect(g.chars('old-bear').toughness).toBe(2);
    g.do({ type: 'cast', player: 'p1', object: '@orchard-keeper-class' }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('orchard-keeper-class').level ?? 1).toBe(1);
    g.rejects({ type: 'activate', player: 'p1', object: '@orchard-keeper-class', ability: LEVEL3 }, 'class-level-order');
  });

  it('class: random legal play keeps the invariants (property)', () => {
    const start = startGame(classSetup({ lands: 4, extra: [{ card: 'orchard-keeper-class', id: 'second-class', level: 2 } as SetupPermanent] }), CATALOG).state;
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
      { numRuns: 30, seed: 17 },
    );
  }, 30_000);
});
