// Finding an ability definition from its key (card definition + path), even after its source left.
import type { AbilityDef } from '../base/cards.ts';
import type { AbilityKey, GameState } from '../base/state.ts';

const FACE_DOWN_WARD: AbilityDef = { kind: 'ward', cost: '{2}' };

export function abilityDefOf(s: GameState, key: AbilityKey): AbilityDef | undefined {
  // 702.168b: the ward {2} a face-down disguise object has
  if (key.def === '@face-down') return FACE_DOWN_WARD;
  const def = s.defs[key.def];
  if (!def) return undefined;
  const [i, j] = key.path;
  const a = i === undefined ? undefined : def.abilities[i];
  if (j === undefined || !a) return a;
  return a.kind === 'classLevel' ? a.abilities[j] : undefined;
}
