// Which objects a filter of a card's text accepts ("another creature you control", "a Food").
import type { ObjectFilter } from '../cards.ts';
import type { Characteristics, GameObject, GameState, ObjectId, PlayerId } from '../state.ts';

export function matchesFilter(
  s: GameState,
  o: GameObject,
  c: Characteristics,
  f: ObjectFilter,
  you: PlayerId,
  source: ObjectId | null,
): boolean {
  if (f.types && !f.types.every((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.every((t) => c.subtypes.includes(t))) return false;
  if (f.notSubtypes && f.notSubtypes.some((t) => c.subtypes.includes(t))) return false;
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
const AFTER_BLOCKERS: ReadonlySet<string> = new Set(['declareBlockers', 'combatDamage', 'endCombat']);

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
