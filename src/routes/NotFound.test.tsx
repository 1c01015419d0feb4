import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, setLanguage } from '../i18n/i18n.ts';
import { NotFound } from './NotFound.tsx';
import { notFound } from './notFound.ts';

afterEach(cleanup);

/** Like the app's `:lang` route: the loader switches to the URL's language, then fails. */
function renderAt(url: string, fail: () => unknown) {
  const loader = async ({ params }: { params: { lang?: string } }) => {
    await setLanguage(params.lang === 'ru' ? 'ru' : 'it');
    return fail();
  };
  const router = createMemoryRouter(
    [{ path: '/:lang/*', ErrorBoundary: NotFound, loader, Component: () => <p>page</p>, HydrateFallback: () => null }],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

test('a 404 shows the not-found page in the language of the URL, with a link home', async () => {
  renderAt('/ru/mechanics/nothing/', () => notFound());
  expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru/');
});

test('an unexpected error shows a calm page, never the error itself', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/it/', () => {
    throw new Error('boom at line 42');
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Qualcosa è andato storto' })).toBeTruthy();
  expect(document.body.textContent).not.toContain('boom');
  // logged from an effect, which may run just after the heading is on screen
  await vi.waitFor(() => expect(log).toHaveBeenCalled());
  log.mockRestore();
});
