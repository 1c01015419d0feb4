import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { SiteTools } from './SiteTools.tsx';
import { SkipToBoard } from '../ui/SkipToBoard.tsx';
import { ThemeToggle } from '../ui/ThemeToggle.tsx';

/** The frame of every page: skip link, header (home, rules, glossary, the position editor, language, theme), main, footer. */
export function Shell({ lang, children, wide = false }: { lang: Lang; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const width = wide ? 'max-w-7xl' : 'max-w-5xl';
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded-md focus:bg-bg focus:px-3 focus:py-2">
        {t('nav.skip')}
      </a>
      <SkipToBoard />
      <header className="border-b border-line">
        {/* On phones, two lines: the name, search, languages and theme; then the rules index, the glossary,
            the positions and practice (narrow paddings: in DejaVu Sans, the widest of the test fonts, the
            Russian four take 342 of a 360 px screen's 328 px at px-2) */}
        <div className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-x-1 gap-y-1 px-4 py-2 max-sm:gap-x-0.5 sm:gap-x-4 sm:px-6`}>
          <Link to={paths.home(lang)} className="inline-flex min-h-11 items-center gap-2 font-semibold tracking-tight max-sm:mr-auto" aria-label={t('nav.home')}>
            <span aria-hidden="true" className="text-accent">◆</span>
            {t('site.name')}
          </Link>
          <div className="flex flex-wrap items-center gap-1 max-sm:contents">
            <SiteTools lang={lang} />
            <span aria-hidden="true" className="hidden max-sm:order-last max-sm:block max-sm:basis-full" />
            <Link to={paths.rules(lang)} className="inline-flex min-h-11 items-center rounded-md px-2.5 text-sm text-muted hover:bg-surface hover:text-fg max-sm:order-last max-sm:-ml-1.5 max-sm:px-1.5">
              {/* on a phone its short name, so the header's links keep to one line */}
              <span className="sm:hidden">{t('nav.rulesShort')}</span>
              <span className="max-sm:hidden">{t('nav.rules')}</span>
            </Link>
            <Link to={paths.glossary(lang)} className="inline-flex min-h-11 items-center rounded-md px-2.5 text-sm text-muted hover:bg-surface hover:text-fg max-sm:order-last max-sm:px-1.5">
              {t('nav.glossary')}
            </Link>
            <Link to={paths.play(lang)} className="inline-flex min-h-11 items-center rounded-md px-2.5 text-sm text-muted hover:bg-surface hover:text-fg max-sm:order-last max-sm:px-1.5">
              {t('nav.play')}
            </Link>
            <Link to={`/${lang}/practice/`} className="inline-flex min-h-11 items-center rounded-md px-2.5 text-sm text-muted hover:bg-surface hover:text-fg max-sm:order-last max-sm:mr-auto max-sm:px-1.5" data-nav-practice>
              {t('nav.practice')}
            </Link>
            <LanguageSwitcher current={lang} />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`mx-auto w-full ${width} flex-1 px-4 py-8 outline-none sm:px-6`}>
        {children}
      </main>
      <footer className="border-t border-line">
        <div className={`mx-auto ${width} px-4 py-6 text-sm text-muted sm:px-6`}>
          <nav aria-label={t('nav.footer')} className="mb-3 flex flex-wrap gap-x-4">
            <Link to={paths.rules(lang)} className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2 hover:text-fg">
              {t('nav.rules')}
            </Link>
            <Link to={paths.glossary(lang)} className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2 hover:text-fg">
              {t('nav.glossary')}
            </Link>
            <Link to={paths.play(lang)} className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2 hover:text-fg">
              {t('nav.play')}
            </Link>
            <Link to={`/${lang}/practice/`} className="inline-flex min-h-11 items-center underline decoration-line underline-offset-2 hover:text-fg">
              {t('nav.practice')}
            </Link>
          </nav>
          <p>{t('site.footer')}</p>
        </div>
      </footer>
    </div>
  );
}
