// activate (602.2, 605.3): activating an ability, mana abilities included.
import type { Action } from '../base/actions.ts';
import { activateAbility, checkActivate } from '../stack/activation.ts';
import { priorityTo } from './priority.ts';
import { costs, each, first, isString, malformed, objectId, target } from './shape.ts';
import type { ActionType } from './types.ts';

export const activateAction: ActionType<Extract<Action, { type: 'activate' }>> = {
  shape: (s, a, who) =>
    first([
      who,
      objectId(s, a.object, 'object'),
      !isString(a.ability) ? malformed('ability') : null,
      a.targets === undefined ? null : each(a.targets, 'targets', (t, f) => target(s, t, f)),
      costs(s, a.costs),
    ]),
  check: checkActivate,
  apply: (ctx, a) => priorityTo(ctx, activateAbility(ctx, a)),
};
