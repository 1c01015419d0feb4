// Which objects a filter of a card's text accepts ("another creature you control", "a Food").
import type { ObjectFilter } from '../base/cards.ts';
import type { Characteristics, GameObject, GameState, ObjectId, PlayerId } from '../base/state.ts';

/**
 * Whether `list` holds every one (or any) of `wanted` (indexed loops: the lists of characteristics are frozen, and array methods and for…of are many times slower on a frozen list, Node 20).
 */
function includesAll<T>(list: readonly T[], wanted: readonly T[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (!list.includes(wanted[i] as T)) return false;
  return true;
}

function includesAny<T>(list: readonly T[], wanted: readonly T[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (list.includes(wanted[i] as T)) return true;
  return false;
}

export function matchesFilter(
  s: GameState,
  o: GameObject,
  c: Characteristics,
  f: ObjectFilter,
  you: PlayerId,
  source: ObjectId | null,
): boolean {
  if (f.types && !includesAll(c.types, f.types)) return false;
  if (f.subtypes && !includesAll(c.subtypes, f.subtypes)) return false;
  if (f.notSubtypes && includesAny(c.subtypes, f.notSubtypes)) return false;
  if (f.controller === 'you' && o.controller !== you) return false;
  if (f.controller === 'opponent' && s.player[o.controller]?.team === s.player[you]?.team) return false;
  if (f.another && o.id === source) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (f.attacking !== undefined && (o.attack !== undefined) !== f.attacking) return false;
  if (f.unblocked && !isUnblocked(s, o)) return false;
  if (f.faceDown !== undefined && (o.faceDown !== null) !== f.faceDown) return false;
  if (f.token !== undefined && c.token !== f.token) return false;
  if (f.sameOwner && (source === null || s.objects[source]?.owner !== o.owner)) return false;
  // 700.6: an object is historic if it's legendary, an artifact, or has the subtype Saga
  if (f.historic !== undefined && (c.supertypes.includes('legendary') || c.types.includes('artifact') || c.subtypes.includes('Saga')) !== f.historic) return false;
  // 202.3 (202.3a: no mana cost, mana value 0, as a face-down object's, 708.2)
  if (f.manaValue?.atLeast !== undefined && c.manaValue < f.manaValue.atLeast) return false;
  if (f.manaValue?.atMost !== undefined && c.manaValue > f.manaValue.atMost) return false;
  // 201.2a: an object with no name (face down, 708.2) has no name in common with anything
  if (f.name !== undefined && c.name !== f.name) return false;
  return true;
}

/** Steps in which blockers have been declared (or would have been): 509.1h, 508.4d. */
const AFTER_BLOCKERS: ReadonlySet<string> = new Set(['declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat']);

/**
 * An unblocked creature: attacking, no blocker, and blockers already declared (509.1h). A creature
 * put onto the battlefield attacking earlier (in the declare attackers step) can still be blocked;
 * one put onto it attacking from the declare blockers step on is unblocked at once (508.4d).
 */
export function isUnblocked(s: GameState, o: GameObject): boolean {
  if (!o.attack || o.attack.blocked) return false;
  if (!AFTER_BLOCKERS.has(s.turn.step)) return false;
  return s.turn.step !== 'declareBlockers' || s.decision?.kind !== 'declareBlockers';
}
