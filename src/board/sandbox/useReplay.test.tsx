// A long line replayed in slices by the board's hook: progress, then the steps an unsliced
// replay makes; a new line (the link changed) stops the run of the old one.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action, GameSetup } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import { longLine } from '../model/fixtures.ts';
import { authoredSteps } from '../model/timeline.ts';
import { useReplay } from './useReplay.ts';

afterEach(cleanup);

/** The line, its decisions counting how far the engine has read them, each read taking a millisecond (a slice of 30 ms reads a few dozen). */
function watched(line: { setup: GameSetup; decisions: Action[] }) {
  const read = { max: -1 };
  const decisions = new Proxy(line.decisions, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        read.max = Math.max(read.max, Number(key));
        const until = performance.now() + 1;
        while (performance.now() < until);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { line: { setup: line.setup, decisions }, read };
}

// a replay of a few hundred decisions takes seconds on a loaded machine
describe('useReplay', { timeout: 60_000 }, () => {
  const long = longLine(250);

  it('says how far it is, then gives the steps of an unsliced replay', async () => {
    const { result } = renderHook(() => useReplay(long, CATALOG));
    expect(result.current.authored).toBeNull();
    expect(result.current.total).toBe(251);
    await waitFor(() => expect(result.current.authored).not.toBeNull(), { timeout: 50_000 });
    expect(result.current.done).toBe(251);
    expect(result.current.authored).toEqual(authoredSteps(long, CATALOG));
  });

  it('a new line stops the old one between two slices; only the new one’s steps are given', async () => {
    const first = watched(longLine(250));
    const second = { setup: long.setup, decisions: long.decisions.slice(0, 120) };
    const { result, rerender } = renderHook(({ line }) => useReplay(line, CATALOG), { initialProps: { line: first.line as typeof second | undefined } });
    // the first slice has run (the opening position, and a few dozen decisions at most; on a
    // loaded machine the opening alone may fill it); the link changes before the line is done
    expect(first.read.max).toBeLessThan(100);
    rerender({ line: second });
    const stoppedAt = first.read.max;
    expect(result.current.authored).toBeNull();
    expect(result.current.total).toBe(121);
    await waitFor(() => expect(result.current.authored).not.toBeNull(), { timeout: 50_000 });
    expect(result.current.authored?.steps).toHaveLength(121);
    // the old run read nothing more (at most the decision it was on)
    expect(first.read.max).toBeLessThanOrEqual(stoppedAt + 1);
    // and no line: nothing
    rerender({ line: undefined });
    expect(result.current).toEqual({ authored: null, done: 0, total: 0 });
  });
});
