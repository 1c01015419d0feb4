// Saga (714, 704.5s): engine tests, one or more per ruling of content/mechanics/saga/en.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, characteristics, legalActions, startGame, type GameSetup, type SetupPermanent } from '../index.ts';
import { CATALOG } from '../testing/catalog.ts';
import { play } from '../testing/driver.ts';
import { checkConservation, checkInvariants } from '../testing/invariants.ts';

const lands = (card: string, n: number): SetupPermanent[] => Array.from({ length: n }, () => ({ card }));

/** p1 in their precombat main phase with a Saga on the battlefield (or in hand) and mana. */
function board(opts: { saga?: string; lore?: number; hand?: string[]; extra?: SetupPermanent[]; p2?: SetupPermanent[]; p2hand?: string[]; step?: 'main1' | 'draw'; begin?: boolean } = {}): GameSetup {
  const saga = opts.saga ?? 'lorekeepers-tale';
  return {
    players: [
      {
        id: 'p1',
        hand: opts.hand ?? [],
        library: ['plains', 'plains', 'plains', 'plains'],
        battlefield: [
          ...(opts.lore !== undefined ? [{ card: saga, counters: { lore: opts.lore } }] : []),
          ...lands('plains', 3),
          ...lands('island', 3),
          ...lands('mountain', 2),
          { card: 'sturdy-bear' },
          ...(opts.extra ?? []),
        ],
      },
      { id: 'p2', library: ['plains', 'plains'], hand: opts.p2hand ?? [], battlefield: [...lands('island', 2), ...(opts.p2 ?? [])] },
    ],
    turn: { active: 'p1', step: opts.step ?? 'main1', ...(opts.begin ? { beginStep: true } : {}) },
  };
}

/** Plays on to the next turn's precombat main phase of `player`, declaring no attackers on the way. */
function toMain1(g: ReturnType<typeof play>, player: string): void {
  for (let i = 0; i < 40; i++) {
    const d = g.state.decision;
    if (d?.kind === 'declareAttackers') g.do({ type: 'declareAttackers', player: d.player, attackers: [] });
    else if (d?.kind === 'declareBlockers') g.do({ type: 'declareBlockers', player: d.player, blocks: [] });
    else g.do({ type: 'advance', player: g.state.turn.priority ?? '', to: 'main1' });
    if (g.state.turn.step === 'main1' && g.state.turn.active === player && !g.state.decision) return;
  }
  throw new Error('main1 not reached');
}

const castSaga = (saga = 'lorekeepers-tale') => play(board({ saga, hand: [saga] })).do({ type: 'cast', player: 'p1', object: `@${saga}` });

describe('saga', () => {
  it('saga-r1 (205.3h, 303.5): Saga is an enchantment subtype: an enchantment permanent, targetable as one', () => {
    const g = play(board({ lore: 1, hand: ['tear-the-pages'] }));
    const c = g.chars('lorekeepers-tale');
    expect(c.types).toEqual(['enchantment']);
    expect(c.subtypes).toEqual(['Saga']);
    // "destroy target enchantment" can target it, and it goes to the graveyard
    g.do({ type: 'cast', player: 'p1', object: '@tear-the-pages', targets: [{ object: g.obj('lorekeepers-tale').id }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('lorekeepers-tale')).toBe('graveyard');
  });

  it('saga-r2 (700.6): Sagas are historic: casting one triggers "whenever you cast a historic spell"; an instant does not', () => {
    const g = play(board({ hand: ['lorekeepers-tale', 'blank-pages'], extra: [{ card: 'museum-curator' }] }));
    g.do({ type: 'cast', player: 'p1', object: '@blank-pages', targets: [{ object: g.obj('sturdy-bear').id }] });
    expect(g.eventsOf('triggered')).toHaveLength(0);
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'cast', player: 'p1', object: '@lorekeepers-tale' });
    expect(g.eventsOf('triggered')).toHaveLength(1);
    expect(g.stackSources()).toEqual(['lorekeepers-tale', 'museum-curator']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('museum-curator').counters['+1/+1']).toBe(1);
  });

  it('saga-r3, saga-r20 (714.2a, 107.15): each chapter has a number; the Nth lore counter triggers chapter N', () => {
    const g = play(board({ lore: 1, begin: true }));
    const chapters = g.chars('lorekeepers-tale').abilities.flatMap((a) => (a.def.kind === 'chapter' ? [a.def.chapters] : []));
    expect(chapters).toEqual([[1], [2], [3]]);
    // the main-phase counter makes 2: chapter II (and only II) triggers
    expect(g.loggedOf('chapterTriggered').map((e) => e.chapter)).toEqual([2]);
  });

  it('saga-r4 (714.3a, 122.6, 714.2b): a Saga enters with its first lore counter and chapter I triggers', () => {
    const g = castSaga().do({ type: 'advance', player: 'p1' });
    expect(g.obj('lorekeepers-tale').counters.lore).toBe(1);
    expect(g.eventsOf('chapterTriggered').map((e) => e.chapter)).toEqual([1]);
    expect(g.stackSources()).toEqual(['lorekeepers-tale']);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p1')).toBe(22);
  });

  it('saga-r5, saga-r26 (714.3c, 505.4, 703.4f): as the precombat main phase begins, a lore counter without the stack; only the active player\'s Sagas', () => {
    const g = play({
      ...board({ lore: 1, step: 'draw', p2: [{ card: 'twin-omens-saga', counters: { lore: 1 } }] }),
    });
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    const added = g.eventsOf('countersAdded');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ object: g.obj('lorekeepers-tale').id, counter: 'lore', total: 2, rule: '714.3c' });
    // the turn-based action used no stack; what is on the stack now is the chapter II ability it triggered
    expect(g.eventsOf('spellCast')).toHaveLength(0);
    expect(g.state.zones.stack?.map((id) => g.state.objects[id]?.ability?.chapter)).toEqual([2]);
    // the opponent's Saga got no counter on p1's turn
    expect(g.obj('twin-omens-saga').counters.lore).toBe(1);
  });

  it('saga-r6, saga-r7 (714.4, 704.5s, 704.3): after the final chapter resolves the Saga is sacrificed as a state-based action, without the stack', () => {
    const g = play(board({ lore: 2, begin: true }));
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    // in the same action that resolved chapter III: no spell or ability was put on the stack for it
    expect(g.eventsOf('sagaSacrificed')).toHaveLength(1);
    expect(g.eventsOf('sacrificed')).toHaveLength(1);
    expect(g.eventsOf('triggerPutOnStack')).toHaveLength(0);
    expect(g.zoneOf('lorekeepers-tale')).toBe('graveyard');
    expect(g.stackSize()).toBe(0);
    expect(g.state.turn.priority).toBe('p1');
  });

  it('saga-r8, saga-r22 (714.2, 714.2c): "{rI}, {rII}" is one chapter ability with two chapter symbols: it triggers at 1 and again at 2', () => {
    const g = castSaga('twin-omens-saga').do({ type: 'advance', player: 'p1' });
    const abilities = g.chars('twin-omens-saga').abilities.filter((a) => a.def.kind === 'chapter');
    expect(abilities).toHaveLength(2);
    expect(g.eventsOf('chapterTriggered').map((e) => e.chapter)).toEqual([1]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(19);
    // next turn's precombat main phase: the second symbol of the same ability
    toMain1(g, 'p2');
    toMain1(g, 'p1');
    expect(g.obj('twin-omens-saga').counters.lore).toBe(2);
    const [t] = g.state.zones.stack ?? [];
    expect(g.state.objects[t ?? '']?.ability).toMatchObject({ chapter: 2, key: abilities[0]?.key });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.life('p2')).toBe(18);
  });

  it('saga-r9, saga-r19 (714.2, 603.3): a chapter ability is a triggered ability that uses the stack and can be responded to', () => {
    const g = play(board({ lore: 1, begin: true, hand: ['forgotten-verse'], p2hand: ['hush-the-telling'] }));
    const top = g.state.objects[g.state.zones.stack?.[0] ?? ''];
    expect(top?.ability).toMatchObject({ kind: 'triggered', chapter: 2 });
    // both players get priority with it on the stack: p1 passes, p2 may respond
    g.do({ type: 'pass', player: 'p1' });
    expect(g.state.turn.priority).toBe('p2');
    g.do({ type: 'cast', player: 'p2', object: '@hush-the-telling', targets: [{ object: top?.id ?? '' }] });
    g.do({ type: 'advance', player: 'p2' });
    expect(g.eventsOf('countered')).toHaveLength(1);
    expect(g.stackSize()).toBe(0);
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBeUndefined();
  });

  it('saga-r10, saga-r18 (714.1): the card\'s chapter symbols and effects, read top to bottom, are its chapter abilities I, II, III', () => {
    const g = play(board({ lore: 0 }));
    const c = g.chars('lorekeepers-tale');
    expect(c.types).toEqual(['enchantment']);
    expect(c.abilities.map((a) => (a.def.kind === 'chapter' ? a.def.chapters[0] : null))).toEqual([1, 2, 3]);
    expect(c.power).toBeNull();
  });

  it('saga-r11, saga-r21 (714.2b, 603.4): the third lore counter triggers chapter III only, not I and II again', () => {
    const g = play(board({ lore: 2, begin: true }));
    expect(g.loggedOf('chapterTriggered').map((e) => e.chapter)).toEqual([3]);
    expect(g.stackSize()).toBe(1);
  });

  it('saga-r12 (113.7a): a chapter ability on the stack resolves even if the Saga loses counters or leaves the battlefield', () => {
    const g = play(board({ lore: 1, begin: true, hand: ['forgotten-verse', 'tear-the-pages'] }));
    const saga = g.obj('lorekeepers-tale').id;
    g.do({ type: 'cast', player: 'p1', object: '@forgotten-verse', targets: [{ object: saga }] }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('lorekeepers-tale').counters.lore).toBe(1);
    g.do({ type: 'cast', player: 'p1', object: '@tear-the-pages', targets: [{ object: saga }] }).do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('lorekeepers-tale')).toBe('graveyard');
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('resolved')).toHaveLength(1);
    expect(g.obj('sturdy-bear').counters['+1/+1']).toBe(1);
  });

  it('saga-r13, saga-r21 (603.3b, 603.3d, 714.2b): two counters at once trigger II and III; their controller orders them and targets are chosen as they go on the stack', () => {
    const g = play(board({ lore: 1, hand: ['quickened-lore'], extra: [{ card: 'rooftop-lookout' }] }));
    g.do({ type: 'cast', player: 'p1', object: '@quickened-lore', targets: [{ object: g.obj('lorekeepers-tale').id }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('chapterTriggered').map((e) => e.chapter)).toEqual([2, 3]);
    expect(g.state.decision).toMatchObject({ kind: 'orderTriggers', player: 'p1' });
    // III first (resolves last), then II: II's target is chosen now, before anything resolves
    g.do({ type: 'orderTriggers', player: 'p1', order: ['^lorekeepers-tale#3', '^lorekeepers-tale#2'] });
    expect(g.state.decision).toMatchObject({ kind: 'chooseTargets', player: 'p1' });
    expect(g.stackSize()).toBe(1);
    g.do({ type: 'chooseTargets', player: 'p1', targets: [{ object: g.obj('rooftop-lookout').id }] });
    expect(g.state.zones.stack?.map((id) => g.state.objects[id]?.ability?.chapter)).toEqual([3, 2]);
    g.do({ type: 'advance', player: 'p1' });
    expect(g.obj('rooftop-lookout').counters['+1/+1']).toBe(1);
    expect(g.zoneOf('lorekeepers-tale')).toBe('battlefield');
    g.do({ type: 'advance', player: 'p1' });
    expect(g.zoneOf('lorekeepers-tale')).toBe('graveyard');
  });

  it('saga-r14 (714.2b): removing lore counters triggers nothing; adding them back triggers the chapter again', () => {
    const g = play(board({ lore: 2, hand: ['forgotten-verse', 'quickened-lore'] }));
    const saga = g.obj('lorekeepers-tale').id;
    g.do({ type: 'cast', player: 'p1', object: '@forgotten-verse', targets: [{ object: saga }] }).do({ type: 'advance', player: 'p1' });
    expect(g.obj('lorekeepers-tale').counters.lore).toBe(1);
    expect(g.eventsOf('countersRemoved')).toHaveLength(1);
    expect(g.eventsOf('triggered')).toHaveLength(0);
    expect(g.stackSize()).toBe(0);
    // 1 → 3: chapter II triggers a second time, and III
    g.do({ type: 'cast', player: 'p1', object: '@quickened-lore', targets: [{ object: saga }] }).do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('chapterTriggered').map((e) => e.chapter)).toEqual([2, 3]);
  });

  it('saga-r15, saga-r27 (714.4, 704.5s): with enough counters it waits while its chapter ability is on the stack, and goes once it is countered', () => {
    const g = play(board({ lore: 2, begin: true, p2hand: ['hush-the-telling'] }));
    expect(g.obj('lorekeepers-tale').counters.lore).toBe(3);
    expect(g.zoneOf('lorekeepers-tale')).toBe('battlefield');
    const chapter = g.state.zones.stack?.[0] ?? '';
    g.do({ type: 'pass', player: 'p1' });
    g.do({ type: 'cast', player: 'p2', object: '@hush-the-telling', targets: [{ object: chapter }] });
    expect(g.zoneOf('lorekeepers-tale')).toBe('battlefield');
    g.do({ type: 'advance', player: 'p2' });
    expect(g.eventsOf('countered')).toHaveLength(1);
    expect(g.eventsOf('sagaSacrificed')).toHaveLength(1);
    expect(g.zoneOf('lorekeepers-tale')).toBe('graveyard');
  });

  it('saga-r16, saga-r23 (714.2d, 714.4): a Saga that lost all its abilities has final chapter number 0 and is not sacrificed', () => {
    const g = play(board({ lore: 2, hand: ['blank-pages'] }));
    g.do({ type: 'cast', player: 'p1', object: '@blank-pages', targets: [{ object: g.obj('lorekeepers-tale').id }] });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.chars('lorekeepers-tale').abilities).toHaveLength(0);
    // 2 lore counters ≥ 0, but 714.4 applies only to Sagas with one or more chapter abilities
    expect(g.zoneOf('lorekeepers-tale')).toBe('battlefield');
    expect(g.eventsOf('sagaSacrificed')).toHaveLength(0);
  });

  it('saga-r16, saga-r26 (714.3c): a Saga without chapter abilities gets no lore counter as the precombat main phase begins', () => {
    const setup = board({ lore: 1, step: 'draw' });
    const g = play(setup);
    const saga = g.obj('lorekeepers-tale').id;
    // an ability-removing effect lasting through the phase change (state is data: we place it directly)
    g.state = { ...g.state, effects: [{ id: 'e-test', affected: saga, until: 'endOfTurn', loseAllAbilities: true, timestamp: 0 }] };
    g.do({ type: 'advance', player: 'p1', to: 'main1' });
    expect(g.obj('lorekeepers-tale').counters.lore).toBe(1);
    expect(g.eventsOf('countersAdded')).toHaveLength(0);
    expect(g.zoneOf('lorekeepers-tale')).toBe('battlefield');
  });

  it('saga-r17 (704.5s, 704.3): a lore counter removed in response to the final chapter: the Saga is not sacrificed; a later counter triggers III again', () => {
    const g = play(board({ lore: 2, begin: true, hand: ['forgotten-verse'] }));
    g.do({ type: 'cast', player: 'p1', object: '@forgotten-verse', targets: [{ object: g.obj('lorekeepers-tale').id }] });
    g.do({ type: 'advance', player: 'p1' });
    g.do({ type: 'advance', player: 'p1' });
    expect(g.eventsOf('drew')).toHaveLength(1);
    expect(g.obj('lorekeepers-tale').counters.lore).toBe(2);
    expect(g.zoneOf('lorekeepers-tale')).toBe('battlefield');
    // next turn of p1: the counter goes to 3 and chapter III triggers once more
    toMain1(g, 'p2');
    toMain1(g, 'p1');
    expect(g.eventsOf('chapterTriggered').map((e) => e.chapter)).toEqual([3]);
  });

  it('saga-r24, saga-r25 (714.3, 714.3a, 614.1c): it enters with the counter already on it (a replacement effect, not a trigger)', () => {
    const g = castSaga().do({ type: 'advance', player: 'p1' });
    const types = g.events.map((e) => e.type);
    expect(types.indexOf('countersAdded')).toBeLessThan(types.indexOf('entered'));
    expect(g.eventsOf('countersAdded')[0]).toMatchObject({ counter: 'lore', rule: '714.3a' });
    // the only thing on the stack is chapter I, not an "enters" ability putting the counter
    expect(g.state.zones.stack?.map((id) => g.state.objects[id]?.ability?.chapter)).toEqual([1]);
    expect(Object.keys(g.obj('lorekeepers-tale').counters)).toEqual(['lore']);
  });

  it('saga: random legal play keeps the invariants (property)', () => {
    const start = startGame(
      {
        players: [
          {
            id: 'p1',
            hand: ['quickened-lore', 'forgotten-verse', 'twin-omens-saga'],
            library: ['island', 'island', 'island'],
            battlefield: [{ card: 'lorekeepers-tale', counters: { lore: 1 } }, ...lands('island', 2), { card: 'mountain' }, { card: 'sturdy-bear' }],
          },
          { id: 'p2', hand: ['hush-the-telling'], library: ['island', 'island', 'island'], battlefield: lands('island', 2) },
        ],
        turn: { active: 'p1', step: 'main1', beginStep: true },
      },
      CATALOG,
    ).state;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (picks) => {
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
          for (const o of Object.values(r.state.objects)) {
            // a Saga with chapter abilities never stays at or past its final chapter with nothing pending (714.4)
            if (o.zone !== 'battlefield' || r.state.decision || r.state.turn.priority === null) continue;
            const c = characteristics(r.state, o);
            if (!c.subtypes.includes('Saga')) continue;
            const finals = c.abilities.flatMap((x) => (x.def.kind === 'chapter' ? x.def.chapters : []));
            const pending = (r.state.zones.stack ?? []).some((id) => r.state.objects[id]?.ability?.source === o.id);
            if (finals.length && !pending) expect(o.counters.lore ?? 0).toBeLessThan(Math.max(...finals));
          }
          s = r.state;
        }
      }),
      { numRuns: 15, seed: 11 },
    );
  }, 20_000);
});
