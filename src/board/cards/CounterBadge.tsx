import type { CounterKind } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';

/** A counter as a round badge that carries its text (colour is never the only signal). */
/** `compact`: a 16 px line, as the other badges on a card (the zoom draws it at 20 px). */
export function CounterBadge({ kind, count, t, compact = false }: { kind: CounterKind; count: number; t: Translate; compact?: boolean }) {
  const short = kind === 'lore' ? t('frame.loreShort', { count }) : count > 1 ? `${kind} ×${count}` : kind;
  return (
    <span
      data-counter={kind}
      title={t('frame.counters', { count, counter: t(`counter.${kind}`, { count }) })}
      className={`inline-flex ${compact ? 'h-4' : 'h-5'} min-w-5 items-center justify-center rounded-full border px-1.5 font-mono text-xs leading-none font-bold whitespace-nowrap shadow-sm ${
        kind === '-1/-1' ? 'border-red-800 bg-red-100 text-red-900' : kind === 'lore' ? 'border-amber-800 bg-amber-100 text-amber-900' : 'border-emerald-800 bg-emerald-100 text-emerald-900'
      }`}
    >
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{t('frame.counters', { count, counter: t(`counter.${kind}`, { count }) })}</span>
    </span>
  );
}
