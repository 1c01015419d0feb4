// applyAction: never mutates its input, never throws on illegal or garbage input, returns error codes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type Action, type GameState } from './index.ts';
import { CATALOG } from './testing/catalog.ts';
import { play } from './testing/driver.ts';

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v as object)) deepFreeze(x);
  }
  return v;
}

const position = () =>
  startGame(
    {
      players: [
        { id: 'p1', library: ['forest', 'plains'], hand: ['ember-jab', 'sturdy-bear', 'forest', 'muster-call'], battlefield: [{ card: 'mountain' }, { card: 'forest' }, { card: 'plains' }, { card: 'lantern-keeper' }, { card: 'offering-altar' }] },
        { id: 'p2', library: ['island'], hand: ['restful-sip'], battlefield: [{ card: 'plains' }, { card: 'glassward-heron' }, { card: 'plodding-ox' }] },
      ],
      turn: { active: 'p1', step: 'main1' },
    },
    CATALOG,
  ).state;

describe('applyAction', () => {
  it('never mutates its input: a hand-made, deep-frozen state gives the same results as an unfrozen copy', () => {
    const base = JSON.parse(JSON.stringify(position())) as GameState;
    const frozen = deepFreeze(JSON.parse(JSON.stringify(base)) as GameState);
    const snapshot = JSON.stringify(frozen);
    for (const a of legalActions(base).actions) {
      const r1 = applyAction(base, a);
      const r2 = applyAction(frozen, a);
      expect(r2.ok).toBe(true);
      expect(JSON.stringify(r2)).toBe(JSON.stringify(r1));
    }
    expect(JSON.stringify(frozen)).toBe(snapshot);
    expect(JSON.stringify(base)).toBe(snapshot);
  });

  it('never mutates its input along a whole game: each deep-frozen state still gives an accepted next state', () => {
    let s = deepFreeze(position());
    for (let i = 0; i < 60 && !s.over; i++) {
      const offered = legalActions(s).actions;
      const a = offered[(i * 7) % offered.length] as Action;
      const snapshot = JSON.stringify(s);
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.error}`);
      expect(JSON.stringify(s)).toBe(snapshot);
      s = deepFreeze(r.state);
    }
  });

  it('an illegal action returns { ok: false, error } and the same state object stays usable', () => {
    const s = position();
    const r = applyAction(s, { type: 'pass', player: 'p2' });
    expect(r).toEqual({ ok: false, error: 'not-your-priority' });
    expect(applyAction(s, { type: 'pass', player: 'p1' }).ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'malformed-action'],
    ['a string', 'pass', 'malformed-action'],
    ['no type', { player: 'p1' }, 'malformed-action'],
    ['an unknown type', { type: 'concede', player: 'p1' }, 'malformed-action'],
    ['an unknown object', { type: 'cast', player: 'p1', object: 'o999' }, 'unknown-object'],
    ['an unknown player', { type: 'pass', player: 'p9' }, 'not-your-priority'],
    ['a decision with none pending', { type: 'orderTriggers', player: 'p1', order: [] }, 'no-decision-pending'],
    ['a choice with none pending', { type: 'choose', player: 'p1', option: 'pay' }, 'no-decision-pending'],
    ['attackers outside combat', { type: 'declareAttackers', player: 'p1', attackers: [] }, 'no-decision-pending'],
  ])('rejects %s with an error code', (_what, action, code) => {
    expect(applyAction(position(), action as Action)).toEqual({ ok: false, error: code });
  });

  it('rejects every action once the game is over (game-over)', () => {
    const g = play({ players: [{ id: 'p1' }, { id: 'p2', life: 0 }], turn: { active: 'p1', step: 'main1' } });
    expect(g.state.over).toBe(true);
    expect(applyAction(g.state, { type: 'pass', player: 'p1' })).toEqual({ ok: false, error: 'game-over' });
  });

  it('fuzz: random actions with random ids never throw; they are accepted or rejected with a code', () => {
    const s = position();
    const ids = [...Object.keys(s.objects), 'o0', 'nope', '', '__proto__', 'constructor'];
    const id = fc.oneof(fc.constantFrom(...ids), fc.string());
    const player = fc.constantFrom('p1', 'p2', 'p3', '');
    const target = fc.oneof(fc.record({ object: id }), fc.record({ player }), fc.constant(null), fc.string());
    const action = fc.oneof(
      fc.record({ type: fc.constantFrom('pass', 'advance'), player, to: fc.option(fc.constantFrom('main2', 'end', 'bogus'), { nil: undefined }) }),
      fc.record({ type: fc.constant('playLand'), player, object: id }),
      fc.record({
        type: fc.constant('cast'),
        player,
        object: id,
        method: fc.option(fc.constantFrom('normal', 'sneak', 'mutate', 'disguise', 'x'), { nil: undefined }),
        targets: fc.option(fc.array(target, { maxLength: 3 }), { nil: undefined }),
        costs: fc.option(fc.record({ sacrifice: fc.array(id, { maxLength: 2 }), returnToHand: fc.array(id, { maxLength: 2 }) }), { nil: undefined }),
      }),
      fc.record({ type: fc.constant('activate'), player, object: id, ability: fc.oneof(fc.string(), fc.constantFrom('offering-altar:0', 'forest:0', 'mountain:0')), targets: fc.option(fc.array(target), { nil: undefined }), costs: fc.option(fc.record({ sacrifice: fc.array(id, { maxLength: 2 }) }), { nil: undefined }) }),
      fc.record({ type: fc.constant('turnFaceUp'), player, object: id }),
      fc.record({ type: fc.constant('declareAttackers'), player, attackers: fc.array(fc.record({ object: id, target: player })) }),
      fc.record({ type: fc.constant('declareBlockers'), player, blocks: fc.array(fc.record({ blocker: id, attacker: id })) }),
      fc.record({ type: fc.constant('orderTriggers'), player, order: fc.array(fc.string()) }),
      fc.record({ type: fc.constant('chooseTargets'), player, targets: fc.array(target) }),
      fc.record({ type: fc.constant('choose'), player, option: fc.string() }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 8 }), (actions) => {
        let st = s;
        for (const a of actions) {
          const r = applyAction(st, a as Action);
          expect(typeof r.ok).toBe('boolean');
          if (r.ok) st = r.state;
          else expect(typeof r.error).toBe('string');
        }
      }),
      { numRuns: 150, seed: 4 },
    );
  });
});
