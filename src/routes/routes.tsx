/**
 * The one route table, used by the browser router (src/main.tsx) and by the prerender
 * (src/entry-server.tsx). To add a page: add a route here with a `preload` (what it needs
 * loaded before it renders), then list its paths in `prerenderPaths` below.
 *
 * Loaders only fill caches (catalogues, content modules) and return tiny objects, so the
 * router's hydration data never repeats a page's HTML.
 */
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import { loadGlossary, loadIndex, loadPage, loadRulesIndex } from '../content/runtime.ts';
import { isSlug, SLUGS } from '../content/types.ts';
import { i18n, setLanguage, loadLanguage } from '../i18n/i18n.ts';
import { isLang, LANGUAGES } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { ChooseLanguage } from './ChooseLanguage.tsx';
import { Embed } from './Embed.tsx';
import { POSITION } from '../board/model/embedLink.ts';
import { hasPrerendered } from '../ui/Prerendered.tsx';
import { Glossary, glossaryPart, loadGlossaryEntries } from './Glossary.tsx';
import { Home, homePart } from './Home.tsx';
import { LangLayout } from './LangLayout.tsx';
import { loadMechanicText, Mechanic, pageParts } from './Mechanic.tsx';
import { NotFound } from './NotFound.tsx';
import { Play } from './Play.tsx';
import { notFound } from './notFound.ts';
import { RootLayout } from './RootLayout.tsx';
import { loadRulesList, RulesIndex, rulesPart } from './RulesIndex.tsx';
import { allPuzzleIds, isPuzzleId, loadPuzzleList, practicePaths } from '../practice/runtime.ts';
import { PracticePage } from '../practice/ui/PracticePage.tsx';
import { PuzzlePage } from '../practice/ui/PuzzlePage.tsx';

export interface RouteHandle {
  /** Loads what the route renders. Runs as the loader, and before hydration. */
  preload: (params: Params) => Promise<unknown>;
  /**
   * The parts of the page that hold what `preload` loads (src/ui/Prerendered.tsx): where the
   * prerendered HTML of the first load holds them all, they render from it and `preload` is
   * skipped, before hydration and when the reader comes back to that page: the text is not sent twice.
   */
  parts?: (params: Params) => string[];
}

/** What a route loads before it renders (hydrating or navigating): its preload, unless its parts are kept. */
export async function loadRoute(handle: RouteHandle | undefined, params: Params): Promise<void> {
  if (!handle) return;
  const parts = handle.parts?.(params);
  if (parts?.length && hasPrerendered(...parts)) return;
  await handle.preload(params);
}

function withPreload(preload: RouteHandle['preload'], parts?: RouteHandle['parts']): Pick<RouteObject, 'loader' | 'handle' | 'shouldRevalidate'> {
  const handle: RouteHandle = { preload, ...(parts ? { parts } : {}) };
  return {
    handle,
    loader: async ({ params }: LoaderFunctionArgs) => {
      await loadRoute(handle, params);
      return null;
    },
    // what a loader loads depends on the path alone: a new query (?example=, ?step=) reloads nothing
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
  };
}

function langOf(params: Params) {
  return isLang(params.lang) ? params.lang : notFound();
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: NotFound,
    children: [
      {
        index: true,
        Component: ChooseLanguage,
        ...withPreload(() => Promise.all(LANGUAGES.map(loadLanguage))),
      },
      {
        path: ':lang',
        id: 'lang',
        Component: LangLayout,
        ErrorBoundary: NotFound,
        ...withPreload((params) => setLanguage(langOf(params))),
        children: [
          {
            index: true,
            Component: Home,
            ...withPreload(
              (params) => loadIndex(langOf(params)),
              (params) => (isLang(params.lang) ? [homePart(params.lang)] : []),
            ),
          },
          {
            path: 'mechanics/:slug',
            Component: Mechanic,
            ...withPreload(
              (params) => (isSlug(params.slug) ? Promise.all([loadPage(langOf(params), params.slug), loadMechanicText()]) : notFound()),
              (params) => (isSlug(params.slug) && isLang(params.lang) ? pageParts(params.lang, params.slug) : []),
            ),
          },
          {
            path: 'rules',
            Component: RulesIndex,
            ...withPreload(
              (params) => Promise.all([loadIndex(langOf(params)), loadRulesIndex(langOf(params)), loadRulesList()]),
              (params) => (isLang(params.lang) ? [rulesPart(params.lang)] : []),
            ),
          },
          {
            path: 'glossary',
            Component: Glossary,
            ...withPreload(
              (params) => Promise.all([loadIndex(langOf(params)), loadGlossary(langOf(params)), loadGlossaryEntries()]),
              (params) => (isLang(params.lang) ? [glossaryPart(params.lang)] : []),
            ),
          },
          // the position editor: a shell with its own words (locales/<lang>/play.json); the editor's
          // code and data load in the browser (src/shell/EditorSlot.tsx)
          { path: 'play', Component: Play, ...withPreload(() => i18n.loadNamespaces('play')) },
          // Practice (docs/puzzles.md): the list of puzzles, and each puzzle's page
          { path: 'practice', Component: PracticePage, ...withPreload((params) => Promise.all([loadPuzzleList(langOf(params)), loadIndex(langOf(params)), i18n.loadNamespaces('practice')])) },
          {
            path: 'practice/:id',
            Component: PuzzlePage,
            ...withPreload((params) => (isPuzzleId(params.id) ? Promise.all([loadPuzzleList(langOf(params)), i18n.loadNamespaces('practice')]) : notFound())),
          },
          { path: '*', Component: NotFound, ...withPreload(() => notFound()) },
        ],
      },
      // a board alone, to be framed by another page (docs/embed.md): outside the site's frame (no header, no footer)
      {
        path: ':lang/embed/:slug',
        Component: Embed,
        ErrorBoundary: NotFound,
        ...withPreload((params) =>
          isSlug(params.slug) || params.slug === POSITION
            ? setLanguage(langOf(params)).then(() => Promise.all([loadIndex(langOf(params)), i18n.loadNamespaces('embed')]))
            : notFound(),
        ),
      },
      { path: '*', Component: NotFound, ...withPreload(() => notFound()) },
    ],
  },
];

/** Every page written to dist/ (the not-found page is written separately, as 404.html). */
export const prerenderPaths: string[] = [
  '/',
  ...LANGUAGES.flatMap((lang) => [paths.home(lang), paths.rules(lang), paths.glossary(lang), paths.play(lang), ...SLUGS.map((slug) => paths.mechanic(lang, slug)), practicePaths.list(lang), ...allPuzzleIds().map((id) => practicePaths.puzzle(lang, id))]),
  ...LANGUAGES.flatMap((lang) => [...SLUGS, POSITION].map((board) => paths.embed(lang, board))),
];
