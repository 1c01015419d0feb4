/**
 * The example's steps: its authored ones, computed once by the engine, and the line the board
 * plays (the reader's branch and path off it, and the steps the engine plays on by itself); the
 * step the address asks for and the one before it.
 */
import { useMemo } from 'react';
import type { CardCatalog, Example } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { withPlayerNames } from '../../i18n/playerNames.ts';
import { SLICE_ABOVE } from '../model/slices.ts';
import { authoredSteps, buildTimeline, clamp, type AuthoredSteps, type TimelineStep } from '../model/timeline.ts';
import type { BoardLocation } from '../model/url.ts';
import { useReplay } from './useReplay.ts';

const NO_EXAMPLE: AuthoredSteps = { steps: [], error: 'no example' };
/** no steps yet: the line is being replayed */
const REPLAYING: AuthoredSteps = { steps: [], error: null };

interface StepsOptions {
  example: Example | undefined;
  catalog: CardCatalog;
  loc: BoardLocation;
  /** the board's strings */
  catalogue: Translate;
  playOn: boolean;
}

export function useSteps({ example, catalog, loc, catalogue, playOn }: StepsOptions) {
  // every player has a name, whatever id a link or a file gave them (numbered by seat)
  const t = useMemo(() => withPlayerNames(catalogue, example?.setup.players.map((p) => p.id) ?? []), [catalogue, example]);
  // a long line (a link of thousands of decisions) is replayed in slices, the board showing how
  // far it is; a short one (every worked example) at once, so a prerendered page hydrates as it was drawn
  const sliced = !!example && example.decisions.length > SLICE_ABOVE;
  const replay = useReplay(sliced ? example : undefined, catalog);
  const eager = useMemo(() => (!example ? NO_EXAMPLE : sliced ? null : authoredSteps(example, catalog)), [example, sliced, catalog]);
  const authored = eager ?? replay.authored ?? REPLAYING;
  /** the replay in progress: steps made and in all (null once the steps are there) */
  const loading = eager || replay.authored ? null : { done: replay.done, total: replay.total };
  const timeline = useMemo(() => buildTimeline(authored.steps, authored.error, loc.branch, loc.path, playOn), [authored, loc.branch, loc.path, playOn]);
  const count = timeline.steps.length;
  const index = count ? clamp(loc.step ?? 0, 0, count - 1) : 0;
  const step: TimelineStep | undefined = timeline.steps[index];
  const prev: TimelineStep | undefined = timeline.steps[index - 1];
  return { t, authored, timeline, count, index, step, prev, loading, sliced };
}
