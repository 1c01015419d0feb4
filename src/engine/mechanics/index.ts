// The mechanics, one module each, in one list: the engine's entry (index.ts) gives it to the core
// (installMechanics, base/hooks.ts), whose hooks it calls; nothing registers itself on import.
// Adding a mechanic is one module and one line here. Order matters where two act at the same
// moment: as the precombat main phase begins, the archenemy first sets a scheme in motion (505.3,
// 703.4e, 904.9), then lore counters go on Sagas (505.4, 703.4f: "after the archenemy's scheme action").
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

const LIST = [alliance, food, classMechanic, mutagen, disappear, sneak, scheme, saga, mutate, disguise] as const;

/** A mechanic's slug: the id of one of the modules listed. */
export type MechanicId = (typeof LIST)[number]['id'];

export const MECHANICS: readonly MechanicModule[] = LIST;

export type { MechanicModule };
