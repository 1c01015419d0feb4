import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../engine/index.ts';
import { editorNamespaces } from '../editor/namespaces.ts';
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
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<{ catalog: CardCatalog; Editor: EditorComponent } | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void Promise.all([import('virtual:archivist/cards'), loadEditor(), i18n.loadNamespaces(editorNamespaces)]).then(([m, Editor]) => {
      if (live) startTransition(() => setLoaded({ catalog: m.default, Editor }));
    });
    return () => {
      live = false;
    };
  }, [hydrated, i18n]);
  if (!loaded) {
    return (
      <div className={`flex min-h-[36rem] items-center justify-center rounded-xl border border-dashed border-line bg-surface p-6 text-center text-sm text-muted ${className}`} data-editor-pending>
        <p className="[@media(scripting:none)]:hidden">{t('play.pending')}</p>
        <p className="hidden [@media(scripting:none)]:block">{t('play.noscript')}</p>
      </div>
    );
  }
  const { Editor, catalog } = loaded;
  return <Editor catalog={catalog} className={className} />;
}
