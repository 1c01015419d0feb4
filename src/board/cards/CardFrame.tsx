/**
 * One drawn card at board size, readable as a card: the whole name (wrapped between words, never
 * cut: the card widens for a longest word wider than it) with the
 * mana cost beside it, the type line, chapters or level bands, power/toughness (a changed value
 * marked); turned when tapped (the card lies on its side, its text still upright: the colour bar
 * moves to the side and {T} marks it; a pile partly tapped stays upright, {T} and how many);
 * what the stack points at (target, source), counters, token, summoning sickness, attack and a pile's size as badges with text in a row of
 * their own above the bottom line (the card grows by it, so no badge covers text; a land tile's
 * at its corner), the merged cards' count on the fanned cards; a card back for a face-down or
 * hidden card; a fanned stack for a merged permanent. No text under 12 px. Focus or hover asks for the large view (CardZoom).
 *
 * The button's accessible name is its visible text in order, then what is drawn but not written
 * (cost, tapped, counters…) in a visually hidden tail, so it always contains the visible label
 * (WCAG 2.5.3, axe label-content-name-mismatch).
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { roman } from '../../i18n/narrate.ts';
import { agreeing } from '../../i18n/grammar.ts';
import type { StackRole } from '../model/stackRoles.ts';
import type { CardView } from '../model/viewModel.ts';
import { useCardSize, useNarrow } from '../layout/size.ts';
import { CounterBadge } from './CounterBadge.tsx';
import { ManaCost, ManaSymbol, parseSymbols, symbolLabel } from './ManaSymbol.tsx';
import { defName, typeLine, visibleName, visibleNamed } from './names.ts';

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

/** A card in the hand: its height, in CSS pixels. */
const SHORT = 60;

/** How far each card under a merged permanent peeks out above the one in front. */
export const FAN = 12;
/** The merged count's height (h-4): the fan is at least this tall, so the count lies over no text of the front card whatever the font's ascent. */
const MERGED_BADGE = 16;

export interface CardFrameProps {
  card: CardView;
  t: Translate;
  peek?: boolean;
  /** what the stack points at in this drawing (a target is ringed; both are named in a badge) */
  roles?: readonly StackRole[] | undefined;
  /** how many identical cards this drawing stands for (a pile of lands) */
  count?: number;
  /** every object of a pile (data-pile), for arrows to a target inside it */
  pile?: string[];
  /** how many of the pile are tapped (all of them: the card is drawn tapped; some: marked {T} n) */
  tappedCount?: number;
  /** a short card this wide (the stack's, whose long single words would not fit a card's width) */
  width?: number;
  /** hover/focus show the large view; a click pins it open */
  onZoom?: (card: CardView | null, pin?: boolean) => void;
  /**
   * card: the whole card; land: a small tile with the name (a quiet land or a pile of them; tapped,
   * its colour bar moves to the side and it shows {T}); short: name, cost and type line (a card in the hand)
   */
  variant?: 'card' | 'land' | 'short';
}

export function CardBack({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div className={`flex h-full w-full items-center justify-center rounded-md border-2 border-stone-700 bg-[repeating-linear-gradient(45deg,#57534e_0_5px,#44403c_5px_10px)] p-1 text-center text-xs leading-tight font-semibold text-stone-100 ${className}`}>
      <span className="rounded bg-stone-900/80 px-1">{label}</span>
    </div>
  );
}

/** A card's drawing shows its back (hidden, face down and not peeked at, a face-down scheme). */
export function showsBack(card: CardView, peek: boolean): boolean {
  return card.hidden || (card.faceDown && !peek);
}

/** Power/toughness against the printed values: 'up', 'down' or null (unchanged or none printed). */
export function ptChange(card: CardView): 'up' | 'down' | null {
  if (card.power === null || card.toughness === null || card.basePower === null || card.baseToughness === null) return null;
  const d = card.power - card.basePower + (card.toughness - card.baseToughness);
  if (card.power === card.basePower && card.toughness === card.baseToughness) return null;
  return d >= 0 ? 'up' : 'down';
}

/**
 * What the drawing conveys without writing it, for the accessible name's tail: what the stack
 * points at it for (target, source: the badges are hidden from screen readers), cost, face down, token, merged, tapped, sickness, combat, level, counters, damage, a scheme's state, a
 * changed power/toughness, a pile's size.
 */
export function cardTail(card: CardView, t: Translate, peek: boolean, count = 1, tappedCount = 0, roles: readonly StackRole[] = []): string {
  const parts: string[] = roles.map((r) => t(`frame.${r}`));
  const back = showsBack(card, peek);
  // its state's words agree with the name it is shown by (RU «повёрнута», IT «TAPpata»)
  const name = visibleNamed(card, t, peek);
  const agree = (key: string, options: Record<string, unknown> = {}) => t(key, agreeing(options, name));
  if (!back && card.manaCost) parts.push(t('frame.cost', { cost: parseSymbols(card.manaCost).map((s) => symbolLabel(s, t)).join(', ') }));
  if (card.faceDown && !back) parts.push(agree('frame.faceDown'));
  if (card.token) parts.push(agree('frame.token'));
  if (card.cards.length > 1) parts.push(agree('frame.merged', { count: card.cards.length, names: card.defs.map((d, i) => defName(d, card.names[i] ?? null, t)).join(', ') }));
  const change = ptChange(card);
  if (change) parts.push(t('frame.printed', { power: card.basePower, toughness: card.baseToughness }));
  if (card.tapped) parts.push(agree('frame.tapped'));
  if (card.sick) parts.push(agree('frame.sick'));
  if (card.attacking) parts.push(agree('frame.attacking'));
  if (card.blocking) parts.push(agree('frame.blocking'));
  if (card.classLevel !== null) parts.push(t('frame.level', { level: card.classLevel }));
  for (const c of card.counters) parts.push(t('frame.counters', { count: c.count, counter: t(`counter.${c.kind}`, { count: c.count }) }));
  if (card.damage > 0) parts.push(t('frame.damage', { count: card.damage }));
  if (card.scheme && !card.scheme.faceUp) parts.push(t('frame.schemeFaceDown'));
  if (count > 1) parts.push(t('frame.pile', { count }));
  if (count > 1 && tappedCount > 0 && tappedCount < count) parts.push(t('frame.pileTapped', { count: tappedCount }));
  return parts.join(', ');
}

function PowerToughness({ card, className = '' }: { card: CardView; className?: string }) {
  const change = ptChange(card);
  const tone = card.damage > 0 || change === 'down' ? 'text-red-700 dark:text-red-300' : change === 'up' ? 'text-emerald-700 dark:text-emerald-300' : '';
  return (
    <span data-pt={change ?? 'printed'} className={`rounded-tl bg-bg px-1 font-mono text-xs leading-4 font-bold ${change ? 'underline decoration-2 underline-offset-2' : ''} ${tone} ${className}`}>
      {card.power}/{card.toughness}
    </span>
  );
}

/** The badges in a row of their own above the card's bottom line: over no text (the card grows to hold them). */
function BadgeRow({ badges }: { badges: ReactNode[] }) {
  if (!badges.length) return null;
  return (
    <span aria-hidden="true" data-badges className="flex flex-wrap justify-end gap-px px-0.5 pt-0.5">
      {badges}
    </span>
  );
}

function Face({ card, t, peek, variant, someTapped = 0, badges = [], roles = [] }: { card: CardView; t: Translate; peek: boolean; variant: 'card' | 'land' | 'short'; someTapped?: number; badges?: ReactNode[]; roles?: readonly StackRole[] }) {
  if (showsBack(card, peek)) {
    const all = [...roleBadges(roles, t), ...badges];
    const label = card.faceDown ? t('frame.faceDownShort') : card.scheme ? t('frame.schemeBack') : t('frame.back');
    return (
      // with badges, they and the bottom line go under the back's pattern, on its border's colour
      <span className={`relative flex w-full flex-1 flex-col rounded-md ${all.length ? 'bg-stone-700 pb-5' : ''}`}>
        <CardBack label={label} className="min-h-0 flex-1" />
        <BadgeRow badges={all} />
        {card.faceDown && card.power !== null ? <PowerToughness card={card} className="absolute right-0.5 bottom-0.5 rounded" /> : null}
        {card.tapped ? (
          <span aria-hidden="true" data-tapped-mark className="absolute bottom-0.5 left-0.5">
            <ManaSymbol symbol="T" t={t} size={14} />
          </span>
        ) : null}
      </span>
    );
  }
  const isCreature = card.types.includes('creature') && card.power !== null;
  // a tapped card lies on its side without turning its text: the frame's colour bar goes to the side
  const turned = card.tapped;
  return (
    <span
      className={`relative flex w-full flex-1 flex-col overflow-hidden rounded-md border bg-surface text-left text-fg ${turned ? `border-l-4 ${frameColour(card.colors).replace('border-t-', 'border-l-')}` : `border-t-4 ${frameColour(card.colors)}`} ${
        card.token ? 'border-dashed border-stone-500' : 'border-stone-500'
      } ${card.faceDown ? 'ring-2 ring-stone-600 ring-inset' : ''}`}
    >
      {/* lying on its side the card has no colour bar on top: the name keeps its distance from a merged count above it */}
      <span className={`block ${variant === 'land' ? 'px-0.5' : 'px-1'} ${turned ? 'pt-1' : 'pt-0.5'} text-xs leading-[14px]`}>
        <span data-card-name className="font-semibold tracking-tight hyphens-auto [overflow-wrap:break-word]">
          {visibleName(card, t, peek)}
        </span>
        {card.manaCost ? (
          <span aria-hidden="true" className="ml-1 inline-flex align-[-2px] whitespace-nowrap">
            <ManaCost cost={card.manaCost} t={t} size={12} />
          </span>
        ) : null}
      </span>
      {variant === 'land' ? null : (
      <span data-type-line className={`${variant === 'short' ? 'line-clamp-1' : 'line-clamp-2'} px-1 text-xs leading-[14px] text-muted`}>
        {typeLine(card, t)}
      </span>
      )}
      {card.saga && variant === 'card' ? (
        <span className="mt-auto flex gap-0.5 px-1 pb-0.5">
          {card.saga.chapters.map((n) => (
            <span key={n} data-chapter={card.saga && card.saga.lore >= n ? 'reached' : 'ahead'} className={`rounded-sm border px-0.5 font-mono text-xs leading-[14px] ${card.saga && card.saga.lore >= n ? 'border-accent bg-accent text-on-accent' : 'border-line text-muted'}`}>
              {roman(n)}
            </span>
          ))}
        </span>
      ) : null}
      {card.classBands && variant === 'card' ? (
        <span className="mt-auto flex gap-0.5 px-1 pb-0.5">
          {card.classBands.map((b) => (
            <span key={b.level} data-band={b.active ? 'active' : 'inactive'} className={`min-w-5 rounded-sm border text-center font-mono text-xs leading-[14px] ${b.active ? 'border-accent bg-accent font-bold text-on-accent' : 'border-line text-muted'}`}>
              {b.level}
            </span>
          ))}
        </span>
      ) : null}
      {card.scheme?.faceUp ? (
        <span className="mt-auto mb-0.5 ml-1 self-start rounded-sm bg-fg px-1 text-xs font-bold text-bg">{card.scheme.ongoing ? t('frame.ongoingShort') : t('frame.schemeFaceUpShort', agreeing({}, visibleNamed(card, t, peek)))}</span>
      ) : null}
      {card.faceDown && peek ? <span className="mt-auto px-1 text-xs font-semibold text-muted">{t('frame.peeking')}</span> : null}
      {/* the badges, then the bottom line: {T} (and how many of a pile) and what the stack points
          at it for on the left, power/toughness on the right, below the text; the line wraps (the
          card growing) only where its parts don't fit side by side */}
      {badges.length ? (
        <span className="mt-auto">
          <BadgeRow badges={badges} />
        </span>
      ) : null}
      {isCreature || turned || someTapped || roles.length ? (
        <span className={`${badges.length ? '' : 'mt-auto'} flex shrink-0 flex-wrap items-end gap-px`}>
          {turned || someTapped ? (
            <span aria-hidden="true" data-tapped-mark className="mb-0.5 ml-0.5 inline-flex items-center gap-px font-mono text-xs leading-[14px] font-bold">
              <ManaSymbol symbol="T" t={t} size={14} />
              {someTapped ? someTapped : null}
            </span>
          ) : null}
          {roles.length ? (
            <span aria-hidden="true" data-badges className="mb-0.5 flex flex-wrap gap-px px-0.5">
              {roleBadges(roles, t)}
            </span>
          ) : null}
          {isCreature ? <PowerToughness card={card} className="ml-auto" /> : null}
        </span>
      ) : null}
    </span>
  );
}

/**
 * "Target", "Source": what the stack's arrows join this card to, named where the arrow ends. On a
 * phone a card has no room for a word beside its power/toughness and would grow, pushing the
 * reader's side out of the table: there a source is marked by its line's dot alone (the stack
 * names it in words, and the card's accessible name says it), a target keeps its word.
 */
function useShownRoles(roles: readonly StackRole[]): readonly StackRole[] {
  const narrow = useNarrow();
  return narrow ? roles.filter((r) => r !== 'source') : roles;
}

function roleBadges(roles: readonly StackRole[], t: Translate): ReactNode[] {
  return roles.map((r) => (
    <span key={r} data-badge={r} className="h-4 rounded-full border border-accent bg-accent px-1.5 text-xs leading-[14px] font-bold whitespace-nowrap text-on-accent">
      {t(`board.${r}`)}
    </span>
  ));
}

/** The short text badges of a card (aria-hidden: the button's name says the same). */
function badgeItems(card: CardView, t: Translate, count: number): ReactNode[] {
  return [
    ...card.counters.map((c) => <CounterBadge key={c.kind} kind={c.kind} count={c.count} t={t} compact />),
    count > 1 ? (
      <span key="pile" data-badge="pile" className="rounded-full border border-fg bg-fg h-4 px-1.5 font-mono text-xs leading-4 font-bold whitespace-nowrap text-bg">
        ×{count}
      </span>
    ) : null,
    card.token ? (
      <span key="token" className="rounded-full border border-stone-600 bg-bg h-4 px-1.5 text-xs leading-4 font-bold whitespace-nowrap">
        {t('frame.tokenShort')}
      </span>
    ) : null,
    card.attacking ? (
      <span key="attacking" className="rounded-full border border-red-700 bg-red-100 h-4 px-1.5 text-xs leading-4 font-bold whitespace-nowrap text-red-900">
        {t('frame.attackingShort')}
      </span>
    ) : null,
    card.sick ? (
      <span key="sick" data-badge="sick" title={t('frame.sick')} className="rounded-full border border-sky-800 bg-sky-100 h-4 px-1.5 text-xs leading-4 font-bold whitespace-nowrap text-sky-900">
        {t('frame.sickShort')}
      </span>
    ) : null,
  ].filter(Boolean);
}

/** A land tile's badges (its pile's count): at its bottom right corner, below its name. */
function CornerBadges({ items }: { items: ReactNode[] }) {
  if (!items.length) return null;
  return (
    <span aria-hidden="true" data-badges className="pointer-events-none absolute -right-1.5 -bottom-1 z-[1] flex flex-col items-end gap-px">
      {items}
    </span>
  );
}

/**
 * A merged permanent's count sits on the cards fanned out above it, where there is no text:
 * the fan is at least as tall as the count, so it ends where the front card begins (a font
 * whose glyphs rise above their line, as Noto Sans's do, draws no name under it).
 */
function MergedBadge({ card, t }: { card: CardView; t: Translate }) {
  if (card.cards.length < 2) return null;
  return (
    <span aria-hidden="true" data-badges className="pointer-events-none absolute top-0 -right-1.5 z-[1] flex">
      <span data-badge="merged" className="h-4 rounded-full border border-accent bg-bg px-1.5 text-xs leading-[14px] font-bold whitespace-nowrap text-accent">
        {t('frame.mergedShort', { count: card.cards.length })}
      </span>
    </span>
  );
}

export function CardFrame({ card, t, peek = false, roles = [], count = 1, pile, tappedCount = card.tapped ? count : 0, onZoom, variant = 'card', width }: CardFrameProps) {
  const under = card.cards.length - 1;
  const size = useCardSize();
  const upright = variant === 'land' ? size.land : variant === 'short' ? { w: width ?? size.w, h: SHORT } : size;
  // tapped, a card lies on its side (a land's tile, nearly square, keeps its shape)
  const lies = card.tapped && variant !== 'land';
  const { w, h } = lies ? { w: upright.h, h: upright.w } : upright;
  // the fanned cards, and above them as much room as the merged count needs when one card peeks out
  const fan = under > 0 ? Math.max(under * FAN, MERGED_BADGE) : 0;
  const lift = fan - under * FAN;
  // at least a card's size: taller by the badges' row(s) it carries, so they cover no text, and
  // wider by what a name's longest word needs (Arrancante, Шипоспинный), so no word is split
  const box = { width: 'min-content', minWidth: w, minHeight: h + fan, paddingTop: fan };
  const marked = roles.includes('target');
  const shown = useShownRoles(roles);
  const tail = cardTail(card, t, peek, count, tappedCount, roles);
  const someTapped = tappedCount > 0 && tappedCount < count ? tappedCount : 0;
  const badges = badgeItems(card, t, count);
  const corner = variant === 'land';
  return (
    <div
      data-flip-key={card.key}
      data-token={card.token ? 'true' : undefined}
      data-object={card.object}
      data-pile={pile && pile.length > 1 ? pile.join(' ') : undefined}
      data-marked={roles.length ? roles.join(' ') : undefined}
      data-tapped={card.tapped ? 'true' : someTapped ? String(someTapped) : undefined}
      data-def={card.hidden ? undefined : card.defs[0]}
      data-variant={variant}
      className="relative flex shrink-0 flex-col transition-[width] duration-300 motion-reduce:transition-none"
      style={box}
    >
      {card.defs.slice(1).map((def, i) => (
        <div
          key={card.cards[i + 1] ?? def}
          aria-hidden="true"
          className="absolute inset-x-0 rounded-md border border-t-4 border-stone-500 border-t-stone-400 bg-surface shadow-sm"
          style={{ top: lift + (under - 1 - i) * FAN, height: h }}
        />
      ))}
      <button
        type="button"
        onMouseEnter={() => onZoom?.(card)}
        onMouseLeave={() => onZoom?.(null)}
        onClick={() => onZoom?.(card, true)}
        onFocus={() => onZoom?.(card)}
        onBlur={() => onZoom?.(null)}
        className={`relative flex w-full flex-1 flex-col rounded-md shadow-sm ${marked ? 'ring-3 ring-accent ring-offset-2 ring-offset-bg' : ''} ${card.attacking ? 'outline-2 outline-red-600 outline-dashed' : ''}`}
        style={{ minHeight: h }}
      >
        <Face card={card} t={t} peek={peek} variant={variant} someTapped={someTapped} badges={corner ? [] : badges} roles={corner ? [] : shown} />
        {tail ? <span className="sr-only">, {tail}</span> : null}
      </button>
      {corner ? <CornerBadges items={[...roleBadges(shown, t), ...badges]} /> : null}
      <MergedBadge card={card} t={t} />
    </div>
  );
}

/**
 * A card as a one-line chip (graveyard, exile, an opponent's hand): the whole name, wrapped
 * between words if needed (a word is split only if it is wider than the whole row), zoomable like a card.
 */
export function CardChip({ card, t, peek = false, roles = [], onZoom }: Omit<CardFrameProps, 'count' | 'pile' | 'tappedCount' | 'width'>) {
  const back = showsBack(card, peek);
  const marked = roles.includes('target');
  const shown = useShownRoles(roles);
  const tail = cardTail(card, t, peek, 1, 0, roles);
  return (
    <div data-flip-key={card.key} data-token={card.token ? 'true' : undefined} data-object={card.object} data-marked={roles.length ? roles.join(' ') : undefined} data-chip className="max-w-full min-w-0">
      <button
        type="button"
        onMouseEnter={() => onZoom?.(card)}
        onMouseLeave={() => onZoom?.(null)}
        onClick={() => onZoom?.(card, true)}
        onFocus={() => onZoom?.(card)}
        onBlur={() => onZoom?.(null)}
        className={`block max-w-full rounded-md border px-1.5 py-0.5 text-left text-xs leading-4 font-medium [overflow-wrap:break-word] ${
          back ? 'border-stone-700 bg-[repeating-linear-gradient(45deg,#57534e_0_4px,#44403c_4px_8px)] text-stone-100' : `border-stone-500 border-l-4 bg-surface ${frameColour(card.colors).replace('border-t-', 'border-l-')}`
        } ${marked ? 'ring-3 ring-accent ring-offset-1 ring-offset-bg' : ''}`}
      >
        <span data-card-name className={back ? 'rounded bg-stone-900/80 px-0.5' : ''}>
          {visibleName(card, t, peek)}
        </span>
        {shown.length ? (
          <span aria-hidden="true" data-badges className="ml-1 inline-flex gap-px align-top">
            {roleBadges(shown, t)}
          </span>
        ) : null}
        {tail ? <span className="sr-only">, {tail}</span> : null}
      </button>
    </div>
  );
}
