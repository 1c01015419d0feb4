// Which kinds of abilities an object's cards could give it: a quick test before computing its characteristics.
import type { AbilityDef, CardDef } from '../base/cards.ts';
import type { CardId, GameObject, GameState } from '../base/state.ts';
import { faceDownAbilities } from '../base/hooks.ts';

/** Whether a face-down object of this kind has an ability of this kind (708.2: its kind's abilities only). */
function faceDownHas(faceDown: NonNullable<GameObject['faceDown']>, kind: AbilityDef['kind']): boolean {
  return faceDownAbilities(faceDown).some((a) => a.def.kind === kind);
}

const kindsCache = new WeakMap<CardDef, ReadonlySet<AbilityDef['kind']>>();

function kindsOf(def: CardDef): ReadonlySet<AbilityDef['kind']> {
  let k = kindsCache.get(def);
  if (!k) {
    const set = new Set<AbilityDef['kind']>();
    const walk = (a: AbilityDef): void => {
      set.add(a.kind);
      if (a.kind === 'classLevel') a.abilities.forEach(walk);
    };
    def.abilities.forEach(walk);
    kindsCache.set(def, (k = set));
  }
  return k;
}

/**
 * A quick test that an object can't have an ability of this kind: none of its cards' definitions
 * has one (effects in this vocabulary only remove abilities, or give keywords, 613.1f; a face-down
 * object has only its kind's abilities).
 * False means "certainly not"; true means "compute its characteristics to know".
 */
export function mayHaveAbility(s: GameState, o: GameObject, kind: AbilityDef['kind']): boolean {
  if (kind === 'keyword') {
    for (let i = 0; i < s.effects.length; i++) if (s.effects[i]?.affected === o.id && s.effects[i]?.gainKeyword) return true;
  }
  if (o.faceDown) return faceDownHas(o.faceDown, kind);
  if (o.faceDownCards?.some((f) => faceDownHas(f.kind, kind))) return true;
  // (an indexed loop: the list of cards is frozen, and for…of over a frozen list is many times slower, Node 20)
  const cards = o.cards;
  for (let i = 0; i < cards.length; i++) {
    const def = s.defs[s.cards[cards[i] as CardId]?.def ?? ''];
    if (def && kindsOf(def).has(kind)) return true;
  }
  return false;
}
