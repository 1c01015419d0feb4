import type { Translate } from '../../i18n/narrate.ts';
import { CardFrame } from '../cards/CardFrame.tsx';
import type { CardView } from '../model/viewModel.ts';

export interface ZoneProps {
  label: string;
  /** the accessible name, unique on the page ("Ben: Lands"); default: the label */
  name?: string;
  cards: CardView[];
  t: Translate;
  peek: boolean;
  compact?: boolean;
  marked: ReadonlySet<string>;
  onZoom: (card: CardView | null, pin?: boolean) => void;
  /** overlap the cards (lands, graveyards) */
  overlap?: boolean;
  className?: string;
  testId?: string;
}

/** One zone: a labelled row of cards, quiet when empty. */
export function Zone({ label, name, cards, t, peek, compact = false, marked, onZoom, overlap = false, className = '', testId }: ZoneProps) {
  return (
    <div role="group" aria-label={name ?? label} data-zone={testId} className={`min-w-0 ${className}`}>
      <p aria-hidden="true" className="text-[10px] leading-3 font-medium tracking-wide text-muted uppercase">
        {label}
        {cards.length ? <span className="ml-1 font-mono normal-case">{cards.length}</span> : null}
      </p>
      <ul className={`flex min-h-6 items-end overflow-x-auto pt-1.5 pb-0.5 pr-1 ${overlap ? '-space-x-5' : 'gap-1'}`}>
        {cards.map((c) => (
          <li key={c.key} className="shrink-0">
            <CardFrame card={c} t={t} peek={peek} compact={compact} marked={marked.has(c.object)} onZoom={onZoom} />
          </li>
        ))}
      </ul>
    </div>
  );
}
