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
 * Measured after the board has painted and its motion has ended (positions read then cost no
 * forced layout), again when the table changes size.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { DURATION, prefersReducedMotion } from '../anim/flip.ts';
import type { StackRole } from '../model/stackRoles.ts';

interface Point {
  x: number;
  y: number;
}
interface Line {
  key: string;
  from: Point;
  to: Point;
  kind: 'target' | 'source';
}
interface Label {
  key: string;
  at: Point;
  text: string;
}

function centre(r: DOMRect, o: DOMRect): Point {
  return { x: r.left + r.width / 2 - o.left, y: r.top + r.height / 2 - o.top };
}

/**
 * Where the straight way from a box's centre to `toward` crosses the box's edge: lines start and
 * end at the edges of what they join, so they run over no card's text (a point inside the box: its centre).
 */
export function edgeToward(box: { x: number; y: number; width: number; height: number }, toward: Point): Point {
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  const scale = Math.min(dx ? box.width / 2 / Math.abs(dx) : Infinity, dy ? box.height / 2 / Math.abs(dy) : Infinity);
  if (!Number.isFinite(scale) || scale >= 1) return c;
  return { x: c.x + dx * scale, y: c.y + dy * scale };
}

/** A line between two drawn boxes, from edge to edge. */
function between(a: DOMRect, b: DOMRect, o: DOMRect): { from: Point; to: Point } {
  const boxA = { x: a.left - o.left, y: a.top - o.top, width: a.width, height: a.height };
  const boxB = { x: b.left - o.left, y: b.top - o.top, width: b.width, height: b.height };
  return { from: edgeToward(boxA, centre(b, o)), to: edgeToward(boxB, centre(a, o)) };
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
    const a = anchor.getBoundingClientRect();
    for (const target of (item.dataset.targets ?? '').split(' ').filter(Boolean)) {
      const el = targetElement(root, target);
      if (!el) continue;
      lines.push({ key: `${id}>${target}`, ...between(a, el.getBoundingClientRect(), o), kind: 'target' });
      label(el, 'target', `t:${target}`);
    }
    const source = item.dataset.source;
    const src = source ? objectElement(root, source) : null;
    if (src && source) {
      lines.push({ key: `${source}>${id}`, ...between(src.getBoundingClientRect(), a, o), kind: 'source' });
      label(src, 'source', `s:${source}`);
    }
  }
  return { lines, labels: [...labels.values()] };
}

/** A gentle curve from a to b, bowed to one side, ending where its arrowhead's tip touches b. */
function curve(a: Point, b: Point): string {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const end = { x: b.x - (dx / len) * 7, y: b.y - (dy / len) * 7 };
  const c = { x: (a.x + end.x) / 2 - (dy / len) * len * 0.15, y: (a.y + end.y) / 2 + (dx / len) * len * 0.15 };
  return `M${a.x.toFixed(1)},${a.y.toFixed(1)} Q${c.x.toFixed(1)},${c.y.toFixed(1)} ${end.x.toFixed(1)},${end.y.toFixed(1)}`;
}

export function Arrows({ root, t, version }: { root: RefObject<HTMLElement | null>; t: Translate; version: string }) {
  const [drawn, setDrawn] = useState<{ version: string; lines: Line[]; labels: Label[] }>({ version: '', lines: [], labels: [] });
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setDrawn({ version, ...measureArrows(el, t) }));
    };
    // the old arrows are hidden while things move (their version is old); the new ones are drawn
    // where things come to rest
    const timer = window.setTimeout(update, prefersReducedMotion() ? 0 : DURATION + 20);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(el);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [root, t, version]);
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
            d={curve(l.from, l.to)}
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
