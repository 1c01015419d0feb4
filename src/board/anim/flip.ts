/**
 * Moves between two snapshots, animated by FLIP with the Web Animations API: each drawn object
 * carries data-flip-key (its physical card id, so a card keeps its identity from zone to zone);
 * after React commits the next snapshot, every element that moved glides from where it was,
 * new ones fade in (an ability flashes from its source, data-flip-from), tokens that ceased
 * fade out as ghosts, counters pop. The plan itself is the pure diff (model/diff.ts); this file
 * only touches the DOM. (motion's layout features do the same but cost ~50 KB gzip, half the
 * board's budget.)
 */
export const DURATION = 300;
const EASE = 'cubic-bezier(0.2, 0, 0, 1)';

export interface Snapshot {
  rects: Map<string, DOMRect>;
  ghosts: Map<string, HTMLElement>;
}

function keyed(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-flip-key]')];
}

function canAnimate(el: Element): el is HTMLElement & { animate: Element['animate'] } {
  return typeof (el as HTMLElement).animate === 'function';
}

/** Where every keyed element is now (and a copy of each token, to fade it out if it ceases). */
export function measure(root: HTMLElement): Snapshot {
  const rects = new Map<string, DOMRect>();
  const ghosts = new Map<string, HTMLElement>();
  for (const el of keyed(root)) {
    const key = el.dataset.flipKey as string;
    rects.set(key, el.getBoundingClientRect());
    if (el.dataset.token === 'true') ghosts.set(key, el.cloneNode(true) as HTMLElement);
  }
  return { rects, ghosts };
}

/** The animations this file started and that still run (cheaper than asking the document). */
const running = new Set<Animation>();

function track(a: Animation): Animation {
  running.add(a);
  const done = () => running.delete(a);
  a.addEventListener('finish', done);
  a.addEventListener('cancel', done);
  return a;
}

export function animating(): boolean {
  return running.size > 0;
}

/** Ends running animations, so measurements see the final layout. */
export function settle(): void {
  for (const a of [...running]) a.finish();
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What else a step did to a card, beyond moving it (model/diff.ts): each gets its own motion. */
export interface Effects {
  /** a counter was added: its badge pops */
  popped: ReadonlySet<string>;
  /** turned face up or face down: the card flips over */
  turned?: ReadonlySet<string>;
  /** merged (mutate): the pile pulses as it takes the new card */
  merged?: ReadonlySet<string>;
}

/**
 * Animates from the previous snapshot to the DOM as it is now, `current` (a snapshot just taken of
 * it: reading every element's box again after an animation has started would make the browser
 * recompute styles once per element; keyed elements aren't nested, so one's motion never moves
 * another's box).
 */
export function play(root: HTMLElement, before: Snapshot, effects: Effects | ReadonlySet<string>, current: Snapshot): void {
  const { popped: poppedCounters, turned = new Set<string>(), merged = new Set<string>() } = 'popped' in effects ? effects : { popped: effects };
  const seen = new Set<string>();
  // read before any animation starts (see above)
  const rootRect = root.getBoundingClientRect();
  for (const el of keyed(root)) {
    const key = el.dataset.flipKey as string;
    seen.add(key);
    if (!canAnimate(el)) continue;
    const now = current.rects.get(key) ?? el.getBoundingClientRect();
    const was = before.rects.get(key) ?? (el.dataset.flipFrom ? before.rects.get(el.dataset.flipFrom) : undefined);
    if (was) {
      const dx = was.left - now.left;
      const dy = was.top - now.top;
      if (Math.abs(dx) > 1 || Math.abs(dy) > 1) {
        const appearing = !before.rects.has(key);
        track(el.animate(
          [
            { transform: `translate(${dx}px, ${dy}px)`, opacity: appearing ? 0.3 : 1 },
            { transform: 'none', opacity: 1 },
          ],
          { duration: DURATION, easing: EASE },
        ));
      }
    } else {
      track(el.animate([{ opacity: 0, transform: 'scale(0.85)' }, { opacity: 1, transform: 'none' }], { duration: DURATION, easing: EASE }));
    }
    const face = el.querySelector('button');
    if (turned.has(key) && face && canAnimate(face)) {
      track(face.animate([{ transform: `${face.style.transform} perspective(600px) rotateY(90deg)` }, { transform: face.style.transform || 'none' }], { duration: DURATION, easing: EASE }));
    }
    if (merged.has(key) && face && canAnimate(face)) {
      track(face.animate([{ boxShadow: '0 0 0 6px var(--color-accent)' }, { boxShadow: '0 0 0 0 transparent' }], { duration: DURATION * 2, easing: EASE }));
    }
    if (poppedCounters.has(key)) {
      for (const badge of el.querySelectorAll('[data-counter]')) {
        if (canAnimate(badge)) track(badge.animate([{ transform: 'scale(1.6)' }, { transform: 'none' }], { duration: DURATION, easing: EASE }));
      }
    }
  }
  for (const [key, ghost] of before.ghosts) {
    if (seen.has(key)) continue;
    const rect = before.rects.get(key);
    if (!rect || !canAnimate(ghost)) continue;
    ghost.removeAttribute('data-flip-key');
    ghost.setAttribute('aria-hidden', 'true');
    ghost.inert = true;
    Object.assign(ghost.style, { position: 'absolute', left: `${rect.left - rootRect.left}px`, top: `${rect.top - rootRect.top}px`, pointerEvents: 'none', margin: '0' });
    root.appendChild(ghost);
    const anim = track(ghost.animate([{ opacity: 1 }, { opacity: 0, transform: 'scale(0.8)' }], { duration: DURATION, easing: EASE }));
    anim.addEventListener('finish', () => ghost.remove());
    anim.addEventListener('cancel', () => ghost.remove());
  }
}
