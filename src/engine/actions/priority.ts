// After an action, the player it names receives priority (117.3c), if it names one.
import type { Ctx } from '../base/context.ts';
import type { PlayerId } from '../base/state.ts';
import { givePriority } from '../turn/priority.ts';

export function priorityTo(ctx: Ctx, player: PlayerId | null): void {
  if (player !== null) givePriority(ctx, player);
}
