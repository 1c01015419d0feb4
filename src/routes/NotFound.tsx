import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { LANGUAGES, NATIVE_NAMES } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { useLang } from '../i18n/useLang.ts';
import { PageHead } from '../ui/PageHead.tsx';
import { Shell } from '../shell/Shell.tsx';

/**
 * The error boundary of every route: a not-found page in the reader's language (the URL's
 * when it names one) with links home. Unexpected errors get the same calm page; the
 * details go to the console, never to the reader.
 */
export function NotFound() {
  const error = useRouteError();
  const lang = useLang();
  const { t } = useTranslation();
  const location = useLocation();
  const isNotFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);

  const title = isNotFound ? 'notFound.title' : 'error.title';
  const body = isNotFound ? 'notFound.body' : 'error.body';

  useEffect(() => {
    if (!isNotFound) console.error(error);
  }, [error, isNotFound]);

  return (
    <Shell lang={lang}>
      <PageHead title={t('page.title', { page: t(title) })} description={t(body)} path={location.pathname} noindex />
      <div className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight">{t(title)}</h1>
        <p className="mt-4 text-lg text-muted">{t(body)}</p>
        <p className="mt-6">
          <Link to={paths.home(lang)} className="inline-flex min-h-11 items-center rounded-md bg-accent px-4 font-medium text-on-accent hover:opacity-90">
            {t('notFound.home')}
          </Link>
        </p>
        <h2 className="mt-10 text-sm font-semibold tracking-wide text-muted uppercase">{t('notFound.languages')}</h2>
        <ul className="mt-2 flex gap-2">
          {LANGUAGES.filter((other) => other !== lang).map((other) => (
            <li key={other}>
              <Link to={paths.home(other)} lang={other} hrefLang={other} className="inline-flex min-h-11 items-center underline decoration-accent underline-offset-4">
                {NATIVE_NAMES[other]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Shell>
  );
}
