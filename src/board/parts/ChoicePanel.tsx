/**
 * At a decision of the example (order of triggers, top or bottom, pay or not, which Food, sneak
 * or not), the engine's legal options: the authored one is marked; any other leaves the
 * authored path, and the engine plays on from there.
 */
import type { Translate } from '../../i18n/narrate.ts';

export interface Option {
  /** index in legalActions(state).actions */
  index: number;
  label: string;
  authored: boolean;
}

/** `actor`: who decides; `team`: a team decides together (805.7, 805.10b, 805.10d: its primary player answers). */
export function ChoicePanel({ t, actor, team = false, options, onChoose }: { t: Translate; actor: string; team?: boolean; options: Option[]; onChoose: (index: number) => void }) {
  if (options.length < 2) return null;
  return (
    <section aria-label={t('choice.label')} data-choice-panel className="rounded-md border border-accent p-2">
      <p className="text-xs font-semibold">{team ? t('choice.headingTeam', { players: actor }) : t('choice.heading', { player: actor })}</p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {options.map((o) => (
          <li key={o.index}>
            <button
              type="button"
              onClick={() => onChoose(o.index)}
              data-option={o.index}
              className="min-h-11 rounded-md border border-line bg-bg px-2 text-left text-xs hover:bg-surface"
            >
              {o.label}
              {o.authored ? <span className="ml-1 rounded bg-surface px-1 text-xs text-muted">{t('choice.authored')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
