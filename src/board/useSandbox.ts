/**
 * The one hook that binds a worked example to the board's components (React stays at the edge):
 * the example's steps, computed once by the engine; the current step, read from and written to
 * the URL; playback; the reader's choices off the authored path and free play with the engine's
 * legal actions. Everything it returns is derived; it holds no game logic of its own. Each of
 * those is a hook of its own (sandbox/): the address (useAddress.ts), the steps (useSteps.ts),
 * playback (usePlayback.ts), whose view the board shows (useViewer.ts), the reader's decisions
 * (useDecisions.ts) and what the step track says of each step (useStepNotes.ts); this one
 * composes them into what the board draws.
 */
import type { ExampleModule } from '../content/types.ts';
import type { Translate } from '../i18n/narrate.ts';
import { writeBoardLocation } from './model/url.ts';
import { useAddressedExample, useBoardMoves } from './sandbox/useAddress.ts';
import { useDecisions } from './sandbox/useDecisions.ts';
import { usePlayback } from './sandbox/usePlayback.ts';
import { useStepNotes } from './sandbox/useStepNotes.ts';
import { useSteps } from './sandbox/useSteps.ts';
import { useViewer } from './sandbox/useViewer.ts';

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

export function useSandbox({ data, search, setSearch, t: catalogue, viewer = 'p1', play = false, authoredOnly = false, playOn = true }: SandboxOptions) {
  const { loc, example, exampleId } = useAddressedExample(data.examples, search, authoredOnly);
  const { t, authored, timeline, count, index, step, prev, loading, sliced } = useSteps({ example, catalog: data.catalog, loc, catalogue, playOn });
  const { go, goTo, goBy } = useBoardMoves({ search, setSearch, exampleId, timeline, index, count });
  const playback = usePlayback(index, count, goTo);
  const { viewAt, ...seen } = useViewer({ authored: authored.steps, step, prev, viewer });
  const { onAuthored, closeTryIt, ...decisions } = useDecisions({ play, authored: authored.steps, timeline, index, count, step, stepView: seen.stepView, t, go, stop: playback.stop });
  const notes = useStepNotes({ example, exampleId, timeline, index, onAuthored, seeIt: data.seeIt, viewAt, t });

  return {
    /** the board's strings, players named (withPlayerNames) */
    t,
    example,
    exampleId,
    examples: data.examples,
    error: timeline.error,
    /** a long line being replayed in slices: steps made so far and in all (null once the board can show it) */
    loading,
    /** the line was long enough to be replayed in slices (the board says when it is ready) */
    sliced,
    timeline,
    index,
    count,
    step,
    prev,
    view: seen.view,
    prevView: seen.prevView,
    stepView: seen.stepView,
    labels: notes.labels,
    marks: notes.marks,
    playing: playback.playing,
    speed: playback.speed,
    /** face-down cards the view may see are drawn face up: what is hidden is decided by the view alone */
    peek: true,
    viewerMode: seen.viewerMode,
    /** the viewer control is offered only where something is hidden */
    viewerModes: seen.viewerModes,
    chosen: decisions.chosen,
    offPath: decisions.offPath,
    freePlay: decisions.freePlay,
    actor: decisions.actor,
    legalPending: decisions.legalPending,
    /** every player who may act now (a team holding priority or deciding together, 805.5), the actor first */
    actors: decisions.actors,
    choiceOptions: decisions.choiceOptions,
    tryOptions: decisions.tryOptions,
    unavailable: decisions.unavailable,
    rulingsHere: notes.rulingsHere,
    goTo,
    goBy,
    toggle: playback.toggle,
    setSpeed: playback.setSpeed,
    setViewerMode: seen.setViewerMode,
    setTryIt: decisions.setTryIt,
    choose: decisions.choose,
    backToPath: decisions.backToPath,
    selectExample: (id: string) => {
      playback.stop();
      closeTryIt();
      setSearch(writeBoardLocation(search, { example: id, step: 0, branch: null, path: [] }));
    },
  };
}

export type Sandbox = ReturnType<typeof useSandbox>;
