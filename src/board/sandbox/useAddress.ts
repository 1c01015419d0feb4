/**
 * The board's place in the address (`?example=…&step=…&branch=…&path=…`, src/board/model/url.ts):
 * which example and step the address asks for, and the moves that write a new place into it.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Example } from '../../engine/index.ts';
import { clamp, type Timeline } from '../model/timeline.ts';
import { parseBoardLocation, writeBoardLocation, type BoardLocation } from '../model/url.ts';

/** The example the address names (or the first) and the place in it the board plays. */
export function useAddressedExample(examples: readonly Example[], search: string, authoredOnly: boolean) {
  const asked = useMemo(() => parseBoardLocation(search), [search]);
  const found = examples.find((e) => e.id === asked.example);
  // an example the address names that isn't this board's (unknown, another mechanic's): the first
  // example from its start (docs/site.md, "Bad addresses"); the set-up preview plays no path
  const loc: BoardLocation = useMemo(() => {
    const foreign = !found && new URLSearchParams(search).has('example');
    if (foreign) return { example: null, step: 0, branch: null, path: [] };
    return authoredOnly ? { ...asked, branch: null, path: [] } : asked;
  }, [asked, found, search, authoredOnly]);
  const example = found ?? examples[0];
  return { loc, example, exampleId: example?.id ?? '' };
}

interface MovesOptions {
  search: string;
  setSearch: (search: string) => void;
  exampleId: string;
  timeline: Timeline;
  index: number;
  count: number;
}

/** Moving the board: `go` writes a place into the address, `goTo` and `goBy` a step. */
export function useBoardMoves({ search, setSearch, exampleId, timeline, index, count }: MovesOptions) {
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
  return { go, goTo, goBy };
}
