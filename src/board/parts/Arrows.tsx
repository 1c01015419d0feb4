/**
 * What the stack points at, drawn over the table: from each spell or ability on the stack an
 * arrow to each of its targets (a card, a pile, a player's life), and from its source a dashed
 * line to it; a waiting trigger gets the dashed line from its source. Targets and sources also
 * carry a text label ("Target", "Source"), so the link does not rest on the line alone: a card
 * names its role in a badge of its own (cards/CardFrame.tsx, over none of its text; on a phone a
 * source has only its line's dot); anything else (a player's life, a spell on the stack) gets a
 * label here. The stack item names them in
 * words for screen readers (this layer is aria-hidden).
 *
 * Each line runs around the other cards where one of a few ways does (arrowRoute.ts: out of a
 * card toward the other end or from the middle of any side, bowed either way).
 *
 * Measured after the board has painted and its motion has ended (positions read then cost no
 * forced layout), again when the table changes size.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { DURATION, prefersReducedMotion } from '../anim/flip.ts';
import type { StackRole } from '../model/stackRoles.ts';
import { curvePath, edgeToward, route, type Box, type Point, type Route } from './arrowRoute.ts';

interface Line extends Route {
  key: string;
  kind: 'target' | 'source';
}
interface Label {
  key: string;
  at: Point;
  text: string;
}

export { edgeToward };

/** A box relative to the table's. */
function boxOf(r: DOMRect, o: DOMRect): Box {
  return { x: r.left - o.left, y: r.top - o.top, width: r.width, height: r.height };
}

/**
 * The cards, piles, chips and stack tiles drawn on the table (the keyed elements the motion moves),
 * the stack's items with their text and each word of a player's line (name, life, library…), as
 * boxes, to run the lines around; `line` leaves out its own two ends (and what holds them or lies
 * within them).
 */
function obstacles(root: HTMLElement, o: DOMRect): { el: HTMLElement; box: Box }[] {
  return [...root.querySelectorAll<HTMLElement>('[data-flip-key], [data-stack-item], [data-player-stats] > *')].map((el) => ({ el, box: boxOf(el.getBoundingClientRect(), o) }));
}

function line(a: HTMLElement, b: HTMLElement, all: { el: HTMLElement; box: Box }[], o: DOMRect): Route {
  const related = (x: HTMLElement) => x === a || x === b || x.contains(a) || x.contains(b) || a.contains(x) || b.contains(x);
  // (the table's own box, in its own coordinates: the lines stay inside it)
  return route(boxOf(a.getBoundingClientRect(), o), boxOf(b.getBoundingClientRect(), o), all.filter((x) => !related(x.el)).map((x) => x.box), { x: 0, y: 0, width: o.width, height: o.height });
}

/** The element drawn for an object on the table (a card, a chip, a pile holding it). */
function objectElement(root: HTMLElement, id: string): HTMLElement | null {
  const el = root.querySelector<HTMLElement>(`[data-object="${CSS.escape(id)}"]`);
  if (el && !el.closest('[data-stack-item]')) return el;
  for (const pile of root.querySelectorAll<HTMLElement>('[data-pile]')) if (pile.dataset.pile?.split(' ').includes(id)) return pile;
  return null;
}

function targetElement(root: HTMLElement, target: string): HTMLElement | null {
  if (target.startsWith('player:')) return root.querySelector<HTMLElement>(`[data-life="${CSS.escape(target.slice(7))}"]`);
  // a target on the stack itself (a spell targeting a spell): its item
  return objectElement(root, target) ?? root.querySelector<HTMLElement>(`[data-stack-item="${CSS.escape(target)}"]`);
}

export function measureArrows(root: HTMLElement, t: Translate): { lines: Line[]; labels: Label[] } {
  const o = root.getBoundingClientRect();
  const all = obstacles(root, o);
  const lines: Line[] = [];
  const labels = new Map<string, Label>();
  const label = (el: HTMLElement, role: StackRole, key: string) => {
    // a card names its role itself (on a phone a source has its line's dot alone: CardFrame.tsx)
    if (el.matches('[data-object], [data-pile]')) return;
    const text = t(`board.${role}`);
    const r = el.getBoundingClientRect();
    if (!labels.has(key)) labels.set(key, { key, at: { x: r.left - o.left, y: r.bottom - o.top }, text });
  };
  const items = [...root.querySelectorAll<HTMLElement>('[data-stack-item], [data-pending-item]')];
  for (const item of items) {
    const id = item.dataset.stackItem ?? `pending-${item.dataset.pendingItem}`;
    const anchor = (item.dataset.stackItem ? item.firstElementChild : item) as HTMLElement | null;
    if (!anchor) continue;
    for (const target of (item.dataset.targets ?? '').split(' ').filter(Boolean)) {
      const el = targetElement(root, target);
      if (!el) continue;
      lines.push({ key: `${id}>${target}`, ...line(anchor, el, all, o), kind: 'target' });
      label(el, 'target', `t:${target}`);
    }
    const source = item.dataset.source;
    const src = source ? objectElement(root, source) : null;
    if (src && source) {
      lines.push({ key: `${source}>${id}`, ...line(src, anchor, all, o), kind: 'source' });
      label(src, 'source', `s:${source}`);
    }
  }
  return { lines, labels: [...labels.values()] };
}

/**
 * The arrows from each stack item to its targets and from its source, drawn over the table once
 * things have come to rest. While a measure is on its way the table carries
 * `data-arrows-pending` (a reader's tools and the layout tests can tell that the arrows are not
 * yet where they will be; tests/e2e/reading-suite.ts waits for it to go).
 */
export function Arrows({ root, t, version }: { root: RefObject<HTMLElement | null>; t: Translate; version: string }) {
  const [drawn, setDrawn] = useState<{ version: string; lines: Line[]; labels: Label[]; measure: number }>({ version: '', lines: [], labels: [], measure: 0 });
  const asked = useRef(0);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let frame = 0;
    let settled = false;
    const update = () => {
      cancelAnimationFrame(frame);
      const measure = ++asked.current;
      el.setAttribute('data-arrows-pending', '');
      frame = requestAnimationFrame(() => setDrawn({ version, ...measureArrows(el, t), measure }));
    };
    el.setAttribute('data-arrows-pending', '');
    // the old arrows are hidden while things move (their version is old); the new ones are drawn
    // where things come to rest
    const timer = window.setTimeout(() => {
      settled = true;
      update();
    }, prefersReducedMotion() ? 0 : DURATION + 20);
    // then again whenever the table, a side, a zone, a card or a stack item changes size (a font that differs
    // from the one measured, a larger text size). (A ResizeObserver also reports once as it starts
    // to observe: while things still move, that report is not taken, or the arrows would be drawn
    // at once, where the cards are leaving from.)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => settled && update()) : null;
    observer?.observe(el);
    if (observer) for (const item of el.querySelectorAll('[data-player], [data-zone], [data-object], [data-stack-item]')) observer.observe(item);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [root, t, version]);
  // the last measure asked for is drawn: nothing pending
  useEffect(() => {
    if (drawn.measure === asked.current && drawn.version === version) root.current?.removeAttribute('data-arrows-pending');
  }, [drawn, root, version]);
  if (drawn.version !== version || !drawn.lines.length) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-[2]" data-arrows={drawn.lines.length}>
      <svg className="absolute inset-0 h-full w-full overflow-visible">
        <defs>
          <marker id="board-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill="var(--color-accent)" />
          </marker>
        </defs>
        {drawn.lines.map((l) => (
          <path
            key={l.key}
            d={curvePath(l)}
            fill="none"
            stroke="var(--color-accent)"
            strokeWidth={l.kind === 'target' ? 3 : 2}
            strokeDasharray={l.kind === 'source' ? '5 4' : undefined}
            strokeLinecap="round"
            markerEnd="url(#board-arrow)"
            opacity={0.85}
            data-arrow={l.kind}
          />
        ))}
        {drawn.lines.map((l) => (l.kind === 'source' ? <circle key={`${l.key}-dot`} cx={l.from.x} cy={l.from.y} r={4} fill="var(--color-accent)" /> : null))}
      </svg>
      {drawn.labels.map((l) => (
        <span key={l.key} className="absolute -translate-y-1/2 rounded bg-accent px-1 text-xs leading-4 font-bold text-on-accent shadow" style={{ left: l.at.x, top: l.at.y }}>
          {l.text}
        </span>
      ))}
    </div>
  );
}
