/**
 * The one hook that binds a worked example to the board's components (React stays at the edge):
 * the example's steps, computed once by the engine; the current step, read from and written to
 * the URL; playback; the reader's choices off the authored path and free play with the engine's
 * legal actions. Everything it returns is derived; it holds no game logic of its own.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { legalActions, viewFor, type Action, type GameState, type LegalActions } from '../engine/index.ts';
import type { ExampleModule } from '../content/types.ts';
import type { Translate } from '../i18n/narrate.ts';
import { withPlayerNames } from '../i18n/playerNames.ts';
import { describeAction } from './model/describe.ts';
import { lazyLabels } from './model/lazyLabels.ts';
import { authoredSteps, buildTimeline, clamp, pathTo, type TimelineStep } from './model/timeline.ts';
import { parseBoardLocation, writeBoardLocation, type BoardLocation } from './model/url.ts';
import { STEP_MS, type Speed } from './model/playback.ts';
import { boardView, type BoardView } from './model/viewModel.ts';

/** The board's data: a mechanic's worked examples, their cards, the rulings' "see it" steps (the content pipeline's). */
export type SandboxData = ExampleModule;

export interface SandboxOptions {
  data: SandboxData;
  search: string;
  /** replaces the URL's query (without a new history entry) */
  setSearch: (search: string) => void;
  t: Translate;
  /** the reader's seat: at the bottom of the board, whose view is "my view" */
  viewer?: string;
  /** free play open from the first step */
  play?: boolean;
  /** the example's own steps only: a branch and path in the address are not played (the editor's set-up preview) */
  authoredOnly?: boolean;
  /** after the reader's choice the engine plays on by itself (off for a puzzle) */
  playOn?: boolean;
}

/** Whose knowledge the board shows: a player's (their view, 400.2) or everything. */
export type ViewerMode = string;
export const EVERYTHING = 'all';

/** Something in the example is hidden from someone: a hand, a face-down card or scheme. */
function hidesSomething(steps: readonly TimelineStep[]): boolean {
  return steps.some((st) => Object.values(st.state.objects).some((o) => (o.zone === 'hand' && o.cards.length > 0) || o.faceDown !== null || (o.zone === 'command' && !o.schemeFaceUp)));
}

/** viewFor is a deep copy: computed once per state and viewer (a step's state is the next one's "before"). */
const views = new WeakMap<GameState, Map<string, GameState>>();
function viewOf(state: GameState, viewer: string): GameState {
  let byViewer = views.get(state);
  if (!byViewer) views.set(state, (byViewer = new Map()));
  let v = byViewer.get(viewer);
  if (!v) byViewer.set(viewer, (v = viewFor(state, viewer)));
  return v;
}
const SAME = (a: Action | null, b: Action | null) => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

export function useSandbox({ data, search, setSearch, t: catalogue, viewer = 'p1', play = false, authoredOnly = false, playOn = true }: SandboxOptions) {
  const asked = useMemo(() => parseBoardLocation(search), [search]);
  const found = data.examples.find((e) => e.id === asked.example);
  // an example the address names that isn't this board's (unknown, another mechanic's): the first
  // example from its start (docs/site.md, "Bad addresses"); the set-up preview plays no path
  const loc: BoardLocation = useMemo(() => {
    const foreign = !found && new URLSearchParams(search).has('example');
    if (foreign) return { example: null, step: 0, branch: null, path: [] };
    return authoredOnly ? { ...asked, branch: null, path: [] } : asked;
  }, [asked, found, search, authoredOnly]);
  const example = found ?? data.examples[0];
  const exampleId = example?.id ?? '';
  // every player has a name, whatever id a link or a file gave them (numbered by seat)
  const t = useMemo(() => withPlayerNames(catalogue, example?.setup.players.map((p) => p.id) ?? []), [catalogue, example]);
  const authored = useMemo(() => (example ? authoredSteps(example, data.catalog) : { steps: [], error: 'no example' }), [example, data.catalog]);
  const timeline = useMemo(() => buildTimeline(authored.steps, authored.error, loc.branch, loc.path, playOn), [authored, loc.branch, loc.path, playOn]);
  const count = timeline.steps.length;
  const index = count ? clamp(loc.step ?? 0, 0, count - 1) : 0;
  const step: TimelineStep | undefined = timeline.steps[index];
  const prev: TimelineStep | undefined = timeline.steps[index - 1];

  const [playRequested, setPlaying] = useState(false);
  // playing stops by itself at the last step
  const playing = playRequested && index < count - 1;
  const [speed, setSpeed] = useState<Speed>(1);
  const [tryIt, setTryIt] = useState(play);
  const [viewerMode, setViewerMode] = useState<ViewerMode>(viewer);
  // a count of the reader's choices (and of the buttons that vanish when pressed: try it, close,
  // back to the example): the board moves focus to the narration after each
  const [chosen, setChosen] = useState(0);
  const offerViewer = useMemo(() => hidesSomething(authored.steps), [authored]);
  const mode = offerViewer && (viewerMode === EVERYTHING || (step?.state.players ?? []).includes(viewerMode)) ? viewerMode : viewer;

  const go = useCallback(
    (next: Partial<BoardLocation>) => {
      const merged: BoardLocation = { example: exampleId, step: index, branch: timeline.branch, path: timeline.path, ...next };
      setSearch(writeBoardLocation(search, merged));
    },
    [exampleId, index, timeline.branch, timeline.path, search, setSearch],
  );
  // keys pressed faster than the board redraws still count: a move starts from the step last asked
  // for until the board has drawn it
  const requested = useRef<number | null>(null);
  useEffect(() => {
    if (requested.current === index) requested.current = null;
  }, [index]);
  const goTo = useCallback(
    (n: number) => {
      const to = clamp(n, 0, Math.max(count - 1, 0));
      requested.current = to;
      go({ step: to });
    },
    [go, count],
  );
  const goBy = useCallback((delta: number) => goTo((requested.current ?? index) + delta), [goTo, index]);

  // playback: one step per tick, stopping at the end
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => goTo(index + 1), STEP_MS / speed);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, speed, goTo]);

  // what the viewer may see of the step and of the one before it (narration names hidden cards as such)
  // one rule for hidden information: every part of the board reads the same view
  const viewAt = useCallback((state: GameState) => (mode === EVERYTHING ? state : viewOf(state, mode)), [mode]);
  const stepView = useMemo(() => (step ? viewAt(step.state) : null), [step, viewAt]);
  const prevView = useMemo(() => (prev ? viewAt(prev.state) : null), [prev, viewAt]);
  const view: BoardView | null = useMemo(() => (stepView ? boardView(stepView, mode === EVERYTHING ? viewer : mode, viewer) : null), [stepView, mode, viewer]);

  // a step's label is made when it is shown: all of them up front for a short example (made
  // distinct with ordinals, stepLabels), one at a time for a long line (its step number tells
  // repeats apart), so the cost follows what the step track draws, not the length of the game
  const labels = useMemo(() => lazyLabels(timeline.steps, (i) => viewAt((timeline.steps[i] ?? timeline.steps[0])?.state as GameState), t), [timeline, t, viewAt]);
  // the rulings each step shows (authored steps only; the opening position is not marked with the example's every ruling)
  const marks = useMemo(
    () =>
      timeline.steps.map((_, i) =>
        i > 0 && (timeline.branch === null || i <= timeline.branch) ? Object.entries(data.seeIt).flatMap(([r, at]) => (at.example === exampleId && at.step === i ? [r] : [])) : [],
      ),
    [timeline, data.seeIt, exampleId],
  );

  const onAuthored = timeline.branch === null || index <= timeline.branch;
  const authoredNext: Action | null = onAuthored ? (authored.steps[index + 1]?.decision ?? null) : null;
  const atEnd = index >= count - 1;
  const offPath = timeline.branch !== null;
  const freePlay = tryIt || (offPath && atEnd);
  const decisionPending = !!step?.state.decision;
  const wantsChoice = !!authoredNext && (decisionPending || ['cast', 'activate', 'turnFaceUp', 'playLand'].includes(authoredNext.type));
  // the legal actions cost a few engine runs: computed in a deferred render, after the step is drawn
  const wanted = step && (freePlay || wantsChoice) ? step.state : null;
  const deferred = useDeferredValue(wanted);
  const legalDeferred: LegalActions | null = useMemo(() => (deferred ? legalActions(deferred) : null), [deferred]);
  const legal = deferred === wanted ? legalDeferred : null;

  // 805.5a: when a team holds priority, each of its players' actions says whose it is
  const team = (legal?.players.length ?? 0) > 1 && legal?.kind === 'priority';
  const describe = useCallback(
    (a: Action) => {
      const text = describeAction(a, stepView ?? (step?.state as never), t);
      if (!team) return text;
      if (a.type === 'pass' || a.type === 'advance') return a.type === 'pass' ? t('action.passTeam') : text;
      return t('action.byPlayer', { player: t(`player.${a.player}`), action: text });
    },
    [stepView, step, t, team],
  );

  const choiceOptions = useMemo(() => {
    if (!legal || !authoredNext || freePlay) return [];
    const same = (a: Action) =>
      decisionPending ||
      (a.type === 'advance' && !a.to) ||
      (a.type === authoredNext.type && 'object' in a && 'object' in authoredNext && a.object === authoredNext.object && (a.type !== 'activate' || (authoredNext.type === 'activate' && a.ability === authoredNext.ability)));
    return legal.actions.flatMap((a, i) => (same(a) ? [{ index: i, label: describe(a), authored: SAME(a, authoredNext) }] : []));
  }, [legal, authoredNext, freePlay, decisionPending, describe]);

  const tryOptions = useMemo(() => (legal && freePlay ? legal.actions.map((a, i) => ({ index: i, label: describe(a), authored: false })) : []), [legal, freePlay, describe]);
  const unavailable = useMemo(() => {
    if (!legal || !freePlay) return [];
    const seen = new Set<string>();
    const out: { label: string; reason: string }[] = [];
    for (const u of legal.unavailable) {
      if (u.error === 'not-your-priority' || u.error === 'malformed-action') continue;
      const label = describe(u.action);
      if (seen.has(label)) continue;
      seen.add(label);
      out.push({ label, reason: t(`error.${u.error}`) });
    }
    return out.slice(0, 12);
  }, [legal, freePlay, describe, t]);

  const choose = useCallback(
    (i: number) => {
      const action = legal?.actions[i];
      if (!action) return;
      setPlaying(false);
      setChosen((n) => n + 1);
      if (onAuthored && SAME(action, authoredNext)) {
        go({ step: index + 1, branch: null, path: [] });
      } else if (onAuthored) {
        go({ step: index + 1, branch: index, path: [i] });
      } else {
        go({ step: index + 1, path: [...pathTo(timeline, index), i] });
      }
    },
    [legal, onAuthored, authoredNext, go, index, timeline],
  );

  return {
    /** the board's strings, players named (withPlayerNames) */
    t,
    example,
    exampleId,
    examples: data.examples,
    error: timeline.error,
    timeline,
    index,
    count,
    step,
    prev,
    view,
    prevView,
    stepView,
    labels,
    marks,
    playing,
    speed,
    /** face-down cards the view may see are drawn face up: what is hidden is decided by the view alone */
    peek: true,
    viewerMode: mode,
    /** the viewer control is offered only where something is hidden */
    viewerModes: offerViewer ? [...(step?.state.players ?? [viewer]), EVERYTHING] : [],
    chosen,
    offPath,
    freePlay,
    actor: legal?.player ?? null,
    /** every player who may act now (a team holding priority or deciding together, 805.5), the actor first */
    actors: legal?.players ?? [],
    choiceOptions,
    tryOptions,
    unavailable,
    // the rulings this step shows (the whole example's at its opening position)
    rulingsHere:
      index === 0
        ? (example?.shows ?? [])
        : onAuthored
          ? Object.entries(data.seeIt).flatMap(([r, at]) => (at.example === exampleId && at.step === index ? [r] : []))
          : [],
    goTo,
    goBy,
    toggle: () => setPlaying(!playing && index < count - 1),
    setSpeed,
    setViewerMode,
    setTryIt: (on: boolean) => {
      setPlaying(false);
      setTryIt(on);
      // the button pressed goes away: focus is kept on the board (the narration), not lost to <body>
      setChosen((n) => n + 1);
    },
    choose,
    backToPath: () => {
      setTryIt(false);
      setChosen((n) => n + 1);
      go({ step: timeline.branch ?? 0, branch: null, path: [] });
    },
    selectExample: (id: string) => {
      setPlaying(false);
      setTryIt(false);
      setSearch(writeBoardLocation(search, { example: id, step: 0, branch: null, path: [] }));
    },
  };
}

export type Sandbox = ReturnType<typeof useSandbox>;
