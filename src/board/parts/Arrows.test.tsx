// What the stack points at: the arrows' ends found on the table (cards, piles, players' life).
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/narrate.ts';
import { measureArrows } from './Arrows.tsx';

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
      </ol>
      <ul><li data-pending-item="t1" data-source="o5">waiting</li></ul>`);
    const { lines, labels } = measureArrows(root, t);
    expect(lines.map((l) => [l.key, l.kind])).toEqual([
      ['s1>o1', 'target'],
      ['s1>o8', 'target'],
      ['s1>player:p2', 'target'],
      ['o5>s1', 'source'],
      ['o5>pending-t1', 'source'],
    ]);
    // a target that has left the table draws nothing; each end is labelled once
    expect(labels.map((l) => [l.key, l.text])).toEqual([
      ['t:o1', 'board.target'],
      ['t:o8', 'board.target'],
      ['t:player:p2', 'board.target'],
      ['s:o5', 'board.source'],
    ]);
  });

  it('does not take a card drawn on the stack for the one on the table', () => {
    const root = table(`
      <ol><li data-stack-item="s1" data-targets="o3"><div data-object="o3">a copy on the stack</div></li></ol>`);
    expect(measureArrows(root, t).lines).toEqual([]);
  });
});
