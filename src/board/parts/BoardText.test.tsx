// The board as text names each zone once, capitalised as the heading of its line: "Library: 3 cards", not "library: Library: 3 cards".
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { startGame, viewFor } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { boardView } from '../model/viewModel.ts';
import { BoardTextBody } from './BoardText.tsx';

afterEach(cleanup);

const t: Translate = (key, options) => (options && 'count' in options ? `${key}(${String(options.count)})` : key);

it('gives the library its count once, under its zone name', () => {
  const state = startGame({ players: [{ id: 'p1', library: ['sturdy-bear', 'sturdy-bear', 'sturdy-bear'] }, { id: 'p2' }], turn: { active: 'p1', step: 'main1' } }, CATALOG).state;
  const { container } = render(<BoardTextBody view={boardView(viewFor(state, 'p1'), 'p1')} t={t} peek />);
  const dd = container.querySelector('[data-text-zone="p1.library"]');
  expect(dd?.previousElementSibling?.textContent).toBe('Zone.library');
  expect(dd?.textContent).toBe('board.cardCount(3)');
});
