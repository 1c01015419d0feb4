/**
 * The one route table, used by the browser router (src/main.tsx) and by the prerender
 * (src/entry-server.tsx). To add a page: add a route here with a `preload` (what it needs
 * loaded before it renders), then list its paths in `prerenderPaths` (./prerenderPaths.ts).
 *
 * Loaders only fill caches (catalogues, content modules) and return tiny objects, so the
 * router's hydration data never repeats a page's HTML.
 */
import { useEffect, useState } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import { loadGlossary, loadIndex, loadPage, loadRulesIndex } from '../content/runtime.ts';
import { isSlug } from '../content/types.ts';
import { i18n, setLanguage, loadLanguage } from '../i18n/i18n.ts';
import { isLang, LANGUAGES } from '../i18n/languages.ts';
import { hasPrerendered } from '../ui/Prerendered.tsx';
import { Glossary, glossaryPart, loadGlossaryEntries } from './Glossary.tsx';
import { Home, homePart } from './Home.tsx';
import { LangLayout } from './LangLayout.tsx';
import { loadMechanicText, Mechanic, pageParts } from './Mechanic.tsx';
import { notFound } from './notFound.ts';
import { RootLayout } from './RootLayout.tsx';
import { loadRulesList, RulesIndex, rulesPart } from './RulesIndex.tsx';

/**
 * A page whose code is a chunk of its own, loaded by its route's preload (as the loader on a
 * navigation, before hydration on a first load): the route then renders, and hydrates, the very
 * component the prerender rendered, and no other page's first load carries it. Pages few readers
 * open first: Practice's, the position editor's, the embeds, and "/" (the boot script sends a
 * reader on to their language before it paints).
 */
function lazyModule<M>(load: () => Promise<M>): { load: () => Promise<M>; peek: () => M | undefined } {
  let module: M | undefined;
  return { load: async () => (module ??= await load()), peek: () => module };
}
const practice = lazyModule(() => import('../practice/ui/pages.ts'));
const play = lazyModule(() => import('./Play.tsx'));
const embed = lazyModule(() => import('./Embed.tsx'));
const chooser = lazyModule(() => import('./ChooseLanguage.tsx'));
/**
 * The not-found page, every route's error boundary: its code is loaded by the loader that fails
 * (withPreload), before the boundary renders; after an error in a render, by the boundary itself.
 * The not-found page at any address (dist/404.html) renders afresh, once its loader has failed.
 */
const notFoundPage = lazyModule(() => import('./NotFound.tsx'));
function NotFoundRoute() {
  const m = notFoundPage.peek();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!m) void notFoundPage.load().then(() => setLoaded(true));
  }, [m]);
  return m ? <m.NotFound /> : null;
}
function ChooseLanguageRoute() {
  const m = chooser.peek();
  return m ? <m.ChooseLanguage /> : null;
}
function PracticeRoute() {
  const m = practice.peek();
  return m ? <m.PracticePage /> : null;
}
function PuzzleRoute() {
  const m = practice.peek();
  return m ? <m.PuzzlePage /> : null;
}
function PlayRoute() {
  const m = play.peek();
  return m ? <m.Play /> : null;
}
function EmbedRoute() {
  const m = embed.peek();
  return m ? <m.Embed /> : null;
}

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
      try {
        await loadRoute(handle, params);
      } catch (error) {
        // the error boundary's code, before it renders
        await notFoundPage.load().catch(() => undefined);
        throw error;
      }
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
    ErrorBoundary: NotFoundRoute,
    children: [
      {
        index: true,
        Component: ChooseLanguageRoute,
        ...withPreload(() => Promise.all([chooser.load(), ...LANGUAGES.map(loadLanguage)])),
      },
      {
        path: ':lang',
        id: 'lang',
        Component: LangLayout,
        ErrorBoundary: NotFoundRoute,
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
              (params) => Promise.all([loadIndex(langOf(params)), loadRulesIndex(langOf(params)), loadRulesList(), i18n.loadNamespaces('reference')]),
              (params) => (isLang(params.lang) ? [rulesPart(params.lang)] : []),
            ),
          },
          {
            path: 'glossary',
            Component: Glossary,
            ...withPreload(
              (params) => Promise.all([loadIndex(langOf(params)), loadGlossary(langOf(params)), loadGlossaryEntries(), i18n.loadNamespaces('reference')]),
              (params) => (isLang(params.lang) ? [glossaryPart(params.lang)] : []),
            ),
          },
          // the position editor: a shell with its own words (locales/<lang>/play.json); the editor's
          // code and data load in the browser (src/shell/EditorSlot.tsx)
          { path: 'play', Component: PlayRoute, ...withPreload(() => Promise.all([play.load(), i18n.loadNamespaces('play')])) },
          // Practice (docs/puzzles.md): the list of puzzles, and each puzzle's page
          {
            path: 'practice',
            Component: PracticeRoute,
            ...withPreload((params) => Promise.all([practice.load().then((m) => m.loadPuzzleList(langOf(params))), loadIndex(langOf(params)), i18n.loadNamespaces('practice')])),
          },
          {
            path: 'practice/:id',
            Component: PuzzleRoute,
            ...withPreload((params) =>
              Promise.all([practice.load().then((m) => (m.isPuzzleId(params.id) ? m.loadPuzzleList(langOf(params)) : notFound())), i18n.loadNamespaces('practice')]),
            ),
          },
          { path: '*', Component: NotFoundRoute, ...withPreload(() => notFound()) },
        ],
      },
      // a board alone, to be framed by another page (docs/embed.md): outside the site's frame (no header, no footer)
      {
        path: ':lang/embed/:slug',
        Component: EmbedRoute,
        ErrorBoundary: NotFoundRoute,
        ...withPreload((params) =>
          embed
            .load()
            .then((m) =>
              m.isEmbedBoard(params.slug) ? setLanguage(langOf(params)).then(() => Promise.all([loadIndex(langOf(params)), i18n.loadNamespaces('embed')])) : notFound(),
            ),
        ),
      },
      { path: '*', Component: NotFoundRoute, ...withPreload(() => notFound()) },
    ],
  },
];
