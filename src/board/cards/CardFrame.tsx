/**
 * One drawn card: name and mana cost on top, type line, a few lines of text, power/toughness;
 * turned when tapped, counters as badges, a distinct frame for tokens, a card back for a face-down
 * or hidden card, a fanned stack for a merged permanent, level bands for a Class, chapters for
 * a Saga, a mark for an ongoing scheme. Focus or hover asks for the large view (CardZoom).
 */
import type { Translate } from '../../i18n/narrate.ts';
import type { CardView } from '../model/viewModel.ts';
import { CounterBadge } from './CounterBadge.tsx';
import { ManaCost } from './ManaSymbol.tsx';
import { defName, describeCard, typeLine, visibleName } from './names.ts';
import { roman } from '../../i18n/narrate.ts';

const FRAME: Record<string, string> = {
  W: 'border-t-amber-200',
  U: 'border-t-sky-500',
  B: 'border-t-stone-600',
  R: 'border-t-red-500',
  G: 'border-t-green-600',
};

function frameColour(colors: string[]): string {
  if (colors.length > 1) return 'border-t-yellow-500';
  return FRAME[colors[0] ?? ''] ?? 'border-t-stone-400';
}

const FAN = 14;

export interface CardFrameProps {
  card: CardView;
  t: Translate;
  peek?: boolean;
  compact?: boolean;
  /** a highlight (a stack item's target, the acting object) */
  marked?: boolean;
  /** hover/focus show the large view; a click pins it open */
  onZoom?: (card: CardView | null, pin?: boolean) => void;
}

export function CardBack({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div className={`flex h-full w-full items-center justify-center rounded-md border-2 border-stone-700 bg-[repeating-linear-gradient(45deg,#57534e_0_5px,#44403c_5px_10px)] p-1 text-center text-[9px] leading-tight font-semibold text-stone-100 ${className}`}>
      <span className="rounded bg-stone-900/70 px-0.5">{label}</span>
    </div>
  );
}

function Face({ card, t, peek, compact }: { card: CardView; t: Translate; peek: boolean; compact: boolean }) {
  const showBack = card.hidden || (card.faceDown && !peek) || (card.scheme !== null && !card.scheme.faceUp && card.hidden);
  if (showBack) {
    const label = card.faceDown ? t('frame.faceDownShort') : card.scheme ? t('frame.schemeBack') : t('frame.back');
    return (
      <div className="relative h-full w-full">
        <CardBack label={label} />
        {card.faceDown && card.power !== null ? (
          <span className="absolute right-0.5 bottom-0.5 rounded bg-bg px-0.5 font-mono text-[10px] font-bold">
            {card.power}/{card.toughness}
          </span>
        ) : null}
      </div>
    );
  }
  const name = visibleName(card, t, peek);
  const isCreature = card.types.includes('creature') && card.power !== null;
  return (
    <div
      className={`flex h-full w-full flex-col overflow-hidden rounded-md border border-t-4 bg-surface text-left text-fg ${frameColour(card.colors)} ${
        card.token ? 'border-dashed border-stone-500' : 'border-stone-500'
      } ${card.faceDown ? 'ring-2 ring-stone-600 ring-inset' : ''}`}
    >
      <div className="flex items-start justify-between gap-0.5 px-0.5 pt-0.5">
        <span className={`line-clamp-2 font-semibold ${compact ? 'text-[8.5px] leading-[10px]' : 'text-[10px] leading-[11px]'}`}>{name}</span>
        {!compact ? <ManaCost cost={card.manaCost} t={t} size={9} /> : null}
      </div>
      {!compact ? <div className="truncate px-0.5 text-[7.5px] leading-[9px] text-muted">{typeLine(card, t)}</div> : null}
      {card.saga ? (
        <ol className="mt-auto flex gap-px px-0.5" aria-label={t('frame.chapters')}>
          {card.saga.chapters.map((n) => (
            <li key={n} className={`rounded-sm border px-0.5 font-mono text-[8px] leading-[10px] ${card.saga && card.saga.lore >= n ? 'border-accent bg-accent text-on-accent' : 'border-line text-muted'}`}>
              {roman(n)}
              <span className="sr-only">{card.saga && card.saga.lore >= n ? t('frame.reached') : ''}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {card.classBands ? (
        <ol className="mt-auto flex flex-col gap-px px-0.5 pb-0.5" aria-label={t('frame.levels')}>
          {card.classBands.map((b) => (
            <li key={b.level} className={`flex justify-between rounded-sm px-0.5 text-[8px] leading-[10px] ${b.active ? 'bg-accent font-bold text-on-accent' : 'border border-line text-muted'}`}>
              <span>
                {b.active ? '● ' : '○ '}
                {t('frame.levelShort', { level: b.level })}
              </span>
              <span className="sr-only">{b.active ? t('frame.active') : t('frame.inactive')}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {card.scheme?.faceUp ? (
        <span className="mt-auto mb-0.5 ml-0.5 self-start rounded-sm bg-fg px-0.5 text-[8px] font-bold text-bg">{card.scheme.ongoing ? t('frame.ongoing') : t('frame.schemeFaceUp')}</span>
      ) : null}
      {card.faceDown && peek ? <span className="mt-auto px-0.5 text-[8px] font-semibold text-muted">{t('frame.peeking')}</span> : null}
      {isCreature ? (
        <span className={`mt-auto self-end rounded-tl bg-bg px-0.5 font-mono font-bold ${compact ? 'text-[9px]' : 'text-[10px]'} ${card.damage > 0 ? 'text-red-700' : ''}`}>
          {card.power}/{card.toughness}
        </span>
      ) : null}
    </div>
  );
}

export function CardFrame({ card, t, peek = false, compact = false, marked = false, onZoom }: CardFrameProps) {
  const under = card.cards.length - 1;
  const w = compact ? 50 : 66;
  const h = compact ? 68 : 90;
  const fan = under * FAN;
  const box = card.tapped ? { width: h, height: Math.max(h, w) + fan } : { width: w, height: h + fan };
  return (
    <div
      data-flip-key={card.key}
      data-token={card.token ? 'true' : undefined}
      data-object={card.object}
      className="relative shrink-0 transition-[width] duration-300 motion-reduce:transition-none"
      style={box}
    >
      {card.defs.slice(1).map((def, i) => (
        <div key={card.cards[i + 1]} aria-hidden="true" className="absolute left-0 rounded-md border border-stone-500 bg-surface px-0.5 text-[8px] leading-[13px] font-semibold shadow-sm" style={{ top: (under - 1 - i) * FAN, width: w, height: h }}>
          <span className="line-clamp-1">{defName(def, card.names[i + 1] ?? null, t)}</span>
        </div>
      ))}
      <button
        type="button"
        aria-label={describeCard(card, t, peek)}
        onMouseEnter={() => onZoom?.(card)}
        onMouseLeave={() => onZoom?.(null)}
        onClick={() => onZoom?.(card, true)}
        onFocus={() => onZoom?.(card)}
        onBlur={() => onZoom?.(null)}
        className={`absolute left-0 block rounded-md shadow-sm transition-transform duration-300 motion-reduce:transition-none ${marked ? 'ring-3 ring-accent ring-offset-1' : ''} ${card.attacking ? 'outline-2 outline-red-600 outline-dashed' : ''}`}
        style={{ top: fan, width: w, height: h, transform: card.tapped ? `translateX(${(h - w) / 2}px) rotate(90deg)` : undefined }}
      >
        <Face card={card} t={t} peek={peek} compact={compact} />
      </button>
      {card.counters.length || card.token || card.attacking ? (
        <span className="pointer-events-none absolute -right-1 flex flex-col items-end gap-0.5" style={{ top: fan - 4 }}>
          {card.counters.map((c) => (
            <CounterBadge key={c.kind} kind={c.kind} count={c.count} t={t} />
          ))}
          {card.token ? <span className="rounded-full border border-stone-600 bg-bg px-1 text-[8px] font-bold">{t('frame.tokenShort')}</span> : null}
          {card.attacking ? <span className="rounded-full border border-red-700 bg-red-100 px-1 text-[8px] font-bold text-red-900">{t('frame.attackingShort')}</span> : null}
        </span>
      ) : null}
    </div>
  );
}
