/**
 * The board's cards at their size, and whether the screen is a phone's. The board's outer size,
 * which the pages need before the board's code arrives, is in ./frame.ts.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

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
