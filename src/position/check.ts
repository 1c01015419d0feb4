// The engine's verdict on a position (issue 15): startGame builds it or says why not, as a code the
// UI translates (locales/<lang>/setup.json). Never throws.
import { SetupError, startGame, type CardCatalog, type GameSetup } from '../engine/index.ts';
import type { CheckResult } from './types.ts';

/** The state the engine starts from `setup`, or the first thing it refuses (the field, a code, its params). */
export function checkPosition(setup: GameSetup, catalog: CardCatalog): CheckResult {
  try {
    return { ok: true, state: startGame(setup, catalog).state };
  } catch (e) {
    if (e instanceof SetupError) return { ok: false, problem: { path: e.path, code: e.code, params: { ...e.params } } };
    // anything else is an engine defect on a position it accepted: the editor still gets an answer
    return { ok: false, problem: { path: 'setup', code: 'engine-failure', params: {} } };
  }
}
