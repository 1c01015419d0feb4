import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

const MECHANIC_PAGE = /^\/[a-z]{2}\/mechanics\/[a-z0-9-]+\/?$/;

/**
 * A second skip link on rule pages: straight to the sandbox board (past the header and the
 * page's text), visible when focused. Following it also asks for the board (#board), so it
 * loads at once where it would wait to be scrolled near.
 */
export function SkipToBoard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!MECHANIC_PAGE.test(pathname)) return null;
  return (
    <a href="#board" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded-md focus:bg-bg focus:px-3 focus:py-2" data-skip-board>
      {t('nav.skipBoard')}
    </a>
  );
}
