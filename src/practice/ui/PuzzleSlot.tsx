/**
 * Where a puzzle's board goes: a placeholder of the board's size (the page never shifts),
 * replaced once hydrated by the puzzle's play (its own chunk with the board's), with the
 * mechanic's puzzles, the card pool and the board's catalogues.
 */
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { boardNamespaces } from '../../board/namespaces.ts';
import { BoardUnavailable } from '../../board/parts/BoardUnavailable.tsx';
import { BOARD_SIZE, SLOT_FRAME } from '../../board/layout/frame.ts';
import type { CardCatalog } from '../../engine/index.ts';
import type { Lang } from '../../i18n/languages.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import type { PlayablePuzzle, PuzzleSummary } from '../build/plugin.ts';
import { loadPuzzleSet } from '../runtime.ts';

export interface PuzzlePlayProps {
  puzzle: PlayablePuzzle;
  catalog: CardCatalog;
  lang: Lang;
}

export function PuzzleSlot({ lang, summary }: { lang: Lang; summary: PuzzleSummary }) {
  const { t, i18n } = useTranslation('practice');
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<{ puzzle: PlayablePuzzle; catalog: CardCatalog; Play: ComponentType<PuzzlePlayProps> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    Promise.all([loadPuzzleSet(lang, summary.mechanic), import('virtual:archivist/cards'), import('./PuzzlePlay.tsx'), i18n.loadNamespaces(boardNamespaces(summary.mechanic))]).then(
      ([set, cards, m]) => {
        const puzzle = set.find((p) => p.id === summary.id);
        if (!live) return;
        if (!puzzle) return setFailed(true);
        startTransition(() => setLoaded({ puzzle, catalog: cards.default, Play: m.default }));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hydrated, lang, summary.id, summary.mechanic, i18n, attempt]);
  if (loaded) return <loaded.Play puzzle={loaded.puzzle} catalog={loaded.catalog} lang={lang} />;
  return (
    <div data-puzzle={summary.id} data-puzzle-status="open" className="mt-6 min-w-0 xl:mt-0">
      <div className={`${BOARD_SIZE} ${SLOT_FRAME} [@media(scripting:none)]:h-auto`}>
        {failed ? (
          <BoardUnavailable
            onRetry={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          />
        ) : (
          <p className="[@media(scripting:none)]:hidden">{t('practice.boardPending')}</p>
        )}
      </div>
    </div>
  );
}
