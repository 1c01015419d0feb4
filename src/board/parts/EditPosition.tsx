/**
 * "Edit this position": opens the position editor (/:lang/play/) at the board's current step.
 * The step's state becomes a starting position (setupFromState); where that would drop
 * something a starting position can't hold (a spell on the stack, a trigger waiting, an effect
 * until end of turn, a pending choice, mana), the editor opens instead with the example's own
 * starting position and the decisions up to this step, at this step, so the position is exact.
 */
import { useNavigate } from 'react-router';
import { encodePosition } from '../../editor/model/share.ts';
import { setupFromState } from '../../editor/model/fromState.ts';
import type { Action, GameSetup, GameState } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { isLang, DEFAULT_LANG } from '../../i18n/languages.ts';
import { paths } from '../../i18n/paths.ts';

/** The editor's address for a step: its position alone, or the setup and decisions that reach it. */
export function editorLink(lang: string, setup: GameSetup, decisions: readonly Action[], state: GameState, index: number): string {
  const language = isLang(lang) ? lang : DEFAULT_LANG;
  const from = setupFromState(state);
  if (from.dropped.length === 0) return paths.play(language, encodePosition({ setup: from.setup, decisions: [] }));
  return `${paths.play(language, encodePosition({ setup, decisions: [...decisions] }))}&mode=play&step=${index}`;
}

export function EditPosition({ t, lang, setup, decisions, state, index }: { t: Translate; lang: string; setup: GameSetup; decisions: readonly Action[]; state: GameState | undefined; index: number }) {
  const navigate = useNavigate();
  if (!state) return null;
  return (
    <button
      type="button"
      onClick={() => void navigate(editorLink(lang, setup, decisions, state, index))}
      title={t('edit.open')}
      className="inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-bg px-2 text-xs font-medium hover:bg-surface"
      data-edit-position
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 20h9" />
        <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
      </svg>
      {t('edit.short')}
    </button>
  );
}
