import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadedPage } from '../content/runtime.ts';
import { isSlug } from '../content/types.ts';
import { isLang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { BoardSlot } from '../ui/BoardSlot.tsx';
import { PageHead } from '../ui/PageHead.tsx';
import { useInternalLinks } from '../ui/useInternalLinks.ts';
import { MechanicFacts } from './MechanicFacts.tsx';
import { sourceLanguage } from './sourceLanguage.ts';

/**
 * /:lang/mechanics/:slug — the rule page. On wide screens (xl) the text is a column on the left
 * and the sandbox board takes the rest of the width on the right, sticky while the text scrolls;
 * narrower (tablets, phones) the board is a full-width stage after the overview.
 */
export function Mechanic() {
  const { t } = useTranslation();
  const params = useParams();
  const onLinkClick = useInternalLinks();
  if (!isLang(params.lang) || !isSlug(params.slug)) throw new Error('Mechanic rendered for an unknown page');
  const lang = params.lang;
  const page = loadedPage(lang, params.slug);
  const [overview, rest] = splitAtSecondSection(page.html);
  const navigate = useNavigate();
  // a ruling's "see it" link (added by the content plugin) moves the board to its step, in place
  const onSeeIt = (e: MouseEvent<HTMLElement>) => {
    const link = (e.target as HTMLElement).closest<HTMLAnchorElement>('a.see-it');
    if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const url = new URL(link.href);
    void Promise.resolve(navigate({ search: url.search, hash: url.hash }, { replace: false, preventScrollReset: true })).then(() =>
      document.getElementById('board')?.scrollIntoView({ block: 'start' }),
    );
  };

  return (
    <>
      <PageHead title={t('page.title', { page: page.title })} description={page.summary} path={paths.mechanic(lang, page.slug)} />
      <article aria-labelledby="page-title" onClick={onLinkClick} className="xl:grid xl:grid-cols-[minmax(20rem,27rem)_minmax(0,1fr)] xl:grid-rows-[auto_1fr] xl:gap-x-8">
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">
          <p className="text-sm">
            <Link to={paths.home(lang)} className="inline-flex min-h-11 items-center text-muted hover:text-fg">
              <span aria-hidden="true">←&nbsp;</span>
              {t('mechanic.all')}
            </Link>
          </p>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-3 max-w-prose text-lg text-muted">{page.summary}</p>
          <MechanicFacts page={page} />
          <div className="prose-rule mt-8 max-w-prose" onClick={onSeeIt} dangerouslySetInnerHTML={{ __html: overview }} />
        </div>
        {/* One board element: a full-width stage after the overview, a sticky right column on wide screens. */}
        <aside aria-label={t('mechanic.board')} className="my-8 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:my-0">
          <BoardSlot className="xl:sticky xl:top-2" slug={page.slug} />
        </aside>
        <div className="min-w-0 xl:col-start-1 xl:row-start-2">
          {rest ? <div className="prose-rule max-w-prose" onClick={onSeeIt} dangerouslySetInnerHTML={{ __html: rest }} /> : null}
          <details className="mt-10 max-w-prose rounded-lg border border-line bg-surface p-4">
            <summary className="min-h-11 cursor-pointer content-center font-medium">
              {t('mechanic.originalText', { language: sourceLanguage(page, t) })}
            </summary>
            <div lang={page.source.lang} className="mt-3 space-y-3 text-sm whitespace-pre-line">
              {page.source.paragraphs.map((paragraph, i) => (
                <p key={i} lang={paragraph.lang === page.source.lang ? undefined : paragraph.lang}>
                  {paragraph.parts.map((part, j) =>
                    part.lang === paragraph.lang ? (
                      part.text
                    ) : (
                      <span key={j} lang={part.lang}>
                        {part.text}
                      </span>
                    ),
                  )}
                </p>
              ))}
            </div>
          </details>
        </div>
      </article>
    </>
  );
}

/**
 * The board goes inline after the overview on phones: split the body's HTML before its
 * second top-level section heading.
 */
function splitAtSecondSection(html: string): [string, string] {
  const first = html.indexOf('<h2');
  const second = first === -1 ? -1 : html.indexOf('<h2', first + 3);
  return second === -1 ? [html, ''] : [html.slice(0, second), html.slice(second)];
}
