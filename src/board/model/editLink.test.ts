import { describe, expect, it } from 'vitest';
import { loadCatalog, loadExamples } from '../../content/catalog.ts';
import { decodePosition } from '../../position/share.ts';
import { setupFromState } from '../../position/fromState.ts';
import { authoredSteps } from './timeline.ts';
import { editorLink } from './editLink.ts';

const catalog = loadCatalog(process.cwd());
const examples = loadExamples(process.cwd(), catalog, {});

/** Every step of every example, with what a starting position would drop of it. */
const steps = examples.flatMap((ex) => authoredSteps(ex, catalog).steps.map((st, i) => ({ ex, i, st, dropped: setupFromState(st.state).dropped })));

describe('"Edit this position": the editor’s link for a board step', () => {
  it('a step a starting position holds whole: the position alone, which the editor reads back', () => {
    const plain = steps.find((s) => s.i > 0 && s.dropped.length === 0);
    if (!plain) throw new Error('no example step without a stack, trigger or effect');
    const url = new URL(editorLink('it', plain.ex.setup, [], plain.st.state, plain.i), 'http://x');
    expect(url.pathname).toBe('/it/play/');
    expect(url.searchParams.has('mode')).toBe(false);
    const r = decodePosition(url.searchParams.get('p') ?? '', catalog);
    expect(r.ok && r.value).toEqual({ setup: setupFromState(plain.st.state).setup, decisions: [] });
  });

  it('a step with something a starting position can’t hold (a spell on the stack, a trigger…): the example’s setup and decisions up to it, opened there', () => {
    const held = steps.find((s) => s.dropped.length > 0);
    if (!held) throw new Error('no example step with a stack, a trigger or an effect');
    const decisions = authoredSteps(held.ex, catalog).steps.slice(1, held.i + 1).flatMap((s) => (s.decision ? [s.decision] : []));
    const url = new URL(editorLink('ru', held.ex.setup, decisions, held.st.state, held.i), 'http://x');
    expect(url.pathname).toBe('/ru/play/');
    expect(url.searchParams.get('mode')).toBe('play');
    expect(url.searchParams.get('step')).toBe(String(held.i));
    const r = decodePosition(url.searchParams.get('p') ?? '', catalog);
    expect(r.ok && r.value.decisions).toEqual(decisions);
  });
});
