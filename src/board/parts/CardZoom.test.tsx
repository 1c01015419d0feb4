// The large view of a card: rules text of every component, level costs, reminder text, glossary links.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { startGame, viewFor } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { boardView, type CardView } from '../model/viewModel.ts';
import { CardZoom } from './CardZoom.tsx';

afterEach(cleanup);

const t: Translate = (key, options) => (options && 'defaultValue' in options && /\.name$/.test(key) ? String(options.defaultValue) : key);

const view = boardView(
  viewFor(
    startGame(
      {
        players: [
          { id: 'p1', battlefield: [{ card: 'vulpikeet', merged: ['sturdy-bear'] }, { card: 'orchard-keeper-class', level: 2 }, { card: 'hooded-informant', faceDown: true }] },
          { id: 'p2' },
        ],
        turn: { active: 'p1', step: 'main1' },
      },
      CATALOG,
    ).state,
    'p1',
  ),
  'p1',
);
const [merged, cls, faceDown] = view.players[0]?.permanents as CardView[];
const href = (id: string) => `/en/glossary/#${id}`;

it('shows every component of a merged permanent with its text, reminder text and glossary links', () => {
  render(<CardZoom card={merged as CardView} t={t} peek={false} glossaryHref={href} />);
  expect(screen.getByText('zoom.top')).toBeTruthy();
  expect(screen.getByText('zoom.under')).toBeTruthy();
  expect(screen.getByText('reminder.mutate')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'term.mutate' }).getAttribute('href')).toBe('/en/glossary/#mutate');
  expect(screen.getByRole('link', { name: 'term.merged-permanent' })).toBeTruthy();
});

it('lists a Class\'s levels with their costs, the active ones marked', () => {
  render(<CardZoom card={cls as CardView} t={t} peek={false} glossaryHref={href} />);
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => li.textContent?.slice(0, 1))).toEqual(['●', '●', '○']);
  // the level bars' costs, drawn as mana symbols: {1}{G} and {3}{G}
  expect(items.map((li) => [...li.querySelectorAll('svg[role="img"]')].length)).toEqual([0, 2, 2]);
  expect(screen.getByRole('link', { name: 'term.level' })).toBeTruthy();
});

it('shows a face-down card as a back unless its controller peeks', () => {
  render(<CardZoom card={faceDown as CardView} t={t} peek={false} glossaryHref={href} />);
  expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('frame.faceDownName');
  expect(screen.getByText('reminder.faceDown')).toBeTruthy();
  cleanup();
  render(<CardZoom card={faceDown as CardView} t={t} peek glossaryHref={href} />);
  expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('Hooded Informant');
});
