// Copying a state before changing it, so applyAction never mutates its input. What the engine
// changes in place is copied: objects (and their counters, cards, combat and stack data), zone
// lists, players and their pools, the turn. Card definitions and physical card entries are never
// changed in place, so they are shared; the small remaining parts are copied generically.
import type { GameObject, GameState, Player } from './state.ts';

function deepCopy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(deepCopy) as T;
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = deepCopy((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}

/**
 * Every field written out, optional ones too (as undefined when absent): each copy then has the
 * same shape, which keeps copying and reading objects fast (a spread of objects of many shapes
 * was the engine's costliest line).
 */
export function cloneObject(o: GameObject): GameObject {
  return {
    id: o.id,
    zone: o.zone,
    owner: o.owner,
    controller: o.controller,
    cards: o.cards.slice(),
    tapped: o.tapped,
    faceDown: o.faceDown,
    counters: { ...o.counters },
    damage: o.damage,
    sinceTurnStart: o.sinceTurnStart,
    level: o.level,
    attack: o.attack ? { ...o.attack, blockedBy: o.attack.blockedBy.slice() } : undefined,
    blocking: o.blocking,
    // targets are replaced, never edited: a copy of the list is enough
    spell: o.spell ? { ...o.spell, targets: o.spell.targets.slice() } : undefined,
    ability: o.ability ? { ...o.ability, targets: o.ability.targets.slice() } : undefined,
    schemeFaceUp: o.schemeFaceUp,
    timestamp: o.timestamp,
  };
}

/**
 * Cards in a library, hand, graveyard or exile are only ever moved (a move makes a new object,
 * 400.7), never changed in place: they are shared between states, frozen so that a change would
 * fail loudly instead of rewriting history.
 */
function copyOrShare(o: GameObject): GameObject {
  if (o.zone === 'battlefield' || o.zone === 'stack' || o.zone === 'command') return cloneObject(o);
  if (!Object.isFrozen(o)) Object.freeze(o);
  return o;
}

export function cloneState(s: GameState): GameState {
  const player: Record<string, Player> = {};
  for (const id of s.players) {
    const p = s.player[id];
    if (p) player[id] = { ...p, manaPool: { ...p.manaPool } };
  }
  const objects: Record<string, GameObject> = {};
  for (const id of Object.keys(s.objects)) objects[id] = copyOrShare(s.objects[id] as GameObject);
  const zones: Record<string, string[]> = {};
  for (const key of Object.keys(s.zones)) zones[key] = (s.zones[key] as string[]).slice();
  return {
    version: s.version,
    defs: s.defs,
    players: s.players.slice(),
    player,
    cards: { ...s.cards },
    objects,
    zones,
    turn: { ...s.turn, passed: s.turn.passed.slice() },
    pendingTriggers: s.pendingTriggers.map((t) => ({ ...t })),
    orderedTriggers: s.orderedTriggers.slice(),
    decision: s.decision === null ? null : deepCopy(s.decision),
    priorityAfterDecision: s.priorityAfterDecision,
    effects: s.effects.length === 0 ? [] : deepCopy(s.effects),
    history: { leftBattlefield: s.history.leftBattlefield.slice() },
    rng: s.rng,
    nextId: s.nextId,
    winner: s.winner,
    over: s.over,
  };
}
