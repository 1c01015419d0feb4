// legalActions: who must act now and every action open to them, each checked with the checks
// applyAction makes (so nothing offered is rejected), plus the actions that exist but aren't legal now,
// with the engine's reason (for "shown disabled, with why").
import type { Action, CastMethod, CostChoices } from './base/actions.ts';
import { applyAction } from './apply.ts';
import type { TargetSpec } from './base/cards.ts';
import { abilityOfKind, characteristics } from './objects/characteristics.ts';
import { potentialAttackers } from './combat/combat.ts';
import type { ErrorCode } from './base/errors.ts';
import { CAST_METHODS, MECHANICS } from './base/hooks.ts';
import { battlefield, opponentsOf } from './objects/objects.ts';
import { blockingGroup, priorityPlayers, sharedTeamTurns, teamOf } from './base/teams.ts';
import { legalTargets } from './objects/refs.ts';
import { abilityDefOf } from './stack/abilities.ts';
import type { GameObject, GameState, PlayerId, Target } from './base/state.ts';
import { sealed } from './base/draft.ts';
import type { Ctx } from './base/context.ts';
import { ACTION_TYPES } from './actions/index.ts';

export interface LegalActions {
  /** who must act now (null when the game is over); with shared team turns, the primary player of the team that must (805.2) */
  player: PlayerId | null;
  /**
   * every player who may act now, `player` first: with shared team turns the whole team holding
   * priority (805.5a: any of them may cast, activate or pass for it; the actions name who acts)
   * or making the team's decision (its attack, its block, its order of triggers: 805.10b, 805.10d,
   * 805.7, answered by its primary player), otherwise `player` alone; empty when nobody acts
   */
  players: PlayerId[];
  kind: 'priority' | 'orderTriggers' | 'chooseTargets' | 'declareAttackers' | 'declareBlockers' | 'choose' | 'none';
  actions: Action[];
  /** actions that exist for this player but are illegal now, with the reason */
  unavailable: { action: Action; error: ErrorCode }[];
}

const MAX_COMBOS = 64;

function product<T>(lists: readonly (readonly T[])[]): T[][] {
  let out: T[][] = [[]];
  for (const l of lists) {
    const next: T[][] = [];
    for (const prefix of out) for (const x of l) if (next.length < MAX_COMBOS) next.push([...prefix, x]);
    out = next;
  }
  return out;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) if (out.length < 24) out.push([x, ...rest]);
  });
  return out;
}

function targetCombos(s: GameState, specs: readonly TargetSpec[], player: PlayerId, source: string): Target[][] {
  if (specs.length === 0) return [[]];
  return product(specs.map((sp) => legalTargets(s, sp, player, source)));
}

function castCandidates(s: GameState, player: PlayerId, out: Action[]): Action[] {
  for (const id of s.zones[`${player}.hand`] ?? []) {
    const card = s.objects[id];
    if (!card) continue;
    const c = characteristics(s, card);
    if (c.types.includes('land')) {
      out.push({ type: 'playLand', player, object: id });
      continue;
    }
    const methods: CastMethod[] = ['normal'];
    for (const m of MECHANICS) if (m.castMethod && m.castMethod.cost(s, card) !== undefined) methods.push(m.castMethod.method);
    for (const method of methods) {
      const sa = abilityOfKind(c, 'spell');
      const rules = method === 'normal' ? undefined : CAST_METHODS.get(method);
      const specs: readonly TargetSpec[] = rules?.targets ?? (sa && sa.def.kind === 'spell' ? (sa.def.targets ?? []) : []);
      const choices: (CostChoices | undefined)[] = rules?.costChoices?.(s, player) ?? [undefined];
      for (const targets of targetCombos(s, specs, player, id)) {
        for (const costs of choices) {
          out.push({
            type: 'cast',
            player,
            object: id,
            ...(method !== 'normal' ? { method } : {}),
            ...(targets.length ? { targets } : {}),
            ...(costs ? { costs } : {}),
          });
        }
      }
    }
  }
  return out;
}

function activateCandidates(s: GameState, player: PlayerId, out: Action[]): Action[] {
  const sources: GameObject[] = [];
  for (const o of battlefield(s)) if (o.controller === player) sources.push(o);
  for (const id of s.zones[`${player}.command`] ?? []) {
    const o = s.objects[id];
    if (o?.schemeFaceUp) sources.push(o);
  }
  for (const o of sources) {
    for (const a of characteristics(s, o).abilities) {
      const def = a.def;
      if (def.kind !== 'activated' && def.kind !== 'mana' && def.kind !== 'classLevel') continue;
      const specs = def.kind === 'activated' ? (def.targets ?? []) : [];
      const sac = def.kind !== 'classLevel' ? def.cost.sacrifice : undefined;
      const sacOptions: (string[] | undefined)[] = sac
        ? battlefield(s).filter((x) => x.controller === player).map((x) => [x.id])
        : [undefined];
      for (const targets of targetCombos(s, specs, player, o.id)) {
        for (const sacrifice of sacOptions) {
          out.push({
            type: 'activate',
            player,
            object: o.id,
            ability: a.id,
            ...(targets.length ? { targets } : {}),
            ...(sacrifice ? { costs: { sacrifice } } : {}),
          });
        }
      }
    }
    if (o.faceDown) out.push({ type: 'turnFaceUp', player, object: o.id });
  }
  return out;
}

function decisionCandidates(s: GameState): Action[] {
  const d = s.decision;
  if (!d) return [];
  switch (d.kind) {
    case 'orderTriggers':
      return permutations(d.triggers).map((order) => ({ type: 'orderTriggers', player: d.player, order }));
    case 'chooseTargets': {
      const t = s.pendingTriggers.find((x) => x.id === d.trigger);
      if (!t) return [];
      const def = abilityDefOf(s, t.key);
      const specs = def && (def.kind === 'triggered' || def.kind === 'chapter') ? (def.targets ?? []) : [];
      return targetCombos(s, specs, d.player, t.source).map((targets) => ({ type: 'chooseTargets', player: d.player, targets }));
    }
    case 'declareAttackers': {
      const attackers = potentialAttackers(s).slice(0, 6);
      const targets = opponentsOf(s, d.player);
      const options = attackers.map((o) => [null, ...targets.map((t) => ({ object: o.id, target: t }))]);
      return product(options).map((combo) => ({
        type: 'declareAttackers',
        player: d.player,
        attackers: combo.filter((x): x is { object: string; target: string } => x !== null),
      }));
    }
    case 'declareBlockers': {
      const group = blockingGroup(s, d.player);
      const attackers = battlefield(s).filter((o) => o.attack !== undefined && group.includes(o.attack.target));
      const blockers = battlefield(s)
        .filter((o) => group.includes(o.controller) && !o.tapped && characteristics(s, o).types.includes('creature'))
        .slice(0, 4);
      const options = blockers.map((b) => [null, ...attackers.map((at) => ({ blocker: b.id, attacker: at.id }))]);
      return product(options).map((combo) => ({
        type: 'declareBlockers',
        player: d.player,
        blocks: combo.filter((x): x is { blocker: string; attacker: string } => x !== null),
      }));
    }
    case 'choose':
      return d.options.map((option) => ({ type: 'choose', player: d.player, option }));
  }
}

/**
 * Whether an action is legal, decided without applying it where the rules allow: the checks the
 * action makes before anything changes, which are all it can fail on. Returns the error code,
 * null if legal, or undefined where only trying the action tells (turning a permanent face up,
 * answering a choice, an alternative cost that changes the spell). `s` must be sealed (it is
 * read many times: what it computes is remembered).
 */
export function checkAction(s: GameState, a: Action, context?: Ctx): ErrorCode | null | undefined {
  // (the checks only read: one context serves every candidate of a legalActions call)
  const ctx: Ctx = context ?? { s, events: [], lki: {} };
  // turning face up, answering a choice, and any other action: only applying it tells (undefined)
  return ACTION_TYPES.get(a.type)?.check(ctx, a);
}

/** Who acts on a decision: with shared team turns the team for a team's decision (805.7, 805.10b, 805.10d), else the one asked. */
function decidingPlayers(s: GameState, d: NonNullable<GameState['decision']>): PlayerId[] {
  const team = d.kind === 'orderTriggers' || d.kind === 'declareAttackers' || d.kind === 'declareBlockers';
  return team && sharedTeamTurns(s) ? teamOf(s, d.player) : [d.player];
}

export function legalActions(state: GameState): LegalActions {
  const s = sealed(state);
  if (s.over) return { player: null, players: [], kind: 'none', actions: [], unavailable: [] };
  const d = s.decision;
  const player = d ? d.player : s.turn.priority;
  if (player === null) return { player: null, players: [], kind: 'none', actions: [], unavailable: [] };
  const players = d ? decidingPlayers(s, d) : priorityPlayers(s);
  // 805.5b: one pass for the team holding priority, by its primary player
  const candidates: Action[] = d ? decisionCandidates(s) : [{ type: 'pass', player }, { type: 'advance', player }];
  // 805.5a: each player of that team may cast and activate
  if (!d) for (const p of players) activateCandidates(s, p, castCandidates(s, p, candidates));
  const actions: Action[] = [];
  const unavailable: { action: Action; error: ErrorCode }[] = [];
  const ctx: Ctx = { s, events: [], lki: {} };
  for (const a of candidates) {
    let error = checkAction(s, a, ctx);
    if (error === undefined) {
      const r = applyAction(s, a);
      error = r.ok ? null : r.error;
    }
    if (error === null) actions.push(a);
    else unavailable.push({ action: a, error });
  }
  return { player, players, kind: d ? d.kind : 'priority', actions, unavailable };
}
