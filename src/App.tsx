import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/i18n.ts';

/** What wraps the router on both sides of hydration. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
}
