// States share what they didn't change (structural sharing). A state the engine returns is
// sealed: its objects, zone lists, card entries, list of players, waiting triggers, continuous
// effects, passes and history are frozen and never change again, so the next state can reuse
// them as they are (the last four are replaced when they change, never changed in place). An
// action works on a draft: a shallow copy of the state whose parts are copied the first time the
// action writes to them (`editObject`,
// `objectsForWrite`, `zoneForWrite`, `cardsForWrite`, `playerForWrite`; the draft knows which
// of the maps of objects and zone lists and which players' records it has copied). Whatever is
// frozen belongs to an earlier state; whatever isn't was made by this action and may be changed in
// place. A write to an object, a zone list or a card entry that skips these helpers fails loudly
// (a frozen object), instead of rewriting history; the tests on deep-frozen states catch the rest.
import type { GameObject, GameState, LeftBattlefieldRecord, ObjectId, PhysicalCard, Player, PlayerId } from './state.ts';
import { defsProfile } from './objects/profile.ts';

function deepCopy<T>(v: T): T {
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
 * The states the engine made and returned (frozen where it matters, never to change) carry a
 * hidden mark: a private field stamped on the plain object (see Mark), which JSON, spreads,
 * copies, key listings, freezing and equality don't see, so the state stays plain data and a
 * copy of a state is not sealed. Its value holds what the state remembers: its memo table (see
 * memo), made on first use, and its quiet point (see QuietPoint). Cheaper than a property under
 * a symbol (Object.defineProperty) or a WeakSet of every state.
 */
interface SealInfo {
  memo: Map<string, unknown> | null;
  quiet: QuietPoint | null;
  /** the ids of its map of objects in their order, when known (what a copy of the map goes through, see objectsForWrite) */
  keys: readonly ObjectId[] | null;
}

/** A base whose constructor returns the object it is given: a subclass's fields are stamped on it. */
const Stamped = function (o: object): object {
  return o;
} as unknown as new (o: object) => object;

/** The mark of a sealed state: a private field only this class can read. */
class Mark extends Stamped {
  #info: SealInfo;
  private constructor(s: GameState, info: SealInfo) {
    super(s);
    this.#info = info;
  }
  static stamp(s: GameState, info: SealInfo): void {
    new Mark(s, info);
  }
  static of(s: GameState): SealInfo | undefined {
    return #info in s ? (s as unknown as Mark).#info : undefined;
  }
}

function isSealedState(s: GameState): boolean {
  return Mark.of(s) !== undefined;
}

export function isSealed(s: GameState): boolean {
  return isSealedState(s);
}

/** The memo table of a sealed state (made on first use). */
function memoOf(s: GameState): Map<string, unknown> {
  const info = Mark.of(s) as SealInfo;
  return (info.memo ??= new Map());
}

/**
 * The draft of the action being applied (actions don't nest, so there is at most one): the
 * objects it made or copied and the zone lists it wrote (what seal has to freeze), how many
 * writes it has had, and what it remembers between them (memoWhileUnchanged). One record serves
 * every action in turn (see draftOf): nothing of it outlives the action but through the state.
 */
interface Draft {
  s: GameState;
  /** which action's draft this is (what the memo's entries were made for) */
  gen: number;
  fresh: GameObject[] | null;
  zones: string[] | null;
  writes: number;
  /** kept from action to action, its entries made again for each (see gen) */
  memo: Map<string, DraftMemo>;
  quiet: QuietPoint | null;
  /** the draft's count of writes at its quiet point (see quietCount) */
  quietWrites: number;
  /** how many of its writes no state-based action reads (see writesUnread) */
  unreadWrites: number;
  /** whether the record of zone lists is the draft's own (copied) */
  zonesOwn: boolean;
  /** whether the map of objects is the draft's own (copied) */
  objectsOwn: boolean;
  /** whether the map of players' records is the draft's own (copied) */
  playersOwn: boolean;
  /** the ids of the draft's map of objects in order while known: those of the state drafted, then of the copy */
  objectKeys: readonly ObjectId[] | null;
  /** whether the draft's map of objects still has those ids (no object added or removed) */
  keysSame: boolean;
  /** what the state drafted remembers (its hidden mark), if it was sealed */
  sourceInfo: SealInfo | null;
  /** the players' records of the state drafted (a record of the draft that is one of these isn't its own yet) */
  sourcePlayers: Record<string, Player>;
}
let active: Draft | null = null;
/** The record of the last draft sealed, for the next action to use again. */
let spare: Draft | null = null;

function draftInfo(s: GameState): Draft | null {
  return active !== null && active.s === s ? active : null;
}

function freezeObject(o: GameObject): void {
  Object.freeze(o.cards);
  Object.freeze(o.counters);
  if (o.attack) Object.freeze(Object.freeze(o.attack).blockedBy);
  if (o.spell) Object.freeze(Object.freeze(o.spell).targets);
  if (o.ability) Object.freeze(Object.freeze(o.ability).targets);
  Object.freeze(o);
}

/**
 * Seals a state the engine is about to return: freezes what this action made (the objects, zone
 * lists and card entries that aren't frozen yet: everything else is shared with an earlier state
 * and frozen already) and remembers it as sealed.
 */
export function seal(s: GameState): GameState {
  const d = draftInfo(s);
  if (d) {
    // a draft: only what it made needs freezing
    active = null;
    spare = d;
    if (d.fresh) for (const o of d.fresh) if (!Object.isFrozen(o)) freezeObject(o);
    // (the map of objects itself is not frozen: a draft knows whether it has copied it, and
    // freezing a map of many ids costs a pass over all of them)
    if (d.zones) {
      for (const key of d.zones) {
        const list = s.zones[key];
        if (list) Object.freeze(list);
      }
    }
    // the last quiet point holds for the state returned if nothing was written after it; the ids
    // of the map of objects are known if no object was added or removed
    markSealed(s, d.quiet && d.quietWrites === quietCount(d, d.quiet) ? d.quiet : null, d.keysSame ? d.objectKeys : null);
  } else {
    for (const id in s.objects) {
      const o = s.objects[id] as GameObject;
      if (!Object.isFrozen(o)) freezeObject(o);
    }
    Object.freeze(s.objects);
    for (const key in s.zones) Object.freeze(s.zones[key]);
  }
  // the lists a draft shares until it replaces them (a change in place would fail loudly)
  freezeList(s.players);
  freezeList(s.pendingTriggers);
  freezeList(s.orderedTriggers);
  freezeList(s.effects);
  freezeList(s.turn.passed);
  if (!Object.isFrozen(s.history)) freezeList(Object.freeze(s.history).leftBattlefield);
  if (!Object.isFrozen(s.cards)) {
    for (const id in s.cards) Object.freeze(s.cards[id]);
    Object.freeze(s.cards);
  }
  return markSealed(s);
}

function freezeList(list: readonly unknown[]): void {
  if (!Object.isFrozen(list)) Object.freeze(list);
}

function markSealed(s: GameState, quiet: QuietPoint | null = null, keys: readonly ObjectId[] | null = null): GameState {
  if (!isSealedState(s)) Mark.stamp(s, { memo: null, quiet, keys });
  return s;
}

/** A state that didn't come from the engine (parsed, built by hand): copied whole, then sealed. */
function adopt(s: GameState): GameState {
  // card definitions are never changed in place (a new one is added to a copy of the map): shared
  const { defs, ...rest } = s;
  return seal({ ...deepCopy(rest), defs });
}

/** A sealed version of any state: itself if the engine made it. */
export function sealed(s: GameState): GameState {
  return isSealedState(s) ? s : adopt(s);
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

/** A player's record written out field by field (a spread with an override is much slower). */
function clonePlayer(p: Player): Player {
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

/** A draft of a state for an action: shares everything, copies the small records it always touches. */
export function draftOf(state: GameState): GameState {
  const s = sealed(state);
  const draft: GameState = {
    version: s.version,
    defs: s.defs,
    // the list of players never changes (a player who leaves the game stays in it, marked lost)
    players: s.players,
    // the map of players' records, and each record, is shared until written (playerForWrite)
    player: s.player,
    cards: s.cards,
    objects: s.objects,
    zones: s.zones,
    turn: {
      number: s.turn.number,
      active: s.turn.active,
      step: s.turn.step,
      priority: s.turn.priority,
      passed: s.turn.passed,
      noAttackers: s.turn.noAttackers,
      // a list replaced, never changed in place
      firstStrikers: s.turn.firstStrikers,
    },
    // these lists and the history are replaced when they change, never changed in place: shared
    pendingTriggers: s.pendingTriggers,
    orderedTriggers: s.orderedTriggers,
    // a decision is replaced, never changed in place
    decision: s.decision,
    priorityAfterDecision: s.priorityAfterDecision,
    effects: s.effects,
    history: s.history,
    rng: s.rng,
    nextId: s.nextId,
    winner: s.winner,
    over: s.over,
  };
  // a quiet point of the state drafted holds until the draft's first write
  const info = Mark.of(s) ?? null;
  const quiet = info?.quiet ?? null;
  const d = spare ?? { s: draft, gen: 0, fresh: null, zones: null, writes: 0, memo: new Map(), quiet, quietWrites: 0, unreadWrites: 0, zonesOwn: false, objectsOwn: false, playersOwn: false, objectKeys: null, keysSame: true, sourceInfo: null, sourcePlayers: s.player };
  spare = null;
  d.s = draft;
  d.gen += 1;
  d.fresh = null;
  d.zones = null;
  d.writes = 0;
  d.quiet = quiet;
  d.quietWrites = 0;
  d.unreadWrites = 0;
  d.zonesOwn = false;
  d.objectsOwn = false;
  d.playersOwn = false;
  d.objectKeys = info?.keys ?? null;
  d.keysSame = true;
  d.sourceInfo = info;
  d.sourcePlayers = s.player;
  active = d;
  return draft;
}

function wrote(s: GameState): void {
  const d = draftInfo(s);
  if (d) d.writes += 1;
}

/** The draft's map of objects, copied before its first change, to add or remove objects. */
export function objectsForWrite(s: GameState): Record<ObjectId, GameObject> {
  const d = draftInfo(s);
  const objects = objectsOfDraft(s, d);
  if (d) d.keysSame = false;
  return objects;
}

function objectsOfDraft(s: GameState, d: Draft | null): Record<ObjectId, GameObject> {
  if (d) {
    d.writes += 1;
    if (!d.objectsOwn) {
      // the ids in order: remembered by the state drafted (found once per map, then passed on
      // from state to state while no object is added or removed), else listed now
      let keys = d.objectKeys;
      if (!keys) {
        keys = Object.keys(s.objects);
        if (d.sourceInfo && !d.sourceInfo.keys) d.sourceInfo.keys = keys;
        d.objectKeys = keys;
      }
      s.objects = copyRecordOf(s.objects, keys);
      d.objectsOwn = true;
    }
  } else if (Object.isFrozen(s.objects) || isSealedState(s)) s.objects = copyRecord(s.objects);
  return s.objects;
}

/**
 * The map of objects as it is now, to keep (603.10a, look-back): the map itself while the draft
 * hasn't copied it yet (it is a sealed state's, never written: the draft copies it first), else a copy.
 */
export function objectsAsTheyAre(s: GameState): Record<ObjectId, GameObject> {
  const d = draftInfo(s);
  return d && !d.objectsOwn ? s.objects : copyRecord(s.objects);
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
function copyRecordOf<T>(from: Record<string, T>, keys: readonly string[]): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out[k] = from[k] as T;
  }
  return out;
}

/**
 * A player's record that this action may change: the draft's own copy, made on the first write
 * (the records of the state drafted are shared with it until then). Undefined for an unknown player.
 */
export function playerForWrite(s: GameState, id: string): Player | undefined {
  const p = s.player[id];
  if (!p) return undefined;
  const d = draftInfo(s);
  if (!d || d.sourcePlayers[id] !== p) return p;
  if (!d.playersOwn) {
    s.player = { ...s.player };
    d.playersOwn = true;
  }
  const copy = clonePlayer(p);
  s.player[id] = copy;
  return copy;
}

/** Puts a new object into the draft (it may change until the draft is sealed). */
export function putObject(s: GameState, o: GameObject): void {
  const d = draftInfo(s);
  const objects = objectsOfDraft(s, d);
  // a new id changes the map's ids; an object put in place of its earlier version doesn't
  if (d && d.keysSame && objects[o.id] === undefined) d.keysSame = false;
  objects[o.id] = o;
  if (d) (d.fresh ??= []).push(o);
}

/** The draft's card entries, copied before their first change. */
export function cardsForWrite(s: GameState): Record<string, PhysicalCard> {
  wrote(s);
  if (Object.isFrozen(s.cards)) s.cards = copyRecord(s.cards);
  return s.cards;
}

/** A zone list of the draft that may be changed in place (created if missing). */
export function zoneForWrite(s: GameState, key: string): ObjectId[] {
  const d = draftInfo(s);
  if (d) {
    d.writes += 1;
    // the record of zone lists is shared with the state drafted until the first zone write
    if (!d.zonesOwn) {
      s.zones = { ...s.zones };
      d.zonesOwn = true;
    }
  }
  const list = s.zones[key];
  if (list === undefined) {
    if (d) (d.zones ??= []).push(key);
    return (s.zones[key] = []);
  }
  if (!Object.isFrozen(list)) return list;
  // (a spread: slice and most array methods are many times slower on a frozen list, Node 20)
  const copy = [...list];
  s.zones[key] = copy;
  if (d) (d.zones ??= []).push(key);
  return copy;
}

/**
 * The version of an object this action may change: the object of the draft if this action
 * made or copied it, else a copy put in its place. An object no longer in the state (it left
 * its zone: 400.7) gets a detached copy, so a late change goes nowhere, as before.
 */
export function editObject(s: GameState, o: GameObject): GameObject {
  wrote(s);
  const cur = s.objects[o.id];
  if (cur === undefined) return Object.isFrozen(o) ? cloneObject(o) : o;
  if (!Object.isFrozen(cur)) return cur;
  const copy = cloneObject(cur);
  putObject(s, copy);
  return copy;
}

/** editObject, for a change of whether the object is tapped and nothing else (see quietCount). */
export function editObjectToTap(s: GameState, o: GameObject): GameObject {
  const before = writeCount(s);
  const w = editObject(s, o);
  writesUnread(s, before);
  return w;
}

/** The draft's count of writes so far (0 outside an action). */
export function writeCount(s: GameState): number {
  return draftInfo(s)?.writes ?? 0;
}

/**
 * Marks the writes made since `before` (a writeCount) as ones no state-based action reads, where
 * no anthem is in the game (see quietCount): tapping or untapping, a card moving between
 * libraries, hands, graveyards and exile.
 */
export function writesUnread(s: GameState, before: number): void {
  const d = draftInfo(s);
  if (d) d.unreadWrites += d.writes - before;
}

/** The object as the draft has it now (a caller's reference may be an earlier version). */
export function current(s: GameState, o: GameObject): GameObject {
  return s.objects[o.id] ?? o;
}

/** Last known information (608.2h, 603.10): the object as it was, which must not change with it. */
export function snapshot(o: GameObject): GameObject {
  return Object.isFrozen(o) ? o : cloneObject(o);
}

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

interface DraftMemo {
  gen: number;
  step?: unknown;
  decision?: unknown;
  writes: number;
  effects: unknown;
  effectCount: number;
  cards: unknown;
  defs: unknown;
  value: unknown;
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

/**
 * A quiet point: what the state-based actions read (704.3), as it was when they were last
 * checked and none applied. While the draft has had no write since (objects, zone lists, card
 * entries: every change of those goes through the helpers above) and the rest they read is the
 * same (continuous effects, waiting triggers, the decision, the step if an anthem is in the
 * game, the players' life and whether they lost or drew from an empty library, the definitions), a check
 * would find nothing again and can be skipped. A state returned right after a check (a player
 * receiving priority) keeps its quiet point for the next action's draft.
 */
interface QuietPoint {
  defs: unknown;
  effects: readonly unknown[];
  pending: readonly unknown[];
  decision: unknown;
  /** whether an anthem is in the game (its filter may read the step or whether a creature is tapped) */
  anthems: boolean;
  /** the step, where an anthem could depend on it ("unblocked", 509.1h); else null */
  step: string | null;
  over: boolean;
  /** per player in order: life, then 1 if lost, then 1 if they drew from an empty library */
  players: number[];
}

const NONE: readonly unknown[] = Object.freeze([]);

function playerFigures(s: GameState): number[] {
  const out: number[] = [];
  const players = s.players;
  for (let k = 0; k < players.length; k++) {
    const p = s.player[players[k] as string];
    out.push(p ? p.life : NaN, p?.lost ? 1 : 0, p?.drewFromEmptyLibrary ? 1 : 0);
  }
  return out;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether the draft is still at its last quiet point (see QuietPoint); false outside an action. */
export function stillQuiet(s: GameState): boolean {
  const d = draftInfo(s);
  const q = d?.quiet;
  if (!d || !q) return false;
  return d.quietWrites === quietCount(d, q) && samePoint(q, s);
}

/** Whether what a quiet point holds (all but the writes) is as the state has it now. */
function samePoint(q: QuietPoint, s: GameState): boolean {
  if (q.defs !== s.defs || q.decision !== s.decision || (q.step !== null && q.step !== s.turn.step) || q.over !== s.over) return false;
  if (!sameList(q.effects, s.effects) || !sameList(q.pending, s.pendingTriggers)) return false;
  let i = 0;
  const players = s.players;
  for (let k = 0; k < players.length; k++) {
    const p = s.player[players[k] as string];
    if (q.players[i] !== (p ? p.life : NaN) || q.players[i + 1] !== (p?.lost ? 1 : 0) || q.players[i + 2] !== (p?.drewFromEmptyLibrary ? 1 : 0)) return false;
    i += 3;
  }
  return i === q.players.length;
}

/** Records a quiet point of the draft: the state-based actions were just checked and none applied. */
export function markQuiet(s: GameState): void {
  const d = draftInfo(s);
  if (!d) return;
  const anthems = defsProfile(s).statics.has('anthem');
  const was = d.quiet;
  if (was && was.anthems === anthems && samePoint(was, s)) {
    // the same figures as the last quiet point (only writes came between): it holds again, as it is
    d.quietWrites = quietCount(d, was);
    return;
  }
  const q: QuietPoint = {
    defs: s.defs,
    effects: s.effects.length ? [...s.effects] : NONE,
    pending: s.pendingTriggers.length ? [...s.pendingTriggers] : NONE,
    decision: s.decision,
    anthems,
    step: anthems ? s.turn.step : null,
    over: s.over,
    players: playerFigures(s),
  };
  d.quiet = q;
  d.quietWrites = quietCount(d, q);
}

/**
 * The writes a quiet point counts: all of them where an anthem is in the game (its filter may
 * read whether a creature is tapped), else all but those no state-based action reads (see
 * writesUnread: tapping, a non-token card moving between libraries, hands, graveyards and exile
 * while no characteristic-defining ability counts a graveyard; no state-based action looks at
 * those zones but for tokens, 704.5d).
 */
function quietCount(d: Draft, q: QuietPoint): number {
  return q.anthems ? d.writes : d.writes - d.unreadWrites;
}
