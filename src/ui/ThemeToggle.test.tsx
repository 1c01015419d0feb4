import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '../i18n/i18n.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

beforeAll(() => setLanguage('it'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

test('toggles between light and dark and remembers a choice that differs from the system', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeToggle />
    </I18nextProvider>,
  );
  const button = screen.getByRole('button', { name: 'Attiva o disattiva il tema scuro' });
  fireEvent.click(button);
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem('archivist.theme')).toBe('dark');
  fireEvent.click(button);
  expect(document.documentElement.dataset.theme).toBe('light');
  // Light is what the (test) system prefers: the page follows the system again.
  expect(localStorage.getItem('archivist.theme')).toBeNull();
});
