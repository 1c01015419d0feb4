// Cross-mechanic rules audit: interactions between the mechanics and the core rules, each test
// named by the rule it checks.
import { describe, expect, it } from 'vitest';
import { viewFor, type CardDef, type GameSetup, type SetupPermanent } from './index.ts';
import { CATALOG, SAPPING_BOLT } from './testing/catalog.ts';
import { play } from './testing/driver.ts';

/** Test-only cards (original). */
const EXTRA: Record<string, CardDef> = {
  'watchful-sentry': {
    id: 'watchful-sentry',
    name: 'Watchful Sentry',
    manaCost: '{2}',
    types: ['artifact'],
    abilities: [{ kind: 'triggered', trigger: { on: 'enters', filter: { types: ['creature'] } }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] }],
  },
  'wandering-epic': {
    id: 'wandering-epic',
    name: 'Wandering Epic',
    manaCost: '{1}{G}',
    types: ['enchantment', 'creature'],
    subtypes: ['Saga', 'Beast'],
    power: 2,
    toughness: 2,
    abilities: [
      { kind: 'chapter', chapters: [1], effects: [{ do: 'gainLife', amount: 1, player: 'you' }] },
      { kind: 'chapter', chapters: [2], effects: [{ do: 'gainLife', amount: 2, player: 'you' }] },
    ],
  },
  'parting-bell': {
    id: 'parting-bell',
    name: 'Parting Bell',
    manaCost: '{2}',
    types: ['artifact'],
    abilities: [{ kind: 'triggered', trigger: { on: 'leaves', filter: { types: ['creature'] } }, effects: [{ do: 'gainLife', amount: 1, player: 'you' }] }],
  },
  'sapping-bolt': SAPPING_BOLT,
};
const CAT = { ...CATALOG, ...EXTRA };

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

function setup(p1: { hand?: string[]; battlefield?: SetupPermanent[] }, p2: { hand?: string[]; battlefield?: SetupPermanent[] } = {}, step: 'main1' | 'upkeep' = 'main1'): GameSetup {
  return {
    players: [
      { id: 'p1', hand: p1.hand ?? [], library: ['island', 'island', 'island'], battlefield: [...lands('island', 6), ...lands('forest', 2), ...lands('plains', 2), ...lands('swamp', 2), ...(p1.battlefield ?? [])] },
      { id: 'p2', hand: p2.hand ?? [], library: ['island', 'island', 'island'], battlefield: [...lands('island', 3), ...lands('mountain', 3), ...(p2.battlefield ?? [])] },
    ],
    turn: { active: 'p1', step },
  };
}

describe('rules audit', () => {
  it('702.168b, 707.2: a copy of a disguised face-down creature copies its copiable values, a 2/2 with ward {2}', () => {
    const g = play(setup({ hand: ['mirror-trick'], battlefield: [{ card: 'masked-courier', faceDown: true }] }));
    g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p1' });
    const token = g.eventsOf('tokenCreated')[0];
    expect(token).toBeDefined();
    const o = g.state.objects[token?.object ?? ''];
    expect(o).toBeDefined();
    if (!o) return;
    const c = g.chars(o.cards[0] ?? '');
    expect(c).toMatchObject({ name: null, power: 2, toughness: 2, types: ['creature'], subtypes: [], faceDown: false });
    expect(c.abilities.map((a) => a.def)).toEqual([{ kind: 'ward', cost: '{2}' }]);
  });

  it('707.2, 613.1d: a copy of an artifact an effect made a creature is not a creature (type-changing effects are not copied)', () => {
    const g = play(setup({ hand: ['mirror-trick'], battlefield: [{ card: 'clockwork-idol' }] }));
    g.do({ type: 'activate', player: 'p1', object: '@clockwork-idol', ability: 'clockwork-idol:0' }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('clockwork-idol')).toMatchObject({ types: ['artifact', 'creature'], power: 3, toughness: 3 });
    g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@clockwork-idol' }] }).do({ type: 'advance', player: 'p1' });
    const token = g.eventsOf('tokenCreated')[0];
    const o = g.state.objects[token?.object ?? ''];
    expect(o).toBeDefined();
    if (!o) return;
    const c = g.chars(o.cards[0] ?? '');
    expect(c).toMatchObject({ name: 'Clockwork Idol', types: ['artifact'], power: null, toughness: null });
  });

  it('603.3b: triggers of both players from one event go on the stack in APNAP order (the non-active player\'s resolves first)', () => {
    const g = play(setup({ hand: ['final-reckoning'], battlefield: [{ card: 'lantern-keeper' }] }, { battlefield: [{ card: 'lantern-keeper' }] }));
    g.do({ type: 'cast', player: 'p1', object: '@final-reckoning' }).do({ type: 'advance', player: 'p1' });
    expect(g.stackSources()).toEqual(['lantern-keeper', 'lantern-keeper-2']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(22);
    expect(g.life('p1')).toBe(20);
  });

  it('603.3b: a ward trigger that triggers while triggers are put on the stack waits for the next round, above the others', () => {
    // p1's Withering Gnat enters: its trigger (p1) and Watchful Sentry's (p2) trigger together;
    // the Gnat's targets Glassward Heron, whose ward triggers during the process
    const g = play(setup({ hand: ['withering-gnat'] }, { battlefield: [{ card: 'glassward-heron' }, { card: 'watchful-sentry' }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@withering-gnat' }).do({ type: 'advance', player: 'p1' });
    expect(g.state.decision).toMatchObject({ kind: 'chooseTargets', player: 'p1' });
    g.do({ type: 'chooseTargets', player: 'p1', targets: [{ object: '@glassward-heron' }] });
    // p2 has only the Sentry's trigger to put on the stack in this round: nothing to order
    expect(g.state.decision).toBeNull();
    expect(g.stackSources()).toEqual(['withering-gnat', 'watchful-sentry', 'glassward-heron']);
  });

  it('702.21a, 702.140e: a merged creature has the ward of a component under the pile: an opponent\'s spell targeting it makes ward trigger', () => {
    const g = play(setup({ battlefield: [{ card: 'vulpikeet', merged: ['glassward-heron'] }] }, { hand: ['ember-jab'] }));
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@ember-jab', targets: [{ object: '@vulpikeet' }] });
    expect(g.stackSources()).toEqual(['ember-jab', 'vulpikeet']);
  });

  it('730.2b, 603.6a, 730.3c: a merge is no entering (alliance doesn\'t trigger); exiled and returned, each card enters and alliance triggers for each', () => {
    const g = play(setup({ hand: ['vulpikeet', 'vanishing-trick'], battlefield: [{ card: 'banner-captain' }, { card: 'sturdy-bear' }] }));
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@sturdy-bear' }] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'top' });
    // only Vulpikeet's own "whenever this creature mutates"
    expect(g.loggedOf('triggered').map((e) => e.source)).toEqual([g.obj('vulpikeet').id]);
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'cast', player: 'p1', object: '@vanishing-trick', targets: [{ object: '@vulpikeet' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggered').map((e) => e.source)).toEqual([g.obj('banner-captain').id, g.obj('banner-captain').id]);
  });

  it('730.3, 603.10a: a merged creature of two cards dying is one creature dying: "whenever another creature you control dies" triggers once', () => {
    const g = play(setup({ hand: ['final-reckoning'], battlefield: [{ card: 'grieving-mourner' }, { card: 'vulpikeet', merged: ['sturdy-bear'] }] }));
    g.do({ type: 'cast', player: 'p1', object: '@final-reckoning' }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('triggered').map((e) => e.source)).toEqual([expect.any(String)]);
  });

  it('730.2d, 704.5d: a token on top of a merged pile: returned to hand, the token ceases to exist and the card under it is in the hand', () => {
    const g = play(setup({ hand: ['sudden-recall'], battlefield: [{ card: 'militia', token: true, merged: ['vulpikeet'] }] }));
    expect(g.chars('militia').token).toBe(true);
    g.do({ type: 'cast', player: 'p1', object: '@sudden-recall', targets: [{ object: '@militia' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('vulpikeet')).toBe('hand');
    expect(g.has('militia')).toBe(false);
  });

  it('704.5j, 708.2: a face-down legendary creature has no name; turned face up beside one of the same name, the legend rule applies', () => {
    const g = play(setup({ battlefield: [{ card: 'veiled-duchess' }, { card: 'veiled-duchess', faceDown: true }] }));
    expect(g.state.decision).toBeNull();
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@veiled-duchess-2' });
    expect(g.state.decision).toMatchObject({ kind: 'choose', question: { kind: 'legendRule' } });
  });

  it('613.4b, 613.4c: an effect setting power and toughness applies before counters and pumps, whatever their timestamps', () => {
    const g = play(setup({ hand: ['brief-surge'], battlefield: [{ card: 'clockwork-idol', counters: { '+1/+1': 1 } }] }));
    g.do({ type: 'activate', player: 'p1', object: '@clockwork-idol', ability: 'clockwork-idol:0' }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('clockwork-idol')).toMatchObject({ power: 4, toughness: 4 });
    g.do({ type: 'cast', player: 'p1', object: '@brief-surge', targets: [{ object: '@clockwork-idol' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('clockwork-idol')).toMatchObject({ power: 6, toughness: 6 });
    // a later "becomes a 3/3" doesn't undo the earlier +2/+2 (7b before 7c)
    g.do({ type: 'activate', player: 'p1', object: '@clockwork-idol', ability: 'clockwork-idol:0' }).do({ type: 'advance', player: 'p1' });
    expect(g.chars('clockwork-idol')).toMatchObject({ power: 6, toughness: 6 });
  });

  it('730.2e, 708.5, 708.9: mutated on top of a face-down creature, the creature is face up but the card under it stays face down: hidden from the opponent, revealed as it leaves', () => {
    const g = play(setup({ hand: ['vulpikeet', 'sudden-recall'], battlefield: [{ card: 'masked-courier', faceDown: true }] }));
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'top' }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('vulpikeet').faceDown).toBeNull();
    // the opponent sees Vulpikeet on top of a face-down card; its controller sees both
    const theirs = viewFor(g.state, 'p2');
    const merged = theirs.objects[g.obj('vulpikeet').id];
    expect(merged?.cards[0]).toBe('vulpikeet');
    expect(theirs.cards[merged?.cards[1] ?? '']?.def).toBe('@hidden');
    expect(viewFor(g.state, 'p1').objects[g.obj('vulpikeet').id]?.cards).toEqual(['vulpikeet', 'masked-courier']);
    g.do({ type: 'cast', player: 'p1', object: '@sudden-recall', targets: [{ object: '@vulpikeet' }] }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('revealed')).toEqual([expect.objectContaining({ cards: ['vulpikeet', 'masked-courier'], rule: '708.9' })]);
  });

  it('702.140e, 708.2, 702.168b: a face-down component gives the merged creature only its face-down abilities (ward {2} for a disguised card), not its printed ones', () => {
    const g = play(setup({ hand: ['vulpikeet'], battlefield: [{ card: 'masked-courier', faceDown: true }] }, { hand: ['ember-jab'] }));
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'top' }).do({ type: 'advance', player: 'p1' });
    const kinds = g.chars('vulpikeet').abilities.map((a) => a.def.kind);
    expect(kinds).toEqual(['mutate', 'keyword', 'triggered', 'ward']);
    // and that ward works: an opponent's spell targeting the creature makes it trigger
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@ember-jab', targets: [{ object: '@vulpikeet' }] });
    expect(g.stackSources()).toEqual(['ember-jab', 'vulpikeet']);
    const ward = g.state.objects[g.state.zones.stack?.[1] ?? ''];
    expect(ward?.ability?.key.def).toBe('@face-down');
  });

  it('702.140b, 608.2b: a face-down creature (no creature types) is a legal mutate target; turned face up as a Human in response, the spell enters as a creature of its own', () => {
    const g = play(setup({ hand: ['vulpikeet'], battlefield: [{ card: 'cloaked-gate-guard', faceDown: true }] }));
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@cloaked-gate-guard' }] });
    g.do({ type: 'turnFaceUp', player: 'p1', object: '@cloaked-gate-guard' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('mutateTargetIllegal')).toHaveLength(1);
    expect(g.obj('vulpikeet')).toMatchObject({ zone: 'battlefield', cards: ['vulpikeet'] });
    expect(g.obj('cloaked-gate-guard')).toMatchObject({ cards: ['cloaked-gate-guard'], faceDown: null });
  });

  it('708.9: at the end of the game the face-down components of merged permanents are revealed too', () => {
    const g = play(setup({ hand: ['vulpikeet'], battlefield: [{ card: 'masked-courier', faceDown: true }] }, { hand: ['sapping-bolt'] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@vulpikeet', method: 'mutate', targets: [{ object: '@masked-courier' }] }).do({ type: 'advance', player: 'p1' });
    g.do({ type: 'choose', player: 'p1', option: 'top' }).do({ type: 'advance', player: 'p1' });
    g.state = { ...g.state, player: { ...g.state.player, p1: { ...g.state.player.p1!, life: 3 } } };
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@sapping-bolt', targets: [{ player: 'p1' }] }).do({ type: 'pass', player: 'p2' }).do({ type: 'pass', player: 'p1' });
    expect(g.state.over).toBe(true);
    expect(g.eventsOf('revealed')).toEqual([expect.objectContaining({ cards: ['vulpikeet', 'masked-courier'], rule: '708.9' })]);
  });

  it('714.1a, 714.3a, 707.2, 704.5s: a token copy of a Saga creature is a Saga: it enters with a lore counter, chapter I triggers, and it is sacrificed after its last chapter', () => {
    const g = play(setup({ hand: ['mirror-trick'], battlefield: [{ card: 'wandering-epic', counters: { lore: 1 }, sick: true }] }), CAT);
    g.do({ type: 'cast', player: 'p1', object: '@mirror-trick', targets: [{ object: '@wandering-epic' }] }).do({ type: 'advance', player: 'p1' });
    const token = g.eventsOf('tokenCreated')[0]?.object ?? '';
    expect(g.state.objects[token]?.counters).toEqual({ lore: 1 });
    expect(g.eventsOf('chapterTriggered')).toEqual([expect.objectContaining({ object: token, chapter: 1 })]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(21);
    // next turn's precombat main phase: chapter II for both, then both are sacrificed
    g.do({ type: 'advance', player: 'p1', to: 'main1' }).do({ type: 'advance', player: 'p2', to: 'main1' });
    expect(g.state.turn.active).toBe('p1');
    g.do({ type: 'orderTriggers', player: 'p1', order: g.state.decision?.kind === 'orderTriggers' ? g.state.decision.triggers : [] });
    g.do({ type: 'advance', player: 'p1' }).do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(25);
    expect(g.zoneOf('wandering-epic')).toBe('graveyard');
    expect(g.state.objects[token]).toBeUndefined();
  });

  it('117.3c, 117.4: activating a mana ability is an action: the players who passed before it have not passed in succession', () => {
    const g = play(setup({ hand: ['restful-sip'] }));
    g.do({ type: 'cast', player: 'p1', object: '@restful-sip' });
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'activate', player: 'p2', object: g.state.zones.battlefield?.find((id) => g.state.objects[id]?.controller === 'p2') ?? '', ability: 'island:0' });
    g.do({ type: 'pass', player: 'p2' });
    // p1 gets priority again; the spell hasn't resolved
    expect(g.stackSize()).toBe(1);
    expect(g.state.turn.priority).toBe('p1');
    g.do({ type: 'pass', player: 'p1' });
    expect(g.stackSize()).toBe(0);
  });

  describe('a player leaving the game (800.4a, 603.6c)', () => {
    /** p1 the archenemy, p2 and p3 the heroes; p1's turn, main phase */
    const archenemy = (p1: Partial<GameSetup['players'][number]>, p2: Partial<GameSetup['players'][number]>, p3: Partial<GameSetup['players'][number]> = {}): GameSetup => ({
      players: [
        { id: 'p1', archenemy: true, library: ['swamp', 'swamp', 'swamp'], ...p1 },
        { id: 'p2', library: ['forest', 'forest', 'forest'], ...p2 },
        { id: 'p3', library: ['island', 'island', 'island'], ...p3 },
      ],
      turn: { active: 'p1', step: 'main1', number: 3 },
    });

    it('603.6c, 800.4a: a permanent that leaves the game with its owner has left the battlefield: "whenever a creature leaves the battlefield" triggers', () => {
      const g = play(archenemy({ hand: ['sapping-bolt'], battlefield: lands('mountain', 1) }, { life: 5, battlefield: [{ card: 'plodding-ox' }] }, { battlefield: [{ card: 'parting-bell' }] }), CAT);
      g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] }).do({ type: 'advance', player: 'p1' });
      expect(g.state.player.p2?.lost).toBe(true);
      expect(g.stackSources()).toEqual(['parting-bell']);
      g.do({ type: 'advance', player: 'p1' });
      expect(g.life('p3')).toBe(21);
    });

    it('800.4a, 207.2c: disappear: a permanent the archenemy controlled left the battlefield as its owner left the game', () => {
      const g = play(
        archenemy({ hand: ['seize-command', 'sapping-bolt'], battlefield: [...lands('island', 5), ...lands('mountain', 1), { card: 'rooftop-lookout', sick: true }] }, { life: 5, battlefield: [{ card: 'plodding-ox' }] }),
        CAT,
      );
      g.do({ type: 'cast', player: 'p1', object: '@seize-command', targets: [{ object: '@plodding-ox' }] }).do({ type: 'advance', player: 'p1' });
      expect(g.obj('plodding-ox').controller).toBe('p1');
      g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] }).do({ type: 'advance', player: 'p1' });
      expect(g.state.player.p2?.lost).toBe(true);
      expect(g.has('plodding-ox')).toBe(false);
      g.do({ type: 'advance', player: 'p1', to: 'end' });
      expect(g.stackSources()).toEqual(['rooftop-lookout']);
    });

    it('800.4d: the leaving player\'s own abilities that would trigger as their permanents leave never go on the stack', () => {
      const g = play(archenemy({ hand: ['sapping-bolt'], battlefield: lands('mountain', 1) }, { life: 5, battlefield: [{ card: 'plodding-ox' }, { card: 'parting-bell' }] }), CAT);
      g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] }).do({ type: 'advance', player: 'p1' });
      expect(g.state.player.p2?.lost).toBe(true);
      expect(g.stackSize()).toBe(0);
      expect(g.state.pendingTriggers).toEqual([]);
    });

    it('708.9: as a player leaves the game, their face-down permanents are revealed', () => {
      const g = play(archenemy({ hand: ['sapping-bolt'], battlefield: lands('mountain', 1) }, { life: 5, battlefield: [{ card: 'masked-courier', faceDown: true }] }), CAT);
      g.do({ type: 'cast', player: 'p1', object: '@sapping-bolt', targets: [{ player: 'p2' }] }).do({ type: 'advance', player: 'p1' });
      expect(g.state.player.p2?.lost).toBe(true);
      expect(g.eventsOf('revealed')).toEqual([expect.objectContaining({ cards: ['masked-courier'], rule: '708.9' })]);
    });
  });
});
