/**
 * The board's outer size, shared by the board and the placeholder that stands in for it
 * (src/shell/BoardSlot.tsx), so the page never shifts when the board arrives (CLS): the height of
 * the viewport (less a small margin), so that with the board scrolled into view the whole
 * table, its controls and the narration are on screen together, on a phone as on a desktop.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export const BOARD_SIZE = 'h-[calc(100dvh_-_1rem)] min-h-[34rem] max-h-[64rem] w-full';
/**
 * The board in another page's frame (/<lang>/embed/…, docs/embed.md): a fixed height, not the
 * viewport's, so a frame sized to the height the embed reports keeps its size.
 */
export const EMBED_BOARD_SIZE = 'h-[42rem] w-full';
/** The frame of the board's place while it isn't there (loading, or a load that failed). */
export const SLOT_FRAME = 'flex items-center justify-center rounded-xl border border-dashed border-line bg-surface p-6 text-center text-sm text-muted';

/** A card at board size, in CSS pixels (12 px text: a whole name in up to three lines, the type line, P/T). */
export interface CardSize {
  w: number;
  h: number;
  /** a land's tile */
  land: { w: number; h: number };
}
export const CARD: CardSize = { w: 92, h: 100, land: { w: 76, h: 60 } };
/** On a phone: a little smaller, still 12 px text. */
export const CARD_SMALL: CardSize = { w: 78, h: 88, land: { w: 68, h: 50 } };

export const CardSizeContext = createContext<CardSize>(CARD);
export function useCardSize(): CardSize {
  return useContext(CardSizeContext);
}

/** Phone-sized screens, where the board compacts (smaller cards, the hand as a list). */
const NARROW = '(max-width: 639px)';
/**
 * The query's list, made once per matchMedia (a test may replace it): React reads the snapshot on
 * every render of every card, and each matchMedia call makes and evaluates a new list.
 */
let narrowList: { of: Window['matchMedia']; list: MediaQueryList } | null = null;
function narrowQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (narrowList?.of !== window.matchMedia) narrowList = { of: window.matchMedia, list: window.matchMedia(NARROW) };
  return narrowList.list;
}
function subscribe(onChange: () => void): () => void {
  const q = narrowQuery();
  if (!q) return () => {};
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
}
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => narrowQuery()?.matches ?? false, () => false);
}
