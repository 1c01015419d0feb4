import type { Translate } from '../../i18n/narrate.ts';
import { CardChip, CardFrame } from '../cards/CardFrame.tsx';
import { NO_ROLES, type StackRole, type StackRoles } from '../model/stackRoles.ts';
import type { CardView } from '../model/viewModel.ts';
import { usePage } from './Paging.tsx';

/** Cards (or piles) a zone draws at once; a longer zone turns pages (Paging.tsx). */
export const ZONE_PAGE = 24;

export interface ZoneProps {
  label: string;
  /** the accessible name, unique on the page ("Ben: Lands"); default: the label */
  name?: string;
  cards: CardView[];
  t: Translate;
  peek: boolean;
  /** what the stack points at (model/stackRoles.ts) */
  roles: StackRoles;
  onZoom: (card: CardView | null, pin?: boolean) => void;
  /**
   * cards: whole cards side by side, wrapping to a new row rather than scrolling; pile: the same,
   * identical untouched cards (lands) stacked into one with a count, its tapped ones counted on it; chips: one line per card
   * (graveyard, exile, an opponent's hand), the label before them
   */
  look?: 'cards' | 'pile' | 'chips';
  /** the cards flow with those of the zones beside it (display: contents), as one row that wraps */
  flow?: boolean;
  /** show the label above the cards or before them (chips always show it before them) */
  showLabel?: false | 'top' | 'side';
  /** how whole cards are drawn (short: a card in the hand) */
  variant?: 'card' | 'short';
  className?: string;
  testId?: string;
}

const isLand = (c: CardView) => c.types.includes('land') && !c.types.includes('creature') && !c.hidden;

export interface Pile {
  /** the pile's first card, drawn tapped only if all of the pile is */
  card: CardView;
  objects: string[];
  /** how many of the pile are tapped */
  tapped: number;
}

/**
 * Identical cards that nothing but being tapped tells apart (same card, no counters, damage,
 * combat or attachment of any kind): one pile, where the first of them is, its tapped ones
 * counted, so tapping two of five Islands marks the pile rather than splitting it. A card the
 * stack points at (a target, a source) stays on its own, so what the stack points at is always drawn.
 */
export function piles(cards: readonly CardView[], roles: StackRoles = NO_ROLES): Pile[] {
  const out: { first: CardView; objects: string[]; tapped: number }[] = [];
  // a hidden card (a face-down scheme deck) piles with the others like it
  const same = (a: CardView, b: CardView) => (a.hidden && b.hidden ? a.faceDown === b.faceDown && !!a.scheme === !!b.scheme : !a.hidden && !b.hidden && a.defs[0] === b.defs[0]);
  const plain = (c: CardView) => !c.faceDown && !c.token && c.cards.length === 1 && c.counters.length === 0 && c.damage === 0 && !c.attacking && !c.blocking && !roles.has(c.object);
  for (const c of cards) {
    const pile = plain(c) ? out.find((p) => plain(p.first) && same(p.first, c)) : undefined;
    if (pile) {
      pile.objects.push(c.object);
      if (c.tapped) pile.tapped += 1;
    } else out.push({ first: c, objects: [c.object], tapped: c.tapped ? 1 : 0 });
  }
  return out.map(({ first, objects, tapped }) => ({ card: first.tapped === (tapped === objects.length) ? first : { ...first, tapped: tapped === objects.length }, objects, tapped }));
}

/** A long zone's order for paging: what the stack points at first (arrows need it drawn), then the rest in order. */
function pointedFirst<T extends { object: string }>(items: readonly T[], roles: StackRoles): T[] {
  if (roles.size === 0) return [...items];
  return [...items.filter((x) => roles.has(x.object)), ...items.filter((x) => !roles.has(x.object))];
}

/** The roles of a drawing's objects (a pile's, when one of them is what the stack points at). */
function pileRoles(objects: readonly string[], roles: StackRoles): StackRole[] | undefined {
  const out = [...new Set(objects.flatMap((o) => roles.get(o) ?? []))];
  return out.length ? out : undefined;
}

/** One zone: a labelled group of cards, never scrolling inside; quiet when empty. */
export function Zone({ label, name, cards, t, peek, roles, onZoom, look = 'cards', flow = false, showLabel = false, variant = 'card', className = '', testId }: ZoneProps) {
  const common = { t, peek, onZoom };
  const groups = look === 'pile' ? piles(cards, roles) : look === 'chips' ? [] : cards.map((c) => ({ card: c, objects: [c.object], tapped: c.tapped ? 1 : 0 }));
  // a long zone draws one page (what the stack points at is always drawn: piles keep such cards apart, and a page holds them first)
  const page = usePage(look === 'chips' ? cards.length : groups.length, ZONE_PAGE, t, name ?? label);
  if (look === 'chips') {
    const shown = page.controls ? pointedFirst(cards, roles).slice(page.from, page.to) : cards;
    return (
      <div role="group" aria-label={name ?? label} data-zone={testId} className={`flex min-w-0 flex-wrap items-center gap-1 ${className}`}>
        <span aria-hidden="true" className="text-xs font-medium text-muted">
          {label} <span className="font-mono">{cards.length}</span>
        </span>
        {shown.map((c) => (
          <CardChip key={c.key} card={c} roles={roles.get(c.object)} {...common} />
        ))}
        {page.controls}
      </div>
    );
  }
  const drawn = page.controls ? pointedFirst(groups.map((g) => ({ ...g, object: g.card.object })), roles).slice(page.from, page.to) : groups;
  return (
    <div role="group" aria-label={name ?? label} data-zone={testId} data-count={cards.length} className={`${flow ? 'contents' : 'min-w-0'} ${showLabel === 'side' ? 'flex items-start gap-2' : ''} ${className}`}>
      {showLabel ? (
        <p aria-hidden="true" className={`text-xs leading-4 font-medium text-muted ${showLabel === 'side' ? 'w-12 shrink-0 pt-1 [overflow-wrap:anywhere]' : ''}`}>
          {label} <span className="font-mono">{cards.length}</span>
        </p>
      ) : null}
      <ul className={flow ? 'contents' : 'flex flex-wrap items-end gap-x-2 gap-y-1 pr-1.5'}>
        {drawn.map((g) => (
          <li key={g.card.key} className="shrink-0">
            <CardFrame card={g.card} count={g.objects.length} pile={g.objects} tappedCount={g.tapped} roles={pileRoles(g.objects, roles)} variant={look === 'pile' && isLand(g.card) ? 'land' : variant} {...common} />
          </li>
        ))}
        {page.controls ? <li className="shrink-0 self-center">{page.controls}</li> : null}
      </ul>
    </div>
  );
}
