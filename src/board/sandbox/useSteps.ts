/**
 * The example's steps: its authored ones, computed once by the engine, and the line the board
 * plays (the reader's branch and path off it, and the steps the engine plays on by itself); the
 * step the address asks for and the one before it.
 */
import { useMemo } from 'react';
import type { CardCatalog, Example } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { withPlayerNames } from '../../i18n/playerNames.ts';
import { authoredSteps, buildTimeline, clamp, type TimelineStep } from '../model/timeline.ts';
import type { BoardLocation } from '../model/url.ts';

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
  const authored = useMemo(() => (example ? authoredSteps(example, catalog) : { steps: [], error: 'no example' }), [example, catalog]);
  const timeline = useMemo(() => buildTimeline(authored.steps, authored.error, loc.branch, loc.path, playOn), [authored, loc.branch, loc.path, playOn]);
  const count = timeline.steps.length;
  const index = count ? clamp(loc.step ?? 0, 0, count - 1) : 0;
  const step: TimelineStep | undefined = timeline.steps[index];
  const prev: TimelineStep | undefined = timeline.steps[index - 1];
  return { t, authored, timeline, count, index, step, prev };
}
