// pass (117.3d): a player passes priority once; when all have passed in succession the top of the
// stack resolves or the step ends (117.4).
import type { Action } from '../base/actions.ts';
import type { Ctx } from '../base/context.ts';
import { NO_PASSES, withPass } from '../base/copies.ts';
import type { GameState, PlayerId } from '../base/state.ts';
import { nextPriority, priorityPlayers, sharedTeamTurns } from '../base/teams.ts';
import { requirePriority } from '../base/timing.ts';
import { resolveTop } from '../stack/resolve.ts';
import { givePriority } from '../turn/priority.ts';
import { beginStep, endStep } from '../turn/turn.ts';
import type { ActionType } from './types.ts';
import { verdict } from './shape.ts';

function hasPassed(s: GameState, p: PlayerId): boolean {
  const passed = s.turn.passed;
  for (let i = 0; i < passed.length; i++) if (passed[i] === p) return true;
  return false;
}

function allLivingPassed(s: GameState): boolean {
  // (an indexed loop: the list of players is frozen, and for…of over a frozen list is many times slower, Node 20)
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerId;
    if (!s.player[p]?.lost && !hasPassed(s, p)) return false;
  }
  return true;
}

/**
 * 117.4: one pass; when all players have passed in succession the top of the stack resolves or the
 * step ends. 805.5b: with shared team turns a team passes, any of its players passing for it.
 */
export function pass(ctx: Ctx, player: PlayerId): void {
  const { s } = ctx;
  requirePriority(ctx, player);
  if (sharedTeamTurns(s)) {
    const team = priorityPlayers(s);
    ctx.events.push({ type: 'passed', player, team, rule: '805.5b' });
    for (let i = 0; i < team.length; i++) s.turn.passed = withPass(s.turn.passed, team[i] as PlayerId);
  } else {
    ctx.events.push({ type: 'passed', player, rule: '117.3d' });
    s.turn.passed = withPass(s.turn.passed, player);
  }
  if (allLivingPassed(s)) {
    s.turn.passed = NO_PASSES;
    s.turn.priority = null;
    if ((s.zones.stack ?? []).length > 0) {
      resolveTop(ctx);
      // 117.3b: after resolution the active player receives priority (805.5b: the active team)
      if (!s.decision && !s.over) givePriority(ctx, s.turn.active);
      else if (s.decision) s.priorityAfterDecision = s.turn.active;
    } else if (s.turn.step === 'cleanup') {
      // 514.3a: players got priority in the cleanup step; now another cleanup step begins
      beginStep(ctx, 'cleanup');
    } else {
      endStep(ctx);
    }
    return;
  }
  s.turn.priority = nextPriority(s, player);
}


/** 117.3d: a pass needs priority, and nothing else (what follows it can't be refused). */
export function checkPass(ctx: Ctx, a: { player: PlayerId }): void {
  requirePriority(ctx, a.player);
}

export const passAction: ActionType<Extract<Action, { type: 'pass' }>> = {
  shape: (_s, _a, who) => who,
  check: (ctx, a) => verdict(ctx, a, checkPass),
  apply: (ctx, a) => pass(ctx, a.player),
};
