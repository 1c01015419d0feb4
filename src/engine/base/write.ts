// The write helpers of a draft (draft.ts): an action changes objects, zone lists, card entries and
// players' records only through them, so each part is copied before its first change and the
// draft counts its writes (what its memo entries and quiet point are checked against).
import type { GameObject, GameState, ObjectId, PhysicalCard, Player } from './state.ts';
import { cloneObject, clonePlayer, copyRecord, copyRecordOf, isFrozenMap } from './copies.ts';
import { draftInfo, type Draft } from './draft.ts';
import { isSealedState } from './mark.ts';

function wrote(s: GameState): void {
  const d = draftInfo(s);
  if (d) d.writes += 1;
}

/** An array index ("0", "17"): a map lists such keys first, in numeric order, not where they were added. */
const INDEX_LIKE = /^(?:0|[1-9]\d*)$/;

/** The ids' changes a draft follows, started at its first change of an id (null: not followed, see Draft.keyChanges). */
function keyChangesOf(d: Draft): Draft['keyChanges'] {
  if (d.keysSame) {
    d.keysSame = false;
    d.keyChanges = d.objectKeys ? { added: [], removed: new Set() } : null;
  }
  return d.keyChanges;
}

/** Takes an object out of the draft's map of objects (it left the game or its zone: 400.7). */
export function removeObject(s: GameState, id: ObjectId): void {
  const d = draftInfo(s);
  const objects = objectsOfDraft(s, d);
  if (objects[id] === undefined) return;
  delete objects[id];
  if (!d) return;
  const changes = keyChangesOf(d);
  if (!changes) return;
  const i = changes.added.indexOf(id);
  // added by this draft: gone again; else one of the ids drafted
  if (i >= 0) changes.added.splice(i, 1);
  else changes.removed.add(id);
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
  } else if (isFrozenMap(s.objects) || isSealedState(s)) s.objects = copyRecord(s.objects);
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
  // a new id changes the map's ids (it comes last); an object put in place of its earlier version doesn't
  if (d && objects[o.id] === undefined) {
    const changes = keyChangesOf(d);
    if (changes) {
      if (INDEX_LIKE.test(o.id)) d.keyChanges = null;
      else changes.added.push(o.id);
    }
  }
  objects[o.id] = o;
  if (d) (d.fresh ??= []).push(o);
}

/** The draft's card entries, copied before their first change. */
export function cardsForWrite(s: GameState): Record<string, PhysicalCard> {
  wrote(s);
  if (isFrozenMap(s.cards)) s.cards = copyRecord(s.cards);
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
