/**
 * The home page's mechanic cards show the reader's Practice progress: each card holds an empty
 * `[data-practice-badge=<slug>]` (prerendered, then kept as markup), filled here in the browser
 * from the solved puzzles and the puzzle ids (tiny, in the main chunk). The words come from the
 * common catalogue's plural-free pattern "✓ n/total".
 */
import { useEffect } from 'react';
import { useSolved } from '../progress.ts';
import { allPuzzleIds } from '../runtime.ts';

export function usePracticeBadges(label: (solved: number, total: number) => string): void {
  const solved = useSolved();
  useEffect(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-practice-badge]')) {
      const slug = el.dataset.practiceBadge ?? '';
      const ids = allPuzzleIds().filter((id) => id.startsWith(`${slug}-`));
      const done = ids.filter((id) => solved.has(id)).length;
      el.textContent = ids.length && done ? label(done, ids.length) : '';
      el.dataset.solved = String(done);
    }
  });
}
