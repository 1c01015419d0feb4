/**
 * The position editor ("ask the engine", issue 15): set up any position from the card pool, see
 * it on the board as the engine builds it, play it, share it, export it as a worked example.
 * Loaded lazily, on its own page only (src/shell/EditorSlot.tsx). The board is the sandbox board of
 * every rule page (src/board/Sandbox.tsx) with one example: the position and the decisions
 * played from it. The address holds both (?p=<code>, src/position/share.ts); the board's own
 * place (step, the reader's path) sits beside it as on every board.
 */
import './editor.css';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import Sandbox from '../board/Sandbox.tsx';
import { SLICE_ABOVE } from '../board/model/slices.ts';
import { useReplay } from '../board/sandbox/useReplay.ts';
import type { Sandbox as SandboxState, SandboxData } from '../board/useSandbox.ts';
import type { Action, CardCatalog, Example } from '../engine/index.ts';
import type { Translate } from '../i18n/narrate.ts';
import { pickerCards } from './CardPicker.tsx';
import { ExportExample, ImportExample, limitParams, readFile } from './ExampleTools.tsx';
import { EMPTY_SETUP } from './edit.ts';
import { checkPosition } from '../position/check.ts';
import { decodePosition, linkProblem } from '../position/share.ts';
import type { DecodeFailure, SharedPosition } from '../position/types.ts';
import { editorNamespaces } from './namespaces.ts';
import { cardNamed, playerNamed } from '../i18n/grammar.ts';
import { withPlayerNames } from '../i18n/playerNames.ts';
import { quote, type LimitProblem } from '../position/limits.ts';
import { fieldPath, SetupForm, type ShownProblem } from './SetupForm.tsx';

const EMPTY: SharedPosition = { setup: EMPTY_SETUP, decisions: [] };
const BOARD_KEYS = ['step', 'branch', 'path'];

interface FromCode {
  pos: SharedPosition;
  failure: DecodeFailure | null;
  limit: LimitProblem | null;
  /** a long line whose decisions are not checked yet: the board replays them in slices, and says if one is refused */
  unchecked?: boolean;
}

/**
 * The position a link carries, or the empty editor and why the link could not be read. A long
 * line's decisions are checked where they are played (the board replays them in slices, issue
 * 28), not here in one long task.
 */
function fromCode(code: string | null, catalog: CardCatalog): FromCode {
  if (code === null || code === '') return { pos: EMPTY, failure: null, limit: null };
  const r = decodePosition(code, catalog, { replayUpTo: SLICE_ABOVE });
  return r.ok ? { pos: r.value, failure: null, limit: null, unchecked: r.unchecked === true } : { pos: EMPTY, failure: r.reason, limit: r.limit ?? null };
}

function useEditorT(): { t: Translate; lang: string } {
  const { i18n } = useTranslation(editorNamespaces as never);
  const lang = i18n.language;
  const t = useMemo<Translate>(() => {
    const translate = i18n.t as unknown as (k: string, o: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: editorNamespaces, lng: lang, ...options });
  }, [i18n, lang]);
  return { t, lang };
}

const BTN = 'inline-flex min-h-11 items-center justify-center rounded-md border border-line bg-bg px-3 text-sm font-medium hover:bg-surface';
const PRIMARY = 'inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-4 text-sm font-semibold text-bg hover:opacity-90';

/** Where the form is, as the reader sees it: beside the board from lg, above it narrower. */
function PreviewHint({ t }: { t: Translate }) {
  return (
    <p className="min-w-0 flex-1 basis-full text-xs text-muted sm:basis-40" data-preview-hint>
      <span className="lg:hidden">{t('editor.previewHint.above')}</span>
      <span className="hidden lg:inline">{t('editor.previewHint.left')}</span>
    </p>
  );
}

export default function Editor({ catalog, className = '' }: { catalog: CardCatalog; className?: string }) {
  const { t, lang } = useEditorT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const code = params.get('p');
  const playing = params.get('mode') === 'play';

  // the position: read from the link, then edited here; the address follows each edit (codes this
  // editor wrote are not read back, so typing is never undone by an address that lags behind)
  // an address this editor wrote, come back to (Back, Forward), shows the position it holds: the
  // codes written are remembered with their positions, the last one written being the draft's
  const [draft, setDraft] = useState<FromCode & { written: { code: string; pos: SharedPosition }[] }>(() => ({ ...fromCode(code, catalog), written: [] }));
  const [seen, setSeen] = useState(code);
  if (code !== seen) {
    setSeen(code);
    const mine = draft.written.find((w) => w.code === (code ?? ''));
    if (!mine) setDraft({ ...fromCode(code, catalog), written: draft.written });
    else if (mine.pos !== draft.pos) setDraft({ pos: mine.pos, failure: null, limit: null, written: draft.written });
  }
  // Back and Forward are heard from the router itself: its locations reach React as transitions,
  // and React may draw only the last of them, so a Back pressed before the page drew the address
  // an edit or an import wrote would look like no change at all (the same code as drawn before)
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    let key = router.state.location.key;
    return router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.key === key) return;
      key = state.location.key;
      if (state.historyAction !== 'POP') return;
      const back = new URLSearchParams(state.location.search).get('p');
      setSeen(back);
      setDraft((d) => {
        const mine = d.written.find((w) => w.code === (back ?? ''));
        if (!mine) return { ...fromCode(back, catalog), written: d.written };
        return mine.pos === d.pos ? d : { pos: mine.pos, failure: null, limit: null, written: d.written };
      });
    });
  }, [router, catalog]);
  const pos = draft.pos;
  // a long link's decisions, refused where they are played: the link could not be opened, as if
  // it had been checked on arrival
  const refuseDecisions = useCallback(() => setDraft((d) => (d.unchecked ? { pos: EMPTY, failure: 'invalid-decisions', limit: null, written: d.written } : d)), []);
  // in the set-up (the board plays no decisions there) the check replays them, in slices too
  const toCheck = useMemo(() => (draft.unchecked && !playing ? { setup: draft.pos.setup, decisions: draft.pos.decisions } : undefined), [draft.unchecked, draft.pos, playing]);
  const check = useReplay(toCheck, catalog);
  if (draft.unchecked && check.authored?.error) setDraft({ pos: EMPTY, failure: 'invalid-decisions', limit: null, written: draft.written });
  /** the editor holds `next` and the address gets its code */
  // (the position held unchanged, Start playing it, keeps it unchecked: the board checks it)
  const hold = useCallback(
    (next: SharedPosition, c: string) =>
      setDraft((d) => ({ pos: next, failure: null, limit: null, unchecked: d.unchecked === true && next === d.pos, written: [...d.written.filter((w) => w.code !== c).slice(-20), { code: c, pos: next }] })),
    [],
  );
  // a position over a limit stays in the editor, and the address keeps the last one that fits (it must open again)
  const [writeLimit, setWriteLimit] = useState<LimitProblem | null>(null);

  const write = useCallback(
    (next: SharedPosition, opts: { play?: boolean; keep?: boolean; push?: boolean; hash?: string } = {}) => {
      const link = linkProblem(next);
      if (!link.ok) {
        setWriteLimit(link.problem);
        setDraft((d) => ({ ...d, pos: next, failure: null, limit: null, unchecked: d.unchecked === true && next === d.pos }));
        return;
      }
      setWriteLimit(null);
      const c = link.code;
      hold(next, c);
      const q = new URLSearchParams(opts.keep ? search : '');
      q.set('p', c);
      if (opts.play) q.set('mode', 'play');
      else q.delete('mode');
      if (!opts.keep) for (const k of BOARD_KEYS) q.delete(k);
      void navigate({ search: `?${q.toString()}`, hash: opts.hash ?? '' }, { replace: !opts.push, preventScrollReset: true });
    },
    [navigate, search, hold],
  );
  const edit = useCallback((setup: SharedPosition['setup']) => write({ setup, decisions: [] }), [write]);

  const cards = useMemo(() => pickerCards(catalog, t, lang), [catalog, t, lang]);
  // every player has a name, whatever id a link or a file gave them (numbered by seat)
  const seats = useMemo(() => pos.setup.players.map((p) => p.id), [pos.setup.players]);
  const tp = useMemo(() => withPlayerNames(t, seats), [t, seats]);
  // a problem's values name cards and players by id: the reader reads their names (a value from
  // outside, such as an id, is quoted short: quote())
  const named = (params: Record<string, string | number>) =>
    Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && Object.hasOwn(catalog, v) ? cardNamed(t, v) : typeof v === 'string' && seats.includes(v) ? playerNamed(tp, v) : typeof v === 'string' ? quote(v) : v]),
    );
  const verdict = useMemo(() => checkPosition(pos.setup, catalog), [pos.setup, catalog]);
  const problem: ShownProblem | null = verdict.ok ? null : { path: fieldPath(verdict.problem.path), message: t(`problem.${verdict.problem.code}`, { ns: 'setup', ...named(verdict.problem.params) }) };

  const data: SandboxData = useMemo(() => {
    const example: Example = { id: 'position', mechanic: '', shows: [], setup: pos.setup, decisions: playing ? pos.decisions : [] };
    return { examples: [example], catalog, seeIt: {} };
  }, [pos, playing, catalog]);

  // the reader's own path on the board becomes decisions of the position: once the address has
  // caught up with a choice, the link carries the decisions themselves (?p=), not the path
  const latest = useRef<SandboxState | null>(null);
  useEffect(() => {
    const sb = latest.current;
    if (!playing || !params.has('branch') || !sb || !sb.offPath || sb.timeline.path.length === 0) return;
    const decisions = sb.timeline.steps.slice(1).flatMap((s) => (s.decision ? [s.decision] : [])) as Action[];
    const q = new URLSearchParams(search);
    for (const k of BOARD_KEYS) q.delete(k);
    const link = linkProblem({ setup: pos.setup, decisions });
    // a path that takes the decisions over a limit stays a path in the address
    if (!link.ok) return;
    const c = link.code;
    hold({ setup: pos.setup, decisions }, c);
    q.set('p', c);
    q.set('step', String(sb.index));
    void navigate({ search: `?${q.toString()}` }, { replace: true, preventScrollReset: true });
  }, [playing, params, search, pos.setup, navigate, hold]);

  // a worked example dropped anywhere on the editor opens in it
  const [dropProblem, setDropProblem] = useState<string | null>(null);
  const open = (p: SharedPosition) => {
    setDropProblem(null);
    write(p, { push: true });
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    const file = e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    void readFile(file, catalog, t, lang).then((r) => {
      if (r.ok) open(r.value);
      else setDropProblem(r.message);
    });
  };

  const tools = (sb: SandboxState) => {
    latest.current = sb;
    return (
      <div className="flex min-w-0 flex-1 basis-full flex-wrap items-center gap-1 sm:basis-auto">
        <button type="button" className={BTN} onClick={() => write({ setup: pos.setup, decisions: [] }, { push: true })} data-editor-back>
          {t('editor.back')}
        </button>
      </div>
    );
  };

  return (
    <div className={`space-y-3 ${className}`} data-editor data-mode={playing ? 'play' : 'setup'} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      {draft.failure ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-note px-3 py-2 text-sm" data-link-problem={draft.failure}>
          <span>{t(`editor.link.${draft.failure}`, draft.limit ? limitParams(t, lang, draft.limit) : {})}</span>
          <button type="button" className={BTN} onClick={() => setDraft((d) => ({ ...d, failure: null, limit: null }))}>
            {t('editor.dismiss')}
          </button>
        </div>
      ) : null}
      {writeLimit ? (
        <div role="alert" className="rounded-md bg-note px-3 py-2 text-sm" data-write-problem={writeLimit.limit}>
          {t('editor.write.over-limit', limitParams(t, lang, writeLimit))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('editor.tools')}>
        {playing ? null : (
          <button type="button" className={PRIMARY} disabled={!verdict.ok} onClick={() => write(pos, { play: true, push: true, hash: '#board' })} data-editor-start>
            {t('editor.start')}
          </button>
        )}
        <ExportExample t={t} pos={pos} catalog={catalog} />
        <ExportExample t={t} pos={pos} catalog={catalog} format="puzzle" />
        {playing ? null : (
          <button type="button" className={BTN} onClick={() => edit(EMPTY_SETUP)} data-editor-clear>
            {t('editor.clear')}
          </button>
        )}
      </div>
      <div className={playing ? '' : 'grid gap-4 lg:grid-cols-[minmax(20rem,26rem)_minmax(0,1fr)]'}>
        {playing ? null : (
          <div className="min-w-0 space-y-3">
            {/* narrower than lg the board comes after the form: the way to it stays at the top of
                the screen all the way down the form */}
            <div className="z-10 flex flex-wrap items-center justify-between gap-2 bg-bg max-lg:sticky max-lg:top-0 max-lg:-mx-1 max-lg:border-b max-lg:border-line max-lg:px-1" data-setup-bar>
              <h2 id="editor-setup" className="scroll-mt-2 text-xl font-semibold">{t('editor.setup')}</h2>
              <a href="#board" className="inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-bg px-3 text-sm font-medium hover:bg-surface lg:hidden" data-to-board>
                {t('editor.toBoard')}
                <span aria-hidden="true">↓</span>
              </a>
            </div>
            <SetupForm t={tp} setup={pos.setup} onChange={edit} cards={cards} problem={problem} started={verdict.ok ? verdict.state : null} />
            <ImportExample t={tp} lang={lang} catalog={catalog} onOpen={open} problem={dropProblem} />
          </div>
        )}
        {/* from lg the board is the right column, sticky while the form scrolls: its title and the
            board together as tall as the board alone elsewhere (BOARD_SIZE), the board taking what
            the title leaves (one line or two, by language) */}
        <div className={`min-w-0 ${playing ? '' : 'lg:sticky lg:top-2 lg:flex lg:h-[calc(100dvh_-_1rem)] lg:max-h-[64rem] lg:min-h-[36rem] lg:flex-col lg:self-start'}`}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-x-2">
            <h2 className="text-xl font-semibold">{playing ? t('editor.playing') : t('editor.preview')}</h2>
            {playing ? null : (
              <a href="#editor-setup" className="inline-flex min-h-11 items-center gap-1 text-sm underline underline-offset-2 lg:hidden" data-to-setup>
                <span aria-hidden="true">↑</span>
                {t('editor.toSetup')}
              </a>
            )}
          </div>
          {verdict.ok ? (
            <Sandbox
              key={playing ? 'play' : 'setup'}
              slug=""
              data={data}
              play={playing}
              edit={playing}
              tryIt={playing}
              className={playing ? '' : 'lg:h-auto lg:max-h-none lg:min-h-0 lg:flex-1'}
              header={playing ? tools : () => <PreviewHint t={t} />}
              onBroken={refuseDecisions}
            />
          ) : (
            <div id="board" role="status" className="rounded-xl border border-line bg-surface p-4 text-sm" data-board-refused>
              <p className="font-semibold">{t('editor.refused')}</p>
              <p className="mt-1">{problem?.message}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
