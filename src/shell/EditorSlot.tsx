import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../engine/index.ts';
import { editorNamespaces } from '../editor/namespaces.ts';
import { missingNamespaces } from '../i18n/i18n.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/**
 * The editor's code (the editor, the engine, the board): its own chunk, fetched on the editor's page only.
 * Loaded by hand, beside the card pool and its words, rather than with React.lazy: a lazy component
 * suspends once more when it first renders, and React holds back the content that replaces a
 * Suspense fallback for 300 ms (its fallback throttle), so the board appeared about a quarter of a
 * second after everything it needed was in.
 */
type EditorComponent = ComponentType<{ catalog: CardCatalog; className?: string }>;
const loadEditor = (): Promise<EditorComponent> => import('../editor/Editor.tsx').then((m) => m.default);

/**
 * Where the position editor goes (/:lang/play/): a placeholder, replaced once the page is
 * hydrated by the lazily loaded editor with the whole card pool (its own chunk) and the
 * catalogues it reads. Without JavaScript the placeholder says the editor needs it.
 */
export function EditorSlot({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('play');
  const { t: common } = useTranslation();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<{ catalog: CardCatalog; Editor: EditorComponent } | null>(null);
  // a load that failed (a dropped connection): the reader may try again
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    const lang = i18n.language;
    const catalogues = attempt === 0 ? i18n.loadNamespaces(editorNamespaces) : i18n.reloadResources(lang, missingNamespaces(i18n, lang, editorNamespaces));
    Promise.all([import('virtual:archivist/cards'), loadEditor(), catalogues]).then(
      ([m, Editor]) => {
        if (!live) return;
        // i18next settles a load that failed as done: the editor would show its strings' keys
        if (missingNamespaces(i18n, lang, editorNamespaces).length > 0) return setFailed(true);
        startTransition(() => setLoaded({ catalog: m.default, Editor }));
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
  }, [hydrated, i18n, attempt]);
  if (!loaded) {
    return (
      <div className={`flex min-h-[36rem] items-center justify-center rounded-xl border border-dashed border-line bg-surface p-6 text-center text-sm text-muted ${className}`} data-editor-pending>
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-fg" data-editor-unavailable>
            <p>{t('play.failed')}</p>
            <button
              type="button"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
              className="min-h-11 rounded-md border border-line bg-bg px-4 font-semibold text-fg hover:border-accent"
            >
              {common('mechanic.boardRetry')}
            </button>
          </div>
        ) : (
          <>
            <p className="[@media(scripting:none)]:hidden">{t('play.pending')}</p>
            <p className="hidden [@media(scripting:none)]:block">{t('play.noscript')}</p>
          </>
        )}
      </div>
    );
  }
  const { Editor, catalog } = loaded;
  return <Editor catalog={catalog} className={className} />;
}
