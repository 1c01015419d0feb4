/**
 * Where an arrow between two boxes on the table runs: from the edge of one to the edge of the
 * other, as a gentle curve (a quadratic Bézier bowed to one side), choosing among a few ways out
 * (toward the other box, or from the middle of any side) and both bows the one that crosses the
 * fewest other cards, then the shortest. No router: a line may still cross a card where every
 * way does (a crowded phone table), but it never does where a way around is one of these.
 * Pure geometry, no DOM (Arrows.tsx measures the boxes).
 */

export interface Point {
  x: number;
  y: number;
}
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Route {
  from: Point;
  to: Point;
  /** the bow, as a share of the line's length, to its left (negative: to its right) */
  bow: number;
}

const BOWS = [0.15, -0.15] as const;
/** how far the arrowhead's tip stands back from the end of the path (its marker's length) */
export const HEAD = 7;

export function centreOf(b: Box): Point {
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/**
 * Where the straight way from a box's centre to `toward` crosses the box's edge: lines start and
 * end at the edges of what they join, so they run over no card's text (a point inside the box: its centre).
 */
export function edgeToward(box: Box, toward: Point): Point {
  const c = centreOf(box);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  const scale = Math.min(dx ? box.width / 2 / Math.abs(dx) : Infinity, dy ? box.height / 2 / Math.abs(dy) : Infinity);
  if (!Number.isFinite(scale) || scale >= 1) return c;
  return { x: c.x + dx * scale, y: c.y + dy * scale };
}

/** The middles of a box's four sides. */
function sides(b: Box): Point[] {
  const c = centreOf(b);
  return [
    { x: c.x, y: b.y },
    { x: b.x + b.width, y: c.y },
    { x: c.x, y: b.y + b.height },
    { x: b.x, y: c.y },
  ];
}

/** The curve's control point and the end its arrowhead leaves room for. */
export function controls(a: Point, b: Point, bow: number): { c: Point; end: Point } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const end = { x: b.x - (dx / len) * HEAD, y: b.y - (dy / len) * HEAD };
  const c = { x: (a.x + end.x) / 2 - (dy / len) * len * bow, y: (a.y + end.y) / 2 + (dx / len) * len * bow };
  return { c, end };
}

/** The SVG path of the curve. */
export function curvePath(r: Route): string {
  const { c, end } = controls(r.from, r.to, r.bow);
  const f = (n: number) => n.toFixed(1);
  return `M${f(r.from.x)},${f(r.from.y)} Q${f(c.x)},${f(c.y)} ${f(end.x)},${f(end.y)}`;
}

/** Points along the curve, its ends left out (they rest on the boxes' edges). */
export function samples(r: Route, n = 24): Point[] {
  const { c, end } = controls(r.from, r.to, r.bow);
  const out: Point[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push({ x: u * u * r.from.x + 2 * u * t * c.x + t * t * end.x, y: u * u * r.from.y + 2 * u * t * c.y + t * t * end.y });
  }
  return out;
}

/** Strictly inside, a pixel in from every edge (a line along an edge crosses nothing). */
function inside(p: Point, b: Box): boolean {
  return p.x > b.x + 1 && p.x < b.x + b.width - 1 && p.y > b.y + 1 && p.y < b.y + b.height - 1;
}

/** How many of the curve's points fall on a box: its own two ends' boxes count as well (a way out that turns back over its own card). */
export function crossings(r: Route, boxes: readonly Box[]): number {
  let n = 0;
  for (const p of samples(r)) if (boxes.some((b) => inside(p, b))) n += 1;
  return n;
}

function length(r: Route): number {
  let total = 0;
  let last = r.from;
  for (const p of [...samples(r, 12), r.to]) {
    total += Math.hypot(p.x - last.x, p.y - last.y);
    last = p;
  }
  return total;
}

/** How many of the curve's points fall outside `bounds` (less a margin of 6 px): a line along the table's edge is hard to see. */
function outside(r: Route, bounds: Box | undefined): number {
  if (!bounds) return 0;
  let n = 0;
  for (const p of samples(r)) if (p.x < bounds.x + 6 || p.x > bounds.x + bounds.width - 6 || p.y < bounds.y + 6 || p.y > bounds.y + bounds.height - 6) n += 1;
  return n;
}

/**
 * The way from box `a` to box `b` that crosses the fewest of `others` and stays inside `bounds`
 * (the table), then the shortest; the straight way out and the first bow where all else is equal.
 */
export function route(a: Box, b: Box, others: readonly Box[], bounds?: Box): Route {
  const direct = { from: edgeToward(a, centreOf(b)), to: edgeToward(b, centreOf(a)) };
  const froms = [direct.from, ...sides(a)];
  const tos = [direct.to, ...sides(b)];
  const boxes = [...others, a, b];
  let best: Route = { ...direct, bow: BOWS[0] };
  let bestScore = Infinity;
  froms.forEach((from, i) => {
    tos.forEach((to, j) => {
      BOWS.forEach((bow, k) => {
        const r = { from, to, bow };
        // a crossed card outweighs any length; a way other than the direct one must be shorter by
        // more than a little to be taken (the lines don't jump between near-equal ways)
        const score = (crossings(r, boxes) + outside(r, bounds)) * 10_000 + length(r) + (i || j ? 24 : 0) + k * 4;
        if (score < bestScore) {
          bestScore = score;
          best = r;
        }
      });
    });
  });
  return best;
}
