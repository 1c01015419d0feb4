// States share what they didn't change (structural sharing). A state the engine returns is
// sealed: its objects, zone lists, card entries, list of players, waiting triggers, continuous
// effects, passes and history are frozen and never change again, so the next state can reuse
// them as they are (the last four are replaced when they change, never changed in place). An
// action works on a draft: a shallow copy of the state whose parts are copied the first time the
// action writes to them (`editObject`,
// `putObject`, `removeObject`, `zoneForWrite`, `cardsForWrite`, `playerForWrite`; the draft knows which
// of the maps of objects and zone lists and which players' records it has copied). Whatever is
// frozen belongs to an earlier state; whatever isn't was made by this action and may be changed in
// place. A write to an object, a zone list or a card entry that skips these helpers fails loudly
// (a frozen object), instead of rewriting history; the tests on deep-frozen states catch the rest.
import type { GameObject, GameState, ObjectId, Player } from './state.ts';
import { deepCopy, freezeMap, isFrozenMap } from './copies.ts';
import { isSealedState, markSealed, sealInfo, type QuietPoint, type SealInfo } from './mark.ts';

/**
 * The draft of the action being applied (actions don't nest, so there is at most one): the
 * objects it made or copied and the zone lists it wrote (what seal has to freeze), how many
 * writes it has had, and what it remembers between them (memoWhileUnchanged). One record serves
 * every action in turn (see draftOf): nothing of it outlives the action but through the state.
 */
export interface Draft {
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
  /**
   * The ids added to and removed from the map of objects since it was drafted, while every change of
   * its ids went through putObject and removeObject (null once one did not, or with no ids known):
   * the ids of the state sealed follow from them (see sealedKeys) instead of being listed again,
   * which on a map of a thousand objects cost a sort of its entries at every object that moved.
   */
  keyChanges: { added: ObjectId[]; removed: Set<ObjectId> } | null;
  /** what the state drafted remembers (its hidden mark), if it was sealed */
  sourceInfo: SealInfo | null;
  /** the players' records of the state drafted (a record of the draft that is one of these isn't its own yet) */
  sourcePlayers: Record<string, Player>;
}

export interface DraftMemo {
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

let active: Draft | null = null;
/** The record of the last draft sealed, for the next action to use again. */
let spare: Draft | null = null;

export function draftInfo(s: GameState): Draft | null {
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
    markSealed(s, d.quiet && d.quietWrites === quietCount(d, d.quiet) ? d.quiet : null, sealedKeys(d));
  } else {
    for (const id in s.objects) {
      const o = s.objects[id] as GameObject;
      if (!Object.isFrozen(o)) freezeObject(o);
    }
    freezeMap(s.objects);
    for (const key in s.zones) Object.freeze(s.zones[key]);
  }
  // the lists a draft shares until it replaces them (a change in place would fail loudly)
  freezeList(s.players);
  freezeList(s.pendingTriggers);
  freezeList(s.orderedTriggers);
  freezeList(s.effects);
  freezeList(s.turn.passed);
  if (!Object.isFrozen(s.history)) freezeList(Object.freeze(s.history).leftBattlefield);
  if (!isFrozenMap(s.cards)) {
    for (const id in s.cards) Object.freeze(s.cards[id]);
    freezeMap(s.cards);
  }
  return markSealed(s);
}

/**
 * The ids of a draft's map of objects in their order, as Object.keys would list them, when they
 * follow from the ids drafted and the changes since; else null. A map keyed by strings lists its
 * keys in the order they were added (a key removed and added again comes last), except keys that
 * are array indices ("7"), listed first: an id of that form is not followed (null).
 */
function sealedKeys(d: Draft): readonly ObjectId[] | null {
  if (d.keysSame) return d.objectKeys;
  const changes = d.keyChanges;
  if (!changes || !d.objectKeys) return null;
  const { added, removed } = changes;
  const keys = d.objectKeys;
  let kept = keys;
  if (removed.size === 1) {
    // the common case, an object that moved (400.7: a new object, a new id): cut it out
    const [gone] = removed;
    const i = keys.indexOf(gone as ObjectId);
    if (i >= 0) kept = keys.slice(0, i).concat(keys.slice(i + 1));
  } else if (removed.size > 1) kept = keys.filter((id) => !removed.has(id));
  return added.length === 0 ? kept : kept.concat(added);
}

function freezeList(list: readonly unknown[]): void {
  if (!Object.isFrozen(list)) Object.freeze(list);
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
  const info = sealInfo(s) ?? null;
  const quiet = info?.quiet ?? null;
  const d = spare ?? { s: draft, gen: 0, fresh: null, zones: null, writes: 0, memo: new Map(), quiet, quietWrites: 0, unreadWrites: 0, zonesOwn: false, objectsOwn: false, playersOwn: false, objectKeys: null, keysSame: true, keyChanges: null, sourceInfo: null, sourcePlayers: s.player };
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
  d.keyChanges = null;
  d.sourceInfo = info;
  d.sourcePlayers = s.player;
  active = d;
  return draft;
}

/**
 * The writes a quiet point counts: all of them where an anthem is in the game (its filter may
 * read whether a creature is tapped), else all but those no state-based action reads (see
 * writesUnread: tapping, a non-token card moving between libraries, hands, graveyards and exile
 * while no characteristic-defining ability counts a graveyard; no state-based action looks at
 * those zones but for tokens, 704.5d).
 */
export function quietCount(d: Draft, q: QuietPoint): number {
  return q.anthems ? d.writes : d.writes - d.unreadWrites;
}
