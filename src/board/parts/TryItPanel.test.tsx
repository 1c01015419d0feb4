// Free play's heading: whose turn to act, the game's end, or (while the deferred render works out
// the legal actions of a big position) that they are being worked out — never "the game is over"
// for a game that is not.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Translate } from '../../i18n/narrate.ts';
import { TryItPanel } from './TryItPanel.tsx';

afterEach(cleanup);

const t: Translate = (key, options) => (options?.player ? `${key}(${String(options.player)})` : key);
const panel = (actor: string | null, pending: boolean) =>
  render(<TryItPanel t={t} actor={actor} pending={pending} options={[]} unavailable={[]} onChoose={() => {}} onClose={() => {}} />).container;

it('while the legal actions are worked out it says so, busy, and not that the game is over', () => {
  const c = panel(null, true);
  expect(c.textContent).toContain('tryit.pending');
  expect(c.textContent).not.toContain('tryit.over');
  expect(c.querySelector('[data-tryit-panel]')?.getAttribute('aria-busy')).toBe('true');
});

it('with no one to act once they are known, the game is over', () => {
  const c = panel(null, false);
  expect(c.textContent).toContain('tryit.over');
  expect(c.querySelector('[data-tryit-panel]')?.hasAttribute('aria-busy')).toBe(false);
});

it('with an actor it names them', () => {
  expect(panel('Ann', false).textContent).toContain('tryit.heading(Ann)');
});
