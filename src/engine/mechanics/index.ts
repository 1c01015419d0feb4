// The registered mechanics, one module each. Order matters where two act at the same moment:
// Saga lore counters are put "as" the precombat main phase begins (714.3c), a scheme is set in
// motion "immediately after" it begins (904.9).
import { alliance } from './alliance.ts';
import { classMechanic } from './class.ts';
import { disappear } from './disappear.ts';
import { disguise } from './disguise.ts';
import { food } from './food.ts';
import { mutagen } from './mutagen.ts';
import { mutate } from './mutate.ts';
import { saga } from './saga.ts';
import { scheme } from './scheme.ts';
import { sneak } from './sneak.ts';
import type { MechanicModule } from './types.ts';

export const MECHANICS: readonly MechanicModule[] = [
  alliance,
  food,
  classMechanic,
  mutagen,
  disappear,
  sneak,
  saga,
  mutate,
  scheme,
  disguise,
];

export type { MechanicModule, MechanicId } from './types.ts';
