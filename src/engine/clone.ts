// Copying a state before changing it, so applyAction never mutates its input. Card definitions
// and physical card entries are never modified in place, so they are shared; everything else is
// plain JSON-like data and copied deeply (a few dozen small objects: tens of microseconds).
import type { GameObject, GameState } from './state.ts';

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
  return deepCopy(o);
}

export function cloneState(s: GameState): GameState {
  const { defs, cards, ...rest } = s;
  return { ...deepCopy(rest), defs, cards: { ...cards } };
}
