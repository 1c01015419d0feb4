// Combat (506–511): declaring attackers and blockers, combat damage, leaving combat.
import type { Action } from '../base/actions.ts';
import { characteristics } from '../objects/characteristics.ts';
import type { Ctx } from '../base/context.ts';
import { tapObject } from '../base/changes.ts';
import { fail } from '../base/errors.ts';
import { battlefield, getObject, opponentsOf } from '../objects/objects.ts';
import type { GameObject, GameState, PlayerId } from '../base/state.ts';
import { hasKeyword } from '../objects/keywords.ts';
import { emitEvent } from '../base/bus.ts';
import { editObject } from '../base/write.ts';
import { blockingGroup, isActivePlayer } from '../base/teams.ts';

/** 508.1a: untapped creatures the active player has controlled since the turn began (or haste). */
export function canAttack(s: GameState, o: GameObject): boolean {
  const c = characteristics(s, o);
  return (
    o.zone === 'battlefield' &&
    c.types.includes('creature') &&
    !o.tapped &&
    (o.sinceTurnStart || hasKeyword(s, o, 'haste')) &&
    !hasKeyword(s, o, 'defender')
  );
}

export function potentialAttackers(s: GameState): GameObject[] {
  // 805.10b: with shared team turns the active team attacks as one
  return battlefield(s).filter((o) => isActivePlayer(s, o.controller) && canAttack(s, o));
}

/**
 * Defending players who are being attacked and still have to declare blockers, in APNAP order
 * (802.4); with shared team turns one per defending team, which blocks as one (805.10d).
 */
function defendersToDeclare(s: GameState): PlayerId[] {
  const attacked = new Set(battlefield(s).flatMap((o) => (o.attack ? [o.attack.target] : [])));
  const out: PlayerId[] = [];
  for (const p of opponentsOf(s, s.turn.active)) {
    const group = blockingGroup(s, p);
    if (group.some((q) => attacked.has(q)) && !out.some((q) => group.includes(q))) out.push(group[0] ?? p);
  }
  return out;
}

export function needsAttackDecision(ctx: Ctx): void {
  const { s } = ctx;
  if (potentialAttackers(s).length === 0) {
    // 508.8: no attackers; declare blockers and combat damage steps are skipped
    s.turn.noAttackers = true;
    return;
  }
  s.decision = { kind: 'declareAttackers', player: s.turn.active };
}

export function needsBlockDecision(ctx: Ctx): void {
  const { s } = ctx;
  const [first] = defendersToDeclare(s);
  if (first !== undefined) s.decision = { kind: 'declareBlockers', player: first };
}

/** Every check of a declaration of attackers (508.1); throws the first reason it is illegal. */
export function checkDeclareAttackers(ctx: Ctx, a: Extract<Action, { type: 'declareAttackers' }>): void {
  const { s } = ctx;
  if (s.decision?.kind !== 'declareAttackers') fail('no-decision-pending');
  if (s.decision.player !== a.player) fail('not-your-decision');
  const seen = new Set<string>();
  const opponents = opponentsOf(s, a.player);
  for (const { object, target } of a.attackers) {
    const o = getObject(s, object);
    if (seen.has(object) || !isActivePlayer(s, o.controller) || !canAttack(s, o) || !opponents.includes(target)) fail('illegal-attacker');
    seen.add(object);
  }
}

/** Declares attackers (508.1); returns who receives priority now (508.2: the active player). */
export function declareAttackers(ctx: Ctx, a: Extract<Action, { type: 'declareAttackers' }>): PlayerId | null {
  const { s } = ctx;
  checkDeclareAttackers(ctx, a);
  s.decision = null;
  for (const { object, target } of a.attackers) {
    const o = getObject(s, object);
    // 508.1f: attacking creatures become tapped (unless vigilance)
    if (!hasKeyword(s, o, 'vigilance')) tapObject(ctx, o, '508.1f');
    editObject(s, o).attack = { target, declared: true, blocked: false, blockedBy: [] };
  }
  if (a.attackers.length === 0) s.turn.noAttackers = true;
  emitEvent(ctx, { type: 'attackersDeclared', player: a.player, attackers: a.attackers.map((x) => ({ object: x.object, target: x.target })), rule: '508.1' });
  return s.turn.active;
}

function canBlock(s: GameState, blocker: GameObject, attacker: GameObject): boolean {
  const c = characteristics(s, blocker);
  if (!c.types.includes('creature') || blocker.tapped || blocker.zone !== 'battlefield') return false;
  // 702.9b: a creature with flying can be blocked only by creatures with flying or reach
  if (hasKeyword(s, attacker, 'flying') && !hasKeyword(s, blocker, 'flying') && !hasKeyword(s, blocker, 'reach')) return false;
  return true;
}

/** Every check of a declaration of blockers (509.1); throws the first reason it is illegal. */
export function checkDeclareBlockers(ctx: Ctx, a: Extract<Action, { type: 'declareBlockers' }>): void {
  const { s } = ctx;
  if (s.decision?.kind !== 'declareBlockers') fail('no-decision-pending');
  if (s.decision.player !== a.player) fail('not-your-decision');
  const used = new Set<string>();
  // 802.4a: a defending player blocks with their creatures the creatures attacking them; 805.10d:
  // a defending team blocks as one, any of its creatures blocking a creature attacking any of them
  const group = blockingGroup(s, a.player);
  for (const { blocker, attacker } of a.blocks) {
    const b = getObject(s, blocker);
    const at = getObject(s, attacker);
    if (used.has(blocker) || !group.includes(b.controller) || !at.attack || !group.includes(at.attack.target) || !canBlock(s, b, at)) {
      fail('illegal-blocker');
    }
    used.add(blocker);
  }
  // 702.111b: a creature with menace can't be blocked except by two or more creatures
  for (const { attacker } of a.blocks) {
    if (a.blocks.filter((x) => x.attacker === attacker).length === 1 && hasKeyword(s, getObject(s, attacker), 'menace')) fail('menace-needs-two-blockers');
  }
}

/** Declares blockers (509.1); returns who receives priority now (509.2: the active player), null while another defender has to declare. */
export function declareBlockers(ctx: Ctx, a: Extract<Action, { type: 'declareBlockers' }>): PlayerId | null {
  const { s } = ctx;
  checkDeclareBlockers(ctx, a);
  s.decision = null;
  for (const { blocker, attacker } of a.blocks) {
    editObject(s, getObject(s, blocker)).blocking = attacker;
    const at = editObject(s, getObject(s, attacker));
    if (at.attack) {
      at.attack.blocked = true;
      at.attack.blockedBy.push(blocker);
    }
  }
  emitEvent(ctx, { type: 'blockersDeclared', player: a.player, blocks: a.blocks, rule: '509.1' });
  const next = defendersToDeclare(s).find((p) => s.players.indexOf(p) > s.players.indexOf(a.player));
  if (next !== undefined) {
    s.decision = { kind: 'declareBlockers', player: next };
    return null;
  }
  // 509.1h: an attacking creature with no blockers is unblocked
  for (const o of battlefield(s)) if (o.attack && !o.attack.blocked) ctx.events.push({ type: 'unblocked', object: o.id, rule: '509.1h' });
  return s.turn.active;
}

/** 511.3: at the end of combat every creature is removed from combat. */
export function endCombat(ctx: Ctx): void {
  // 510.4: the combat's record of who had first strike ends with it
  if (ctx.s.turn.firstStrikers) delete ctx.s.turn.firstStrikers;
  for (const o of battlefield(ctx.s)) {
    if (o.attack || o.blocking) {
      const w = editObject(ctx.s, o);
      delete w.attack;
      delete w.blocking;
      ctx.events.push({ type: 'removedFromCombat', object: o.id, rule: '511.3' });
    }
  }
}
