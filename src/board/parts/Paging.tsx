/**
 * Paging of a long list (issue 28): a zone of 500 cards draws one page of them and a line to turn
 * pages ("1–30 of 500"), so what is drawn grows with what fits, not with the cards. A list no
 * longer than a page is drawn whole, with no controls: the board of a worked example is unchanged.
 */
import { useState } from 'react';
import type { Translate } from '../../i18n/narrate.ts';

export interface Page {
  from: number;
  to: number;
  /** the line that turns pages, or null when the list fits one page */
  controls: React.ReactNode;
}

/** `focus`: an index that must be on the page shown (an entry with a problem), while there is one. */
export function usePage(total: number, size: number, t: Translate, name: string, focus?: number): Page {
  const [page, setPage] = useState(0);
  const [focused, setFocused] = useState<number | undefined>(undefined);
  if (focus !== focused) {
    setFocused(focus);
    if (focus !== undefined) setPage(Math.floor(focus / size));
  }
  if (total <= size) return { from: 0, to: total, controls: null };
  const pages = Math.ceil(total / size);
  const p = Math.min(page, pages - 1);
  const from = p * size;
  const to = Math.min(total, from + size);
  const BTN = 'inline-flex min-h-8 min-w-8 items-center justify-center rounded border border-line bg-bg px-1 hover:bg-surface disabled:opacity-40';
  const controls = (
    <span className="inline-flex items-center gap-1 text-xs" role="group" aria-label={name} data-paging>
      <button type="button" className={BTN} disabled={p === 0} onClick={() => setPage(p - 1)} aria-label={t('paging.prev')} data-page-prev>
        ‹
      </button>
      <span className="font-mono" data-page-range>
        {t('paging.range', { from: from + 1, to, total })}
      </span>
      <button type="button" className={BTN} disabled={p === pages - 1} onClick={() => setPage(p + 1)} aria-label={t('paging.next')} data-page-next>
        ›
      </button>
    </span>
  );
  return { from, to, controls };
}
