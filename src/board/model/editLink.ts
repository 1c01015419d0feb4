/**
 * The position editor's address for a board step ("Edit this position"). Loaded only when the
 * reader presses Edit (a chunk of its own with the editor's model), so the board carries none of it.
 * The step's state becomes a starting position (setupFromState); where that would drop something
 * a starting position can't hold (a spell on the stack, a trigger waiting, an effect until end of
 * turn, a pending choice, mana), the link holds the example's own starting position and the
 * decisions up to this step, opened at this step, so the position is exact.
 */
import { encodePosition } from '../../position/share.ts';
import { setupFromState } from '../../position/fromState.ts';
import type { Action, GameSetup, GameState } from '../../engine/index.ts';
import { DEFAULT_LANG, isLang } from '../../i18n/languages.ts';
import { paths } from '../../i18n/paths.ts';

export function editorLink(lang: string, setup: GameSetup, decisions: readonly Action[], state: GameState, index: number): string {
  const language = isLang(lang) ? lang : DEFAULT_LANG;
  const from = setupFromState(state);
  if (from.dropped.length === 0) return paths.play(language, encodePosition({ setup: from.setup, decisions: [] }));
  return `${paths.play(language, encodePosition({ setup, decisions: [...decisions] }))}&mode=play&step=${index}`;
}
