/**
 * What the step track and the rulings say of each step: its label, and the rulings it shows.
 */
import { useMemo } from 'react';
import type { Example, GameState } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { lazyLabels } from '../model/lazyLabels.ts';
import type { Timeline } from '../model/timeline.ts';

interface NotesOptions {
  example: Example | undefined;
  exampleId: string;
  timeline: Timeline;
  index: number;
  /** the step is on the example's authored line */
  onAuthored: boolean;
  /** ruling id → the step of an example that shows it */
  seeIt: Record<string, { example: string; step: number }>;
  /** a state as the viewer sees it */
  viewAt: (state: GameState) => GameState;
  t: Translate;
}

export function useStepNotes({ example, exampleId, timeline, index, onAuthored, seeIt, viewAt, t }: NotesOptions) {
  // a step's label is made when it is shown: all of them up front for a short example (made
  // distinct with ordinals, stepLabels), one at a time for a long line (its step number tells
  // repeats apart), so the cost follows what the step track draws, not the length of the game
  const labels = useMemo(() => lazyLabels(timeline.steps, (i) => viewAt((timeline.steps[i] ?? timeline.steps[0])?.state as GameState), t), [timeline, t, viewAt]);
  // the rulings each step shows (authored steps only; the opening position is not marked with the example's every ruling)
  const marks = useMemo(
    () =>
      timeline.steps.map((_, i) =>
        i > 0 && (timeline.branch === null || i <= timeline.branch) ? Object.entries(seeIt).flatMap(([r, at]) => (at.example === exampleId && at.step === i ? [r] : [])) : [],
      ),
    [timeline, seeIt, exampleId],
  );
  // the rulings this step shows (the whole example's at its opening position)
  const rulingsHere =
    index === 0 ? (example?.shows ?? []) : onAuthored ? Object.entries(seeIt).flatMap(([r, at]) => (at.example === exampleId && at.step === index ? [r] : [])) : [];
  return { labels, marks, rulingsHere };
}
