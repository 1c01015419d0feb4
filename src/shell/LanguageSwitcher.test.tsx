import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, setLanguage } from '../i18n/i18n.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

beforeAll(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LanguageSwitcher current="en" /> }],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

test('names each language in its own words and marks the current one', () => {
  renderAt('/en/mechanics/saga/');
  const nav = screen.getByRole('navigation', { name: 'Language' });
  // each link is called by the language's own name (on phones its visible text is the language's code)
  const named = (name: string) => within(nav).getByRole('link', { name });
  expect(within(nav).getAllByRole('link')).toEqual([named('English'), named('Italiano'), named('Русский')]);
  expect([named('English'), named('Italiano'), named('Русский')].map((a) => [a.getAttribute('lang'), a.getAttribute('aria-current'), a.querySelector('[aria-hidden="true"]')?.textContent])).toEqual([
    ['en', 'true', 'en'],
    ['it', null, 'it'],
    ['ru', null, 'ru'],
  ]);
});

test('links to the same page in the other language, keeping query and hash', () => {
  renderAt('/en/mechanics/saga/?step=3#saga-r4');
  expect(screen.getByRole('link', { name: 'Italiano' }).getAttribute('href')).toBe('/it/mechanics/saga/?step=3#saga-r4');
  expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('href')).toBe('/ru/mechanics/saga/?step=3#saga-r4');
});

test('remembers the choice', async () => {
  const router = renderAt('/en/');
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Русский' }));
  });
  expect(localStorage.getItem('archivist.lang')).toBe('ru');
  expect(router.state.location.pathname).toBe('/ru/');
});
