/**
 * "Embed": copies the HTML that frames this board, at this example and step, in another page (an
 * <iframe> of the embed address: src/board/model/embedLink.ts, docs/embed.md). The code is shown too,
 * in a read-only field (`data-embed-code`), selected, to copy by hand where the Clipboard API is
 * missing or refused. Beside Copy link in the board's header.
 */
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { embedPath, embedSnippet, POSITION } from '../model/embedLink.ts';
import { parseBoardLocation } from '../model/url.ts';
import { HeaderButton } from './HeaderButton.tsx';

export interface EmbedCodeProps {
  t: Translate;
  lang: string;
  /** the mechanic's slug; "" for the position editor's board (its ?p= position is embedded) */
  slug: string;
  exampleId: string;
  index: number;
  /** the frame's title: the mechanic and the example */
  title: string;
}

/** The snippet for the board as the address has it now (the reader's own path included). */
export function currentSnippet({ lang, slug, exampleId, index, title }: Omit<EmbedCodeProps, 't'>, location: Pick<Location, 'origin' | 'search'>): string {
  const q = new URLSearchParams(location.search);
  const here = parseBoardLocation(q);
  const loc = { ...here, example: slug ? exampleId : null, step: index };
  const position = slug ? undefined : (q.get('p') ?? undefined);
  return embedSnippet(`${location.origin}${embedPath(lang, slug || POSITION, loc, position)}`, title);
}

export function EmbedCode({ t, ...board }: EmbedCodeProps) {
  const [state, setState] = useState<{ status: 'idle' | 'copied' | 'manual'; code: string }>({ status: 'idle', code: '' });
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') field.current?.select();
    if (state.status !== 'copied') return;
    const timer = window.setTimeout(() => setState((s) => (s.status === 'copied' ? { ...s, status: 'idle' } : s)), 6000);
    return () => window.clearTimeout(timer);
  }, [state.status]);
  const copy = () => {
    const code = currentSnippet(board, window.location);
    const manual = () => setState({ status: 'manual', code });
    if (!navigator.clipboard?.writeText) return manual();
    navigator.clipboard.writeText(code).then(() => setState({ status: 'copied', code }), manual);
  };
  const status = state.status === 'copied' ? t('embed.copied') : state.status === 'manual' ? t('embed.manual') : '';
  // the code floats under the button (the header never reflows); it stays until the field loses focus
  return (
    <div className="relative inline-flex shrink-0 text-xs">
      <HeaderButton icon="embed" label={t('embed.short')} aria-label={t('embed.copy')} title={t('embed.copy')} onClick={copy} data-embed />
      <div className={`absolute top-full right-0 z-20 mt-1 flex w-80 max-w-[85vw] flex-col gap-1 rounded-md bg-fg p-2 text-bg shadow-lg ${status ? '' : 'sr-only'}`}>
        <span role="status" data-embed-status>
          {status}
        </span>
        {state.code ? (
          <textarea
            ref={field}
            readOnly
            rows={4}
            value={state.code}
            aria-label={t('embed.field')}
            onBlur={() => setState({ status: 'idle', code: '' })}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setState({ status: 'idle', code: '' });
            }}
            className={`w-full resize-none rounded-md border border-line bg-bg p-1 font-mono text-xs break-all text-fg ${status ? '' : 'hidden'}`}
            data-embed-code
          />
        ) : null}
      </div>
    </div>
  );
}
