/**
 * The board of /:lang/embed/position/?p=… : a position of the position editor and the decisions
 * played from it (src/position/share.ts), played on the rule pages' board, framed in another
 * page. Its code (the card pool, the link's decoder, the board) loads once hydrated, as the
 * editor's does; a link that can't be read says so.
 */
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { boardNamespaces } from '../board/namespaces.ts';
import { EMBED_BOARD_SIZE, SLOT_FRAME } from '../board/layout/frame.ts';
import type { SandboxData } from '../board/useSandbox.ts';
import { useHydrated } from '../ui/useHydrated.ts';

type SandboxComponent = ComponentType<{ slug: string; data: SandboxData; embedded?: boolean; size?: string; play?: boolean; edit?: boolean; onBroken?: () => void }>;

export function EmbedPosition() {
  const { t, i18n } = useTranslation('embed');
  const hydrated = useHydrated();
  const { search } = useLocation();
  const code = new URLSearchParams(search).get('p');
  const [board, setBoard] = useState<{ data: SandboxData; Sandbox: SandboxComponent } | 'unreadable' | null>(null);
  const unreadable = useCallback(() => setBoard('unreadable'), []);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void Promise.all([import('virtual:archivist/cards'), import('../position/share.ts'), import('../board/Sandbox.tsx'), import('../board/model/slices.ts'), i18n.loadNamespaces(boardNamespaces(''))]).then(([cards, share, sandbox, slices]) => {
      if (!live) return;
      // a long line's decisions are checked by the board as it replays them in slices (issue 28)
      const r = code ? share.decodePosition(code, cards.default, { replayUpTo: slices.SLICE_ABOVE }) : null;
      if (!r?.ok) return setBoard('unreadable');
      const data: SandboxData = { examples: [{ id: 'position', mechanic: '', shows: [], setup: r.value.setup, decisions: r.value.decisions }], catalog: cards.default, seeIt: {} };
      startTransition(() => setBoard({ data, Sandbox: sandbox.default }));
    });
    return () => {
      live = false;
    };
    // the position is read once: the board's own steps change the query after that
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, i18n]);
  if (board && board !== 'unreadable') return <board.Sandbox slug="" data={board.data} embedded size={EMBED_BOARD_SIZE} edit={false} onBroken={unreadable} />;
  return (
    <div id="board" className={`${EMBED_BOARD_SIZE} ${SLOT_FRAME}`} data-board="">
      <p role={board === 'unreadable' ? 'alert' : undefined}>{board === 'unreadable' ? t('embed.positionUnreadable') : t('embed.pending')}</p>
    </div>
  );
}
