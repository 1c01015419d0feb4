/**
 * A position as a worked example (docs/examples.md): "Copy as a worked example" writes its JSON
 * (src/editor/model/example.ts, toExampleJson), copied with the Clipboard API or, where that is
 * missing or refused, shown selected to copy by hand; "Import a worked example" reads one pasted
 * or dropped (parseExampleJson) and opens it in the editor, or says why it can't.
 */
import { useEffect, useState } from 'react';
import type { CardCatalog } from '../engine/index.ts';
import type { Translate } from '../i18n/narrate.ts';
import { parseExampleJson, toExampleJson } from './model/example.ts';
import type { SharedPosition } from './model/types.ts';

const BTN = 'inline-flex min-h-11 items-center justify-center rounded-md border border-line bg-bg px-3 text-sm font-medium hover:bg-surface';

export function ExportExample({ t, pos, catalog }: { t: Translate; pos: SharedPosition; catalog: CardCatalog }) {
  const [state, setState] = useState<{ status: 'idle' | 'copied' | 'manual'; text: string }>({ status: 'idle', text: '' });
  useEffect(() => {
    if (state.status !== 'copied') return;
    const timer = window.setTimeout(() => setState({ status: 'idle', text: '' }), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const text = toExampleJson(pos, catalog);
    const manual = () => setState({ status: 'manual', text });
    if (!navigator.clipboard?.writeText) return manual();
    navigator.clipboard.writeText(text).then(() => setState({ status: 'copied', text }), manual);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={BTN} onClick={copy} data-editor-export>
        {t('editor.export')}
      </button>
      <span role="status" className={state.status === 'copied' ? 'text-xs' : 'sr-only'} data-export-status>
        {state.status === 'copied' ? t('editor.exported') : ''}
      </span>
      {state.status === 'manual' ? (
        <label className="block w-full basis-full text-xs">
          <span>{t('editor.exportManual')}</span>
          <textarea
            readOnly
            autoFocus
            value={state.text}
            rows={6}
            onFocus={(e) => e.currentTarget.select()}
            onBlur={() => setState({ status: 'idle', text: '' })}
            className="mt-1 block w-full rounded-md border border-line bg-bg p-2 font-mono text-xs"
            data-export-field
          />
        </label>
      ) : null}
    </div>
  );
}

/** Reads a worked example's JSON: the position, or the message saying why not. */
export function readExample(text: string, catalog: CardCatalog, t: Translate): { ok: true; value: SharedPosition } | { ok: false; message: string } {
  const r = parseExampleJson(text, catalog);
  return r.ok ? r : { ok: false, message: t(`editor.import.${r.reason}`, { path: r.path ?? '' }) };
}

export function ImportExample({ t, catalog, onOpen, problem }: { t: Translate; catalog: CardCatalog; onOpen: (p: SharedPosition) => void; problem: string | null }) {
  const [text, setText] = useState('');
  const [own, setOwn] = useState<string | null>(null);
  const shown = own ?? problem;
  const open = () => {
    const r = readExample(text, catalog, t);
    if (!r.ok) return setOwn(r.message);
    setOwn(null);
    setText('');
    onOpen(r.value);
  };
  return (
    <details className="rounded-lg border border-line p-2" data-import open={shown ? true : undefined}>
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium">{t('editor.import')}</summary>
      <label className="mt-1 block text-xs">
        <span>{t('editor.importHint')}</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={5} className="mt-1 block w-full rounded-md border border-line bg-bg p-2 font-mono text-xs" data-import-field />
      </label>
      <button type="button" className={`${BTN} mt-1`} onClick={open} data-import-open>
        {t('editor.importOpen')}
      </button>
      {shown ? (
        <p role="alert" className="mt-1 rounded-md bg-note px-2 py-1 text-xs" data-import-problem>
          {shown}
        </p>
      ) : null}
    </details>
  );
}
