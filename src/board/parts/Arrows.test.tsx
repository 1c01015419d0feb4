// What the stack points at: the arrows' ends found on the table (cards, piles, players' life).
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/narrate.ts';
import { Arrows, edgeToward, measureArrows } from './Arrows.tsx';

const t: Translate = (key) => key;

function table(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('measureArrows', () => {
  it('joins each stack item to its targets (a card, a card inside a pile, a player) and its source', () => {
    const root = table(`
      <div data-player="p2"><span data-life="p2">20</span></div>
      <div data-object="o1">Sturdy Bear</div>
      <div data-object="o7" data-pile="o7 o8 o9">Forest ×3</div>
      <div data-object="o5">Rally Herald</div>
      <ol>
        <li data-stack-item="s1" data-targets="o1 o8 player:p2" data-source="o5"><div>tile</div><div>text</div></li>
        <li data-stack-item="s2" data-targets="gone"><div>card</div></li>
        <li data-stack-item="s3" data-targets="s2"><div>counterspell</div></li>
      </ol>
      <ul><li data-pending-item="t1" data-source="o5">waiting</li></ul>`);
    const { lines, labels } = measureArrows(root, t);
    expect(lines.map((l) => [l.key, l.kind])).toEqual([
      ['s1>o1', 'target'],
      ['s1>o8', 'target'],
      ['s1>player:p2', 'target'],
      ['o5>s1', 'source'],
      ['s3>s2', 'target'],
      ['o5>pending-t1', 'source'],
    ]);
    // a target that has left the table draws nothing; a card (or a pile) names its role in a badge
    // of its own, over none of its text: only the player's life and the spell on the stack are labelled here
    expect(labels.map((l) => [l.key, l.text])).toEqual([
      ['t:player:p2', 'board.target'],
      ['t:s2', 'board.target'],
    ]);
  });

  it('does not take a card drawn on the stack for the one on the table', () => {
    const root = table(`
      <ol><li data-stack-item="s1" data-targets="o3"><div data-object="o3">a copy on the stack</div></li></ol>`);
    expect(measureArrows(root, t).lines).toEqual([]);
  });

  it('starts and ends each line on the edges of what it joins, not over their text', () => {
    const card = { x: 100, y: 100, width: 80, height: 120 };
    // from the right, the left, below, and corner-wise: where the way out crosses the edge
    expect(edgeToward(card, { x: 300, y: 160 })).toEqual({ x: 180, y: 160 });
    expect(edgeToward(card, { x: 0, y: 160 })).toEqual({ x: 100, y: 160 });
    expect(edgeToward(card, { x: 140, y: 400 })).toEqual({ x: 140, y: 220 });
    expect(edgeToward(card, { x: 240, y: 310 })).toEqual({ x: 180, y: 220 });
    expect(edgeToward(card, { x: 240, y: 300 })).toEqual({ x: 180, y: 216 });
    // a point inside (or at the centre): the centre
    expect(edgeToward(card, { x: 150, y: 170 })).toEqual({ x: 140, y: 160 });
  });
});

describe('Arrows', () => {
  afterEach(cleanup);

  function Table({ version }: { version: string }) {
    const root = useRef<HTMLDivElement>(null);
    return (
      <div ref={root} data-testid="table">
        <div data-object="o1">Sturdy Bear</div>
        <ol>
          <li data-stack-item="s1" data-targets="o1">
            <div>Ember Jab</div>
          </li>
        </ol>
        <Arrows root={root} t={t} version={version} />
      </div>
    );
  }
  /** the arrows' timer, then a frame for the measure, then React's render */
  const rest = () => act(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 400)));

  it('marks the table while a measure is on its way, and clears the mark once the arrows are drawn', async () => {
    const { getByTestId, rerender } = render(<Table version="ex:1" />);
    const table = getByTestId('table');
    expect(table.hasAttribute('data-arrows-pending')).toBe(true);
    expect(table.querySelector('[data-arrows]')).toBeNull();
    await rest();
    expect(table.hasAttribute('data-arrows-pending')).toBe(false);
    expect(table.querySelector('[data-arrows]')?.getAttribute('data-arrows')).toBe('1');
    // the next step: the old arrows go, the mark comes back until the new ones are measured
    rerender(<Table version="ex:2" />);
    expect(table.hasAttribute('data-arrows-pending')).toBe(true);
    expect(table.querySelector('[data-arrows]')).toBeNull();
    await rest();
    expect(table.hasAttribute('data-arrows-pending')).toBe(false);
    expect(table.querySelector('[data-arrows]')).not.toBeNull();
  });
});
