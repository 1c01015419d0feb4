// Alliance (ability word, 207.2c). An ability word has no rules meaning of its own: an alliance
// ability is an ordinary triggered ability "Whenever another creature you control enters"
// (603.6a), written in cards as { on: 'enters', filter: { types: ['creature'], controller: 'you',
// another: true } }. Several of them trigger together with the entering creature's own enters
// abilities and go on the stack in the order their controller chooses (603.3b, priority.ts).
import type { MechanicModule } from './types.ts';

export const alliance: MechanicModule<'alliance'> = {
  id: 'alliance',
  rules: ['207.2c', '603.2', '603.3b', '603.6a'],
};
