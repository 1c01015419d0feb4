/**
 * A position as a worked example (docs/examples.md): "Copy as a worked example" writes its JSON
 * (src/position/example.ts, toExampleJson), copied with the Clipboard API or, where that is
 * missing or refused, shown selected to copy by hand; "Copy as a puzzle start" writes it as the
 * start of a new puzzle (docs/puzzles.md, toPuzzleJson) the same way; "Import a worked example" reads one pasted
 * or dropped (parseExampleJson) and opens it in the editor, or says why it can't.
 */
import { useEffect, useState, type ClipboardEvent } from 'react';
import type { CardCatalog } from '../engine/index.ts';
import type { Translate } from '../i18n/narrate.ts';
import { parseExampleJson, toExampleJson, toPuzzleJson } from '../position/example.ts';
import { LIMITS, sizeProblem, type LimitProblem } from '../position/limits.ts';
import type { SharedPosition } from '../position/types.ts';

const BTN = 'inline-flex min-h-11 items-center justify-center rounded-md border border-line bg-bg px-3 text-sm font-medium hover:bg-surface';

/** What a position is copied as: its words (the button, the message once copied) and its file. */
const FORMATS = {
  example: { button: 'editor.export', done: 'editor.exported', write: toExampleJson },
  puzzle: { button: 'editor.exportPuzzle', done: 'editor.exportedPuzzle', write: toPuzzleJson },
} as const;

export function ExportExample({ t, pos, catalog, format = 'example' }: { t: Translate; pos: SharedPosition; catalog: CardCatalog; format?: keyof typeof FORMATS }) {
  const words = FORMATS[format];
  const [state, setState] = useState<{ status: 'idle' | 'copied' | 'manual'; text: string }>({ status: 'idle', text: '' });
  useEffect(() => {
    if (state.status !== 'copied') return;
    const timer = window.setTimeout(() => setState({ status: 'idle', text: '' }), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const text = words.write(pos, catalog);
    const manual = () => setState({ status: 'manual', text });
    if (!navigator.clipboard?.writeText) return manual();
    navigator.clipboard.writeText(text).then(() => setState({ status: 'copied', text }), manual);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-export={format}>
      <button type="button" className={BTN} onClick={copy} data-editor-export={format}>
        {t(words.button)}
      </button>
      <span role="status" className={state.status === 'copied' ? 'text-xs' : 'sr-only'} data-export-status>
        {state.status === 'copied' ? t(words.done) : ''}
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

/** A limit's message values: its name in the reader's language, the numbers as they write them. */
export function limitParams(t: Translate, lang: string, p: LimitProblem): Record<string, string> {
  const n = (v: number) => v.toLocaleString(lang);
  return { limit: t(`limit.${p.limit}`), value: n(p.value), max: n(p.max) };
}

type Read = { ok: true; value: SharedPosition } | { ok: false; message: string };

const overLimit = (t: Translate, lang: string, p: LimitProblem): { ok: false; message: string } => ({ ok: false, message: t('editor.import.over-limit', limitParams(t, lang, p)) });

/** Reads a worked example's JSON: the position, or the message saying why not. */
export function readExample(text: string, catalog: CardCatalog, t: Translate, lang = 'en'): Read {
  const r = parseExampleJson(text, catalog);
  if (r.ok) return r;
  if (r.limit) return overLimit(t, lang, r.limit);
  return { ok: false, message: t(`editor.import.${r.reason}`, { path: r.path ?? '' }) };
}

/** Reads a dropped file, refused by its size in bytes before its text is read (limits.ts: fileBytes), then by its characters. */
export async function readFile(file: Blob, catalog: CardCatalog, t: Translate, lang: string): Promise<Read> {
  // counted in bytes, and named so: a file is not read to count its characters
  if (file.size > LIMITS.fileBytes) return overLimit(t, lang, { limit: 'fileBytes', value: file.size, max: LIMITS.fileBytes });
  return readExample(await file.text(), catalog, t, lang);
}

/** The longest paste drawn in the field (characters): a longer one is opened as it is pasted. */
export const PASTE_IN_FIELD = 200_000;

export function ImportExample({ t, lang, catalog, onOpen, problem }: { t: Translate; lang: string; catalog: CardCatalog; onOpen: (p: SharedPosition) => void; problem: string | null }) {
  const [text, setText] = useState('');
  const [own, setOwn] = useState<string | null>(null);
  const shown = own ?? problem;
  const read = (from: string) => {
    const r = readExample(from, catalog, t, lang);
    if (!r.ok) return setOwn(r.message);
    setOwn(null);
    setText('');
    onOpen(r.value);
  };
  // a paste over the size limit never reaches the field (a field of millions of characters freezes
  // the page), and a long one is read at once instead of being drawn in it: a field of a few
  // megabytes takes seconds to draw, and no one edits a whole file there
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text');
    const size = sizeProblem(text + pasted, 'fileChars');
    if (size) {
      e.preventDefault();
      setOwn(overLimit(t, lang, size).message);
    } else if (pasted.length > PASTE_IN_FIELD) {
      e.preventDefault();
      read(pasted);
    }
  };
  return (
    <details className="rounded-lg border border-line p-2" data-import open={shown ? true : undefined}>
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium">{t('editor.import')}</summary>
      <label className="mt-1 block text-xs">
        <span>{t('editor.importHint')}</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} onPaste={onPaste} rows={5} className="mt-1 block w-full rounded-md border border-line bg-bg p-2 font-mono text-xs" data-import-field />
      </label>
      <button type="button" className={`${BTN} mt-1`} onClick={() => read(text)} data-import-open>
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
