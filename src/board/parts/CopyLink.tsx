/**
 * "Copy link to this step": the page's address with the board's place in it (example, step, the
 * reader's own path) and #board, so the link opens the board at this step on any screen. Copies
 * with the Clipboard API; where it is missing or refused, the link is shown selected in a field
 * to copy by hand. The outcome is said in a status line next to the button.
 */
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/narrate.ts';

export function stepLink(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}#board`;
}

export function CopyLink({ t }: { t: Translate }) {
  const [state, setState] = useState<{ status: 'idle' | 'copied' | 'manual'; url: string }>({ status: 'idle', url: '' });
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.status === 'manual') field.current?.select();
    if (state.status !== 'copied') return;
    const timer = window.setTimeout(() => setState((s) => (s.status === 'copied' ? { status: 'idle', url: '' } : s)), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const url = stepLink(window.location);
    const manual = () => setState({ status: 'manual', url });
    if (!navigator.clipboard?.writeText) return manual();
    navigator.clipboard.writeText(url).then(() => setState({ status: 'copied', url }), manual);
  };
  const status = state.status === 'copied' ? t('share.copied') : state.status === 'manual' ? t('share.manual') : '';
  // the feedback floats under the button, so the header never reflows
  return (
    <div className="relative inline-flex text-xs">
      <button
        type="button"
        onClick={copy}
        aria-label={t('share.copy')}
        title={t('share.copy')}
        className="inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-bg px-2 font-medium hover:bg-surface"
        data-copy-step
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
          <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
        </svg>
        {t('share.short')}
      </button>
      <div className={`absolute top-full right-0 z-20 mt-1 flex w-72 max-w-[80vw] flex-col gap-1 rounded-md bg-fg p-2 text-bg shadow-lg ${status ? '' : 'sr-only'}`}>
        <span role="status" data-copy-status>
          {status}
        </span>
        {state.status === 'manual' ? (
          <input
            ref={field}
            readOnly
            value={state.url}
            aria-label={t('share.field')}
            onBlur={() => setState({ status: 'idle', url: '' })}
            className="h-11 w-full rounded-md border border-line bg-bg px-1 font-mono text-xs text-fg"
            data-copy-field
          />
        ) : null}
      </div>
    </div>
  );
}
