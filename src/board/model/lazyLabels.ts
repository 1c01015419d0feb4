/**
 * The step track's labels, made when asked for (issue 28): a line of 5,000 steps made every
 * label and every view up front (15 s, 1 GB). Up to EAGER_STEPS steps the labels are those of
 * stepLabels, distinct with ordinals; past it each label is made on first use and kept, without
 * ordinals (the track shows each step's number beside it).
 */
import type { GameState } from '../../engine/index.ts';
import type { NarrationContext, Translate } from '../../i18n/narrate.ts';
import { stepLabel, stepLabels, type LabelledStep } from './stepLabels.ts';

/** Timelines up to this many steps get all their labels at once (every worked example). */
export const EAGER_STEPS = 200;

export interface Labels {
  count: number;
  /** the label of step i ('' past the end) */
  at: (i: number) => string;
  /** whether step i's label is made already (asking for it costs nothing) */
  has: (i: number) => boolean;
}

export function lazyLabels(steps: readonly LabelledStep[], viewAt: (i: number) => GameState, t: Translate): Labels {
  if (steps.length <= EAGER_STEPS) {
    const all = stepLabels(steps, viewAt, t);
    return { count: all.length, at: (i) => all[i] ?? '', has: () => true };
  }
  const made = new Map<number, string>();
  return {
    count: steps.length,
    has: (i) => made.has(i) || !steps[i],
    at: (i) => {
      const step = steps[i];
      if (!step) return '';
      let label = made.get(i);
      if (label === undefined) {
        const ctx: NarrationContext = { before: i > 0 ? viewAt(i - 1) : null, after: viewAt(i), t, distinct: true };
        label = i === 0 ? t('board.start') : stepLabel(step.events, ctx, step.decision);
        made.set(i, label);
      }
      return label;
    },
  };
}
