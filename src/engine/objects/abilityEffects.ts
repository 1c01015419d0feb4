// Layer 6 (613.1f): continuous effects that remove or add abilities, applied in timestamp order
// (613.7): "loses all abilities" removes every ability it has at that point, including one an
// earlier effect gave it; one given later stays.
import type { Keyword } from '../base/cards.ts';
import type { ActiveAbility, Characteristics, ContinuousEffect, GameObject, GameState } from '../base/state.ts';

/** The ability a "gains [keyword]" effect gives, one per keyword (multiple instances are redundant: 702.7d, 702.2f…). */
const GAINED = new Map<Keyword, ActiveAbility>();

function gained(keyword: Keyword): ActiveAbility {
  let a = GAINED.get(keyword);
  if (!a) {
    const key = { def: '@gained', path: [GAINED.size] };
    a = Object.freeze({ key, id: `@gained:${keyword}`, def: Object.freeze({ kind: 'keyword' as const, keyword }), fromCard: null });
    GAINED.set(keyword, a);
  }
  return a;
}

export function withAbilityEffects(s: GameState, o: GameObject, c: Characteristics): Characteristics {
  // (an indexed loop: the list of effects is frozen, and array methods and for…of are many times
  // slower on a frozen list, Node 20)
  let out = c;
  const effects = s.effects;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as ContinuousEffect;
    if (e.affected !== o.id) continue;
    if (e.loseAllAbilities) out = { ...out, abilities: [] };
    else if (e.gainKeyword) out = { ...out, abilities: [...out.abilities, gained(e.gainKeyword)] };
  }
  return out;
}
