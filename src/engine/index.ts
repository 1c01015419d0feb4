// The engine's public API (docs/engine.md). Pure TypeScript: nothing here knows about React,
// the DOM, i18n or the rest of the app. It is also the composition root: the one module that
// puts the floors together (docs/engine.md#the-engines-files).
import { installTriggerCheck } from './base/bus.ts';
import { installMechanics } from './base/hooks.ts';
import { MECHANICS } from './mechanics/index.ts';
import { detectTriggers } from './stack/triggers.ts';

// the engine, composed: the mechanics, in the order of their list, and the check of triggered
// abilities (the stack's rules, 603.2) for the event bus of the base
installMechanics(MECHANICS);
installTriggerCheck(detectTriggers);

export { applyAction, type ApplyResult } from './apply.ts';
export { legalActions, type LegalActions } from './legal.ts';
export { viewFor, HIDDEN_DEF } from './view.ts';
export { SETUP_PROBLEM_CODES } from './base/errors.ts';
export { createGame, startGame, SetupError, type GameSetup, type SetupPlayer, type SetupPermanent, type SetupCard, type CardCatalog } from './setup.ts';
export { SETUP_LIMITS } from './validate.ts';
export { runExample, exampleSteps, resolveRefs, type Example, type ExampleDecision, type ExampleFailure, type ExampleResult, type Step } from './example.ts';
export { characteristics, type Characteristics } from './objects/characteristics.ts';
export { STEPS } from './turn/turn.ts';
export { priorityPlayers, turnTakers } from './base/teams.ts';
export { MECHANICS };
export type { Action, CastMethod, CostChoices } from './base/actions.ts';
export type { GameEvent, EventType } from './base/events.ts';
export type { ErrorCode, SetupProblemCode, SetupProblemParams } from './base/errors.ts';
export type * from './base/cards.ts';
export type * from './base/state.ts';
