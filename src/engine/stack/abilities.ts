// Finding an ability definition from its key (card definition + path), even after its source left.
import type { AbilityDef } from '../base/cards.ts';
import type { AbilityKey, GameState } from '../base/state.ts';
import { faceDownAbilityDef } from '../base/hooks.ts';

export function abilityDefOf(s: GameState, key: AbilityKey): AbilityDef | undefined {
  // 708.2: an ability a face-down object has by its kind's rules (702.168b: disguise's ward {2})
  if (key.def === '@face-down') return faceDownAbilityDef(key.path[0] ?? 0);
  const def = s.defs[key.def];
  if (!def) return undefined;
  const [i, j] = key.path;
  const a = i === undefined ? undefined : def.abilities[i];
  if (j === undefined || !a) return a;
  return a.kind === 'classLevel' ? a.abilities[j] : undefined;
}
