// Copies: of an object, a map keyed by ids, a player's record, a whole state (deepCopy), and the
// frozen lists shared from state to state (no passes, an empty history, one list per sequence of
// passes). What the drafts (draft.ts, write.ts) use to copy what an action changes.
import type { GameObject, GameState, LeftBattlefieldRecord, Player, PlayerId } from './state.ts';

export function deepCopy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(deepCopy) as T;
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = deepCopy((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}


/**
 * Every field written out, optional ones too (as undefined when absent): each copy then has the
 * same shape, which keeps copying and reading objects fast (a spread of objects of many shapes
 * was the engine's costliest line).
 */
export function cloneObject(o: GameObject): GameObject {
  return {
    id: o.id,
    zone: o.zone,
    owner: o.owner,
    controller: o.controller,
    // a list of cards is replaced, never changed in place: a frozen one is shared
    cards: Object.isFrozen(o.cards) ? o.cards : [...o.cards],
    tapped: o.tapped,
    faceDown: o.faceDown,
    faceDownCards: o.faceDownCards,
    counters: { ...o.counters },
    damage: o.damage,
    deathtouched: o.deathtouched,
    sinceTurnStart: o.sinceTurnStart,
    level: o.level,
    attack: o.attack ? { ...o.attack, blockedBy: [...o.attack.blockedBy] } : undefined,
    blocking: o.blocking,
    // targets are replaced, never edited: a copy of the list is enough
    spell: o.spell ? { ...o.spell, targets: [...o.spell.targets] } : undefined,
    ability: o.ability ? { ...o.ability, targets: [...o.ability.targets] } : undefined,
    schemeFaceUp: o.schemeFaceUp,
    timestamp: o.timestamp,
  };
}


/**
 * A copy of a map keyed by ids (objects, card entries): a record without a prototype, which the
 * JavaScript engine keeps as a hash table from the start. Ids come and go all the time, and a
 * spread of such a map into a plain object makes a new hidden class per set of ids (it was the
 * engine's costliest line). The copy keeps the order of the ids and reads as plain data (JSON,
 * Object.keys, for…in, Object.hasOwn).
 */
export function copyRecord<T>(from: Record<string, T>): Record<string, T> {
  // (Object.keys, then an indexed loop: for…in over a hash-table record is several times slower)
  return copyRecordOf(from, Object.keys(from));
}

/** copyRecord, given the record's keys in their order. */
export function copyRecordOf<T>(from: Record<string, T>, keys: readonly string[]): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out[k] = from[k] as T;
  }
  return out;
}

/**
 * The maps keyed by ids that a sealed state freezes (its card entries; the map of objects of a state
 * sealed whole) are hash tables, and Object.isFrozen on a frozen hash table reads every entry: on
 * 1,000 cards it was a third of a long line's replay, asked at every seal. These remember the maps
 * frozen here (and those found frozen once), so the answer is one lookup; an unfrozen map still
 * answers at its first entry.
 */
const frozenMaps = new WeakSet<object>();

/** Freezes a map keyed by ids, remembered as frozen (isFrozenMap). */
export function freezeMap<T extends object>(map: T): T {
  Object.freeze(map);
  frozenMaps.add(map);
  return map;
}

/** Object.isFrozen for a map keyed by ids, without reading every entry of a map frozen before. */
export function isFrozenMap(map: object): boolean {
  if (frozenMaps.has(map)) return true;
  if (!Object.isFrozen(map)) return false;
  frozenMaps.add(map);
  return true;
}

/** Last known information (608.2h, 603.10): the object as it was, which must not change with it. */
export function snapshot(o: GameObject): GameObject {
  return Object.isFrozen(o) ? o : cloneObject(o);
}

/** A player's record written out field by field (a spread with an override is much slower). */
export function clonePlayer(p: Player): Player {
  const m = p.manaPool;
  return {
    id: p.id,
    life: p.life,
    manaPool: { W: m.W, U: m.U, B: m.B, R: m.R, G: m.G, C: m.C },
    team: p.team,
    archenemy: p.archenemy,
    lost: p.lost,
    landsPlayedThisTurn: p.landsPlayedThisTurn,
    drewFromEmptyLibrary: p.drewFromEmptyLibrary,
  };
}

/**
 * No passes yet (117.4): one frozen empty list for every state, as the list of passes is
 * replaced when it changes, never changed in place (a change in place would fail loudly).
 */
export const NO_PASSES: PlayerId[] = Object.freeze([]) as unknown as PlayerId[];

/** The lists of passes made so far, each with one more player's pass (made and frozen once per game's players). */
const passesAfter = new WeakMap<readonly PlayerId[], Map<PlayerId, PlayerId[]>>();

/**
 * The list of passes with this player's added at its end: one frozen list per sequence of passes,
 * shared by every state that has it (a list of passes is replaced when it changes, never changed
 * in place), rather than a new list to freeze at every pass.
 */
export function withPass(passed: readonly PlayerId[], player: PlayerId): PlayerId[] {
  if (!Object.isFrozen(passed)) return [...passed, player];
  let next = passesAfter.get(passed);
  if (!next) passesAfter.set(passed, (next = new Map()));
  let list = next.get(player);
  if (!list) {
    list = Object.freeze([...passed, player]) as unknown as PlayerId[];
    // (the lists after no pass are shared by every game: a bound on how many players' ids they keep)
    if (next.size < 64) next.set(player, list);
  }
  return list;
}

/** A turn's history before anything has happened (frozen: a history is replaced when it changes, never changed in place). */
export const NO_HISTORY: GameState['history'] = Object.freeze({ leftBattlefield: Object.freeze([]) as unknown as LeftBattlefieldRecord[] });
