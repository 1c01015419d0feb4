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

export function cloneObject(o: GameObject): GameObject {
  const c: GameObject = { ...o, cards: o.cards.slice(), counters: { ...o.counters } };
  if (o.attack) c.attack = { ...o.attack, blockedBy: o.attack.blockedBy.slice() };
  // targets are replaced, never edited: a copy of the list is enough
  if (o.spell) c.spell = { ...o.spell, targets: o.spell.targets.slice() };
  if (o.ability) c.ability = { ...o.ability, targets: o.ability.targets.slice() };
  return c;
}

function mapValues<T>(m: Record<string, T>, f: (v: T) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in m) out[k] = f(m[k] as T);
  return out;
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
  return {
    ...s,
    players: s.players.slice(),
    player: mapValues(s.player, (p: Player) => ({ ...p, manaPool: { ...p.manaPool } })),
    cards: { ...s.cards },
    objects: mapValues(s.objects, copyOrShare),
    zones: mapValues(s.zones, (z) => z.slice()),
    turn: { ...s.turn, passed: s.turn.passed.slice() },
    pendingTriggers: s.pendingTriggers.map((t) => ({ ...t })),
    orderedTriggers: s.orderedTriggers.slice(),
    decision: deepCopy(s.decision),
    effects: deepCopy(s.effects),
    history: { leftBattlefield: s.history.leftBattlefield.slice() },
  };
}
