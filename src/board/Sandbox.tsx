/**
 * The sandbox board of one mechanic: its worked examples on a board drawn from the engine's
 * snapshots, with playback, narration, choices and free play. Loaded lazily (the board's chunk:
 * engine + board), only on pages that show a board. Its outer size is fixed (BOARD_SIZE), the
 * same as the placeholder it replaces, so the page never shifts.
 */
import './board.css';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { playerNamed } from '../i18n/grammar.ts';
import { narrateStep } from '../i18n/narrate.ts';
import { paths } from '../i18n/paths.ts';
import { isLang, DEFAULT_LANG } from '../i18n/languages.ts';
import { useFlip } from './anim/useFlip.ts';
import { diffSnapshots } from './model/diff.ts';
import type { CardView } from './model/viewModel.ts';
import { BoardText } from './parts/BoardText.tsx';
import { BoardUnavailable } from './parts/BoardUnavailable.tsx';
import { CardZoom } from './parts/CardZoom.tsx';
import { ChoicePanel } from './parts/ChoicePanel.tsx';
import { Controls } from './parts/Controls.tsx';
import { CopyLink } from './parts/CopyLink.tsx';
import { EditPosition } from './parts/EditPosition.tsx';
import { EmbedCode } from './parts/EmbedCode.tsx';
import { Narration } from './parts/Narration.tsx';
import { Arrows } from './parts/Arrows.tsx';
import { PlayerPanel } from './parts/PlayerPanel.tsx';
import { Scrubber, ScrubberRange } from './parts/Scrubber.tsx';
import { StackZone } from './parts/StackZone.tsx';
import { NO_ROLES, stackRoles } from './model/stackRoles.ts';
import { StepTrack } from './parts/StepTrack.tsx';
import { TryItPanel } from './parts/TryItPanel.tsx';
import { ViewerControl } from './parts/ViewerControl.tsx';
import { BOARD_SIZE, SLOT_FRAME } from './layout/frame.ts';
import { CARD, CARD_SMALL, CardSizeContext, useNarrow } from './layout/size.ts';
import { useBoardI18n } from './useBoardI18n.ts';
import { useUrlSearch } from './useUrlSearch.ts';
import { useSandbox, type Sandbox as SandboxState, type SandboxData } from './useSandbox.ts';

export interface SandboxProps {
  slug: string;
  data: SandboxData;
  className?: string;
  /** free play open from the first step (the position editor) */
  play?: boolean;
  /** drawn in the header instead of the example picker (the position editor's tools) */
  header?: (sb: SandboxState) => ReactNode;
  /** the "Edit this position" control (off on the position editor's own preview) */
  edit?: boolean;
  /** the "Try it yourself" offer (off on the position editor's set-up preview: Start plays it) */
  tryIt?: boolean;
  /** framed in another page (/<lang>/embed/…): no Copy link, Embed or Edit, never scrolls the page into view */
  embedded?: boolean;
  /** the board's outer size (BOARD_SIZE; EMBED_BOARD_SIZE in a frame) */
  size?: string;
  /** the engine plays on by itself after the reader's choice (off for a puzzle: src/practice/) */
  playOn?: boolean;
  /** a long line, replayed in slices, turned out to have a decision the engine refuses (the position editor, which left such a link's decisions to the board to check) */
  onBroken?: () => void;
}

export default function Sandbox({ slug, data, className = '', play = false, header, edit = true, tryIt = true, embedded = false, size = BOARD_SIZE, playOn = true, onBroken }: SandboxProps) {
  const { t: catalogue, caption, ready, lang, missing, retry } = useBoardI18n(slug);
  const [search, setSearch] = useUrlSearch();
  const sb = useSandbox({ data, search, setSearch, t: catalogue, play, authoredOnly: !tryIt && !play, playOn });
  const t = sb.t;
  // who acts: one player, or a team's players ("Ben and Cleo": the team holds priority, 805.5)
  const names = sb.actors.map((p) => t(`player.${p}`));
  const team = sb.actors.length > 1;
  const actorNames = names.length > 1 ? t('list.and', { items: names.slice(0, -1).join(', '), last: names[names.length - 1] }) : sb.actor ? t(`player.${sb.actor}`) : '';
  const root = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<{ card: CardView; pinned: boolean } | null>(null);
  const language = isLang(lang) ? lang : DEFAULT_LANG;
  const narrow = useNarrow();

  const changes = useMemo(() => (sb.step ? diffSnapshots(sb.prev?.state ?? null, sb.step.state) : []), [sb.step, sb.prev]);
  // the motion of a step, from the diff of its snapshot with the one before: moves (FLIP), counters
  // that pop, cards that turn over, piles that merge
  const effects = useMemo(() => {
    const of = (kinds: string[], when: (c: (typeof changes)[number]) => boolean = () => true) => new Set(changes.filter((c) => kinds.includes(c.kind) && when(c)).map((c) => c.card));
    return { popped: of(['counters'], (c) => c.kind === 'counters' && c.to > c.from), turned: of(['turnedFaceUp', 'turnedFaceDown']), merged: of(['merged']) };
  }, [changes]);
  useFlip(root, `${sb.exampleId}:${sb.index}:${sb.timeline.path.join('.')}`, effects);

  // a link to a step (?example=…, ?step=…, #board) brings the board into view once it is there, on any
  // screen (once: stepping keeps the address)
  const scrolled = useRef(false);
  useEffect(() => {
    if (!ready || scrolled.current) return;
    scrolled.current = true;
    // in a frame, scrolling into view would scroll the page that frames it
    if (embedded) return;
    const { hash, search: query } = window.location;
    const params = new URLSearchParams(query);
    if (hash === '#board' || params.has('example') || params.has('step')) document.getElementById('board')?.scrollIntoView({ block: 'start' });
  }, [ready, embedded]);

  // a long line replayed in slices: whoever was on its progress (keyboard focus) lands on the
  // board's table once it is there, and the live region says it is ready
  const progressFocused = useRef(false);
  const loading = sb.loading !== null;
  useEffect(() => {
    if (loading || !progressFocused.current) return;
    progressFocused.current = false;
    root.current?.focus();
  }, [loading]);
  const broken = sb.sliced && !loading && sb.error !== null;
  useEffect(() => {
    if (broken) onBroken?.();
  }, [broken, onBroken]);

  const onZoom = useCallback((card: CardView | null, pin = false) => {
    setZoom((z) => (pin && card ? { card, pinned: true } : z?.pinned ? z : card ? { card, pinned: false } : null));
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    if (el.closest('input, select, textarea, [data-card-zoom]')) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => sb.goBy(-1),
      ArrowRight: () => sb.goBy(1),
      Home: () => sb.goTo(0),
      End: () => sb.goTo(sb.count - 1),
      ' ': () => sb.toggle(),
    };
    const run = keys[e.key];
    if (!run || (e.key === ' ' && el.closest('button, a, summary'))) return;
    e.preventDefault();
    run();
  };

  // the captions as the chosen viewer may read them: a part private to another player is left out
  const cap = caption(sb.exampleId, sb.viewerMode);
  const view = sb.view;
  const narration = useMemo(
    () => (sb.step && sb.stepView ? narrateStep(sb.step.events, { before: sb.prevView, after: sb.stepView, t, distinct: true }) : []),
    [sb.step, sb.stepView, sb.prevView, t],
  );
  const roles = useMemo(() => (view ? stackRoles(view) : NO_ROLES), [view]);
  if (missing) {
    return (
      <div id="board" className={`${size} ${SLOT_FRAME} ${className}`}>
        <BoardUnavailable onRetry={retry} />
      </div>
    );
  }
  if (!ready) return <div className={`${size} rounded-xl border border-line bg-surface ${className}`} aria-busy="true" />;
  // the live region of a line replayed in slices: the same element while it runs and once it is
  // done (first in the section both times), so the change to "ready" is announced
  const replayStatus = sb.sliced ? (
    <p role="status" className="sr-only" data-replay-status={loading ? 'running' : 'ready'}>
      {loading ? t('board.replaying') : t('board.replayed')}
    </p>
  ) : null;
  if (sb.loading) {
    const number = new Intl.NumberFormat(language);
    // in decisions: the steps less the opening position
    const decisions = sb.loading.total - 1;
    const replayed = Math.max(0, sb.loading.done - 1);
    return (
      <section id="board" aria-label={t('board.label')} aria-busy="true" data-board={slug} data-replaying className={`${size} flex flex-col rounded-xl border border-line bg-bg p-2 contain-strict ${className}`}>
        {replayStatus}
        <div
          role="group"
          tabIndex={0}
          aria-labelledby="board-replaying"
          onFocus={() => (progressFocused.current = true)}
          onBlur={() => (progressFocused.current = false)}
          className="flex flex-1 flex-col items-center justify-center gap-2 rounded-lg p-4 text-sm"
        >
          <p id="board-replaying" className="font-semibold">{t('board.replaying')}</p>
          <progress className="w-2/3 max-w-md" max={decisions} value={replayed} aria-labelledby="board-replaying" data-replay-progress />
          <p className="text-muted" data-replay-count>
            {t('board.replayProgress', { done: number.format(replayed), total: number.format(decisions) })}
          </p>
        </div>
      </section>
    );
  }
  if (!view) {
    return (
      <section id="board" aria-label={t('board.label')} className={`${size} rounded-xl border border-line bg-surface p-4 ${className}`}>
        <p role="alert" className="text-sm">{t('board.broken')}</p>
      </section>
    );
  }
  const stepCaption = sb.step?.authored && !(sb.offPath && sb.index > (sb.timeline.branch ?? 0)) ? (cap?.steps?.[String(sb.index)] ?? null) : null;
  const [me, ...others] = view.players;
  const quietStack = view.stack.length === 0 && view.pending.length === 0;
  const title = (id: string) => caption(id)?.title ?? id;

  return (
    <section
      id="board"
      aria-label={t('board.label')}
      onKeyDown={onKeyDown}
      data-board={slug}
      data-example={sb.exampleId}
      data-step={sb.index}
      // strict containment: a step re-lays out the board only, never the page around it
      className={`${size} relative flex scroll-mt-2 flex-col gap-1.5 rounded-xl border border-line bg-bg p-2 contain-strict ${className}`}
    >
      {replayStatus}
      <header className="@container/header flex flex-wrap items-center gap-2 max-sm:gap-x-1.5">
        {header ? header(sb) : <label className="flex min-w-0 flex-1 basis-full items-center gap-1 text-xs text-muted sm:basis-40">
          <span className="shrink-0">{t('board.example')}</span>
          <select
            className="h-11 min-w-0 flex-1 rounded-md border border-line bg-bg px-1 text-sm text-fg"
            value={sb.exampleId}
            onChange={(e) => sb.selectExample(e.target.value)}
            title={title(sb.exampleId)}
            data-example-select
          >
            {sb.examples.map((e) => (
              <option key={e.id} value={e.id}>
                {title(e.id)}
              </option>
            ))}
          </select>
        </label>}
        <ViewerControl t={t} seat="p1" modes={sb.viewerModes} value={sb.viewerMode} onChange={sb.setViewerMode} />
        {/* on a narrow header (a phone, a rule page's column) the buttons show their icons only: HeaderButton */}
        {embedded ? null : <CopyLink t={t} />}
        {embedded ? null : <EmbedCode t={t} lang={language} slug={slug} exampleId={sb.exampleId} index={sb.index} title={t('embed.frameTitle', { example: slug ? title(sb.exampleId) : t('embed.positionName') })} />}
        {sb.example && edit && !embedded ? (
          <EditPosition t={t} lang={language} setup={sb.example.setup} decisions={sb.timeline.steps.slice(1, sb.index + 1).flatMap((s) => (s.decision ? [s.decision] : []))} state={sb.step?.state} index={sb.index} />
        ) : null}
      </header>
      {sb.error ? <p role="alert" className="text-xs text-red-700">{t('board.broken')}</p> : null}
      {/* The table: opponents on top, the reader at the bottom, the stack between them (beside
          them on a wide board). Nothing scrolls inside it; the arrows show what the stack points at. */}
      <div
        ref={root}
        tabIndex={0}
        aria-label={t('board.area')}
        aria-describedby="board-summary"
        data-table
        className="@container/table relative min-h-0 flex-1 overflow-y-auto rounded-lg"
      >
        <p id="board-summary" className="sr-only">
          {cap?.summary ?? ''} {t('board.keys')}
        </p>
        <CardSizeContext.Provider value={narrow ? CARD_SMALL : CARD}>
        <div className="grid min-h-full grid-rows-[auto_auto_1fr] gap-1 @2xl/table:gap-1.5 @2xl/table:grid-cols-[minmax(0,1fr)_13rem] @2xl/table:grid-rows-[auto_1fr]">
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] gap-1.5 @2xl/table:col-start-1" data-opponents>
            {others.map((p) => (
              <PlayerPanel key={p.id} player={p} t={t} viewer={false} peek={sb.peek} roles={roles} onZoom={onZoom} />
            ))}
          </div>
          {/* on a narrow table an empty stack shares the row of the turn's current step (the
              narrow layout under a max- variant: a plain items-center, which another chunk's
              stylesheet (the editor's) may declare again later, would win over the wide one) */}
          {/* on a wide table the stack's column takes the table's height and no more (size
              containment: a long stack in a wide font scrolls in its column rather than pushing the
              reader's side out of the table) */}
          <div className={`relative flex min-w-0 flex-col gap-1 @2xl/table:col-start-2 @2xl/table:row-span-2 @2xl/table:row-start-1 @2xl/table:overflow-y-auto @2xl/table:contain-size ${quietStack ? '@max-2xl/table:flex-row @max-2xl/table:flex-wrap @max-2xl/table:items-center' : ''}`}>
            {/* on a phone, with the stack in use, the turn's current step sits on the stack's heading line (a line fewer on the table) */}
            <StepTrack view={view} t={t} className={narrow && !quietStack ? 'absolute top-1 right-1.5' : ''} />
            <StackZone view={view} t={t} peek={sb.peek} onZoom={onZoom} className={`${quietStack ? 'flex-1' : ''} @2xl/table:flex-1`} />
          </div>
          {me ? <PlayerPanel player={me} t={t} viewer peek={sb.peek} roles={roles} onZoom={onZoom} className="self-end @2xl/table:col-start-1 @2xl/table:row-start-2" /> : null}
        </div>
        </CardSizeContext.Provider>
        <Arrows root={root} t={t} version={`${sb.exampleId}:${sb.index}:${sb.timeline.path.join('.')}:${sb.peek}`} />
      </div>
      {zoom ? (
        <div className="absolute top-14 right-2 z-10">
          <CardZoom card={zoom.card} t={t} peek={sb.peek} glossaryHref={(id) => paths.glossary(language, id)} onClose={zoom.pinned ? () => setZoom(null) : undefined} />
        </div>
      ) : null}
      <Controls t={t} index={sb.index} count={sb.count} playing={sb.playing} speed={sb.speed} onGo={sb.goTo} onStep={sb.goBy} onToggle={sb.toggle} onSpeed={sb.setSpeed}>
        <ScrubberRange t={t} index={sb.index} labels={sb.labels} onGo={sb.goTo} />
      </Controls>
      <Scrubber t={t} index={sb.index} labels={sb.labels} marks={sb.marks} ownFrom={sb.offPath ? (sb.timeline.branch ?? 0) + 1 : null} onGo={sb.goTo} />
      <div className="h-[clamp(5rem,11dvh,10rem)] shrink-0 space-y-2 sm:h-[clamp(5.5rem,15dvh,10rem)] overflow-y-auto rounded-lg border border-line p-2" data-board-panel>
        {sb.offPath ? (
          <div role="status" data-off-path className="flex flex-wrap items-center gap-2 rounded-md bg-note px-2 py-1 text-xs">
            {/* in the position editor (play) the line left is the position's own decisions, not a worked example */}
            <span>{t(play ? 'board.playsOnLine' : 'board.playsOn', { step: sb.timeline.branch ?? 0 })}</span>
            <button type="button" onClick={sb.backToPath} className="min-h-11 rounded-md border border-line bg-bg px-2 font-medium">
              {t(play ? 'board.backToLine' : 'board.backToPath')}
            </button>
          </div>
        ) : null}
        <ChoicePanel t={t} actor={team ? actorNames : sb.actor ? playerNamed(t, sb.actor) : ''} team={team} options={sb.choiceOptions} onChoose={sb.choose} />
        <Narration t={t} caption={stepCaption} sentences={narration} ruleHref={(r) => paths.rules(language, r)} rulings={sb.rulingsHere} offPath={sb.offPath} focusOn={sb.chosen} />
        {sb.freePlay ? (
          <TryItPanel t={t} actor={!sb.actor ? null : team ? actorNames : playerNamed(t, sb.actor)} team={team} pending={sb.legalPending} options={sb.tryOptions} unavailable={sb.unavailable} onChoose={sb.choose} onClose={() => sb.setTryIt(false)} />
        ) : tryIt ? (
          <button type="button" onClick={() => sb.setTryIt(true)} className="min-h-11 rounded-md border border-line px-3 text-xs font-medium hover:bg-surface" data-try-it>
            {t('tryit.open')}
          </button>
        ) : null}
        <BoardText view={view} t={t} peek={sb.peek} />
      </div>
    </section>
  );
}
