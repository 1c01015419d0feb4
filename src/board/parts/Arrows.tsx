/**
 * What the stack points at, drawn over the table: from each spell or ability on the stack an
 * arrow to each of its targets (a card, a pile, a player's life), and from its source a dashed
 * line to it; a waiting trigger gets the dashed line from its source. Targets and sources also
 * carry a text label ("Target", "Source"), so the link does not rest on the line alone; the
 * stack item names them in words for screen readers (this layer is aria-hidden).
 *
 * Measured after the board has painted and its motion has ended (positions read then cost no
 * forced layout), again when the table changes size.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { DURATION, prefersReducedMotion } from '../anim/flip.ts';

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
  const label = (el: HTMLElement, text: string, key: string) => {
    const r = el.getBoundingClientRect();
    if (!labels.has(key)) labels.set(key, { key, at: { x: r.left - o.left, y: r.bottom - o.top }, text });
  };
  const items = [...root.querySelectorAll<HTMLElement>('[data-stack-item], [data-pending-item]')];
  for (const item of items) {
    const id = item.dataset.stackItem ?? `pending-${item.dataset.pendingItem}`;
    const anchor = (item.dataset.stackItem ? item.firstElementChild : item) as HTMLElement | null;
    if (!anchor) continue;
    const a = centre(anchor.getBoundingClientRect(), o);
    for (const target of (item.dataset.targets ?? '').split(' ').filter(Boolean)) {
      const el = targetElement(root, target);
      if (!el) continue;
      lines.push({ key: `${id}>${target}`, from: a, to: centre(el.getBoundingClientRect(), o), kind: 'target' });
      label(el, t('board.target'), `t:${target}`);
    }
    const source = item.dataset.source;
    const src = source ? objectElement(root, source) : null;
    if (src && source) {
      lines.push({ key: `${source}>${id}`, from: centre(src.getBoundingClientRect(), o), to: a, kind: 'source' });
      label(src, t('board.source'), `s:${source}`);
    }
  }
  return { lines, labels: [...labels.values()] };
}

/** A gentle curve from a to b, bowed to one side, ending short of b's centre. */
function curve(a: Point, b: Point): string {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const end = { x: b.x - (dx / len) * 14, y: b.y - (dy / len) * 14 };
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
