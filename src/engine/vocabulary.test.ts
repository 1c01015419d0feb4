// Card vocabulary added for issue 17: "when this is turned face up", mana value and name filters
// and conditions, gaining control, and naming a spell or ability on the stack in an example.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, resolveRefs, type CardCatalog } from './index.ts';
import { CATALOG } from './testing/catalog.ts';
import { play } from './testing/driver.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe('"when this is turned face up" (708.8, 702.168d, 730.2e)', () => {
  it('702.168d / 708.8: turning a disguised Hooded Informant face up triggers its ability; its enters abilities would not', () => {
    const g = play({
      players: [{ id: 'p1', library: ['island'], battlefield: [...lands('island', 2), { card: 'hooded-informant', faceDown: true }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1', number: 3 },
    });
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@hooded-informant' });
    expect(g.eventsOf('turnedFaceUp')).toHaveLength(1);
    expect(g.stackSources()).toEqual(['hooded-informant']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('island')).toBe('hand');
  });

  it('730.2e: a mutating spell merged on top makes the face-down permanent face up without turning it face up: no trigger', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['vulpikeet'], battlefield: [...lands('plains', 3), { card: 'hooded-informant', faceDown: true }] }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1', number: 3 },
    });
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@hooded-informant' }] });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'top' });
    expect(g.obj('hooded-informant').faceDown).toBeNull();
    expect(g.loggedOf('turnedFaceUp')).toHaveLength(0);
    // only "whenever this creature mutates" triggered (Vulpikeet's), not the Informant's draw
    expect(g.stackSources()).toEqual(['vulpikeet']);
  });
});

describe('mana value and name (202.3, 201.2, 708.2)', () => {
  it('202.3: Measured Cut targets a creature with mana value 3 or greater only', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['measured-cut'], battlefield: lands('plains', 2) }, { id: 'p2', battlefield: [{ card: 'plodding-ox' }, { card: 'sturdy-bear' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.rejects({ type: 'cast', player: 'p1', object: '@measured-cut', targets: [{ object: '@sturdy-bear' }] }, 'illegal-target');
    g.do({ type: 'cast', player: 'p1', object: '@measured-cut', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('plodding-ox')).toBe('exile');
  });

  it('708.2 / 202.3a: a face-down creature has no mana cost, so mana value 0: Measured Cut can\'t target a face-down Veiled Duchess (mana value 3 face up)', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['measured-cut'], battlefield: lands('plains', 2) }, { id: 'p2', battlefield: [{ card: 'veiled-duchess', faceDown: true }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(g.chars('veiled-duchess').manaValue).toBe(0);
    g.rejects({ type: 'cast', player: 'p1', object: '@measured-cut', targets: [{ object: '@veiled-duchess' }] }, 'illegal-target');
    expect(legalActions(g.state).actions.some((a) => a.type === 'cast')).toBe(false);
  });

  it('201.2: Den Elder\'s condition and its "each creature named Sturdy Bear" see names: only the Bear gets a counter', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['den-elder'], battlefield: [...lands('forest', 3), { card: 'sturdy-bear' }, { card: 'plodding-ox' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear', id: 'their-bear' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@den-elder' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.stackSources()).toEqual(['den-elder']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
    expect(g.obj('plodding-ox').counters['+1/+1']).toBeUndefined();
    expect(g.obj('den-elder').counters['+1/+1']).toBeUndefined();
    // "you control": the opponent's Sturdy Bear isn't counted
    expect(g.obj('their-bear').counters['+1/+1']).toBeUndefined();
  });

  it('603.4: with no creature named Sturdy Bear, Den Elder\'s intervening "if" is false (the opponent\'s Bear doesn\'t count): it doesn\'t trigger', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['den-elder'], battlefield: [...lands('forest', 3), { card: 'plodding-ox' }] }, { id: 'p2', battlefield: [{ card: 'sturdy-bear' }] }],
      turn: { active: 'p1', step: 'main1' },
    });
    g.do({ type: 'cast', player: 'p1', object: '@den-elder' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggerNotTriggered')).toHaveLength(1);
    expect(g.stackSources()).toEqual([]);
  });

  it('201.2a / 708.2: a face-down permanent has no name: a name filter never matches it, whatever the card is', () => {
    const catalog: CardCatalog = {
      ...CATALOG,
      'duchess-hunter': {
        id: 'duchess-hunter',
        name: 'Duchess Hunter',
        manaCost: '{1}',
        types: ['instant'],
        abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { name: 'Veiled Duchess' } }], effects: [{ do: 'destroy', what: { target: 0 } }] }],
      },
    };
    const g = play(
      {
        players: [{ id: 'p1', hand: ['duchess-hunter'], battlefield: lands('plains', 1) }, { id: 'p2', battlefield: [{ card: 'veiled-duchess', faceDown: true }, { card: 'veiled-duchess', id: 'open-duchess' }] }],
        turn: { active: 'p1', step: 'main1' },
      },
      catalog,
    );
    g.rejects({ type: 'cast', player: 'p1', object: '@duchess-hunter', targets: [{ object: '@veiled-duchess' }] }, 'illegal-target');
    g.do({ type: 'cast', player: 'p1', object: '@duchess-hunter', targets: [{ object: '@open-duchess' }] });
  });

  it('202.3: a condition on mana value ("if you control a creature with mana value 4 or greater")', () => {
    const catalog: CardCatalog = {
      ...CATALOG,
      'big-friend-bonus': {
        id: 'big-friend-bonus',
        name: 'Big Friend Bonus',
        manaCost: '{1}',
        types: ['artifact'],
        abilities: [{ kind: 'triggered', trigger: { on: 'enters', self: true }, condition: { youControl: { types: ['creature'], manaValue: { atLeast: 4 } } }, effects: [{ do: 'gainLife', amount: 5, player: 'you' }] }],
      },
    };
    const setup = (creature: string) => ({
      players: [{ id: 'p1', hand: ['big-friend-bonus'], battlefield: [...lands('forest', 1), { card: creature }] }, { id: 'p2' }],
      turn: { active: 'p1' as const, step: 'main1' as const },
    });
    const small = play(setup('plodding-ox'), catalog);
    small.do({ type: 'cast', player: 'p1', object: '@big-friend-bonus' });
    small.do({ type: 'advance', player: 'p1' });
    expect(small.eventsOf('triggerNotTriggered')).toHaveLength(1);
    const big = play(setup('thornback-mutant'), catalog);
    big.do({ type: 'cast', player: 'p1', object: '@big-friend-bonus' });
    big.do({ type: 'advance', player: 'p1' });
    big.do({ type: 'advance', player: 'p1' });
    expect(big.life('p1')).toBe(25);
  });
});

describe('gaining control (613.1b, 110.2, 302.6, 506.4, 702.140a)', () => {
  const seize = () =>
    play({
      players: [
        { id: 'p1', hand: ['seize-command'], library: ['island'], battlefield: lands('island', 5) },
        { id: 'p2', hand: ['vulpikeet'], library: ['plains'], battlefield: [...lands('plains', 3), { card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    });

  it('613.1b: Seize Command: p1 controls the Ox, p2 still owns it; it is summoning sick for p1 (302.6); the change outlasts the turn', () => {
    const g = seize();
    g.do({ type: 'cast', player: 'p1', object: '@seize-command', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p1' });
    const ox = g.obj('plodding-ox');
    expect(ox.controller).toBe('p1');
    expect(ox.owner).toBe('p2');
    expect(ox.sinceTurnStart).toBe(false);
    expect(g.eventsOf('controlChanged')).toEqual([expect.objectContaining({ object: ox.id, from: 'p2', to: 'p1', rule: '613.1b' })]);
    g.do({ type: 'advance', player: 'p1', to: 'upkeep' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.obj('plodding-ox').controller).toBe('p1');
  });

  it('702.140a: a mutating spell targets a creature with the same owner: p2 can mutate onto the Ox p1 now controls; the merged creature stays p1\'s', () => {
    const g = seize();
    g.do({ type: 'cast', player: 'p1', object: '@seize-command', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    expect(g.state.turn.active).toBe('p2');
    g.do({ type: 'cast', player: 'p2', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'advance', player: 'p2' });
    g.do({ type: 'choose', player: 'p2', option: 'top' });
    const merged = g.obj('vulpikeet');
    expect(merged.cards).toEqual(['vulpikeet', 'plodding-ox']);
    expect(merged.controller).toBe('p1');
  });

  it('702.140a: a creature you control but don\'t own is not a legal mutate target', () => {
    const g = play({
      players: [
        { id: 'p1', hand: ['vulpikeet'], battlefield: [...lands('plains', 3), { card: 'plodding-ox', id: 'borrowed-ox' }] },
        { id: 'p2' },
      ],
      turn: { active: 'p1', step: 'main1' },
    });
    // make the Ox p2's card under p1's control, as a control change leaves it
    const s = structuredClone(g.state);
    const ox = Object.values(s.objects).find((o) => o.cards.includes('borrowed-ox'));
    if (!ox) throw new Error('no ox');
    ox.owner = 'p2';
    s.cards['borrowed-ox'] = { ...s.cards['borrowed-ox']!, owner: 'p2' };
    const hand = Object.values(s.objects).find((o) => o.cards.includes('vulpikeet'));
    const r = applyAction(s, { type: 'cast', player: 'p1', object: hand!.id, method: 'mutate', targets: [{ object: ox.id }] });
    expect(r).toEqual({ ok: false, error: 'illegal-target' });
  });

  it('506.4: a creature whose controller changes is removed from combat', () => {
    const catalog: CardCatalog = {
      ...CATALOG,
      'sudden-defection': {
        id: 'sudden-defection',
        name: 'Sudden Defection',
        manaCost: '{U}',
        types: ['instant'],
        abilities: [{ kind: 'spell', targets: [{ kind: 'object', filter: { types: ['creature'] } }], effects: [{ do: 'gainControl', what: { target: 0 } }] }],
      },
    };
    const g = play(
      {
        players: [{ id: 'p1', battlefield: [{ card: 'plodding-ox', attacking: 'p2' }] }, { id: 'p2', hand: ['sudden-defection'], battlefield: lands('island', 1) }],
        turn: { active: 'p1', step: 'declareAttackers' },
      },
      catalog,
    );
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sudden-defection', targets: [{ object: '@plodding-ox' }] });
    g.do({ type: 'pass', player: 'p2' });
    g.do({ type: 'pass', player: 'p1' });
    expect(g.obj('plodding-ox').controller).toBe('p2');
    expect(g.obj('plodding-ox').attack).toBeUndefined();
    expect(g.eventsOf('removedFromCombat')).toEqual([expect.objectContaining({ rule: '506.4' })]);
  });
});

describe('naming a spell or ability on the stack in an example ("%card")', () => {
  it('"%lorekeepers-tale#2" names the chapter II ability on the stack; Hush the Telling counters it', () => {
    const g = play({
      players: [
        { id: 'p1', battlefield: [...lands('plains', 3), { card: 'lorekeepers-tale', counters: { lore: 1 } }, { card: 'sturdy-bear' }] },
        { id: 'p2', hand: ['hush-the-telling'], battlefield: lands('island', 2) },
      ],
      turn: { active: 'p1', step: 'draw', number: 3 },
    });
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    expect(g.stackSources()).toEqual(['lorekeepers-tale']);
    const a = resolveRefs(g.state, { type: 'cast', player: 'p2', object: '@hush-the-telling', targets: [{ object: '%lorekeepers-tale#2' }] });
    const top = g.state.zones.stack?.at(-1);
    expect(a).toMatchObject({ targets: [{ object: top }] });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@hush-the-telling', targets: [{ object: '%lorekeepers-tale' }] });
    g.do({ type: 'pass', player: 'p2' });
    g.do({ type: 'pass', player: 'p1' });
    expect(g.eventsOf('countered')).toEqual([expect.objectContaining({ object: top })]);
  });

  it('"%card" names a spell by its card; a card with nothing on the stack is an unknown reference', () => {
    const g = play({
      players: [{ id: 'p1', hand: ['sturdy-bear'], battlefield: lands('forest', 2) }, { id: 'p2' }],
      turn: { active: 'p1', step: 'main1' },
    });
    expect(() => resolveRefs(g.state, { type: 'pass', player: 'p1', object: '%sturdy-bear' } as never)).toThrow('unknown-stack-ref');
    g.do({ type: 'cast', player: 'p1', object: '@sturdy-bear' });
    expect(resolveRefs(g.state, { type: 'pass', player: 'p1', object: '%sturdy-bear' } as never)).toMatchObject({ object: g.obj('sturdy-bear').id });
  });
});
