// The hooks a mechanic module may implement are the core's (hooks.ts): re-exported here for the modules.
export type { CastMethodRules, MechanicId, MechanicModule } from '../hooks.ts';
