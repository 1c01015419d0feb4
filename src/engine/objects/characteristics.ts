// Characteristics are computed, never stored (613 in spirit), in this order:
// printed card → face-down values (708.2) → merged components (730.2, 702.140e) →
// class levels (716.2a) → effects that remove or add abilities (613.1f, abilityEffects.ts) → P/T: base, anthems and
// effects (613.4c), then counters (613.4c, 122.1a).
import type { AbilityDef, CardDef, CardType, Color } from '../base/cards.ts';
import { colorsOf, manaValue } from '../base/mana.ts';
import type { AbilityKey, ActiveAbility, CardId, Characteristics, ContinuousEffect, GameObject, GameState, ObjectId, PhysicalCard } from '../base/state.ts';
import { matchesFilter } from './filters.ts';
import { memoWhileUnchanged, stableTable } from '../base/memo.ts';
import { defsProfile } from '../base/profile.ts';
import { withAbilityEffects } from './abilityEffects.ts';
import { faceDownAbilities } from '../base/hooks.ts';

export type { ActiveAbility, Characteristics } from '../base/state.ts';

import { mayHaveAbility } from './abilityKinds.ts';

export { mayHaveAbility };

export function abilityId(key: AbilityKey): string {
  return `${key.def}:${key.path.join('.')}`;
}

/**
 * What a face-down object is (708.2): a 2/2 creature with no name, no subtypes and no mana cost;
 * with no text at all if an effect turned it face down without listing its characteristics
 * (708.2a), with its kind's abilities if a mechanic's rules did (702.168b, disguise: ward {2}).
 */
function faceDownBase(kind: NonNullable<GameObject['faceDown']>): Omit<Characteristics, 'abilities' | 'token'> & { abilities: ActiveAbility[] } {
  return {
    name: null,
    manaCost: null,
    manaValue: 0,
    colors: [],
    supertypes: [],
    types: ['creature'],
    subtypes: [],
    power: 2,
    toughness: 2,
    abilities: [...faceDownAbilities(kind)],
    faceDown: true,
  };
}

/** Abilities per definition, card and level: definitions never change, so this is a pure cache. */
const abilityCache = new WeakMap<CardDef, Map<string, ActiveAbility[]>>();

function abilitiesOfCard(s: GameState, card: CardId, level: number): ActiveAbility[] {
  const pc = s.cards[card];
  const def = pc ? s.defs[pc.def] : undefined;
  if (!def) return [];
  let byCard = abilityCache.get(def);
  if (!byCard) abilityCache.set(def, (byCard = new Map()));
  const key = `${card}|${level}`;
  const cached = byCard.get(key);
  if (cached) return cached;
  const out: ActiveAbility[] = [];
  byCard.set(key, out);
  def.abilities.forEach((a, i) => {
    const key = { def: def.id, path: [i] };
    out.push({ key, id: abilityId(key), def: a, fromCard: card });
    // 716.2a: "As long as this Class is level N or greater, it has [abilities]"
    if (a.kind === 'classLevel' && level >= a.level) {
      a.abilities.forEach((b, j) => {
        const k = { def: def.id, path: [i, j] };
        out.push({ key: k, id: abilityId(k), def: b, fromCard: card });
      });
    }
  });
  return out;
}

/** Whether any definition in this game has an anthem (most games have none: skip the scan). */
function hasAnthems(s: GameState): boolean {
  return defsProfile(s).statics.has('anthem');
}

const printedCache = new WeakMap<CardDef, { manaValue: number; colors: Color[] }>();

/** Mana value and colours of a printed mana cost (202.3, 105.2), parsed once per definition. */
function printed(def: CardDef): { manaValue: number; colors: Color[] } {
  let p = printedCache.get(def);
  if (!p) printedCache.set(def, (p = { manaValue: manaValue(def.manaCost), colors: colorsOf(def.manaCost) }));
  return p;
}

/**
 * The printed, face-down and merged characteristics depend only on the object's cards (each
 * physical card entry is never changed in place: a change makes a new entry), whether it is face
 * down and its class level. They are cached per topmost card entry, keyed by the rest, and frozen:
 * every later layer makes a new object rather than change them.
 */
const baseCache = new WeakMap<object, Map<string, Characteristics>>();

function baseKey(s: GameState, o: GameObject): string {
  let key = `${o.faceDown ?? 'u'}${o.level ?? 1}`;
  for (const f of o.faceDownCards ?? []) key += `|${f.card}~${f.kind}`;
  for (const card of o.cards) {
    const pc = s.cards[card];
    key += pc ? `|${card}:${pc.def}:${pc.token ? 1 : 0}` : `|${card}`;
  }
  return key;
}

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

/** Layers 1–6 before effects: everything but power and toughness (cached, see baseCache). */
/**
 * The base characteristics last computed for a list of cards (an object's list is replaced,
 * never changed in place, and a copy of an object shares it), with the face-down status and level
 * they were computed for. The card entries and definitions a card id names never change, so while
 * these are the same, so is the base.
 */
const baseOfCards = new WeakMap<readonly string[], { faceDown: GameObject['faceDown']; faceDownCards: GameObject['faceDownCards']; level: number | undefined; base: Characteristics }>();

function baseCharacteristics(s: GameState, o: GameObject): Characteristics {
  const seen = baseOfCards.get(o.cards);
  if (seen && seen.faceDown === o.faceDown && seen.faceDownCards === o.faceDownCards && seen.level === o.level) return seen.base;
  const base = baseCharacteristicsByKey(s, o);
  baseOfCards.set(o.cards, { faceDown: o.faceDown, faceDownCards: o.faceDownCards, level: o.level, base });
  return base;
}

function baseCharacteristicsByKey(s: GameState, o: GameObject): Characteristics {
  const top = o.cards[0] !== undefined ? s.cards[o.cards[0]] : undefined;
  // without a card entry (not a real case) nothing is cached: compute as is
  if (!top) return computeBaseCharacteristics(s, o);
  if (o.cards.length === 1) return singleCardBase(s, o, top);
  let byKey = baseCache.get(top);
  if (!byKey) baseCache.set(top, (byKey = new Map()));
  const key = baseKey(s, o);
  let c = byKey.get(key);
  if (!c) byKey.set(key, (c = deepFreeze(computeBaseCharacteristics(s, o))));
  return c;
}

/**
 * The base characteristics of an object of one card depend only on its definition (never
 * changed), the card's id and whether it is a token, face-down status and level: cached per
 * definition, so games made from the same catalogue share them.
 */
const singleCache = new WeakMap<CardDef, Map<string, Characteristics>>();

function singleCardBase(s: GameState, o: GameObject, top: PhysicalCard): Characteristics {
  const def = s.defs[top.def];
  if (!def) return computeBaseCharacteristics(s, o);
  let byKey = singleCache.get(def);
  if (!byKey) singleCache.set(def, (byKey = new Map()));
  const key = `${o.faceDown ?? 'u'}${o.level ?? 1}|${o.cards[0] ?? ''}:${top.token ? 1 : 0}`;
  let c = byKey.get(key);
  if (!c) byKey.set(key, (c = deepFreeze(computeBaseCharacteristics(s, o))));
  return c;
}

function computeBaseCharacteristics(s: GameState, o: GameObject): Characteristics {
  const token = o.cards[0] !== undefined && (s.cards[o.cards[0]]?.token ?? false);
  if (o.faceDown) return { ...faceDownBase(o.faceDown), token };
  const top = o.cards[0];
  const def = top !== undefined ? s.defs[s.cards[top]?.def ?? ''] : undefined;
  if (!def) {
    return { name: null, manaCost: null, manaValue: 0, colors: [], supertypes: [], types: [], subtypes: [], power: null, toughness: null, abilities: [], faceDown: false, token };
  }
  // 716.2d: a permanent without a level is treated as level 1
  const level = o.level ?? 1;
  // 702.140e: all abilities of each component; other characteristics from the topmost; 708.2,
  // 730.2e: a face-down component has only its face-down abilities (ward {2} if disguised)
  const abilities = o.cards.flatMap((c) => {
    const fd = o.faceDownCards?.find((f) => f.card === c);
    if (fd) return faceDownAbilities(fd.kind);
    return abilitiesOfCard(s, c, level);
  });
  return {
    // a copy of a face-down object has no name (708.2, 707.2; its definition's name is empty)
    name: def.name === '' ? null : def.name,
    manaCost: def.manaCost ?? null,
    manaValue: printed(def).manaValue,
    colors: def.colors ?? printed(def).colors,
    supertypes: def.supertypes ?? [],
    types: def.types,
    subtypes: def.subtypes ?? [],
    power: def.power ?? null,
    toughness: def.toughness ?? null,
    abilities,
    faceDown: false,
    token,
  };
}

/** 613.1d / 613.4b: effects that make it a creature with a base power and toughness. */
function withTypeEffects(s: GameState, o: GameObject, c: Characteristics): Characteristics {
  let out = c;
  const effects = s.effects;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as ContinuousEffect;
    if (e.affected !== o.id || !e.becomesCreature) continue;
    const types = out.types.includes('creature') ? out.types : [...out.types, 'creature' as const];
    out = { ...out, types, power: e.becomesCreature.power, toughness: e.becomesCreature.toughness };
  }
  return out;
}

/** 604.3 / 613.4a: characteristic-defining abilities set power and toughness, in every zone. */
function withCharacteristicDefining(s: GameState, o: GameObject, c: Characteristics): Characteristics {
  // (most games have no such ability: skip the walk; an indexed loop, the list is frozen)
  if (!defsProfile(s).statics.has('ptFromGraveyardCount')) return c;
  const abilities = c.abilities;
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i] as ActiveAbility;
    if (a.def.kind !== 'static' || a.def.effect.kind !== 'ptFromGraveyardCount') continue;
    const f = a.def.effect.filter;
    // counted with their printed-and-merged characteristics (no P/T needed: no recursion)
    const n = (s.zones[`${o.controller}.graveyard`] ?? []).filter((id) => {
      const x = s.objects[id];
      return x !== undefined && matchesFilter(s, x, baseCharacteristics(s, x), f, o.controller, o.id);
    }).length;
    return { ...c, power: n, toughness: n };
  }
  return c;
}

/** The anthems of one object (its static abilities that aren't lost), added to `out`. */
function addAnthemsOf(s: GameState, id: ObjectId, out: { src: GameObject; effect: Anthem }[]): void {
  const src = s.objects[id];
  if (!src || !mayHaveAbility(s, src, 'static')) return;
  const abilities = withAbilityEffects(s, src, baseCharacteristics(s, src)).abilities;
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i] as ActiveAbility;
    if (a.def.kind === 'static' && a.def.effect.kind === 'anthem') out.push({ src, effect: a.def.effect });
  }
}

type Anthem = Extract<Extract<AbilityDef, { kind: 'static' }>['effect'], { kind: 'anthem' }>;

/**
 * 613.4c: the anthems in the game now (static abilities of permanents, and of face-up schemes,
 * 314.4), found in one scan of the battlefield and remembered while nothing they depend on changes.
 */
function anthems(s: GameState): readonly { src: GameObject; effect: Anthem }[] {
  return memoWhileUnchanged(s, 'anthems', () => {
    const out: { src: GameObject; effect: Anthem }[] = [];
    // the permanents, then face-up schemes (indexed loops: the lists are frozen, and for…of is many times slower on a frozen list, Node 20)
    const onBattlefield = s.zones.battlefield ?? [];
    for (let i = 0; i < onBattlefield.length; i++) addAnthemsOf(s, onBattlefield[i] as ObjectId, out);
    for (let p = 0; p < s.players.length; p++) {
      const command = s.zones[`${s.players[p] as string}.command`] ?? [];
      for (let i = 0; i < command.length; i++) if (s.objects[command[i] as ObjectId]?.schemeFaceUp) addAnthemsOf(s, command[i] as ObjectId, out);
    }
    return out;
  });
}

/**
 * Whether an object may be legendary: supertypes come from its topmost card (no effect of this
 * vocabulary changes them), and a face-down object has none (708.2). A quick test before
 * computing all of its characteristics.
 */
export function mayBeLegendary(s: GameState, o: GameObject): boolean {
  return baseCharacteristics(s, o).supertypes.includes('legendary');
}

/**
 * In a game with no anthem, while no continuous effect exists, for an object without a
 * characteristic-defining ability, the characteristics are the base ones with the counters
 * added to power and toughness on the battlefield (122.1a): the base itself when there are none
 * (the same values computeCharacteristics gives). Those with counters are remembered per frozen
 * object (an object never changes once frozen).
 */
const countedOfObject = new WeakMap<GameObject, Characteristics>();

function plainCharacteristics(o: GameObject, base: Characteristics): Characteristics {
  if (base.power === null || base.toughness === null || o.zone !== 'battlefield') return base;
  const n = (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
  if (n === 0) return base;
  const frozen = Object.isFrozen(o);
  const seen = frozen ? countedOfObject.get(o) : undefined;
  if (seen) return seen;
  const c = Object.freeze({ ...base, power: base.power + n, toughness: base.toughness + n });
  if (frozen) countedOfObject.set(o, c);
  return c;
}

function hasCharacteristicDefining(c: Characteristics): boolean {
  const abilities = c.abilities;
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i] as ActiveAbility;
    if (a.def.kind === 'static' && a.def.effect.kind === 'ptFromGraveyardCount') return true;
  }
  return false;
}

/**
 * The characteristics of an object as they are now. On a sealed state (which never changes)
 * each object's are computed once and remembered (objects are frozen there: the same object,
 * the same characteristics).
 */
export function characteristics(s: GameState, o: GameObject): Characteristics {
  if (s.effects.length === 0) {
    const profile = defsProfile(s);
    const base = baseCharacteristics(s, o);
    if (!profile.statics.has('ptFromGraveyardCount') || !hasCharacteristicDefining(base)) {
      // no continuous effect and no anthem in the game: they depend on the object alone
      if (!profile.statics.has('anthem')) return plainCharacteristics(o, base);
      // with anthems, but no effect: one without power and toughness, or off the battlefield
      // (where no anthem applies and counters don't count), is its base (computeCharacteristics
      // gives the same values)
      if (base.power === null || base.toughness === null || o.zone !== 'battlefield') return base;
    }
  }
  const table = Object.isFrozen(o) ? stableTable<GameObject, Characteristics>(s, 'characteristics') : undefined;
  if (!table) return computeCharacteristics(s, o);
  let c = table.get(o);
  if (!c) table.set(o, (c = Object.freeze(computeCharacteristics(s, o))));
  return c;
}

function computeCharacteristics(s: GameState, o: GameObject): Characteristics {
  // 613.4a before 613.4b: the characteristic-defining P/T, then effects that set a base P/T
  const c = withTypeEffects(s, o, withCharacteristicDefining(s, o, withAbilityEffects(s, o, baseCharacteristics(s, o))));
  if (c.power === null || c.toughness === null) return c;
  let power = c.power;
  let toughness = c.toughness;
  if (o.zone === 'battlefield' && hasAnthems(s)) {
    // 613.4c: effects that modify power and toughness (anthems of other permanents)
    const all = anthems(s);
    for (let i = 0; i < all.length; i++) {
      const { src, effect } = all[i] as { src: GameObject; effect: Anthem };
      if (src.id !== o.id && matchesFilter(s, o, c, effect.filter, src.controller, src.id)) {
        power += effect.power;
        toughness += effect.toughness;
      }
    }
  }
  if (o.zone === 'battlefield') {
    const effects = s.effects;
    for (let i = 0; i < effects.length; i++) {
      const e = effects[i] as ContinuousEffect;
      if (e.affected === o.id) {
        power += e.power ?? 0;
        toughness += e.toughness ?? 0;
      }
    }
    // 122.1a: each +1/+1 counter adds 1 to power and toughness; -1/-1 subtracts
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    power += plus - minus;
    toughness += plus - minus;
  }
  return { ...c, power, toughness };
}

export function chars(s: GameState, o: GameObject): Characteristics {
  return characteristics(s, o);
}

export function hasType(c: Characteristics, t: CardType): boolean {
  return c.types.includes(t);
}

/** The first ability of this kind (an indexed loop: the list is frozen, see findAbility). */
export function abilityOfKind(c: Characteristics, kind: AbilityDef['kind']): ActiveAbility | undefined {
  const abilities = c.abilities;
  for (let i = 0; i < abilities.length; i++) if ((abilities[i] as ActiveAbility).def.kind === kind) return abilities[i];
  return undefined;
}

export function findAbility(c: Characteristics, id: string): ActiveAbility | undefined {
  // (an indexed loop: the list is frozen, and find is many times slower on a frozen list, Node 20)
  const abilities = c.abilities;
  for (let i = 0; i < abilities.length; i++) if ((abilities[i] as ActiveAbility).id === id) return abilities[i];
  return undefined;
}
