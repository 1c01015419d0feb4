// playLand (305.1): a special action, then the player receives priority again.
import type { Action } from '../base/actions.ts';
import { checkPlayLand, playLand } from '../stack/casting.ts';
import { priorityTo } from './priority.ts';
import { objectId, verdict } from './shape.ts';
import type { ActionType } from './types.ts';

export const playLandAction: ActionType<Extract<Action, { type: 'playLand' }>> = {
  shape: (s, a, who) => who ?? objectId(s, a.object, 'object'),
  check: (ctx, a) => verdict(ctx, a, checkPlayLand),
  apply: (ctx, a) => priorityTo(ctx, playLand(ctx, a)),
};
