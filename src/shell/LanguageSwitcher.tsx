import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, NATIVE_NAMES, rememberLanguage, type Lang } from '../i18n/languages.ts';
import { switchLangInPath } from '../i18n/paths.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { compareLangOf, withCompare } from '../ui/compare/useCompare.ts';

/** Links to the same page in each language, named in their own words; the choice is remembered. */
export function LanguageSwitcher({ current }: { current: Lang }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  // The prerendered page cannot know the query or the hash; they join the links once hydrated.
  // a comparison stays: switching to the language compared with swaps the two (src/ui/compare/)
  const suffix = (lang: Lang) => (hydrated ? `${compareLangOf(location.search, current) === lang ? withCompare(location.search, current) : location.search}${location.hash}` : '');
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex gap-1">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={`${switchLangInPath(location.pathname, lang)}${suffix(lang)}`}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              onClick={() => rememberLanguage(lang, safeStorage())}
              className="inline-flex min-h-11 items-center rounded-md px-2.5 text-sm text-muted hover:bg-surface hover:text-fg aria-[current=true]:font-semibold aria-[current=true]:text-fg aria-[current=true]:underline aria-[current=true]:decoration-accent aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-4"
            >
              {/* on phones the language's code shows, its name is what it is called (so the header keeps to two lines) */}
              <span aria-hidden="true" className="uppercase sm:hidden">
                {lang}
              </span>
              <span className="max-sm:sr-only">{NATIVE_NAMES[lang]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
