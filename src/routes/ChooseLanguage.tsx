import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { browserPreferredLanguage, LANGUAGES } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { PageHead } from '../ui/PageHead.tsx';

/**
 * `/`. The boot script (src/boot/boot.js) sends the reader to their language before this page paints; this is
 * what shows with JavaScript off (and the fallback if the script did not run): one link per
 * language, each in its own words.
 */
export function ChooseLanguage() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    void navigate(paths.home(browserPreferredLanguage()), { replace: true });
  }, [navigate]);

  const en = i18n.getFixedT('en');
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6 py-12">
      <PageHead title={en('site.name')} description={en('site.description')} path="/" />
      <h1 className="text-3xl font-bold tracking-tight">
        <span aria-hidden="true" className="text-accent">◆ </span>
        {en('site.name')}
      </h1>
      <ul className="mt-8 space-y-3">
        {LANGUAGES.map((lang) => {
          const t = i18n.getFixedT(lang);
          return (
            <li key={lang} lang={lang}>
              <Link to={paths.home(lang)} hrefLang={lang} className="block rounded-lg border border-line px-4 py-3 hover:border-accent">
                <span className="block font-semibold">{t('root.continue')}</span>
                <span className="block text-sm text-muted">{t('site.tagline')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
