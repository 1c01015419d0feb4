// The hooks a mechanic module may implement are the core's (base/hooks.ts): re-exported here for the modules.
export type { CastMethodRules, MechanicModule } from '../base/hooks.ts';
