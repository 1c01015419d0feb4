/**
 * The home page's Practice progress (src/practice/ui/usePracticeBadges.ts loads this once the page
 * is live): each mechanic card's empty `[data-practice-badge=<slug>]` filled from the solved
 * puzzles and the puzzle ids, again whenever they change.
 */
import { readSolved, subscribeSolved } from '../progress.ts';
import { allPuzzleIds } from '../runtime.ts';

export function fillBadges(label: (solved: number, total: number) => string): void {
  const solved = readSolved();
  for (const el of document.querySelectorAll<HTMLElement>('[data-practice-badge]')) {
    const slug = el.dataset.practiceBadge ?? '';
    const ids = allPuzzleIds().filter((id) => id.startsWith(`${slug}-`));
    const done = ids.filter((id) => solved.has(id)).length;
    el.textContent = ids.length && done ? label(done, ids.length) : '';
    el.dataset.solved = String(done);
  }
}

/** Fills the badges now and whenever the progress changes; returns the unsubscribe. */
export function watchBadges(label: (solved: number, total: number) => string): () => void {
  fillBadges(label);
  return subscribeSolved(() => fillBadges(label));
}
