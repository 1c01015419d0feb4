/**
 * /:lang/practice/:id/ — one puzzle: its title, question and goal (prerendered: they read without
 * JavaScript), the rulings it tests, and the board where it plays (loaded in the browser).
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang.ts';
import { paths } from '../../i18n/paths.ts';
import { PageHead } from '../../ui/PageHead.tsx';
import { peekPuzzleList, practicePaths } from '../runtime.ts';
import { PuzzleSlot } from './PuzzleSlot.tsx';

export function PuzzlePage() {
  const { t } = useTranslation('practice');
  const { t: common } = useTranslation();
  const lang = useLang();
  const { id } = useParams();
  const list = peekPuzzleList(lang) ?? [];
  const at = list.findIndex((p) => p.id === id);
  const p = list[at];
  if (!p) return <p role="alert">{t('practice.unknown')}</p>;
  const next = list[at + 1];
  return (
    <>
      <PageHead title={common('page.title', { page: `${p.title} — ${t('practice.title')}` })} description={`${p.question} ${p.goal}`} path={practicePaths.puzzle(lang, p.id)} />
      <div className="xl:grid xl:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)] xl:gap-x-8">
      <div className="min-w-0">
      <nav className="text-sm">
        <Link to={practicePaths.list(lang)} className="underline decoration-line underline-offset-2">
          ← {t('practice.all')}
        </Link>
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{p.title}</h1>
      <p className="mt-1 text-sm text-muted">{t(p.kind === 'reach' ? 'practice.kind.reach' : 'practice.kind.predict')}</p>
      <p className="mt-3 max-w-prose">{p.question}</p>
      <p className="mt-2 max-w-prose font-semibold" data-puzzle-goal>
        {t('practice.goal')}: {p.goal}
      </p>
      <section className="mt-6 text-sm" aria-labelledby="puzzle-tests">
        <h2 id="puzzle-tests" className="font-semibold">
          {t('practice.tests')}
        </h2>
        <ul className="mt-1 flex flex-wrap gap-x-3">
          {p.tests.map((r) => (
            <li key={r}>
              <a href={`${paths.mechanic(lang, p.mechanic)}#${r}`} className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2" data-puzzle-ruling={r}>
                {t('practice.ruling', { mechanic: p.mechanicTitle, n: r.replace(/^.*-r/, '') })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {next ? (
        <p className="mt-4 text-sm">
          <Link to={practicePaths.puzzle(lang, next.id)} className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2">
            {t('practice.next')}: {next.title} →
          </Link>
        </p>
      ) : null}
      </div>
      <PuzzleSlot key={p.id} lang={lang} summary={p} />
      </div>
    </>
  );
}
