import { createContext, startTransition, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { exampleLoaders } from 'virtual:archivist/content';
import { boardNamespaces } from '../board/namespaces.ts';
import { BoardUnavailable } from '../board/parts/BoardUnavailable.tsx';
import { missingNamespaces } from '../i18n/i18n.ts';
import { BOARD_SIZE, SLOT_FRAME } from '../board/layout/frame.ts';
import type { SandboxData } from '../board/useSandbox.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { useNearViewport } from '../ui/useNearViewport.ts';

/**
 * The board area without JavaScript: HTML made at prerender time (src/entry-server.tsx) for a
 * <noscript> in the placeholder. Null in the browser: there, <noscript> content is never
 * parsed nor hydrated.
 */
export const NoScriptBoardContext = createContext<string | null>(null);

/**
 * The board's code (engine + board): its own chunk, fetched only where a board is shown. Loaded
 * by hand rather than with React.lazy, which remembers a failed load for good: here a load that
 * failed (a dropped connection) can be tried again; where the browser remembers the failure (Chromium
 * before about 156) and the chunk arrives now, trying again reloads the page at its address.
 */
type SandboxComponent = ComponentType<{ slug: string; data: SandboxData; className?: string; embedded?: boolean; size?: string }>;
const loadSandbox = (): Promise<SandboxComponent> => import('../board/Sandbox.tsx').then((m) => m.default);

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
 * `embedded`, `size`: the board framed in another page (src/routes/Embed.tsx).
 */
export function BoardSlot({ slug, className = '', embedded = false, size = BOARD_SIZE }: { slug: string; className?: string; embedded?: boolean; size?: string }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, hydrated);
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const asked = hash === '#board' || params.has('example') || params.has('step');
  const wanted = hydrated && (near || asked);
  const [loaded, setLoaded] = useState<{ data: SandboxData; Sandbox: SandboxComponent } | null>(null);
  // a load that failed, even after i18next's own retries of the catalogues: the reader may try again
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const noScript = useContext(NoScriptBoardContext);
  useEffect(() => {
    const load = exampleLoaders[slug];
    if (!wanted || !load) return;
    let live = true;
    const ns = boardNamespaces(slug);
    const lang = i18n.language;
    // the data, the catalogues and the code load in parallel; the board shows once the data and
    // its catalogues are in (else it would show keys for its strings). A later language switch
    // loads these catalogues with the others (i18next loads every namespace it has seen).
    const catalogues = attempt === 0 ? i18n.loadNamespaces(ns) : i18n.reloadResources(lang, missingNamespaces(i18n, lang, ns));
    Promise.all([load(), loadSandbox(), catalogues]).then(
      ([m, Sandbox]) => {
        if (!live) return;
        // i18next settles a load that failed as done: the strings would show as their keys
        if (missingNamespaces(i18n, lang, ns).length > 0) return setFailed(true);
        // a transition: the engine's first steps and the board render in slices, not one long task
        startTransition(() => setLoaded({ data: m.default, Sandbox }));
      },
      async (error: unknown) => {
        // tried again and failed at once while the chunk arrives: only a reload asks for it again
        if (attempt > 0 && (await import('../i18n/importAgain.ts').then((m) => live && m.reloadIfReachable(error), () => false))) return;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, slug, i18n, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  const placeholder = (
    <div
      ref={slot}
      id="board"
      className={`board-slot ${size} ${SLOT_FRAME} [@media(scripting:none)]:block [@media(scripting:none)]:h-auto ${className}`}
      data-board={slug}
    >
      {failed ? (
        <BoardUnavailable onRetry={retry} />
      ) : (
        <p className="[@media(scripting:none)]:hidden">{t('mechanic.boardPending')}</p>
      )}
      {/* the server's HTML, kept as it is: the browser never parses it when scripts run */}
      <noscript suppressHydrationWarning dangerouslySetInnerHTML={noScript === null ? undefined : { __html: noScript }} />
    </div>
  );
  if (!loaded || loaded.data.examples.length === 0) return placeholder;
  return <loaded.Sandbox slug={slug} data={loaded.data} className={className} embedded={embedded} size={size} />;
}
