/**
 * Light and dark themes. Without a stored choice the CSS follows prefers-color-scheme;
 * a choice is stored and applied as <html data-theme> by the boot script (src/boot/boot.js) before the first
 * paint. Choosing the theme the system already prefers forgets the choice, so the page
 * follows the system again.
 */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'archivist.theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  const explicit = document.documentElement.dataset.theme;
  return isTheme(explicit) ? explicit : systemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  try {
    if (theme === systemTheme()) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Without storage the choice lasts for this page.
  }
  root.dataset.theme = theme;
}

/** Keeps <html data-theme> following the system while the reader has not chosen. */
export function watchSystemTheme(): void {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', () => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      stored = null;
    }
    if (!isTheme(stored)) delete document.documentElement.dataset.theme;
  });
}
