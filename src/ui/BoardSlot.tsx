import { createContext, lazy, startTransition, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { exampleLoaders } from 'virtual:archivist/content';
import { boardNamespaces } from '../board/namespaces.ts';
import { BOARD_SIZE } from '../board/size.ts';
import type { SandboxData } from '../board/useSandbox.ts';
import { useHydrated } from './useHydrated.ts';
import { useNearViewport } from './useNearViewport.ts';

/**
 * The board area without JavaScript: HTML made at prerender time (src/entry-server.tsx) for a
 * <noscript> in the placeholder. Null in the browser: there, <noscript> content is never
 * parsed nor hydrated.
 */
export const NoScriptBoardContext = createContext<string | null>(null);

/** The board's code (engine + board): its own chunk, fetched only where a board is shown. */
const Sandbox = lazy(() => import('../board/Sandbox.tsx'));

/**
 * Where a mechanic's sandbox board goes: a placeholder of the board's exact size (so the page
 * never shifts), replaced once the page is hydrated by the lazily loaded board with the
 * mechanic's worked examples. Without JavaScript the placeholder stays and shows the first
 * example as text (its starting position and captions) from a <noscript>.
 *
 * The board loads when it comes within a screen of the viewport (at once on wide screens, where
 * it is the right column; on phones it sits below the overview), or at once when the address
 * asks for it (a link to an example or its step, or #board). Running the examples and drawing
 * the board is the costliest work a page does: a phone reader who never scrolls to it is spared.
 */
export function BoardSlot({ slug, className = '' }: { slug: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, hydrated);
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const asked = hash === '#board' || params.has('example') || params.has('step');
  const wanted = hydrated && (near || asked);
  const [data, setData] = useState<SandboxData | null>(null);
  const noScript = useContext(NoScriptBoardContext);
  useEffect(() => {
    const load = exampleLoaders[slug];
    if (!wanted || !load) return;
    let live = true;
    // the data, the catalogues and the code load in parallel; the board shows once the data and
    // its catalogues are in (else it would show keys for its strings). A later language switch
    // loads these catalogues with the others (i18next loads every namespace it has seen).
    void Promise.all([load(), i18n.loadNamespaces(boardNamespaces(slug))]).then(([m]) => {
      // a transition: the engine's first steps and the board render in slices, not one long task
      if (live) startTransition(() => setData(m.default));
    });
    return () => {
      live = false;
    };
  }, [wanted, slug, i18n]);
  const placeholder = (
    <div
      ref={slot}
      id="board"
      className={`board-slot flex ${BOARD_SIZE} items-center justify-center rounded-xl border border-dashed border-line bg-surface p-6 text-center text-sm text-muted [@media(scripting:none)]:block [@media(scripting:none)]:h-auto ${className}`}
      data-board={slug}
    >
      <p className="[@media(scripting:none)]:hidden">{t('mechanic.boardPending')}</p>
      {/* the server's HTML, kept as it is: the browser never parses it when scripts run */}
      <noscript suppressHydrationWarning dangerouslySetInnerHTML={noScript === null ? undefined : { __html: noScript }} />
    </div>
  );
  if (!data || data.examples.length === 0) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Sandbox slug={slug} data={data} className={className} />
    </Suspense>
  );
}
