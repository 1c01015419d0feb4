import type { Translate } from '../../i18n/narrate.ts';
import type { BoardView } from '../model/viewModel.ts';

/** The turn's steps along one edge, the current one marked with a pointer and a colour. */
export function StepTrack({ view, t, className = '' }: { view: BoardView; t: Translate; className?: string }) {
  return (
    <section aria-label={t('board.turn', { turn: view.turn })} className={`text-xs ${className}`}>
      <ol className="flex flex-wrap gap-0.5" data-step-track>
        {view.steps.map((s) => {
          const current = s === view.step;
          return (
            <li
              key={s}
              aria-current={current ? 'step' : undefined}
              title={t(`step.${s}`)}
              className={`rounded px-1 py-0.5 leading-4 ${current ? 'bg-accent font-bold text-on-accent' : 'text-muted'}`}
            >
              {current ? <span aria-hidden="true">▸ </span> : null}
              {t(`stepShort.${s}`)}
              <span className="sr-only">{current ? ` — ${t(`step.${s}`)} (${t('board.current')})` : ''}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
