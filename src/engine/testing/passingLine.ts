// A long legal line for the tests and the bench of big games (issue 28): from `setup`, at each
// decision the first pass (no attackers, no blockers), else the first legal action, until `n`
// decisions or the game ends.
import { applyAction, legalActions, startGame, type Action, type CardCatalog, type GameSetup } from '../index.ts';

export function passingLine(setup: GameSetup, catalog: CardCatalog, n: number): { setup: GameSetup; decisions: Action[] } {
  let s = startGame(setup, catalog).state;
  const decisions: Action[] = [];
  while (decisions.length < n) {
    const la = legalActions(s);
    const a =
      la.actions.find((x) => x.type === 'pass') ??
      la.actions.find((x) => x.type === 'declareAttackers' && x.attackers.length === 0) ??
      la.actions.find((x) => x.type === 'declareBlockers' && x.blocks.length === 0) ??
      la.actions[0];
    if (!a) break;
    const r = applyAction(s, a);
    if (!r.ok) break;
    s = r.state;
    decisions.push(a);
  }
  return { setup, decisions };
}
