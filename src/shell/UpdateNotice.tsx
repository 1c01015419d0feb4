import { useTranslation } from 'react-i18next';

/**
 * The service worker's "new version" notice (src/shell/SiteTools.tsx shows it once a version is
 * waiting): its own chunk, loaded only then, with its words (locales/<lang>/dialogs.json).
 */
export function UpdateNotice({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('dialogs');
  return (
    <div role="status" className="fixed right-4 bottom-4 z-20 flex max-w-sm flex-wrap items-center gap-3 rounded-lg border border-line bg-bg p-4 text-sm shadow-lg print:hidden" data-update-notice>
      <p className="flex-1">{t('update.available')}</p>
      <button type="button" onClick={onReload} className="inline-flex min-h-11 items-center rounded-md bg-accent px-3 font-medium text-on-accent hover:opacity-90">
        {t('update.reload')}
      </button>
      <button type="button" onClick={onDismiss} className="inline-flex min-h-11 items-center rounded-md px-3 text-muted hover:bg-surface hover:text-fg">
        {t('update.dismiss')}
      </button>
    </div>
  );
}
