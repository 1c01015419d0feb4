// turnFaceUp (116.2b, 702.168d): a special action a mechanic defines (disguise).
import type { Action } from '../base/actions.ts';
import { specialAction } from '../stack/activation.ts';
import { priorityTo } from './priority.ts';
import { objectId } from './shape.ts';
import type { ActionType } from './types.ts';

export const turnFaceUpAction: ActionType<Extract<Action, { type: 'turnFaceUp' }>> = {
  shape: (s, a, who) => who ?? objectId(s, a.object, 'object'),
  // only turning it tells (the mechanic's own checks)
  check: () => undefined,
  apply: (ctx, a) => priorityTo(ctx, specialAction(ctx, a)),
};
