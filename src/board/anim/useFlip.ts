import { useLayoutEffect, useRef, type RefObject } from 'react';
import { animating, measure, play, prefersReducedMotion, settle, type Snapshot } from './flip.ts';

/**
 * Animates the board from its previous render to this one whenever `stepKey` changes (and only
 * then: a language switch or a peek re-renders without moving anything). With reduced motion
 * the step simply changes.
 */
export function useFlip(root: RefObject<HTMLElement | null>, stepKey: string, popped: ReadonlySet<string>): void {
  const last = useRef<{ key: string; snapshot: Snapshot } | null>(null);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const prev = last.current;
    if (prev && prev.key !== stepKey) {
      settle();
      const next = measure(el);
      if (!prefersReducedMotion()) play(el, prev.snapshot, popped);
      last.current = { key: stepKey, snapshot: next };
      return;
    }
    // same step re-rendered (language, peek, resize): re-measure unless something is moving
    if (!prev || !animating()) {
      last.current = { key: stepKey, snapshot: measure(el) };
    }
  });
}
