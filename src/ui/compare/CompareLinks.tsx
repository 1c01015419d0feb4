/**
 * The compare control's links (./CompareControl.tsx): "Compare with…" each other language
 * (?compare=<lang>), and one that closes the comparison. Its own chunk, loaded once the page is
 * live, with its words (locales/<lang>/compare.json).
 */
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, NATIVE_NAMES, type Lang } from '../../i18n/languages.ts';
import { compareLangOf, withCompare } from './useCompare.ts';

const LINK = 'inline-flex min-h-11 items-center rounded-md px-2 text-muted hover:bg-surface hover:text-fg aria-[current=true]:font-semibold aria-[current=true]:text-fg aria-[current=true]:underline aria-[current=true]:decoration-accent aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-4';

export function CompareLinks({ lang }: { lang: Lang }) {
  const { t, ready } = useTranslation('compare');
  const { search, hash } = useLocation();
  const current = compareLangOf(search, lang);
  if (!ready) return null;
  return (
    <nav aria-label={t('compare.label')} className="flex flex-wrap items-center gap-x-1">
      <span className="text-muted">{t('compare.with')}</span>
      {LANGUAGES.filter((l) => l !== lang).map((l) => (
        <Link key={l} to={{ search: withCompare(search, l), hash }} preventScrollReset lang={l} hrefLang={l} aria-current={current === l ? 'true' : undefined} className={LINK} data-compare-with={l}>
          {NATIVE_NAMES[l]}
        </Link>
      ))}
      {current ? (
        <Link to={{ search: withCompare(search, null), hash }} preventScrollReset className={`${LINK} border border-line`} data-compare-stop>
          {t('compare.stop')}
        </Link>
      ) : null}
    </nav>
  );
}
