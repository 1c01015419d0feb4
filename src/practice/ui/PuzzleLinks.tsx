/**
 * A list of puzzle links, each marked once the reader has solved it ([data-puzzle-link],
 * [data-solved]): the practice page (per mechanic) and each rule page show one.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../i18n/languages.ts';
import type { PuzzleSummary } from '../build/plugin.ts';
import { useSolved } from '../progress.ts';
import { practicePaths } from '../runtime.ts';

export function PuzzleLinks({ lang, puzzles }: { lang: Lang; puzzles: readonly PuzzleSummary[] }) {
  const { t } = useTranslation('practice');
  const solved = useSolved();
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {puzzles.map((p) => {
        const done = solved.has(p.id);
        return (
          <li key={p.id}>
            <Link
              to={practicePaths.puzzle(lang, p.id)}
              data-puzzle-link={p.id}
              {...(done ? { 'data-solved': '' } : {})}
              className="flex min-h-11 flex-col rounded-lg border border-line bg-surface px-3 py-2 hover:border-accent focus-visible:border-accent"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{p.title}</span>
                {done ? <span className="shrink-0 rounded-full bg-accent px-2 text-xs text-bg">✓ {t('practice.solved')}</span> : null}
              </span>
              <span className="text-xs text-muted">{t(p.kind === 'reach' ? 'practice.kind.reach' : 'practice.kind.predict')}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
