/**
 * A rule page's puzzles, after its text and worked examples: links to each, marked once solved.
 * Loaded in the browser after hydration (the list is the practice page's module, not the rule page's).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import type { Lang } from '../../i18n/languages.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import type { PuzzleSummary } from '../build/plugin.ts';
import { loadPuzzleList, peekPuzzleList, practicePaths } from '../runtime.ts';
import { PuzzleLinks } from './PuzzleLinks.tsx';

export function RulePuzzles({ lang, slug }: { lang: Lang; slug: string }) {
  const hydrated = useHydrated();
  const [list, setList] = useState<PuzzleSummary[] | undefined>(() => peekPuzzleList(lang));
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace('practice'));
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void Promise.all([loadPuzzleList(lang), i18n.loadNamespaces('practice')]).then(([l]) => {
      if (!live) return;
      setList(l);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [hydrated, lang]);
  const { t } = useTranslation('practice');
  const puzzles = (list ?? []).filter((p) => p.mechanic === slug);
  if (!hydrated || !ready || !puzzles.length) return null;
  return (
    <section aria-labelledby="rule-puzzles" className="mt-10" data-rule-puzzles={slug}>
      <h2 id="rule-puzzles" className="text-xl font-semibold">
        {t('practice.onPage')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('practice.onPageIntro')}{' '}
        <Link to={practicePaths.list(lang)} className="underline decoration-line underline-offset-2">
          {t('practice.all')}
        </Link>
      </p>
      <PuzzleLinks lang={lang} puzzles={puzzles} />
    </section>
  );
}
