// The board in an Archenemy game: the team holds priority (805.5), so both heroes are marked as
// holding it, free play acts for both (each action saying whose it is) with one pass for the team.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import board from '../../locales/en/board.json';
import embed from '../../locales/en/embed.json';
import engine from '../../locales/en/engine.json';
import type { Example } from '../engine/index.ts';
import { CATALOG } from '../engine/testing/catalog.ts';
import example from '../../content/mechanics/scheme/examples/scheme-set-in-motion.json';
import Sandbox from './Sandbox.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { board, engine, embed, cards: {}, names: {}, 'examples/scheme': {} } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function mount(search: string) {
  const router = createMemoryRouter([{ path: '*', element: <Sandbox slug="scheme" data={{ examples: [example as Example], catalog: CATALOG, seeIt: {} }} /> }], {
    initialEntries: [`/en/mechanics/scheme/${search}`],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('Sandbox with shared team turns (805.5)', () => {
  it('marks every player of the team holding priority, and free play acts for the team', async () => {
    // step 4: Ben has played a Forest in the team's main phase; the team still holds priority
    mount('?example=scheme-set-in-motion&step=4');
    const holders = [...document.querySelectorAll('[data-player]')].filter((el) => el.textContent?.includes('Priority')).map((el) => el.getAttribute('data-player'));
    expect(holders.sort()).toEqual(['p2', 'p3']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try it yourself from this step' })));
    expect(screen.getByText(/^You act for Ben and Cleo: their team holds priority/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Pass priority for the team' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Cleo: Play / })).toBeTruthy();
  });

  it('in the archenemy\'s turn only the archenemy holds priority', () => {
    mount('?example=scheme-set-in-motion&step=1');
    const holders = [...document.querySelectorAll('[data-player]')].filter((el) => el.textContent?.includes('Priority')).map((el) => el.getAttribute('data-player'));
    expect(holders).toEqual(['p1']);
  });
});
