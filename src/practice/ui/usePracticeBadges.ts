/**
 * The home page's mechanic cards show the reader's Practice progress: each card holds an empty
 * `[data-practice-badge=<slug>]` (prerendered, then kept as markup), filled in the browser from
 * the solved puzzles and the puzzle ids. This hook is the tiny part in every page's entry: the
 * rest (the progress store, the puzzle ids) is its own chunk (./badges.ts), loaded once the page
 * is live. The words come from the common catalogue's plural-free pattern "✓ n/total".
 */
import { useEffect } from 'react';

export function usePracticeBadges(label: (solved: number, total: number) => string): void {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('./badges.ts').then((m) => {
      if (live) stop = m.watchBadges(label);
    });
    return () => {
      live = false;
      stop?.();
    };
  });
}
