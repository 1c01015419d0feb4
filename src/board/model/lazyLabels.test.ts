// Step labels made when shown (issue 28, D3): a long line asks for the views of the steps it labels only.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startGame, type Action, type GameEvent, type GameState } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { EAGER_STEPS, lazyLabels } from './lazyLabels.ts';
import { stepLabels } from './stepLabels.ts';

const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

function line(n: number) {
  let s = startGame({ players: [{ id: 'p1', library: Array<string>(200).fill('forest') }, { id: 'p2', library: Array<string>(200).fill('island') }] }, CATALOG).state;
  const steps: { events: GameEvent[]; decision: Action | null; state: GameState }[] = [{ events: [], decision: null, state: s }];
  while (steps.length < n) {
    const a = legalActions(s).actions.find((x) => x.type === 'pass') ?? legalActions(s).actions[0];
    if (!a) break;
    const r = applyAction(s, a);
    if (!r.ok) break;
    s = r.state;
    steps.push({ events: r.events, decision: a, state: s });
  }
  return steps;
}

describe('lazyLabels', () => {
  it('a short line: the labels of stepLabels, all at once (ordinals and all)', () => {
    const steps = line(30);
    const views = (i: number) => (steps[i] ?? steps[0])?.state as GameState;
    const lazy = lazyLabels(steps, views, t);
    expect(Array.from({ length: lazy.count }, (_, i) => lazy.at(i))).toEqual(stepLabels(steps, views, t));
  });

  it('a long line: only the steps asked for are labelled, each from its own view and the one before', () => {
    const steps = line(EAGER_STEPS + 300);
    const asked = new Set<number>();
    const lazy = lazyLabels(steps, (i) => (asked.add(i), (steps[i] ?? steps[0])?.state as GameState), t);
    expect(lazy.count).toBe(steps.length);
    expect(asked.size).toBe(0);
    expect(lazy.at(400)).not.toBe('');
    expect([...asked].sort((a, b) => a - b)).toEqual([399, 400]);
    expect(lazy.at(400)).toBe(lazy.at(400));
    expect(lazy.at(0)).toBe('board.start');
    expect(lazy.at(steps.length)).toBe('');
  });
});
