// When a player may cast or activate: priority, and sorcery timing (307.1, 117.1a).
import type { Ctx } from './context.ts';
import { fail } from './errors.ts';
import type { PlayerId } from './state.ts';
import { holdsPriority, isActivePlayer } from './teams.ts';

export function requirePriority(ctx: Ctx, player: PlayerId): void {
  const { s } = ctx;
  if (s.over) fail('game-over');
  if (s.decision) fail('decision-pending');
  // 805.5a: with shared team turns any player of the team holding priority may act
  if (!holdsPriority(s, player)) fail('not-your-priority');
}

/** 307.1: main phase of your own turn (805.4: your team's, with shared team turns), with an empty stack. */
export function sorceryTimingOk(ctx: Ctx, player: PlayerId): boolean {
  const { s } = ctx;
  return (
    isActivePlayer(s, player) &&
    (s.turn.step === 'main1' || s.turn.step === 'main2') &&
    (s.zones.stack ?? []).length === 0
  );
}
