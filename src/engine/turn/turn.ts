// Turn structure as data (500–514): phases and steps in order, their turn-based actions, and
// whether players get priority in them.
import type { StepName } from '../base/cards.ts';
import type { GameObject, GameState } from '../base/state.ts';
import type { Ctx } from '../base/context.ts';
import { drawCards } from '../objects/changes.ts';
import { untapObject } from '../base/changes.ts';
import { endCombat, needsAttackDecision, needsBlockDecision } from '../combat/combat.ts';
import { beginCombatDamage, beginFirstStrikeDamage, needsFirstStrikeStep } from '../combat/damage.ts';
import { MECHANICS } from '../base/hooks.ts';
import { battlefield, moveObject } from '../objects/objects.ts';
import { activePlayers, isActivePlayer, nextTurnPlayer } from '../base/teams.ts';
import { givePriority } from './priority.ts';
import { runStateBasedActions } from './sba.ts';
import { emptyPool, poolTotal } from '../base/mana.ts';
import { emitEvent, simultaneously } from '../base/bus.ts';
import { NO_HISTORY, NO_PASSES } from '../base/copies.ts';
import { editObject, playerForWrite } from '../base/write.ts';

export interface StepSpec {
  name: StepName;
  /** players get priority in this step (502.4, 514.3) */
  priority: boolean;
  /** turn-based actions at the start of the step */
  begin?: (ctx: Ctx) => void;
  /** turn-based actions at the end of the step */
  end?: (ctx: Ctx) => void;
  /** skipped when no attackers were declared (508.8) */
  combatOnly?: boolean;
  /** the step happens only when this holds as it would begin */
  onlyIf?: (s: GameState) => boolean;
}

function mechanicActions(step: StepName) {
  return (ctx: Ctx) => {
    for (const m of MECHANICS) m.turnBasedActions?.[step]?.(ctx);
  };
}

export const STEPS: readonly StepSpec[] = [
  {
    name: 'untap',
    priority: false,
    // 502.3: the active player untaps their permanents (805.4: each player of the active team)
    begin: (ctx) => {
      simultaneously(ctx, () => {
        const permanents = battlefield(ctx.s);
        for (let i = 0; i < permanents.length; i++) {
          const o = permanents[i] as GameObject;
          if (isActivePlayer(ctx.s, o.controller)) untapObject(ctx, o, '502.3');
        }
      });
    },
  },
  { name: 'upkeep', priority: true },
  {
    name: 'draw',
    priority: true,
    // 504.1; 103.8a: in a two-player game the player who goes first skips the draw of their
    // first turn, 103.8c / 800.7: in a multiplayer game nobody does; 805.4b / 805.6a: with shared
    // team turns each player of the active team draws, in turn order
    begin: (ctx) => {
      if (ctx.s.turn.number === 1 && ctx.s.players.length === 2) return;
      for (const p of activePlayers(ctx.s)) drawCards(ctx, p, 1, '504.1');
    },
  },
  // 505.3 / 703.4e: first the archenemy sets a scheme in motion (904.9); 505.4 / 703.4f / 714.3c:
  // then lore counters on Sagas (the order of the mechanics in mechanics/index.ts)
  { name: 'main1', priority: true, begin: mechanicActions('main1') },
  { name: 'beginCombat', priority: true },
  { name: 'declareAttackers', priority: true, begin: needsAttackDecision },
  { name: 'declareBlockers', priority: true, begin: needsBlockDecision, combatOnly: true },
  // 510.4: a first combat damage step only when an attacking or blocking creature has first strike or double strike
  { name: 'firstStrikeDamage', priority: true, begin: beginFirstStrikeDamage, combatOnly: true, onlyIf: needsFirstStrikeStep },
  { name: 'combatDamage', priority: true, begin: beginCombatDamage, combatOnly: true },
  { name: 'endCombat', priority: true, end: endCombat },
  { name: 'main2', priority: true },
  { name: 'end', priority: true },
  {
    name: 'cleanup',
    priority: false,
    // 514.1: first the active player discards down to their maximum hand size (a decision)
    begin: (ctx) => {
      if (!askDiscard(ctx)) endOfTurnCleanup(ctx);
    },
  },
];

/** 402.2: the maximum hand size */
const MAX_HAND_SIZE = 7;

/**
 * 514.1: asks the active player to discard a card while their hand is over the maximum (805.6:
 * with shared team turns each player of the active team, in turn order).
 */
function askDiscard(ctx: Ctx): boolean {
  for (const p of activePlayers(ctx.s)) {
    const hand = ctx.s.zones[`${p}.hand`] ?? [];
    if (hand.length <= MAX_HAND_SIZE) continue;
    ctx.s.decision = { kind: 'choose', player: p, question: { kind: 'discardToHandSize', player: p }, options: [...hand] };
    return true;
  }
  return false;
}

/** The answer to 514.1: discard the chosen card, then ask again or go on with the cleanup step. */
export function answerDiscard(ctx: Ctx, object: string): void {
  const { s } = ctx;
  moveObject(ctx, object, 'graveyard', { reason: 'discard', rule: '514.1' });
  if (askDiscard(ctx)) return;
  endOfTurnCleanup(ctx);
  if (s.over || s.decision) return;
  if (!cleanupNeedsPriority(ctx)) endStep(ctx);
}

/**
 * 514.3a: no player gets priority in the cleanup step unless state-based actions are performed
 * or triggered abilities are waiting; then they are, and the active player gets priority (when
 * everyone passes with the stack empty, another cleanup step begins: see pass in apply.ts).
 * True when the step goes on with priority or a decision rather than ending.
 */
function cleanupNeedsPriority(ctx: Ctx): boolean {
  const { s } = ctx;
  const acted = runStateBasedActions(ctx);
  if (s.over) return true;
  if (s.decision) {
    s.priorityAfterDecision = s.turn.active;
    return true;
  }
  if (!acted && s.pendingTriggers.length === 0) return false;
  givePriority(ctx, s.turn.active);
  return true;
}

/** 514.2: damage wears off and "until end of turn" effects end. */
function endOfTurnCleanup(ctx: Ctx): void {
  let any = false;
  for (const o of battlefield(ctx.s)) {
    if (o.damage) {
      editObject(ctx.s, o).damage = 0;
      any = true;
    }
  }
  if (any) ctx.events.push({ type: 'damageRemoved', rule: '514.2' });
  // "until end of turn" effects end; a control change without a duration stays (613.1b)
  const lasting = ctx.s.effects.filter((e) => e.until !== 'endOfTurn');
  if (lasting.length !== ctx.s.effects.length) {
    ctx.s.effects = lasting;
    ctx.events.push({ type: 'effectsEnded', rule: '514.2' });
  }
}

/** Each step's place in STEPS. */
const STEP_INDEX: ReadonlyMap<StepName, number> = new Map(STEPS.map((st, i) => [st.name, i]));

export function stepSpec(name: StepName): StepSpec {
  const spec = STEPS[STEP_INDEX.get(name) ?? -1];
  if (!spec) throw new Error(`unknown step ${name}`);
  return spec;
}

/** 500.4: mana empties from each player's pool at the end of each step. */
function emptyManaPools(ctx: Ctx): void {
  const players = ctx.s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as string;
    const pl = ctx.s.player[p];
    if (pl && poolTotal(pl.manaPool) > 0) {
      (playerForWrite(ctx.s, p) ?? pl).manaPool = emptyPool();
      ctx.events.push({ type: 'manaEmptied', player: p, rule: '500.5' });
    }
  }
}

function startTurn(ctx: Ctx): void {
  const { s } = ctx;
  // 800.4k: a player who has left the game begins no turn; 805.4: teams take turns with shared team turns
  const next = nextTurnPlayer(s);
  s.turn.number += 1;
  s.turn.active = next;
  s.turn.noAttackers = false;
  s.history = NO_HISTORY;
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as string;
    const pl = s.player[p];
    if (pl && pl.landsPlayedThisTurn !== 0) (playerForWrite(s, p) ?? pl).landsPlayedThisTurn = 0;
  }
  // 302.6: permanents the new active player (or team) controls have now been controlled since the turn began
  const permanents = battlefield(s);
  for (let i = 0; i < permanents.length; i++) {
    const o = permanents[i] as GameObject;
    if (isActivePlayer(s, o.controller) && !o.sinceTurnStart) editObject(s, o).sinceTurnStart = true;
  }
  ctx.events.push({ type: 'turnBegan', player: next, turn: s.turn.number, rule: '500.1' });
  beginStep(ctx, 'untap');
}

/** Ends the current step and begins the next one that isn't skipped. */
export function endStep(ctx: Ctx): void {
  const { s } = ctx;
  const spec = stepSpec(s.turn.step);
  spec.end?.(ctx);
  emptyManaPools(ctx);
  let idx = (STEP_INDEX.get(s.turn.step) ?? -1) + 1;
  while (idx < STEPS.length && ((STEPS[idx]?.combatOnly && s.turn.noAttackers) || STEPS[idx]?.onlyIf?.(s) === false)) idx++;
  const next = STEPS[idx];
  if (!next) startTurn(ctx);
  else beginStep(ctx, next.name);
}

export function beginStep(ctx: Ctx, step: StepName): void {
  const { s } = ctx;
  s.turn.step = step;
  s.turn.passed = NO_PASSES;
  s.turn.priority = null;
  emitEvent(ctx, { type: 'stepBegan', step, player: s.turn.active, rule: '500.1' });
  const spec = stepSpec(step);
  spec.begin?.(ctx);
  if (s.over) return;
  if (s.decision) {
    s.priorityAfterDecision = s.turn.active;
    return;
  }
  if (spec.priority) {
    givePriority(ctx, s.turn.active);
    return;
  }
  if (step === 'cleanup' && cleanupNeedsPriority(ctx)) return;
  endStep(ctx);
}
