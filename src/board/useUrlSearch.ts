/**
 * The board's query in the address. A step is drawn from local state at once and written into
 * the address bar at once (history.replaceState, keeping the router's state); the router hears of
 * it a moment later (a navigation re-renders the page around the board, which a step need not
 * wait for), so react-router's location, and every link built from it, catches up within
 * URL_DELAY ms. A navigation from elsewhere (a ruling's "see it", back and forward) moves the board.
 *
 * A write still pending when the reader leaves (a link to another page, followed within
 * URL_DELAY ms of a step) is dropped: the router is asked, as the timer fires, whether it is still
 * on the board's page and going nowhere. The board's own unmount comes too late for that: the
 * router changes the address, and may wait for the next page's loaders, before React takes the
 * board away, and a write then would bring the reader back to the board's page.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';

const URL_DELAY = 120;

/** Whether the router is still on `pathname`, with no navigation under way (read as it is now, not as last rendered). */
function useStillHere(): (pathname: string) => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(
    (pathname: string) => {
      if (!router) return window.location.pathname === pathname;
      return router.state.navigation.state === 'idle' && router.state.location.pathname === pathname;
    },
    [router],
  );
}

export function useUrlSearch(): [string, (s: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const stillHere = useStillHere();
  const { pathname, search: routed, hash } = location;
  // the board's query ahead of the router: valid while the router is where the board left it
  // (`base`) or at a query the board handed it (`sent`); any other query came from elsewhere
  const [ahead, setAhead] = useState<{ search: string; base: string; sent: string[] } | null>(null);
  const external = ahead !== null && routed !== ahead.base && !ahead.sent.includes(routed);
  const timer = useRef(0);
  const address = useRef({ writes: [] as number[], timer: 0 });
  const set = useCallback(
    (next: string) => {
      setAhead((a) => (a && (routed === a.base || a.sent.includes(routed)) ? { ...a, search: next } : { search: next, base: routed, sent: [] }));
      // the address bar (and a link copied from it) shows the step at once, keeping the router's
      // history state; past 100 writes in 10 s (Chromium throttles history writes from 200 in 10 s,
      // with a warning) one every 100 ms, the last always
      const url = `${pathname}${next}${hash}`;
      const a = address.current;
      const writeAddress = () => {
        const now = performance.now();
        a.writes = [...a.writes.filter((w) => now - w < 10_000), now];
        window.history.replaceState(window.history.state, '', url);
      };
      clearTimeout(a.timer);
      const now = performance.now();
      const recent = a.writes.filter((w) => now - w < 10_000);
      if (recent.length < 100) writeAddress();
      else
        a.timer = window.setTimeout(() => {
          if (stillHere(pathname)) writeAddress();
        }, Math.max(0, (recent.at(-1) ?? 0) + 100 - now));
      clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (!stillHere(pathname)) return;
        setAhead((a) => (a ? { ...a, sent: [...a.sent.slice(-8), next] } : a));
        void navigate({ pathname, search: next, hash }, { replace: true, preventScrollReset: true });
      }, URL_DELAY);
    },
    [navigate, stillHere, pathname, routed, hash],
  );
  // a move from elsewhere voids a write still pending
  useEffect(() => {
    if (!external) return;
    clearTimeout(timer.current);
    clearTimeout(address.current.timer);
  }, [external]);
  // leaving the page, a pending write would undo the navigation away
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(address.current.timer);
    },
    [pathname],
  );
  return [ahead && !external ? ahead.search : routed, set];
}
