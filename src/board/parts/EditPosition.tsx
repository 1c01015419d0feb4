/**
 * "Edit this position": opens the position editor (/:lang/play/) at the board's current step
 * (the link: src/board/model/editLink.ts, loaded on the press, so the board's chunk carries none
 * of the editor's model).
 */
import { useNavigate } from 'react-router';
import type { Action, GameSetup, GameState } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { HeaderButton } from './HeaderButton.tsx';

export function EditPosition({ t, lang, setup, decisions, state, index }: { t: Translate; lang: string; setup: GameSetup; decisions: readonly Action[]; state: GameState | undefined; index: number }) {
  const navigate = useNavigate();
  if (!state) return null;
  const open = async () => {
    const { editorLink } = await import('../model/editLink.ts');
    await navigate(editorLink(lang, setup, decisions, state, index));
  };
  return <HeaderButton icon="edit" label={t('edit.short')} title={t('edit.open')} onClick={() => void open()} data-edit-position />;
}
