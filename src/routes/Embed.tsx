/**
 * /:lang/embed/:slug/ — a mechanic's board alone, to be framed by another page (docs/embed.md):
 * no site header or footer; the board with its controls, steps, narration and viewer control; a
 * small link back to the rule page at the board's step. Prerendered like every page (without
 * JavaScript, the first example's starting position and captions as text, the rule page's
 * <noscript>), `noindex`, kept offline by the service worker. It reports its height to the page
 * that frames it (src/embed/useEmbedHeight.ts). /:lang/embed/position/?p=… frames a position of
 * the position editor (src/routes/EmbedPosition.tsx).
 */
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { peekIndex } from '../content/runtime.ts';
import { isSlug } from '../content/types.ts';
import { EMBED_BOARD_SIZE } from '../board/layout/frame.ts';
import { fullPagePath, POSITION } from '../board/model/embedLink.ts';
import { useEmbedHeight } from '../embed/useEmbedHeight.ts';
import { isLang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { BoardSlot } from '../shell/BoardSlot.tsx';
import { PageHead } from '../ui/PageHead.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { EmbedPosition } from './EmbedPosition.tsx';

/** Whether a route's `:slug` names a board an embed page shows: a mechanic's, or a position's. */
export const isEmbedBoard = (slug: string | undefined): boolean => isSlug(slug) || slug === POSITION;

export function Embed() {
  const { t } = useTranslation('embed');
  const params = useParams();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  useEmbedHeight(root);
  const lang = params.lang;
  const slug = params.slug;
  if (!isLang(lang) || !(isSlug(slug) || slug === POSITION)) throw new Error('Embed rendered for an unknown board');
  const mechanic = isSlug(slug) ? (peekIndex(lang)?.find((m) => m.slug === slug)?.title ?? slug) : '';
  const title = isSlug(slug) ? t('embed.title', { mechanic }) : t('embed.positionTitle');
  // the prerendered page cannot know the query: the link names the step once hydrated
  const back = fullPagePath(lang, slug, hydrated ? search : '');
  // the board's links (rule numbers, glossary terms, a ruling shown here) open the site in a new
  // tab: the page that frames the board stays where it is. A ruling's link (#saga-r4) names the rule page's ruling.
  const onLink = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[href]');
    const href = a?.getAttribute('href');
    if (!a || !href) return;
    if (href.startsWith('#') && isSlug(slug)) a.href = new URL(`${paths.mechanic(lang, slug)}${href}`, window.location.href).href;
    a.target = '_blank';
    a.rel = 'noopener';
  };
  return (
    <>
      <PageHead title={title} description={isSlug(slug) ? t('embed.description', { mechanic }) : t('embed.positionTitle')} path={`/${lang}/embed/${slug}/`} noindex />
      <main ref={root} aria-label={isSlug(slug) ? t('embed.main', { mechanic }) : t('embed.positionTitle')} className="mx-auto w-full max-w-7xl p-1" data-embed-page={slug} onClickCapture={onLink}>
        {isSlug(slug) ? <BoardSlot slug={slug} embedded size={EMBED_BOARD_SIZE} /> : <EmbedPosition />}
        <p className="mt-0.5 text-right text-xs">
          <a href={back} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center px-1 text-muted underline decoration-line underline-offset-2 hover:text-fg" data-embed-back>
            {isSlug(slug) ? t('embed.back', { mechanic }) : t('embed.backPosition')}
            <span className="sr-only"> {t('embed.newTab')}</span>
          </a>
        </p>
      </main>
    </>
  );
}
