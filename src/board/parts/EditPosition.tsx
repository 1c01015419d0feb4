/**
 * "Edit this position": opens the position editor (/:lang/play/) at the board's current step
 * (the link: src/board/model/editLink.ts, loaded on the press, so the board's chunk carries none
 * of the editor's model).
 */
import { useNavigate } from 'react-router';
import type { Action, GameSetup, GameState } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';

export function EditPosition({ t, lang, setup, decisions, state, index }: { t: Translate; lang: string; setup: GameSetup; decisions: readonly Action[]; state: GameState | undefined; index: number }) {
  const navigate = useNavigate();
  if (!state) return null;
  const open = async () => {
    const { editorLink } = await import('../model/editLink.ts');
    await navigate(editorLink(lang, setup, decisions, state, index));
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
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
