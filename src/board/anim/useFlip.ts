import { useLayoutEffect, useRef, type RefObject } from 'react';
import { animating, measure, play, prefersReducedMotion, settle, type Effects, type Snapshot } from './flip.ts';

/**
 * Animates the board from its previous render to this one whenever `stepKey` changes (and only
 * then: a language switch or a peek re-renders without moving anything). With reduced motion
 * the step simply changes.
 */
export function useFlip(root: RefObject<HTMLElement | null>, stepKey: string, effects: Effects | ReadonlySet<string>): void {
  const last = useRef<{ key: string; snapshot: Snapshot } | null>(null);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const prev = last.current;
    if (prev && prev.key !== stepKey) {
      settle();
      const next = measure(el);
      if (!prefersReducedMotion()) play(el, prev.snapshot, effects, next);
      last.current = { key: stepKey, snapshot: next };
      return;
    }
    // Same step re-rendered (first render, language, peek, resize): re-measure, unless something
    // is moving, once the browser has laid out and painted the page. Measuring here would force
    // a layout of the whole page inside the render (the costliest part of the board's first
    // render). A step change before then animates nothing: there is no "before" to move from.
    if (prev && animating()) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (root.current === el && !animating()) last.current = { key: stepKey, snapshot: measure(el) };
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  });
}
