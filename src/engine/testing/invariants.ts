// Invariants every game state must keep, for tests (property tests, examples, fuzzing).
// checkInvariants(state) and checkConservation(prev, next) throw a descriptive Error on a violation.
import type { GameState, ObjectId } from '../base/state.ts';
import { zoneKey } from '../objects/objects.ts';
import { sealInfo } from '../base/mark.ts';

/**
 * Structural equality of plain data (what a JSON round-trip preserves). A field whose value is
 * undefined counts as absent, as JSON has it: objects carry their optional fields as undefined
 * so that every copy has one shape (clone.ts). Undefined inside an array is still a difference.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const present = (r: Record<string, unknown>) => (Array.isArray(r) ? Object.keys(r) : Object.keys(r).filter((k) => r[k] !== undefined));
  const ka = present(ra);
  const kb = present(rb);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && sameData(ra[k], rb[k]));
}

function violation(message: string): never {
  throw new Error(`invariant violated: ${message}`);
}

/**
 * Checks the structure of one state:
 * - every physical card (state.cards) is in exactly one object's `cards` (merged components included, 730.2)
 *   and every card an object names exists;
 * - every object is listed in exactly one zone list, the list of its `zone` (and owner for private zones);
 *   every listed id is an existing object; abilities on the stack have no cards, other objects have cards;
 * - counters are non-negative integers, damage is non-negative;
 * - life totals are finite numbers, mana pools non-negative;
 * - the state survives a JSON round-trip unchanged (it is plain data).
 */
export function checkInvariants(s: GameState): void {
  // the ids a sealed state remembers for its map of objects (what the next copy goes through,
  // base/write.ts) are the map's own, in its order
  const keys = sealInfo(s)?.keys;
  if (keys) {
    const actual = Object.keys(s.objects);
    if (keys.length !== actual.length || keys.some((k, i) => actual[i] !== k)) violation(`the ids remembered for the map of objects (${keys.join(',')}) are not its ids (${actual.join(',')})`);
  }
  // cards ↔ objects
  const holder = new Map<string, ObjectId>();
  for (const [id, o] of Object.entries(s.objects)) {
    if (o.id !== id) violation(`object stored under ${id} has id ${o.id}`);
    if (o.ability) {
      if (o.zone !== 'stack') violation(`ability object ${id} is in ${o.zone}, not on the stack`);
      if (o.cards.length !== 0) violation(`ability object ${id} on the stack has cards ${o.cards.join(',')}`);
    } else if (o.cards.length === 0) {
      violation(`object ${id} (${o.zone}) represents no card`);
    }
    for (const c of o.cards) {
      if (!s.cards[c]) violation(`object ${id} names unknown card ${c}`);
      const prev = holder.get(c);
      if (prev !== undefined) violation(`card ${c} is in two objects: ${prev} and ${id}`);
      holder.set(c, id);
    }
    for (const [kind, n] of Object.entries(o.counters)) {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
        violation(`object ${id} has ${String(n)} ${kind} counters`);
      }
    }
    if (!(o.damage >= 0)) violation(`object ${id} has damage ${o.damage}`);
  }
  for (const c of Object.keys(s.cards)) {
    if (!holder.has(c)) violation(`card ${c} (${s.cards[c]?.def}) is in no object`);
  }

  // objects ↔ zone lists
  const listed = new Map<ObjectId, string>();
  for (const [key, list] of Object.entries(s.zones)) {
    for (const id of list) {
      const prev = listed.get(id);
      if (prev !== undefined) violation(`object ${id} is listed in ${prev} and in ${key}`);
      listed.set(id, key);
      if (!s.objects[id]) violation(`zone ${key} lists unknown object ${id}`);
    }
  }
  for (const [id, o] of Object.entries(s.objects)) {
    const key = listed.get(id);
    if (key === undefined) violation(`object ${id} (zone ${o.zone}) is in no zone list`);
    const want = zoneKey(o.zone, o.owner);
    if (key !== want) violation(`object ${id} has zone ${o.zone} (owner ${o.owner}) but is listed in ${key}`);
  }

  // players
  for (const p of s.players) {
    const pl = s.player[p];
    if (!pl) violation(`player ${p} has no record`);
    if (typeof pl.life !== 'number' || !Number.isFinite(pl.life)) violation(`player ${p} has life ${String(pl.life)}`);
    for (const [m, n] of Object.entries(pl.manaPool)) {
      if (!(typeof n === 'number' && n >= 0)) violation(`player ${p} has ${String(n)} ${m} mana`);
    }
  }

  // plain data
  const round = JSON.parse(JSON.stringify(s)) as unknown;
  if (!sameData(round, s)) violation('the state does not survive a JSON round-trip');
}

/**
 * Checks that no physical card was lost or duplicated between two states: every card of `prev`
 * is still in `next` unless it was a token (111.7, 704.5d), every new card is a token, and a
 * card keeps its definition and owner.
 */
export function checkConservation(prev: GameState, next: GameState): void {
  for (const [id, c] of Object.entries(prev.cards)) {
    const n = next.cards[id];
    if (!n) {
      // 800.4a: the cards of a player who left the game leave it with them
      if (!c.token && !next.player[c.owner]?.lost) violation(`non-token card ${id} (${c.def}) disappeared`);
      continue;
    }
    if (n.def !== c.def || n.owner !== c.owner || n.token !== c.token) {
      violation(`card ${id} changed from ${JSON.stringify(c)} to ${JSON.stringify(n)}`);
    }
  }
  for (const [id, c] of Object.entries(next.cards)) {
    if (!prev.cards[id] && !c.token) violation(`non-token card ${id} (${c.def}) appeared from nowhere`);
  }
}
