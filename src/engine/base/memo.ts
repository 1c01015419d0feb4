// What a state remembers: per sealed state for good (memo, memoTable), on a draft while nothing
// its values depend on has changed (memoWhileUnchanged, stableTable).
import type { GameState } from './state.ts';
import { draftInfo } from './draft.ts';
import { isSealedState, memoOf } from './mark.ts';

/**
 * A per-state memo: on a sealed state (which never changes) a value computed once is valid for
 * good; on a draft nothing is remembered. Kept in the state's hidden mark (not enumerable: the
 * state stays plain data), so it is collected with it.
 */
export function memo<T>(s: GameState, key: string, compute: () => T): T {
  if (!isSealedState(s)) return compute();
  const m = memoOf(s);
  if (m.has(key)) return m.get(key) as T;
  const v = compute();
  m.set(key, v);
  return v;
}

/**
 * A table a draft keeps while nothing its values depend on changes, for values about unchanged
 * (frozen) objects that depend on the rest of the game only through what the write helpers
 * cover, the continuous effects, the card entries and definitions, the turn's step and the
 * pending decision (filters on attacking creatures read these, 508.4d). On a sealed state it is
 * the state's memo table, kept for good. Undefined outside an action.
 */
export function stableTable<K, V>(s: GameState, kind: string): Map<K, V> | undefined {
  if (isSealedState(s)) return memoTable<K, V>(s, kind);
  const d = draftInfo(s);
  if (!d) return undefined;
  const e = d.memo.get(kind);
  if (e && e.gen === d.gen && e.writes === d.writes && e.effects === s.effects && e.effectCount === s.effects.length && e.cards === s.cards && e.defs === s.defs && e.step === s.turn.step && e.decision === s.decision) {
    return e.value as Map<K, V>;
  }
  if (e) {
    // the entry and its table are the drafts' own (nothing else holds the table): emptied and written over
    const table = e.value as Map<K, V>;
    table.clear();
    e.gen = d.gen;
    e.writes = d.writes;
    e.effects = s.effects;
    e.effectCount = s.effects.length;
    e.cards = s.cards;
    e.defs = s.defs;
    e.step = s.turn.step;
    e.decision = s.decision;
    return table;
  }
  const table = new Map<K, V>();
  d.memo.set(kind, { gen: d.gen, writes: d.writes, effects: s.effects, effectCount: s.effects.length, cards: s.cards, defs: s.defs, step: s.turn.step, decision: s.decision, value: table });
  return table;
}


/**
 * Like memo, and on a draft too: the value is remembered until the draft is written again
 * (through the helpers above), its continuous effects or card entries change. For values that
 * depend only on what those writes cover (zone lists, objects, effects, cards, definitions).
 */
export function memoWhileUnchanged<T>(s: GameState, key: string, compute: () => T): T {
  if (isSealedState(s)) return memo(s, key, compute);
  const d = draftInfo(s);
  if (!d) return compute();
  const writes = d.writes;
  const e = d.memo.get(key);
  if (e && e.gen === d.gen && e.writes === writes && e.effects === s.effects && e.effectCount === s.effects.length && e.cards === s.cards && e.defs === s.defs) return e.value as T;
  const value = compute();
  if (e) {
    // the entry is the drafts' own: written over rather than made again
    e.gen = d.gen;
    e.writes = writes;
    e.effects = s.effects;
    e.effectCount = s.effects.length;
    e.cards = s.cards;
    e.defs = s.defs;
    e.value = value;
  } else d.memo.set(key, { gen: d.gen, writes, effects: s.effects, effectCount: s.effects.length, cards: s.cards, defs: s.defs, value });
  return value;
}

/** The memo table of a sealed state for one kind of value (undefined on a draft). */
export function memoTable<K, V>(s: GameState, kind: string): Map<K, V> | undefined {
  if (!isSealedState(s)) return undefined;
  const m = memoOf(s);
  let t = m.get(kind) as Map<K, V> | undefined;
  if (!t) m.set(kind, (t = new Map()));
  return t;
}
