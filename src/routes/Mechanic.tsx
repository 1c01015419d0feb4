import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { peekPage } from '../content/runtime.ts';
import { isSlug, type MechanicPage, type Slug } from '../content/types.ts';
import { isLang, type Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { BoardSlot } from '../ui/BoardSlot.tsx';
import { PageHead } from '../ui/PageHead.tsx';
import { Prerendered, prerenderedHead } from '../ui/Prerendered.tsx';
import { useInternalLinks } from '../ui/useInternalLinks.ts';
import { MechanicFacts } from './MechanicFacts.tsx';
import { sourceLanguage } from './sourceLanguage.ts';

/** The two parts of a rule page that hold its text (src/ui/Prerendered.tsx): above the board, and below it. */
export function pageParts(lang: Lang, slug: Slug): [top: string, bottom: string] {
  return [`page/${lang}/${slug}/top`, `page/${lang}/${slug}/bottom`];
}

/**
 * /:lang/mechanics/:slug — the rule page. On wide screens (xl) the text is a column on the left
 * and the sandbox board takes the rest of the width on the right, sticky while the text scrolls;
 * narrower (tablets, phones) the board is a full-width stage after the overview.
 *
 * On the first load the text hydrates from the prerendered HTML, without its content module;
 * after a client-side navigation it renders from the module the route loaded.
 */
export function Mechanic() {
  const { t } = useTranslation();
  const params = useParams();
  const onLinkClick = useInternalLinks();
  if (!isLang(params.lang) || !isSlug(params.slug)) throw new Error('Mechanic rendered for an unknown page');
  const lang = params.lang;
  const slug = params.slug;
  const page = peekPage(lang, slug);
  const [top, bottom] = pageParts(lang, slug);
  const head = page ? { title: t('page.title', { page: page.title }), description: page.summary } : prerenderedHead();
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
      <PageHead title={head.title} description={head.description} path={paths.mechanic(lang, slug)} />
      <article aria-labelledby="page-title" onClick={onLinkClick} className="xl:grid xl:grid-cols-[minmax(20rem,27rem)_minmax(0,1fr)] xl:grid-rows-[auto_1fr] xl:gap-x-8">
        <Prerendered id={top} ready={page !== undefined} className="min-w-0 xl:col-start-1 xl:row-start-1" onClick={onSeeIt}>
          {() => page && <Top page={page} />}
        </Prerendered>
        {/* One board element: a full-width stage after the overview, a sticky right column on wide screens. */}
        <aside aria-label={t('mechanic.board')} className="my-8 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:my-0">
          <BoardSlot className="xl:sticky xl:top-2" slug={slug} />
        </aside>
        <Prerendered id={bottom} ready={page !== undefined} className="min-w-0 xl:col-start-1 xl:row-start-2" onClick={onSeeIt}>
          {() => page && <Bottom page={page} />}
        </Prerendered>
      </article>
    </>
  );
}

/** Above the board: the title, the summary, the facts and the overview. */
function Top({ page }: { page: MechanicPage }) {
  const { t } = useTranslation();
  const [overview] = splitAtSecondSection(page.html);
  return (
    <>
      <p className="text-sm">
        <Link to={paths.home(page.lang)} className="inline-flex min-h-11 items-center text-muted hover:text-fg">
          <span aria-hidden="true">←&nbsp;</span>
          {t('mechanic.all')}
        </Link>
      </p>
      <h1 id="page-title" className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{page.summary}</p>
      <MechanicFacts page={page} />
      <div className="prose-rule mt-8 max-w-prose" dangerouslySetInnerHTML={{ __html: overview }} />
    </>
  );
}

/** Below the board: the rest of the text and the source document's excerpt. */
function Bottom({ page }: { page: MechanicPage }) {
  const { t } = useTranslation();
  const [, rest] = splitAtSecondSection(page.html);
  return (
    <>
      {rest ? <div className="prose-rule max-w-prose" dangerouslySetInnerHTML={{ __html: rest }} /> : null}
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
