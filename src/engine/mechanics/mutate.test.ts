// Mutate (702.140) and merged permanents (730): engine tests, one or more per ruling of
// content/mechanics/mutate/en.md. mutate-r21 (Commander) is in docs/not-played.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, characteristics, legalActions, startGame, type CardDef, type GameSetup, type SetupPermanent } from '../index.ts';
import type { Ctx } from '../base/context.ts';
import { moveObject } from '../objects/objects.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play, type Play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

/** Test-only cards (original, for rules the content cards don't need). */
const EXTRA: Record<string, CardDef> = {
  'town-guard': { id: 'town-guard', name: 'Town Guard', manaCost: '{W}', types: ['creature'], subtypes: ['Human', 'Soldier'], power: 1, toughness: 2, abilities: [] },
  'spell-watcher': {
    id: 'spell-watcher',
    name: 'Spell Watcher',
    manaCost: '{1}{W}',
    types: ['creature'],
    subtypes: ['Bird'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'triggered', trigger: { on: 'cast', filter: { types: ['creature'] } }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] }],
  },
  'grave-watcher': {
    id: 'grave-watcher',
    name: 'Grave Watcher',
    manaCost: '{1}{B}',
    types: ['creature'],
    subtypes: ['Spirit'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'triggered', trigger: { on: 'dies', filter: { types: ['creature'], another: true } }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] }],
  },
  'quick-pump': {
    id: 'quick-pump',
    name: 'Quick Pump',
    manaCost: '{G}',
    types: ['instant'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { types: ['creature'] } }], effects: [{ do: 'pump', what: { target: 0 }, power: 2, toughness: 2 }] }],
  },
};
const CAT = { ...CATALOG, ...EXTRA };

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

/** p1: Vulpikeet (and more) in hand, a Sturdy Bear and lands; p2: lands and a removal spell. */
function setup(opts: { hand?: string[]; battlefield?: SetupPermanent[]; p2hand?: string[]; graveyard?: string[] } = {}): GameSetup {
  return {
    players: [
      {
        id: 'p1',
        hand: opts.hand ?? ['vulpikeet'],
        library: ['plains', 'plains', 'plains'],
        graveyard: opts.graveyard ?? [],
        battlefield: [...lands('plains', 4), ...lands('forest', 3), ...lands('island', 3), ...(opts.battlefield ?? [{ card: 'sturdy-bear' }])],
      },
      { id: 'p2', hand: opts.p2hand ?? ['sudden-collapse'], library: ['swamp', 'swamp', 'swamp'], battlefield: [...lands('swamp', 3), { card: 'sturdy-bear', id: 'p2-bear' }] },
    ],
    turn: { active: 'p1', step: 'main1' },
  };
}

/** Casts `card` for its mutate cost onto `target`, lets it resolve and answers top or bottom. */
function mutate(g: Play, card: string, target: string, position: 'top' | 'bottom'): Play {
  g.do({ type: 'cast', player: 'p1', object: `@${card}`, method: 'mutate', targets: [{ object: `@${target}` }] });
  g.do({ type: 'advance', player: 'p1' });
  expect(g.state.decision).toMatchObject({ kind: 'choose', player: 'p1', options: ['top', 'bottom'], question: { kind: 'mutatePlacement' } });
  return g.do({ type: 'choose', player: 'p1', option: position });
}

/** Plays on to the next player's upkeep, declaring no attackers and no blockers. */
function toNextTurn(g: Play): Play {
  const active = g.state.turn.active;
  for (let i = 0; i < 50 && !(g.state.turn.active !== active && g.state.turn.step === 'upkeep'); i++) {
    const d = g.state.decision;
    if (d?.kind === 'declareAttackers') g.do({ type: 'declareAttackers', player: d.player, attackers: [] });
    else if (d?.kind === 'declareBlockers') g.do({ type: 'declareBlockers', player: d.player, blocks: [] });
    else g.do({ type: 'advance', player: g.state.turn.priority ?? active, to: 'upkeep' });
  }
  expect(g.state.turn.active).not.toBe(active);
  return g;
}

function manaSpent(g: Play): number {
  return g.eventsOf('manaSpent').reduce((n, e) => n + e.amount, 0);
}

describe('mutate: casting and resolving', () => {
  it('mutate-r1 (702.140a, 702.140c, 702.140e): cast for mutate, it targets a non-Human creature you own and becomes one creature with it', () => {
    const g = play(setup(), CAT);
    const bear = g.obj('sturdy-bear').id;
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: bear }] });
    expect(g.state.objects[g.obj('vulpikeet').id]?.spell).toMatchObject({ mutating: true, alternative: 'mutate', targets: [{ object: bear }] });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'choose', player: 'p1', option: 'top' });
    expect(g.eventsOf('merged')).toEqual([expect.objectContaining({ object: bear, position: 'top', cards: ['vulpikeet', 'sturdy-bear'], rule: '702.140c' })]);
    // one object, made of both cards: the creature on top plus all abilities from under it
    expect(g.obj('vulpikeet').id).toBe(bear);
    expect(g.obj('sturdy-bear').cards).toEqual(['vulpikeet', 'sturdy-bear']);
    expect(g.state.zones.battlefield?.filter((id) => g.state.objects[id]?.cards.includes('vulpikeet'))).toHaveLength(1);
    const c = g.chars('vulpikeet');
    expect(c.name).toBe('Vulpikeet');
    expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'flying')).toBe(true);
  });

  it('mutate-r1 (702.140a): a Human creature can\'t be the target', () => {
    const g = play(setup({ battlefield: [{ card: 'town-guard' }] }), CAT);
    g.rejects({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@town-guard' }] }, 'illegal-target');
    expect(g.legal().filter((a) => a.type === 'cast' && a.method === 'mutate')).toHaveLength(0);
  });

  it('mutate-r2 (702.140d): "whenever this creature mutates" triggers whether the spell goes on top or under', () => {
    for (const position of ['top', 'bottom'] as const) {
      const g = play(setup(), CAT);
      mutate(g, 'vulpikeet', 'sturdy-bear', position);
      expect(g.eventsOf('triggered')).toHaveLength(1);
      // the ability of the card under the pile is on the stack: its source is the merged creature
      const [ab] = (g.state.zones.stack ?? []).map((id) => g.state.objects[id]?.ability);
      expect(ab).toMatchObject({ key: { def: 'vulpikeet' }, source: g.obj('sturdy-bear').id });
      g.do({ type: 'advance', player: 'p1' });
      expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
    }
  });

  it('mutate-r3 (118.9, 601.2f, 702.140a): the total cost starts from the mutate cost, paid instead of the mana cost', () => {
    // exactly three lands: {2}{W} is payable, the mana cost {3}{W} is not
    const s: GameSetup = {
      players: [
        { id: 'p1', hand: ['vulpikeet'], battlefield: [...lands('plains', 3), { card: 'sturdy-bear' }] },
        { id: 'p2', battlefield: [] },
      ],
      turn: { active: 'p1', step: 'main1' },
    };
    const g = play(s, CAT);
    g.rejects({ type: 'cast', player: 'p1', object: '@vulpikeet' }, 'cannot-pay');
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@sturdy-bear' }] });
    expect(manaSpent(g)).toBe(3);
    expect(g.eventsOf('spellCast')).toEqual([expect.objectContaining({ alternative: 'mutate' })]);
    // only one alternative cost: the mutate method is one of the ways to cast it, not an addition
    const normal = play(setup(), CAT).do({ type: 'cast', player: 'p1', object: '@vulpikeet' });
    expect(manaSpent(normal)).toBe(4);
  });

  it('mutate-r4 (202.3, 118.9c): the mutating spell\'s mana value is still that of its printed mana cost', () => {
    const g = play(setup(), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@sturdy-bear' }] });
    expect(manaSpent(g)).toBe(3);
    const c = g.chars('vulpikeet');
    expect(c.manaValue).toBe(4);
    expect(c.manaCost).toBe('{3}{W}');
  });

  it('mutate-r5 (702.140a): the target must have the same owner as the spell, even if its caster controls it', () => {
    const g = play(setup({ hand: ['vulpikeet', 'seize-command'] }), CAT);
    g.rejects({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@p2-bear' }] }, 'illegal-target');
    g.rejects({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate' }, 'mutate-needs-target');
    // a creature p1 controls but p2 owns (p1 gained control of it, 613.1b) isn't a legal target
    g.do({ type: 'cast', player: 'p1', object: '@seize-command', targets: [{ object: '@p2-bear' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('p2-bear')).toMatchObject({ controller: 'p1', owner: 'p2' });
    g.rejects({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@p2-bear' }] }, 'illegal-target');
    const offered = g.legal().filter((a) => a.type === 'cast' && a.method === 'mutate');
    expect(offered.map((a) => (a.type === 'cast' ? a.targets : null))).toEqual([[{ object: g.obj('sturdy-bear').id }]]);
  });

  it('mutate-r6 (702.140a): a mutating creature spell is a creature spell ("whenever you cast a creature spell" triggers)', () => {
    const g = play(setup({ battlefield: [{ card: 'sturdy-bear' }, { card: 'spell-watcher' }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@sturdy-bear' }] });
    expect(g.chars('vulpikeet').types).toEqual(['creature']);
    expect(g.eventsOf('triggered')).toHaveLength(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(21);
  });

  it('mutate-r7 (702.140b, 608.2b): if the target is gone as it resolves, it enters the battlefield as an ordinary creature', () => {
    const g = play(setup({ hand: ['thornback-mutant'] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@thornback-mutant', method: 'mutate', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-collapse', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('mutateTargetIllegal')).toEqual([expect.objectContaining({ rule: '702.140b' })]);
    expect(g.eventsOf('fizzled')).toHaveLength(0);
    expect(g.eventsOf('entered')).toHaveLength(1);
    expect(g.zoneOf('thornback-mutant')).toBe('battlefield');
    expect(g.obj('thornback-mutant').cards).toEqual(['thornback-mutant']);
    expect(g.state.decision).toBeNull();
    // it entered, so its own enters ability triggers
    expect(g.stackSources()).toEqual(['thornback-mutant']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(23);
  });

  it('mutate-r8 (702.140c, 730.2b): it merges without entering; its controller chooses top or bottom; no enters abilities trigger', () => {
    const g = play(setup({ hand: ['thornback-mutant'] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@thornback-mutant', method: 'mutate', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toMatchObject({ player: 'p1', options: ['top', 'bottom'] });
    // nobody has priority while the choice is pending
    expect(legalActions(g.state).kind).toBe('choose');
    g.do({ type: 'choose', player: 'p1', option: 'top' });
    expect(g.eventsOf('entered')).toHaveLength(0);
    expect(g.eventsOf('zoneChanged')).toHaveLength(0);
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.stackSize()).toBe(0);
    expect(g.life('p1')).toBe(20);
    expect(g.chars('sturdy-bear').name).toBe('Thornback Mutant');
  });

  it('mutate-r9 (702.140c, 730.2): onto a merged creature it goes on top of the pile or at its bottom, never in the middle', () => {
    for (const position of ['top', 'bottom'] as const) {
      const g = play(setup({ hand: ['thornback-mutant'], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet'] }] }), CAT);
      mutate(g, 'thornback-mutant', 'sturdy-bear', position);
      expect(g.state.decision).toBeNull();
      const want = position === 'top' ? ['thornback-mutant', 'sturdy-bear', 'vulpikeet'] : ['sturdy-bear', 'vulpikeet', 'thornback-mutant'];
      expect(g.obj('sturdy-bear').cards).toEqual(want);
    }
  });
});

describe('mutate: merged permanents', () => {
  it('mutate-r10 (702.140e, 730.2a): the topmost card gives the characteristics; every card gives its abilities', () => {
    const top = mutate(play(setup(), CAT), 'vulpikeet', 'sturdy-bear', 'top').do({ type: 'advance', player: 'p1' });
    expect(top.chars('sturdy-bear')).toMatchObject({ name: 'Vulpikeet', manaCost: '{3}{W}', colors: ['W'], subtypes: ['Fox', 'Bird'], power: 3, toughness: 4 });
    const under = mutate(play(setup(), CAT), 'vulpikeet', 'sturdy-bear', 'bottom').do({ type: 'advance', player: 'p1' });
    const c = under.chars('vulpikeet');
    expect(c).toMatchObject({ name: 'Sturdy Bear', manaCost: '{1}{G}', colors: ['G'], subtypes: ['Bear'], power: 3, toughness: 3 });
    expect(c.abilities.map((a) => a.def.kind)).toEqual(['mutate', 'keyword', 'triggered']);
  });

  it('mutate-r11 (730.2c, 302.6): the same object: counters, tapped status, effects on it and "controlled since the turn began" stay (Auras: not in the engine\'s vocabulary)', () => {
    const g = play(setup({ hand: ['vulpikeet', 'quick-pump'], battlefield: [{ card: 'sturdy-bear', counters: { '+1/+1': 2 } }] }), CAT);
    const id = g.obj('sturdy-bear').id;
    g.do({ type: 'cast', player: 'p1', object: '@quick-pump', targets: [{ object: id }] }).do({ type: 'advance', player: 'p1' });
    mutate(g, 'vulpikeet', 'sturdy-bear', 'top').do({ type: 'advance', player: 'p1' });
    const o = g.obj('vulpikeet');
    expect(o.id).toBe(id);
    expect(o.counters['+1/+1']).toBe(3);
    expect(o.sinceTurnStart).toBe(true);
    // Vulpikeet 2/3 + the pump +2/+2 + three counters
    expect(g.chars('vulpikeet')).toMatchObject({ power: 7, toughness: 8 });
    // it can attack this turn: controlled continuously since the turn began
    g.do({ type: 'advance', player: 'p1', to: 'declareAttackers' });
    g.do({ type: 'declareAttackers', player: 'p1', attackers: [{ object: id, target: 'p2' }] });
    expect(g.obj('vulpikeet').tapped).toBe(true);
    // a tapped creature stays tapped when something mutates onto it
    const t = play(setup({ battlefield: [{ card: 'sturdy-bear', tapped: true }] }), CAT);
    mutate(t, 'vulpikeet', 'sturdy-bear', 'top');
    expect(t.obj('vulpikeet').tapped).toBe(true);
  });

  it('mutate-r11 (302.6): a creature that came under your control this turn is still "sick" after a merge, whatever is put on it', () => {
    const g = play(setup({ battlefield: [{ card: 'sturdy-bear', sick: true }] }), CAT);
    mutate(g, 'vulpikeet', 'sturdy-bear', 'top').do({ type: 'advance', player: 'p1' });
    expect(g.obj('vulpikeet').sinceTurnStart).toBe(false);
    g.do({ type: 'advance', player: 'p1', to: 'declareAttackers' });
    expect(g.state.decision).toBeNull();
    expect(g.state.turn.noAttackers).toBe(true);
  });

  it('mutate-r12 (730.2a, 707.2): a copy of a merged creature copies the merged characteristics', () => {
    const g = play(setup({ hand: ['mirror-trick'], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet'], counters: { '+1/+1': 1 } }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    const [created] = g.eventsOf('tokenCreated');
    const copy = created ? g.state.objects[created.object] : undefined;
    if (!copy) throw new Error('no copy');
    const c = characteristics(g.state, copy);
    expect(c).toMatchObject({ name: 'Sturdy Bear', subtypes: ['Bear'], power: 2, toughness: 2, token: true });
    expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'flying')).toBe(true);
    expect(c.abilities.some((a) => a.def.kind === 'triggered' && a.def.trigger.on === 'mutates')).toBe(true);
    // counters aren't copiable values
    expect(copy.counters).toEqual({});
    expect(copy.cards).toHaveLength(1);
  });

  it('mutate-r13 (730.2d): a merged creature is a token only if its topmost component is a token', () => {
    for (const position of ['top', 'bottom'] as const) {
      const g = play(setup({ hand: ['vulpikeet', 'mirror-trick'] }), CAT);
      g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
      const tokenCard = Object.values(g.state.cards).find((c) => c.token);
      if (!tokenCard) throw new Error('no token');
      mutate(g, 'vulpikeet', tokenCard.id, position);
      expect(g.chars('vulpikeet').token).toBe(position === 'bottom');
      // when it dies, the token component ceases to exist and the card goes to the graveyard (704.5d)
      g.do({ type: 'advance', player: 'p1' });
      g.do({ type: 'pass', player: 'p1' }).do({ type: 'cast', player: 'p2', object: '@sudden-collapse', targets: [{ object: '@vulpikeet' }] });
      g.do({ type: 'advance', player: 'p2' });
      expect(g.zoneOf('vulpikeet')).toBe('graveyard');
      expect(g.state.cards[tokenCard.id]).toBeUndefined();
    }
  });

  it('mutate-r14 (201.5): an ability of a card under the pile that refers to "this creature" means the merged creature, whatever its name', () => {
    const g = play(setup({ hand: ['vulpikeet', 'thornback-mutant'] }), CAT);
    mutate(g, 'vulpikeet', 'sturdy-bear', 'bottom').do({ type: 'advance', player: 'p1' });
    expect(g.chars('vulpikeet').name).toBe('Sturdy Bear');
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
    // mutating again: Vulpikeet's ability (now two cards down) triggers and counts on the whole creature
    mutate(g, 'thornback-mutant', 'sturdy-bear', 'top');
    expect(g.chars('vulpikeet').name).toBe('Thornback Mutant');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('vulpikeet').counters['+1/+1']).toBe(2);
    expect(g.chars('vulpikeet')).toMatchObject({ power: 6, toughness: 6 });
  });

  it('mutate-r15 (613.2a, 730.2a): mutating onto a copy: the merge applies after the copy effect', () => {
    for (const position of ['top', 'bottom'] as const) {
      const g = play(setup({ hand: ['vulpikeet', 'mirror-trick'], battlefield: [{ card: 'thornback-mutant' }] }), CAT);
      g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@thornback-mutant' }] }).do({ type: 'advance', player: 'p1' });
      // the copy entered: its copied enters ability resolves first
      g.do({ type: 'advance', player: 'p1' });
      expect(g.life('p1')).toBe(23);
      const tokenCard = Object.values(g.state.cards).find((c) => c.token);
      if (!tokenCard) throw new Error('no token');
      mutate(g, 'vulpikeet', tokenCard.id, position).do({ type: 'advance', player: 'p1' });
      const c = g.chars('vulpikeet');
      // the copy is a Thornback Mutant; the merge adds Vulpikeet's abilities on top of that (or puts Vulpikeet on top)
      expect(c.name).toBe(position === 'top' ? 'Vulpikeet' : 'Thornback Mutant');
      expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'trample')).toBe(true);
      expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'flying')).toBe(true);
      expect(c.power).toBe(position === 'top' ? 3 : 5);
    }
  });
});

describe('mutate: leaving the battlefield', () => {
  it('mutate-r16 (730.3, 701.21a): sacrificing the merged creature sacrifices the whole pile; a component alone is no object', () => {
    const g = play(setup({ hand: [], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet'] }, { card: 'offering-altar' }] }), CAT);
    const altar = g.obj('offering-altar');
    const ability = g.chars('offering-altar').abilities[0]?.id ?? '';
    // the only creature to sacrifice is the merged one, offered once
    const offers = g.legal().filter((a) => a.type === 'activate' && a.object === altar.id);
    expect(offers.map((a) => (a.type === 'activate' ? a.costs?.sacrifice : null))).toContainEqual([g.obj('vulpikeet').id]);
    g.rejects({ type: 'activate', player: 'p1', object: altar.id, ability, costs: { sacrifice: ['vulpikeet'] } }, 'unknown-object');
    g.do({ type: 'activate', player: 'p1', object: altar.id, ability, costs: { sacrifice: ['@vulpikeet'] } });
    expect(g.eventsOf('sacrificed')).toHaveLength(1);
    expect(g.zoneOf('vulpikeet')).toBe('graveyard');
    expect(g.zoneOf('sturdy-bear')).toBe('graveyard');
  });

  it('mutate-r17 (730.3): one creature dies, and every card of it is put into the graveyard', () => {
    const g = play(setup({ hand: [], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet', 'thornback-mutant'] }, { card: 'grave-watcher' }] }), CAT);
    g.do({ type: 'pass', player: 'p1' }).do({ type: 'cast', player: 'p2', object: '@sudden-collapse', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p2' });
    const moves = g.eventsOf('zoneChanged').filter((e) => e.from === 'battlefield');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ to: 'graveyard', cards: ['sturdy-bear', 'vulpikeet', 'thornback-mutant'] });
    expect(moves[0]?.newObjects).toHaveLength(3);
    expect(g.state.zones['p1.graveyard']).toHaveLength(3);
    // "whenever another creature dies" triggers once: one creature died
    expect(g.eventsOf('triggered')).toHaveLength(1);
  });

  it('mutate-r18 (730.3a): put into a library, all its cards go there together, in an order their owner chooses (a decision, a card at a time)', () => {
    const g = play(setup({ hand: ['tidal-shove'], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet', 'thornback-mutant'] }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@tidal-shove', targets: [{ object: '@vulpikeet' }] }).do({ type: 'advance', player: 'p1' });
    const top3 = () => (g.state.zones['p1.library'] ?? []).slice(0, 3).map((id) => g.state.objects[id]?.cards[0]);
    expect(g.eventsOf('zoneChanged').filter((e) => e.from === 'battlefield')).toHaveLength(1);
    expect(g.state.zones['p1.library']).toHaveLength(6);
    // the owner is asked which card goes highest; nobody has priority meanwhile
    const ids = ['sturdy-bear', 'vulpikeet', 'thornback-mutant'].map((c) => g.obj(c).id);
    expect(g.state.decision).toEqual({ kind: 'choose', player: 'p1', question: { kind: 'libraryOrder', objects: ids }, options: ids });
    expect(g.state.turn.priority).toBeNull();
    expect(g.zoneOf('tidal-shove')).toBe('graveyard');
    g.rejects({ type: 'choose', player: 'p2', option: '@thornback-mutant' }, 'not-your-decision');
    g.rejects({ type: 'choose', player: 'p1', option: g.state.zones['p1.library']?.[4] ?? '' }, 'illegal-choice');
    g.do({ type: 'choose', player: 'p1', option: '@thornback-mutant' });
    expect(top3()).toEqual(['thornback-mutant', 'sturdy-bear', 'vulpikeet']);
    // then which of the two left goes higher
    expect(g.state.decision).toMatchObject({ kind: 'choose', player: 'p1', question: { kind: 'libraryOrder' }, options: [g.obj('sturdy-bear').id, g.obj('vulpikeet').id] });
    g.do({ type: 'choose', player: 'p1', option: '@vulpikeet' });
    expect(top3()).toEqual(['thornback-mutant', 'vulpikeet', 'sturdy-bear']);
    expect(g.state.decision).toBeNull();
    expect(g.state.turn.priority).toBe('p1');
    // the rest of the library is untouched
    expect(g.state.zones['p1.library']).toHaveLength(6);
  });

  it('mutate-r18 (730.3a): at the bottom of a library, the owner orders them there', () => {
    const g = play(setup({ hand: [], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet'] }] }), CAT);
    const library = () => (g.state.zones['p1.library'] ?? []).map((id) => g.state.objects[id]?.cards[0]);
    const before = library();
    // no card here puts a permanent at the bottom of a library: the move itself, as such an effect makes it
    const ctx: Ctx = { s: structuredClone(g.state), events: [], lki: {} };
    moveObject(ctx, g.obj('sturdy-bear').id, 'library', { reason: 'library', rule: '401.4', position: 'bottom' });
    g.state = ctx.s;
    expect(library().slice(0, before.length)).toEqual(before);
    expect(library().slice(-2)).toEqual(['sturdy-bear', 'vulpikeet']);
    expect(g.state.decision).toMatchObject({ kind: 'choose', player: 'p1', question: { kind: 'libraryOrder' } });
    g.do({ type: 'choose', player: 'p1', option: '@vulpikeet' });
    expect(library().slice(-2)).toEqual(['vulpikeet', 'sturdy-bear']);
    expect(g.state.decision).toBeNull();
  });

  it('mutate-r19 (730.3c, 400.7): exiled and returned, each card comes back as its own permanent', () => {
    const g = play(setup({ hand: ['vanishing-trick'], battlefield: [{ card: 'sturdy-bear', merged: ['thornback-mutant', 'vulpikeet'], counters: { '+1/+1': 2 } }] }), CAT);
    const before = g.obj('sturdy-bear').id;
    g.do({ type: 'cast', player: 'p1', object: '@vanishing-trick', targets: [{ object: before }] }).do({ type: 'advance', player: 'p1' });
    const ids = ['sturdy-bear', 'thornback-mutant', 'vulpikeet'].map((c) => g.obj(c).id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(before);
    for (const c of ['sturdy-bear', 'thornback-mutant', 'vulpikeet']) {
      expect(g.zoneOf(c)).toBe('battlefield');
      expect(g.obj(c).cards).toEqual([c]);
      expect(g.obj(c).counters).toEqual({});
    }
    // each entered on its own: the Thornback Mutant's enters ability triggers
    expect(g.eventsOf('entered')).toHaveLength(3);
    expect(g.stackSources()).toEqual(['thornback-mutant']);
  });

  it('mutate-r20 (730.3d, 614.1a): a replacement effect on the move applies to every card of the merged creature', () => {
    const g = play(setup({ hand: [], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet'] }, { card: 'deathless-shrine' }] }), CAT);
    g.do({ type: 'pass', player: 'p1' }).do({ type: 'cast', player: 'p2', object: '@sudden-collapse', targets: [{ object: '@sturdy-bear' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.zoneOf('sturdy-bear')).toBe('exile');
    expect(g.zoneOf('vulpikeet')).toBe('exile');
    expect(g.state.zones['p1.graveyard'] ?? []).toHaveLength(0);
  });
});

describe('mutate: unusual situations', () => {
  it('mutate-r22 (604.3, 613.4a, 702.140e): a characteristic-defining ability from under the pile overrides the top card\'s power and toughness', () => {
    const g = play(setup({ battlefield: [{ card: 'grave-sprout' }], graveyard: ['sturdy-bear', 'thornback-mutant', 'town-guard'] }), CAT);
    expect(g.chars('grave-sprout')).toMatchObject({ power: 3, toughness: 3 });
    mutate(g, 'vulpikeet', 'grave-sprout', 'top').do({ type: 'advance', player: 'p1' });
    // Vulpikeet on top would be 2/3; the "*/*" ability makes it 3/3, plus the +1/+1 counter
    expect(g.chars('vulpikeet')).toMatchObject({ name: 'Vulpikeet', power: 4, toughness: 4 });
  });

  it('mutate-r23 (730.2, 702.140e): merged with a creature only until end of turn, it stays merged and keeps the top\'s characteristics', () => {
    for (const position of ['top', 'bottom'] as const) {
      const g = play(setup({ battlefield: [{ card: 'clockwork-idol' }] }), CAT);
      const idol = g.obj('clockwork-idol');
      g.do({ type: 'activate', player: 'p1', object: idol.id, ability: g.chars('clockwork-idol').abilities[0]?.id ?? '' }).do({ type: 'advance', player: 'p1' });
      expect(g.chars('clockwork-idol').types).toEqual(['artifact', 'creature']);
      mutate(g, 'vulpikeet', 'clockwork-idol', position).do({ type: 'advance', player: 'p1' });
      // to the next turn: the "until end of turn" effect ends
      toNextTurn(g);
      const o = g.obj('clockwork-idol');
      expect(o.cards).toHaveLength(2);
      const c = g.chars('vulpikeet');
      if (position === 'top') expect(c).toMatchObject({ name: 'Vulpikeet', types: ['creature'], power: 3, toughness: 4 });
      else {
        expect(c).toMatchObject({ name: 'Clockwork Idol', types: ['artifact'] });
        expect(c.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword === 'flying')).toBe(true);
      }
    }
  });

  it('mutate-r24 (730.2e): face down only if the top is face down (a face-down creature has no creature types: a legal target)', () => {
    // on top of a face-down creature: the merged creature is face up
    const up = play(setup({ battlefield: [{ card: 'masked-courier', faceDown: true }] }), CAT);
    mutate(up, 'vulpikeet', 'masked-courier', 'top');
    expect(up.obj('vulpikeet').faceDown).toBeNull();
    expect(up.chars('vulpikeet')).toMatchObject({ name: 'Vulpikeet', faceDown: false });
    expect(up.eventsOf('triggered')).toHaveLength(1);
    // under it: it stays face down, a 2/2 with no name, and has none of Vulpikeet's abilities
    const down = play(setup({ battlefield: [{ card: 'masked-courier', faceDown: true }] }), CAT);
    mutate(down, 'vulpikeet', 'masked-courier', 'bottom');
    expect(down.obj('vulpikeet').faceDown).toBe('disguise');
    expect(down.chars('vulpikeet')).toMatchObject({ name: null, power: 2, toughness: 2, faceDown: true });
    expect(down.eventsOf('triggered')).toHaveLength(0);
  });

  it('mutate: random legal play keeps the invariants (property)', () => {
    const start = startGame(
      setup({ hand: ['vulpikeet', 'thornback-mutant', 'vanishing-trick', 'tidal-shove'], battlefield: [{ card: 'sturdy-bear', merged: ['vulpikeet'] }] }),
      CAT,
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
      { numRuns: 10, seed: 7 },
    );
  }, 20_000);
});
