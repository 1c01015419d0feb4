import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/languages.ts';
import { pendingUpdate, subscribeUpdate } from '../pwa/updateStore.ts';

// Loaded the first time they open, with their words (locales/<lang>/dialogs.json): the search
// code, its index and the dialogs' strings never reach readers who do not open them.
const withWords = <T,>(load: () => Promise<T>) => () => Promise.all([load(), i18n.loadNamespaces('dialogs')]).then(([module]) => module);
// a dialog whose code fails to arrive (a dropped connection) does not open, and the page stays:
// without this the route's error page would take its place
const Nothing = () => null;
/** what React.lazy takes: its own bound on a component */
type Lazyable = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;
const orNothing = <C extends Lazyable>(load: () => Promise<{ default: C }>) => lazy(() => load().catch(() => ({ default: Nothing as unknown as C })));
const SearchDialog = orNothing(withWords(() => import('../search/SearchDialog.tsx')));
const KeyboardHelp = orNothing(withWords(() => import('../ui/KeyboardHelp.tsx')));
// shown only when the service worker has a new version waiting
const UpdateNotice = orNothing(withWords(() => import('./UpdateNotice.tsx').then((m) => ({ default: m.UpdateNotice }))));

type Open = 'search' | 'help' | null;

/** True when a key press belongs to a text field (typing "/" or "?" there is just typing). */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return Boolean(el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}

/**
 * The header's tools on every page: the search box (shortcut "/"), the keyboard help ("?"),
 * the copy-link buttons of rule pages (one delegated listener for the buttons the build puts
 * after headings and in rulings), and the "new version" notice of the service worker.
 */
export function SiteTools({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [mounted, setMounted] = useState<{ search: boolean; help: boolean }>({ search: false, help: false });
  const [status, setStatus] = useState('');
  const lastOpener = useRef<HTMLElement | null>(null);

  const show = useCallback((which: Exclude<Open, null>) => {
    lastOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted((m) => ({ ...m, [which]: true }));
    setOpen(which);
  }, []);
  const close = useCallback(() => {
    setOpen(null);
    // back where the reader was (a dialog returns focus itself only when it opened from a click)
    const back = lastOpener.current;
    if (back && back.isConnected) back.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector('dialog[open]')) return;
      if (e.key === '/') {
        e.preventDefault();
        show('search');
      } else if (e.key === '?') {
        e.preventDefault();
        show('help');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  // copy-link buttons (rendered at build time in the page's HTML: <button data-copy-link="#id">):
  // one delegated listener here; what a click does loads with the first click (./copyLink.ts), with
  // the words it says (locales/<lang>/dialogs.json)
  useEffect(() => {
    let live = true;
    let loaded: typeof import('./copyLink.ts') | undefined;
    const onClick = (e: MouseEvent) => {
      const button = (e.target as HTMLElement | null)?.closest?.<HTMLButtonElement>('button[data-copy-link]');
      if (!button) return;
      e.preventDefault();
      void withWords(() => import('./copyLink.ts'))().then((m) => {
        loaded = m;
        if (live) m.copyLink(button, (key) => i18n.t(key, { ns: 'dialogs' }), setStatus);
      });
    };
    document.addEventListener('click', onClick);
    return () => {
      live = false;
      document.removeEventListener('click', onClick);
      loaded?.stopCopyLink();
    };
  }, []);

  const update = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  const [dismissed, setDismissed] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => show('search')}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-2.5 text-sm text-muted hover:border-accent hover:text-fg print:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="M13 13l4.5 4.5" />
        </svg>
        {/* on phones the magnifier alone, so that the header keeps to two lines */}
        <span className="max-sm:sr-only">{t('search.open')}</span>
        <kbd aria-hidden="true" className="hidden rounded border border-line px-1.5 font-mono text-xs sm:inline">/</kbd>
      </button>
      <button
        type="button"
        onClick={() => show('help')}
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        aria-label={t('help.open')}
        title={t('help.open')}
        // keyboard shortcuts are for keyboards: not shown on phones ("?" still opens it)
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-sm text-muted hover:bg-surface hover:text-fg max-sm:hidden print:hidden"
      >
        <span aria-hidden="true" className="font-mono">?</span>
      </button>
      <p role="status" className="sr-only">
        {status}
      </p>
      <Suspense fallback={null}>
        {mounted.search ? <SearchDialog lang={lang} open={open === 'search'} onClose={close} /> : null}
        {mounted.help ? <KeyboardHelp open={open === 'help'} onClose={close} /> : null}
      </Suspense>
      {update && !dismissed ? (
        <Suspense fallback={null}>
          <UpdateNotice onReload={update} onDismiss={() => setDismissed(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
