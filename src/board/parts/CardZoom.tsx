/**
 * The large view of a card, shown while a card is hovered or focused (and kept open when a
 * card is clicked): full rules text in the reader's language, every component of a merged
 * permanent, level bands with their costs, chapters, reminder text and glossary links.
 */
import { roman, type Translate } from '../../i18n/narrate.ts';
import { CardBack } from '../cards/CardFrame.tsx';
import { CounterBadge } from '../cards/CounterBadge.tsx';
import { ManaCost, ManaText } from '../cards/ManaSymbol.tsx';
import { defName, typeLine, visibleName } from '../cards/names.ts';
import type { CardView } from '../model/viewModel.ts';

const REMINDERS = ['mutate', 'sneak', 'disguise', 'ward', 'flying', 'vigilance', 'haste', 'trample', 'defender', 'reach', 'firstStrike', 'doubleStrike', 'deathtouch', 'lifelink', 'menace', 'hexproof', 'indestructible', 'alliance', 'disappear'];

/** Glossary entries a card's drawing touches. */
export function glossaryTerms(card: CardView): string[] {
  const out: string[] = [];
  for (const k of card.keywords) if (['mutate', 'sneak', 'disguise', 'ward', 'alliance', 'disappear'].includes(k)) out.push(k);
  for (const s of card.subtypes) if (['Saga', 'Class', 'Food'].includes(s)) out.push(s.toLowerCase());
  if (card.defs.some((d) => d === 'mutagen')) out.push('mutagen');
  if (card.token) out.push('token');
  if (card.faceDown) out.push('face-down');
  if (card.cards.length > 1) out.push('merged-permanent');
  if (card.counters.some((c) => c.kind === 'lore')) out.push('lore-counter');
  if (card.counters.some((c) => c.kind === '+1/+1')) out.push('plus-one-counter');
  if (card.scheme) out.push('scheme');
  if (card.scheme?.ongoing) out.push('ongoing');
  if (card.classLevel !== null) out.push('level');
  return [...new Set(out)];
}

export function CardZoom({ card, t, peek, glossaryHref, onClose }: { card: CardView; t: Translate; peek: boolean; glossaryHref: (id: string) => string; onClose?: () => void }) {
  const showBack = card.hidden || (card.faceDown && !peek);
  const components = showBack ? [] : card.defs.map((def, i) => ({ def, name: defName(def, card.names[i] ?? null, t), key: card.cards[i] ?? String(i) }));
  const terms = glossaryTerms(card);
  return (
    <div role="dialog" aria-label={visibleName(card, t, peek)} data-card-zoom className="w-64 rounded-xl border border-line bg-bg p-3 text-sm shadow-xl">
      <div className="flex items-start justify-between gap-2">
        <p className="font-bold">{visibleName(card, t, peek)}</p>
        {showBack ? null : <ManaCost cost={card.manaCost} t={t} size={16} />}
      </div>
      {showBack ? (
        <div className="mt-2 h-24">
          <CardBack label={card.faceDown ? t('frame.faceDownLong') : t('frame.hidden')} />
        </div>
      ) : (
        <>
          <p className="text-xs text-muted">{typeLine(card, t)}</p>
          {components.map((c, i) => (
            <div key={c.key} className={i > 0 ? 'mt-2 border-t border-line pt-2' : 'mt-2'}>
              {components.length > 1 ? <p className="text-xs font-semibold">{i === 0 ? t('zoom.top', { name: c.name }) : t('zoom.under', { name: c.name })}</p> : null}
              <div className="text-[13px] leading-snug">
                <ManaText text={t(`card.${c.def}.text`, { defaultValue: '' })} t={t} />
              </div>
            </div>
          ))}
        </>
      )}
      {card.classBands ? (
        <ol className="mt-2 space-y-0.5 text-xs">
          {card.classBands.map((b) => (
            <li key={b.level} className={`flex justify-between rounded px-1 ${b.active ? 'bg-accent text-on-accent' : 'border border-line'}`}>
              <span>
                {b.active ? '● ' : '○ '}
                {t('frame.levelShort', { level: b.level })}
              </span>
              {b.cost ? <ManaCost cost={b.cost} t={t} size={12} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {card.saga ? (
        <p className="mt-2 text-xs">
          {t('zoom.saga', { lore: card.saga.lore, last: roman(card.saga.chapters.at(-1) ?? 0) })}
        </p>
      ) : null}
      {card.counters.length ? (
        <p className="mt-2 flex gap-1">
          {card.counters.map((c) => (
            <CounterBadge key={c.kind} kind={c.kind} count={c.count} t={t} />
          ))}
        </p>
      ) : null}
      {card.power !== null && card.types.includes('creature') ? (
        <p className="mt-2 text-right font-mono font-bold">
          {card.power}/{card.toughness}
          {card.damage ? <span className="ml-2 text-xs text-red-700">{t('frame.damage', { count: card.damage })}</span> : null}
        </p>
      ) : null}
      {card.keywords.filter((k) => REMINDERS.includes(k)).map((k) => (
        <p key={k} className="mt-1 text-xs text-muted italic">
          {t(`reminder.${k}`)}
        </p>
      ))}
      {card.faceDown ? <p className="mt-1 text-xs text-muted italic">{t('reminder.faceDown')}</p> : null}
      {terms.length ? (
        <p className="mt-2 flex flex-wrap gap-x-2 text-xs">
          <span className="text-muted">{t('zoom.glossary')}</span>
          {terms.map((id) => (
            <a key={id} href={glossaryHref(id)} className="underline decoration-accent underline-offset-2">
              {t(`term.${id}`)}
            </a>
          ))}
        </p>
      ) : null}
      {onClose ? (
        <button type="button" onClick={onClose} className="mt-2 min-h-11 rounded-md border border-line px-2 text-xs">
          {t('zoom.close')}
        </button>
      ) : null}
    </div>
  );
}
