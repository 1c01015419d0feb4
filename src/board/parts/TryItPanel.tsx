/**
 * Free play: the reader acts for whoever must act now, with the engine's legal actions; the
 * actions that exist but aren't legal now are listed disabled, each with the engine's reason.
 */
import type { Name } from '../../i18n/grammar.ts';
import { useId } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import type { Option } from './ChoicePanel.tsx';

export interface TryItProps {
  t: Translate;
  actor: string | Name | null;
  /** the actor is a team: it holds priority or decides together (805.5) */
  team?: boolean;
  /** the legal actions are still being worked out (a deferred render): no actor yet, and the game is not over */
  pending?: boolean;
  options: Option[];
  unavailable: { label: string; reason: string }[];
  onChoose: (index: number) => void;
  onClose: () => void;
}

export function TryItPanel({ t, actor, team = false, pending = false, options, unavailable, onChoose, onClose }: TryItProps) {
  const id = useId();
  return (
    <section aria-label={t('tryit.label')} aria-busy={pending || undefined} data-tryit-panel className="rounded-md border border-line p-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-semibold">{actor ? t(team ? 'tryit.headingTeam' : 'tryit.heading', team ? { players: actor } : { player: actor }) : t(pending ? 'tryit.pending' : 'tryit.over')}</p>
        <button type="button" onClick={onClose} className="min-h-11 rounded-md px-2 text-xs text-muted hover:bg-surface">
          {t('tryit.close')}
        </button>
      </div>
      <ul className="mt-1 flex flex-wrap gap-1">
        {options.map((o) => (
          <li key={o.index}>
            <button type="button" data-action={o.index} onClick={() => onChoose(o.index)} className="min-h-11 rounded-md border border-line bg-bg px-2 text-left text-xs hover:bg-surface">
              {o.label}
            </button>
          </li>
        ))}
      </ul>
      {unavailable.length ? (
        <>
          <p className="mt-2 text-xs font-semibold text-muted">{t('tryit.unavailable')}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {unavailable.map((u, i) => (
              <li key={i} className="flex flex-wrap items-center gap-x-2">
                <button type="button" aria-disabled="true" aria-describedby={`${id}-${i}`} className="min-h-11 cursor-not-allowed rounded-md border border-dashed border-line px-2 text-left text-xs text-muted line-through decoration-1">
                  {u.label}
                </button>
                <span id={`${id}-${i}`} className="text-xs text-muted" data-reason>
                  {u.reason}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
