// What the card definitions of a game hold, found once per set of definitions: which kinds of
// abilities, triggers, static effects, types and supertypes occur at all. Abilities come only from
// definitions (effects of this vocabulary only remove them; a face-down object has only ward,
// 708.2), so a rule whose cards aren't in the game can be skipped without looking at any object.
// The definitions of a game are never changed in place (a new one is added to a copy of the map),
// so the profile is remembered per map.
import type { AbilityDef, CardDef, CardType, StaticEffect, Supertype, Trigger } from './cards.ts';
import type { GameState } from './state.ts';

export interface DefsProfile {
  abilityKinds: ReadonlySet<AbilityDef['kind']>;
  triggers: ReadonlySet<Trigger['on']>;
  statics: ReadonlySet<StaticEffect['kind']>;
  types: ReadonlySet<CardType>;
  supertypes: ReadonlySet<Supertype>;
}

const profiles = new WeakMap<Record<string, CardDef>, DefsProfile>();

function profileOfDefs(defs: Record<string, CardDef>): DefsProfile {
  const abilityKinds = new Set<AbilityDef['kind']>();
  const triggers = new Set<Trigger['on']>();
  const statics = new Set<StaticEffect['kind']>();
  const types = new Set<CardType>();
  const supertypes = new Set<Supertype>();
  const walk = (a: AbilityDef): void => {
    abilityKinds.add(a.kind);
    if (a.kind === 'triggered') triggers.add(a.trigger.on);
    else if (a.kind === 'static') statics.add(a.effect.kind);
    else if (a.kind === 'classLevel') a.abilities.forEach(walk);
  };
  for (const id in defs) {
    const d = defs[id] as CardDef;
    d.abilities.forEach(walk);
    for (const t of d.types) types.add(t);
    for (const t of d.supertypes ?? []) supertypes.add(t);
  }
  return { abilityKinds, triggers, statics, types, supertypes };
}

/** The last map looked up and its profile (asked for all the time, mostly of one game at once). */
let lastDefs: Record<string, CardDef> | null = null;
let lastProfile: DefsProfile | null = null;

/** The profile of this game's card definitions. */
export function defsProfile(s: GameState): DefsProfile {
  if (s.defs === lastDefs && lastProfile) return lastProfile;
  let p = profiles.get(s.defs);
  if (!p) profiles.set(s.defs, (p = profileOfDefs(s.defs)));
  lastDefs = s.defs;
  lastProfile = p;
  return p;
}
