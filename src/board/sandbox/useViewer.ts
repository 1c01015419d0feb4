/**
 * Whose knowledge the board shows (hidden information, 400.2): a player's view or everything. One
 * rule for every part of the board: each reads the same view of the step and of the one before it.
 */
import { useCallback, useMemo, useState } from 'react';
import { viewFor, type GameState } from '../../engine/index.ts';
import type { TimelineStep } from '../model/timeline.ts';
import { boardView, type BoardView } from '../model/viewModel.ts';

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

interface ViewerOptions {
  /** the example's authored steps: the control is offered only if something in them is hidden */
  authored: readonly TimelineStep[];
  step: TimelineStep | undefined;
  prev: TimelineStep | undefined;
  /** the reader's seat: at the bottom of the board, whose view is "my view" */
  viewer: string;
}

export function useViewer({ authored, step, prev, viewer }: ViewerOptions) {
  const [viewerMode, setViewerMode] = useState<ViewerMode>(viewer);
  const offerViewer = useMemo(() => hidesSomething(authored), [authored]);
  const mode = offerViewer && (viewerMode === EVERYTHING || (step?.state.players ?? []).includes(viewerMode)) ? viewerMode : viewer;

  // what the viewer may see of the step and of the one before it (narration names hidden cards as such)
  const viewAt = useCallback((state: GameState) => (mode === EVERYTHING ? state : viewOf(state, mode)), [mode]);
  const stepView = useMemo(() => (step ? viewAt(step.state) : null), [step, viewAt]);
  const prevView = useMemo(() => (prev ? viewAt(prev.state) : null), [prev, viewAt]);
  const view: BoardView | null = useMemo(() => (stepView ? boardView(stepView, mode === EVERYTHING ? viewer : mode, viewer) : null), [stepView, mode, viewer]);

  return {
    viewAt,
    stepView,
    prevView,
    view,
    viewerMode: mode,
    /** the viewer control is offered only where something is hidden */
    viewerModes: offerViewer ? [...(step?.state.players ?? [viewer]), EVERYTHING] : [],
    setViewerMode,
  };
}
