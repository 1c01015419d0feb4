// Which objects a filter of a card's text accepts ("another creature you control", "a Food").
import type { ObjectFilter } from './cards.ts';
import type { Characteristics } from './characteristics.ts';
import type { GameObject, GameState, ObjectId, PlayerId } from './state.ts';

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
  if (f.unblocked && (!o.attack || o.attack.blocked)) return false;
  if (f.faceDown !== undefined && (o.faceDown !== null) !== f.faceDown) return false;
  if (f.token !== undefined && c.token !== f.token) return false;
  if (f.sameOwner && (source === null || s.objects[source]?.owner !== o.owner)) return false;
  // 700.6: an object is historic if it's legendary, an artifact, or has the subtype Saga
  if (f.historic !== undefined && (c.supertypes.includes('legendary') || c.types.includes('artifact') || c.subtypes.includes('Saga')) !== f.historic) return false;
  return true;
}
