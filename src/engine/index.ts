// The engine's public API (docs/engine.md). Pure TypeScript: nothing here knows about React,
// the DOM, i18n or the rest of the app.
export { applyAction, type ApplyResult } from './apply.ts';
export { legalActions, type LegalActions } from './legal.ts';
export { viewFor, HIDDEN_DEF } from './view.ts';
export { SETUP_PROBLEM_CODES } from './errors.ts';
export { createGame, startGame, SetupError, type GameSetup, type SetupPlayer, type SetupPermanent, type SetupCard, type CardCatalog } from './setup.ts';
export { SETUP_LIMITS } from './validate.ts';
export { runExample, resolveRefs, type Example, type ExampleDecision, type ExampleResult, type Step } from './example.ts';
export { characteristics, type Characteristics } from './objects/characteristics.ts';
export { STEPS } from './turn/turn.ts';
export { priorityPlayers } from './turn/teams.ts';
export { MECHANICS } from './mechanics/index.ts';
export type { Action, CastMethod, CostChoices } from './actions.ts';
export type { GameEvent, EventType } from './events.ts';
export type { ErrorCode, SetupProblemCode, SetupProblemParams } from './errors.ts';
export type * from './cards.ts';
export type * from './state.ts';
