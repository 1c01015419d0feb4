// The way an arrow runs across the table: edge to edge, around the other cards where it can.
import { describe, expect, it } from 'vitest';
import { centreOf, crossings, edgeToward, route, samples, type Box } from './arrowRoute.ts';

const card = (x: number, y: number): Box => ({ x, y, width: 92, height: 100 });

describe('route', () => {
  it('with nothing in the way, runs straight out of each box toward the other', () => {
    const a = card(0, 300);
    const b = card(600, 0);
    const r = route(a, b, []);
    expect(r.from).toEqual(edgeToward(a, centreOf(b)));
    expect(r.to).toEqual(edgeToward(b, centreOf(a)));
  });

  it('leaves a card by another side rather than run over the card beside it (a source in a row, its trigger on the stack up to the right)', () => {
    // the reader's row: the source, then a creature and a pile of lands right beside it; the stack's tile above and far to the right
    const source = card(8, 260);
    const row = [card(108, 260), { x: 208, y: 300, width: 76, height: 60 }];
    const tile = { x: 560, y: 120, width: 92, height: 72 };
    const straight = { from: edgeToward(source, centreOf(tile)), to: edgeToward(tile, centreOf(source)), bow: 0.15 };
    expect(crossings(straight, row)).toBeGreaterThan(0);
    const r = route(source, tile, row);
    expect(crossings(r, [...row, source, tile])).toBe(0);
    // it starts on the source's edge and ends on the tile's
    const onEdge = (p: { x: number; y: number }, b: Box) =>
      (Math.abs(p.x - b.x) < 0.01 || Math.abs(p.x - b.x - b.width) < 0.01 || Math.abs(p.y - b.y) < 0.01 || Math.abs(p.y - b.y - b.height) < 0.01) &&
      p.x >= b.x - 0.01 && p.x <= b.x + b.width + 0.01 && p.y >= b.y - 0.01 && p.y <= b.y + b.height + 0.01;
    expect(onEdge(r.from, source)).toBe(true);
    expect(onEdge(r.to, tile)).toBe(true);
  });

  it('never turns back over its own card', () => {
    const a = card(0, 0);
    const b = card(400, 0);
    const r = route(a, b, [{ x: 150, y: -40, width: 150, height: 180 }]);
    expect(samples(r).some((p) => p.x > a.x + 1 && p.x < a.x + a.width - 1 && p.y > a.y + 1 && p.y < a.y + a.height - 1)).toBe(false);
  });

  it('where every way crosses a card (a wall between the two), still draws one: the least crossed', () => {
    const a = card(0, 0);
    const b = card(400, 0);
    const wall = { x: 150, y: -2000, width: 100, height: 4000 };
    const r = route(a, b, [wall]);
    expect(crossings(r, [wall])).toBeGreaterThan(0);
    expect(r.from.x).toBeGreaterThanOrEqual(a.x);
  });

  it('stays inside the table where it can: a way along the table\'s edge is hard to see', () => {
    // a card at the table's left edge, its trigger on the stack above it, an item between them
    const table = { x: 0, y: 0, width: 340, height: 500 };
    const source = card(10, 300);
    const top = { x: 6, y: 20, width: 320, height: 40 };
    const between = { x: 6, y: 120, width: 320, height: 60 };
    const r = route(source, top, [between], table);
    expect(samples(r).every((p) => p.x >= 6 && p.x <= 334 && p.y >= 6 && p.y <= 494)).toBe(true);
  });
});
