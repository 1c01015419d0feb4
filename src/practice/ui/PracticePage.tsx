/** /:lang/practice/ — every puzzle, by mechanic, with the reader's progress. */
import { useTranslation } from 'react-i18next';
import { peekIndex } from '../../content/runtime.ts';
import { SLUGS } from '../../content/types.ts';
import { useLang } from '../../i18n/useLang.ts';
import { PageHead } from '../../ui/PageHead.tsx';
import { useSolved } from '../progress.ts';
import { peekPuzzleList, practicePaths } from '../runtime.ts';
import { PuzzleLinks } from './PuzzleLinks.tsx';

export function PracticePage() {
  const { t } = useTranslation('practice');
  const { t: common } = useTranslation();
  const lang = useLang();
  const list = peekPuzzleList(lang) ?? [];
  const index = peekIndex(lang) ?? [];
  const solved = useSolved();
  const done = list.filter((p) => solved.has(p.id)).length;
  return (
    <>
      <PageHead title={common('page.title', { page: t('practice.title') })} description={t('practice.intro')} path={practicePaths.list(lang)} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('practice.heading')}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{t('practice.intro')}</p>
      <p className="mt-2 text-sm font-medium" data-practice-progress>
        {t('practice.count', { solved: done, total: list.length })}
      </p>
      {SLUGS.map((slug) => {
        const puzzles = list.filter((p) => p.mechanic === slug);
        if (!puzzles.length) return null;
        const title = index.find((m) => m.slug === slug)?.title ?? slug;
        return (
          <section key={slug} aria-labelledby={`practice-${slug}`} className="mt-8" data-practice-mechanic={slug}>
            <h2 id={`practice-${slug}`} className="text-xl font-semibold">
              {title} <span className="text-sm font-normal text-muted">{t('practice.count', { solved: puzzles.filter((p) => solved.has(p.id)).length, total: puzzles.length })}</span>
            </h2>
            <PuzzleLinks lang={lang} puzzles={puzzles} />
          </section>
        );
      })}
    </>
  );
}
