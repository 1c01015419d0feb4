/**
 * A long line replayed in slices (issue 28, model/slices.ts): the engine plays a few dozen
 * milliseconds of decisions, the browser draws and answers, the engine plays on. While it runs
 * the hook says how far it is; once done, the steps, as authoredSteps would have made them at
 * once. A new line (the link changed) or the board going away stops the run in progress.
 */
import { useEffect, useState } from 'react';
import { exampleSteps, type CardCatalog, type Example } from '../../engine/index.ts';
import { drainInSlices } from '../model/slices.ts';
import { toAuthored, type AuthoredSteps } from '../model/timeline.ts';

type Line = Pick<Example, 'setup' | 'decisions'>;

export interface Replay {
  /** the steps, once every decision is replayed (null while it runs, or with no line) */
  authored: AuthoredSteps | null;
  /** steps made so far */
  done: number;
  /** steps in all (the opening position and one a decision) */
  total: number;
}

/** Replays `line` in slices; undefined: nothing to replay. */
export function useReplay(line: Line | undefined, catalog: CardCatalog): Replay {
  const [run, setRun] = useState<{ line: Line; done: number; authored: AuthoredSteps | null } | null>(null);
  useEffect(() => {
    if (!line) return;
    const stop = new AbortController();
    const progress = (done: number) => {
      if (!stop.signal.aborted) setRun({ line, done, authored: null });
    };
    drainInSlices(exampleSteps(line, catalog), { signal: stop.signal, onProgress: progress }).then(
      (r) => {
        if (r && !stop.signal.aborted) setRun({ line, done: r.items.length, authored: toAuthored(() => r) });
      },
      (e: unknown) => {
        if (!stop.signal.aborted) setRun({ line, done: 0, authored: toAuthored(() => { throw e; }) });
      },
    );
    return () => stop.abort();
  }, [line, catalog]);
  // a run of another line (the one before) is not this one's
  const mine = line && run?.line === line ? run : null;
  return { authored: mine?.authored ?? null, done: mine?.done ?? 0, total: line ? line.decisions.length + 1 : 0 };
}
