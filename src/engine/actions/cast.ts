// cast (601.2): casting a spell, normally or by an alternative method a mechanic gives.
import type { Action } from '../base/actions.ts';
import { castSpell, checkCast } from '../stack/casting.ts';
import { priorityTo } from './priority.ts';
import { costs, each, first, isString, malformed, objectId, target } from './shape.ts';
import type { ActionType } from './types.ts';

export const castAction: ActionType<Extract<Action, { type: 'cast' }>> = {
  shape: (s, a, who) =>
    first([
      who,
      objectId(s, a.object, 'object'),
      // an unknown method name is the card's own answer (no-such-alternative)
      a.method !== undefined && !isString(a.method) ? malformed('method') : null,
      a.targets === undefined ? null : each(a.targets, 'targets', (t, f) => target(s, t, f)),
      costs(s, a.costs),
    ]),
  check: checkCast,
  apply: (ctx, a) => priorityTo(ctx, castSpell(ctx, a)),
};
