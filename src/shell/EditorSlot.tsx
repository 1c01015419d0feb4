import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../engine/index.ts';
import { editorNamespaces } from '../editor/namespaces.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/** The editor's code (the editor, the engine, the board): its own chunk, fetched on the editor's page only. */
const Editor = lazy(() => import('../editor/Editor.tsx'));

/**
 * Where the position editor goes (/:lang/play/): a placeholder, replaced once the page is
 * hydrated by the lazily loaded editor with the whole card pool (its own chunk) and the
 * catalogues it reads. Without JavaScript the placeholder says the editor needs it.
 */
export function EditorSlot({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('play');
  const hydrated = useHydrated();
  const [catalog, setCatalog] = useState<CardCatalog | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void Promise.all([import('virtual:archivist/cards'), i18n.loadNamespaces(editorNamespaces)]).then(([m]) => {
      if (live) startTransition(() => setCatalog(m.default));
    });
    return () => {
      live = false;
    };
  }, [hydrated, i18n]);
  const placeholder = (
    <div className={`flex min-h-[36rem] items-center justify-center rounded-xl border border-dashed border-line bg-surface p-6 text-center text-sm text-muted ${className}`} data-editor-pending>
      <p className="[@media(scripting:none)]:hidden">{t('play.pending')}</p>
      <p className="hidden [@media(scripting:none)]:block">{t('play.noscript')}</p>
    </div>
  );
  if (!catalog) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Editor catalog={catalog} className={className} />
    </Suspense>
  );
}
