import '../ui/dialogs.css';
import type MiniSearch from 'minisearch';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Lang } from '../i18n/languages.ts';
import { highlightPieces, snippet, type Piece } from './highlight.ts';
import { loadSearchIndex } from './load.ts';
import { searchOptions, type SearchDoc, type SearchKind } from './options.ts';

interface Hit {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  url: string;
  page?: string;
  terms: string[];
}

const MAX_RESULTS = 20;

/**
 * The first MAX_RESULTS hits for a query, how many there are in all, and how long finding them
 * took (ms; the tests check it stays under 50).
 */
function timedSearch(index: MiniSearch<SearchDoc> | null, query: string): { hits: Hit[]; total: number; elapsed: number } {
  if (!index) return { hits: [], total: 0, elapsed: 0 };
  const started = performance.now();
  const { hits, total } = runSearch(index, query);
  return { hits, total, elapsed: performance.now() - started };
}

function runSearch(index: MiniSearch<SearchDoc>, query: string): { hits: Hit[]; total: number } {
  const q = query.trim();
  if (!q) return { hits: [], total: 0 };
  let results = index.search(q, searchOptions);
  // every word must match; if none does, any word may
  if (results.length === 0) results = index.search(q, { ...searchOptions, combineWith: 'OR' });
  const hits = results.slice(0, MAX_RESULTS).map((r) => ({
    id: String(r.id),
    kind: r.kind as SearchKind,
    title: r.title as string,
    text: r.text as string,
    url: r.url as string,
    ...(r.page ? { page: r.page as string } : {}),
    terms: r.terms,
  }));
  return { hits, total: results.length };
}

function Marked({ pieces }: { pieces: Piece[] }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.mark ? (
          <mark key={i} className="rounded-sm bg-accent/20 px-0.5 text-fg">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The search box: a modal <dialog> with a combobox and its listbox of results, over a
 * MiniSearch index of the reader's language (loaded when the box first opens). Arrow keys
 * choose, Enter opens, Escape closes.
 */
export default function SearchDialog({ lang, open, onClose }: { lang: Lang; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dialogs');
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [index, setIndex] = useState<{ lang: Lang; index: MiniSearch<SearchDoc> } | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    let live = true;
    void loadSearchIndex(lang).then((loaded) => {
      if (live) setIndex({ lang, index: loaded });
    });
    return () => {
      live = false;
    };
  }, [lang]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      input.current?.select();
    } else if (!open && el.open) el.close();
  }, [open]);

  const ready = index?.lang === lang ? index.index : null;
  const { hits, total, elapsed } = useMemo(() => timedSearch(ready, query), [ready, query]);

  const current = Math.min(active, Math.max(0, hits.length - 1));
  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = hits.length > 0;

  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    onClose();
    void navigate(hit.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!expanded) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + hits.length) % hits.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[current]);
    }
  };

  const kindLabel: Record<SearchKind, string> = {
    mechanic: t('search.kind.mechanic'),
    ruling: t('search.kind.ruling'),
    term: t('search.kind.term'),
    rule: t('search.kind.rule'),
    page: t('search.kind.page'),
  };

  return (
    <dialog
      ref={dialog}
      aria-label={t('search.label')}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === dialog.current) onClose(); // a click on the backdrop
      }}
      className="search-dialog mx-auto mt-[8vh] w-[min(42rem,calc(100vw-2rem))] rounded-xl border border-line bg-bg p-0 text-fg shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex items-center gap-2 border-b border-line p-3">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="shrink-0 text-muted">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="M13 13l4.5 4.5" />
        </svg>
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(current) : undefined}
          aria-describedby={`${listId}-hint`}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted"
        />
        <button type="button" onClick={onClose} className="inline-flex min-h-11 items-center rounded-md px-2 text-sm text-muted hover:bg-surface hover:text-fg">
          <span className="sr-only">{t('search.close')}</span>
          <kbd aria-hidden="true" className="rounded border border-line px-1.5 font-mono text-xs">Esc</kbd>
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={t('search.label')} data-search-ms={elapsed.toFixed(1)} className="max-h-[60vh] overflow-y-auto p-2 empty:hidden">
        {hits.map((hit, i) => {
          const text = snippet(hit.text, hit.terms);
          return (
            <li
              key={hit.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              data-url={hit.url}
              onClick={() => go(hit)}
              onMouseMove={() => setActive(i)}
              className={`cursor-pointer rounded-lg px-3 py-2 ${i === current ? 'bg-surface outline-2 outline-accent' : ''}`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-xs font-semibold tracking-wide text-muted uppercase">{kindLabel[hit.kind]}</span>
                <span className="font-medium">
                  {hit.page ? `${hit.page} · ` : null}
                  <Marked pieces={highlightPieces(hit.title, hit.terms)} />
                </span>
              </p>
              {text ? (
                <p className="mt-0.5 text-sm text-muted">
                  <Marked pieces={highlightPieces(text, hit.terms)} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p id={`${listId}-hint`} className="border-t border-line px-4 py-2 text-xs text-muted" aria-live="polite">
        {!ready
          ? t('search.loading')
          : query.trim() && hits.length === 0
            ? t('search.empty', { query: query.trim() })
            : query.trim()
              ? `${total > hits.length ? t('search.resultsFirst', { count: total, shown: hits.length }) : t('search.results', { count: hits.length })}. ${t('search.hint')}`
              : t('search.hint')}
      </p>
    </dialog>
  );
}
