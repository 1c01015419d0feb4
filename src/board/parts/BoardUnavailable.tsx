import { useTranslation } from 'react-i18next';

/**
 * What the board's place says when its code, its examples or its catalogues could not be loaded
 * (a dropped connection, after i18next's own retries): never the strings' keys. Its words are in
 * the common catalogue, which every page has already loaded.
 */
export function BoardUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3" data-board-unavailable>
      <p>{t('mechanic.boardFailed')}</p>
      <button type="button" onClick={onRetry} className="min-h-11 rounded-md border border-line bg-bg px-4 font-semibold text-fg hover:border-accent">
        {t('mechanic.boardRetry')}
      </button>
    </div>
  );
}
