// The state-based actions that destroy a creature for the damage dealt to it (704.5g, 704.5h).
import { isIndestructible } from './keywords.ts';
import type { GameObject, GameState } from '../base/state.ts';

/**
 * Why this creature (toughness greater than 0) is destroyed for its damage, if it is: 704.5g
 * lethal damage marked on it, 704.5h damage from a source with deathtouch since the last check
 * (702.2b; `deathtouched`, read before the check clears it). 702.12b: a permanent with indestructible ignores both (it can't be destroyed).
 */
export function lethalDamageRule(s: GameState, o: GameObject, toughness: number, deathtouched: boolean): '704.5g' | '704.5h' | null {
  const lethal = o.damage >= toughness;
  if (!lethal && !deathtouched) return null;
  if (isIndestructible(s, o)) return null;
  return lethal ? '704.5g' : '704.5h';
}
