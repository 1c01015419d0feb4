// The engine's verdict on a position (issue 15): startGame builds it or says why not, as a code the
// UI translates (locales/<lang>/setup.json). Never throws.
import { SetupError, startGame, type CardCatalog, type GameSetup } from '../engine/index.ts';
import type { CheckResult } from './types.ts';

/**
 * Verdicts already given, by set-up and catalogue: a link is checked where it is read (share.ts) and
 * again where the editor shows its problems, and a set-up is never changed in place (the editor makes
 * a new one for each edit), so the second check is the first's answer (issue 28: on 2,000 permanents
 * each check is a whole startGame).
 */
const given = new WeakMap<GameSetup, WeakMap<CardCatalog, CheckResult>>();

/** The state the engine starts from `setup`, or the first thing it refuses (the field, a code, its params). */
export function checkPosition(setup: GameSetup, catalog: CardCatalog): CheckResult {
  const known = given.get(setup)?.get(catalog);
  if (known) return known;
  const verdict = judge(setup, catalog);
  if (typeof setup === 'object' && setup !== null) {
    let byCatalog = given.get(setup);
    if (!byCatalog) given.set(setup, (byCatalog = new WeakMap()));
    byCatalog.set(catalog, verdict);
  }
  return verdict;
}

function judge(setup: GameSetup, catalog: CardCatalog): CheckResult {
  try {
    return { ok: true, state: startGame(setup, catalog).state };
  } catch (e) {
    if (e instanceof SetupError) return { ok: false, problem: { path: e.path, code: e.code, params: { ...e.params } } };
    // anything else is an engine defect on a position it accepted: the editor still gets an answer
    return { ok: false, problem: { path: 'setup', code: 'engine-failure', params: {} } };
  }
}
