// Disappear (ability word, 207.2c). Its abilities are triggered abilities with an intervening
// "if" clause (603.4): "At the beginning of your end step, if a permanent left the battlefield
// under your control this turn, …". The condition looks at the whole turn (the turn's history,
// kept by objects.ts and reset as a turn begins), including what left before the Disappear
// permanent was on the battlefield. If it is false the ability doesn't trigger at all, and it is
// checked again on resolution (resolve.ts).
import type { MechanicModule } from './types.ts';

export const disappear: MechanicModule<'disappear'> = {
  id: 'disappear',
  rules: ['207.2c', '603.4'],
  evaluateCondition(s, cond, controller) {
    if (!('permanentLeftBattlefieldThisTurn' in cond)) return undefined;
    return s.history.leftBattlefield.some((r) => r.controller === controller);
  },
};
