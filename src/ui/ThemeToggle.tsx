import { useTranslation } from 'react-i18next';
import { applyTheme, currentTheme } from './theme.ts';

/**
 * Switches between light and dark. Which icon shows is decided by CSS from <html data-theme>
 * and the system preference, so the prerendered button is right before any script runs.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="theme-toggle inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-fg"
      title={t('theme.toggle')}
      aria-label={t('theme.toggle')}
      onClick={() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <svg className="icon-moon size-5" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg className="icon-sun size-5" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  );
}
