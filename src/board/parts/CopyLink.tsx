/**
 * "Copy link to this step": the page's address with the board's place in it (example, step, the
 * reader's own path) and #board, so the link opens the board at this step on any screen. Copies
 * with the Clipboard API; where it is missing or refused, the link is shown selected in a field
 * to copy by hand. The outcome is said in a status line next to the button.
 */
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { HeaderButton } from './HeaderButton.tsx';

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
    <div className="relative inline-flex shrink-0 text-xs">
      <HeaderButton icon="link" label={t('share.short')} aria-label={t('share.copy')} title={t('share.copy')} onClick={copy} data-copy-step />
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
