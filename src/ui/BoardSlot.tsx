import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exampleLoaders } from 'virtual:archivist/content';
import { boardNamespaces } from '../board/namespaces.ts';
import { BOARD_SIZE } from '../board/size.ts';
import type { SandboxData } from '../board/useSandbox.ts';
import { useHydrated } from './useHydrated.ts';

/** The board's code (engine + board): its own chunk, fetched only where a board is shown. */
const Sandbox = lazy(() => import('../board/Sandbox.tsx'));

/**
 * Where a mechanic's sandbox board goes: a placeholder of the board's exact size (so the page
 * never shifts), replaced once the page is hydrated by the lazily loaded board with the
 * mechanic's worked examples. Without JavaScript the placeholder stays.
 */
export function BoardSlot({ slug, className = '' }: { slug: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [data, setData] = useState<SandboxData | null>(null);
  useEffect(() => {
    const load = exampleLoaders[slug];
    if (!hydrated || !load) return;
    let live = true;
    // the data, the catalogues and the code load in parallel
    void i18n.loadNamespaces(boardNamespaces(slug));
    void load().then((m) => {
      if (live) setData(m.default);
    });
    return () => {
      live = false;
    };
  }, [hydrated, slug, i18n]);
  const placeholder = (
    <div
      className={`board-slot flex ${BOARD_SIZE} items-center justify-center rounded-xl border border-dashed border-line bg-surface p-6 text-center text-sm text-muted ${className}`}
      data-board={slug}
    >
      <p>{t('mechanic.boardPending')}</p>
    </div>
  );
  if (!data || data.examples.length === 0) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Sandbox slug={slug} data={data} className={className} />
    </Suspense>
  );
}
