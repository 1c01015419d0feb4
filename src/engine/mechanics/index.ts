// The mechanics, one module each, composed into the engine here, and only here (installMechanics:
// the core calls the hooks it is given, hooks.ts). Order matters where two act at the same moment: as
// the precombat main phase begins, the archenemy first sets a scheme in motion (505.3, 703.4e,
// 904.9), then lore counters go on Sagas (505.4, 703.4f: "after the archenemy's scheme action").
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
import { installMechanics, type MechanicModule } from '../hooks.ts';

export const MECHANICS: readonly MechanicModule[] = [
  alliance,
  food,
  classMechanic,
  mutagen,
  disappear,
  sneak,
  scheme,
  saga,
  mutate,
  disguise,
];

installMechanics(MECHANICS);

export type { MechanicModule, MechanicId } from './types.ts';
