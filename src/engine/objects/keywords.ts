// Keyword abilities an object has now (702): what the rules of combat, damage, targeting and
// destruction ask about.
import type { Keyword } from '../base/cards.ts';
import type { ActiveAbility, GameObject, GameState } from '../base/state.ts';
import { characteristics } from './characteristics.ts';

/** Whether the object has this keyword now (multiple instances are redundant: 702.2f, 702.7d…). */
export function hasKeyword(s: GameState, o: GameObject, k: Keyword): boolean {
  // (an indexed loop: the list of abilities is frozen, and some is many times slower on a frozen list, Node 20)
  const abilities = characteristics(s, o).abilities;
  for (let i = 0; i < abilities.length; i++) {
    const def = (abilities[i] as ActiveAbility).def;
    if (def.kind === 'keyword' && def.keyword === k) return true;
  }
  return false;
}

/** 702.7b, 702.4b: it deals combat damage in the first combat damage step. */
export function hasFirstOrDoubleStrike(s: GameState, o: GameObject): boolean {
  return hasKeyword(s, o, 'firstStrike') || hasKeyword(s, o, 'doubleStrike');
}

/** 702.12b: a permanent with indestructible can't be destroyed. */
export function isIndestructible(s: GameState, o: GameObject): boolean {
  return hasKeyword(s, o, 'indestructible');
}

/**
 * 702.11b: a permanent with hexproof can't be the target of spells or abilities its controller's
 * opponents control (a teammate is no opponent, 102.3).
 */
export function hexproofAgainst(s: GameState, o: GameObject, controller: string): boolean {
  if (o.zone !== 'battlefield') return false;
  const mine = s.player[o.controller]?.team;
  const theirs = s.player[controller]?.team;
  if (mine === undefined || theirs === undefined || mine === theirs) return false;
  return hasKeyword(s, o, 'hexproof');
}
