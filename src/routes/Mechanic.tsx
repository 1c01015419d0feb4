import { lazy, Suspense, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { peekPage } from '../content/runtime.ts';
import { isSlug, type Slug } from '../content/types.ts';
import { isLang, type Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { BoardSlot } from '../shell/BoardSlot.tsx';
import { PageHead } from '../ui/PageHead.tsx';
import { Prerendered, prerenderedHead } from '../ui/Prerendered.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { useInternalLinks } from '../ui/useInternalLinks.ts';
import { CompareControl } from '../ui/compare/CompareControl.tsx';
import { useCompareLang, useLoaded } from '../ui/compare/useCompare.ts';

/** The page beside another language (?compare=): its code and both pages, loaded when asked for. */
const loadCompareView = (lang: Lang, other: Lang, slug: Slug) =>
  import('./MechanicCompare.tsx').then(async (m) => ({ View: m.MechanicCompare, pages: await m.loadCompare([lang, other], slug) }));
/**
 * The rule page's puzzles: shown once the page is live (never prerendered), their code its own
 * chunk; if it fails to arrive, the page goes without them (not to its error page).
 */
const RulePuzzles = lazy(() =>
  import('../practice/ui/RulePuzzles.tsx').then(
    (m) => ({ default: m.RulePuzzles }),
    () => ({ default: () => null }),
  ),
);

// The code that renders a page's text from its module: loaded with the module (client-side
// navigation), never on a first load, where the text hydrates from the prerendered HTML.
let text: typeof import('./MechanicText.tsx') | undefined;
export async function loadMechanicText(): Promise<void> {
  text ??= await import('./MechanicText.tsx');
}

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
  const loaded = peekPage(lang, slug);
  const page = loaded && text ? loaded : undefined;
  const { Top, Bottom } = text ?? {};
  const [top, bottom] = pageParts(lang, slug);
  const head = page ? { title: t('page.title', { page: page.title }), description: page.summary } : prerenderedHead();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const other = useCompareLang(lang);
  const compare = useLoaded(other ? `${lang}:${other}:${slug}` : null, () => loadCompareView(lang, other ?? lang, slug));
  const langs: [Lang, Lang] | null = other && compare ? [lang, other] : null;
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
      <CompareControl lang={lang} className="-mt-6 mb-1" />
      <article
        aria-labelledby="page-title"
        onClick={onLinkClick}
        className={`xl:grid xl:grid-rows-[auto_1fr] xl:gap-x-8 ${langs ? 'xl:grid-cols-[minmax(34rem,40rem)_minmax(0,1fr)]' : 'xl:grid-cols-[minmax(20rem,27rem)_minmax(0,1fr)]'}`}
      >
        {langs && compare ? (
          <div className="min-w-0 xl:col-start-1 xl:row-start-1" onClick={onSeeIt}>
            <compare.View langs={langs} pages={compare.pages} part="top" />
          </div>
        ) : (
          <Prerendered id={top} ready={page !== undefined} className="min-w-0 xl:col-start-1 xl:row-start-1" onClick={onSeeIt}>
            {() => page && Top && <Top page={page} />}
          </Prerendered>
        )}
        {/* One board element: a full-width stage after the overview, a sticky right column on wide
            screens; on a phone, from edge to edge of the screen (src/styles/app.css, .board-stage). */}
        <aside aria-label={t('mechanic.board')} className="board-stage my-8 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:my-0">
          <BoardSlot className="xl:sticky xl:top-2" slug={slug} />
        </aside>
        {langs && compare ? (
          <div className="min-w-0 xl:col-start-1 xl:row-start-2" onClick={onSeeIt}>
            <compare.View langs={langs} pages={compare.pages} part="bottom" />
          </div>
        ) : (
          <Prerendered id={bottom} ready={page !== undefined} className="min-w-0 xl:col-start-1 xl:row-start-2" onClick={onSeeIt}>
            {() => page && Bottom && <Bottom page={page} />}
          </Prerendered>
        )}
        <div className="min-w-0 xl:col-start-1 xl:row-start-3">
          {hydrated ? (
            <Suspense fallback={null}>
              <RulePuzzles lang={lang} slug={slug} />
            </Suspense>
          ) : null}
        </div>
      </article>
    </>
  );
}
