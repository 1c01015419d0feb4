// Resolving the references of an effect ("target creature", "you", "each opponent", "this").
import type { ObjectRef, PlayerRef, TargetSpec } from '../base/cards.ts';
import { characteristics } from './characteristics.ts';
import { matchesFilter } from './filters.ts';
import { hexproofAgainst } from './keywords.ts';
import { battlefield, opponentsOf } from './objects.ts';
import type { EffectScope } from '../base/context.ts';
import type { GameObject, GameState, ObjectId, PlayerId, Target } from '../base/state.ts';

export type { EffectScope } from '../base/context.ts';

export function refObjects(s: GameState, ref: ObjectRef, scope: EffectScope): GameObject[] {
  if (ref === 'self') {
    const o = scope.self ? s.objects[scope.self] : undefined;
    return o ? [o] : [];
  }
  if (ref === 'triggeringObject') {
    const o = scope.triggeringObject ? s.objects[scope.triggeringObject] : undefined;
    return o ? [o] : [];
  }
  if ('target' in ref) {
    const t = scope.targets[ref.target];
    if (!t || !('object' in t)) return [];
    const o = s.objects[t.object];
    return o ? [o] : [];
  }
  return battlefield(s).filter((o) => matchesFilter(s, o, characteristics(s, o), ref.each, scope.controller, scope.self));
}

export function refPlayers(s: GameState, ref: PlayerRef, scope: EffectScope): PlayerId[] {
  if (ref === 'you') return [scope.controller];
  if (ref === 'eachOpponent') return opponentsOf(s, scope.controller);
  if (ref === 'eachPlayer') return s.players.filter((p) => !s.player[p]?.lost);
  if (ref === 'targetController') {
    const t = scope.targets[0];
    if (t && 'object' in t) {
      const o = s.objects[t.object];
      return o ? [o.controller] : [];
    }
    return [];
  }
  const t = scope.targets[ref.target];
  return t && 'player' in t ? [t.player] : [];
}

/** Is this target legal for this spec, for a spell or ability controlled by `controller`? (115, 608.2b) */
export function isLegalTarget(
  s: GameState,
  spec: TargetSpec,
  t: Target,
  controller: PlayerId,
  source: ObjectId | null,
): boolean {
  if (spec.kind === 'player') {
    if (!('player' in t)) return false;
    const p = s.player[t.player];
    if (!p || p.lost) return false;
    if (spec.who === 'opponent') return p.team !== s.player[controller]?.team;
    if (spec.who === 'you') return t.player === controller;
    return true;
  }
  if (!('object' in t)) return false;
  const o = s.objects[t.object];
  if (!o) return false;
  if (spec.kind === 'stackObject') {
    if (o.zone !== 'stack') return false;
    if (spec.spells === false && o.spell) return false;
    if (spec.abilities === false && o.ability) return false;
    return o.id !== source;
  }
  if (o.zone !== 'battlefield') return false;
  // 702.11b: not a permanent with hexproof, for a spell or ability one of its controller's opponents controls
  if (hexproofAgainst(s, o, controller)) return false;
  return matchesFilter(s, o, characteristics(s, o), spec.filter, controller, source);
}

/** Every legal choice for one target spec. */
export function legalTargets(s: GameState, spec: TargetSpec, controller: PlayerId, source: ObjectId | null): Target[] {
  if (spec.kind === 'player') {
    return s.players.map((p) => ({ player: p })).filter((t) => isLegalTarget(s, spec, t, controller, source));
  }
  const zone = spec.kind === 'stackObject' ? 'stack' : 'battlefield';
  return (s.zones[zone] ?? []).map((id) => ({ object: id })).filter((t) => isLegalTarget(s, spec, t, controller, source));
}
