/**
 * Prerender entry (built with `vite build --ssr`, used by scripts/prerender.ts): renders one
 * URL of the route table to HTML with the data the browser needs to hydrate it.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { exampleLoaders } from 'virtual:archivist/content';
import { AppProviders } from './App.tsx';
import { boardNamespaces } from './board/namespaces.ts';
import { NoScriptBoard } from './board/parts/NoScriptBoard.tsx';
import type { Caption } from './content/captions.ts';
import { i18n, setLanguage } from './i18n/i18n.ts';
import type { Translate } from './i18n/narrate.ts';
import { NoScriptBoardContext } from './shell/BoardSlot.tsx';
import { DEFAULT_LANG, langFromPath } from './i18n/languages.ts';
import { prerenderPaths } from './routes/prerenderPaths.ts';
import { routes } from './routes/routes.tsx';

export { prerenderPaths };
export { LANGUAGES } from './i18n/languages.ts';

export interface Rendered {
  status: number;
  lang: string;
  /** The rendered app; React 19 puts hoisted <title>/<meta>/<link> at its start. */
  html: string;
  /** The router's hydration data, JSON; null for pages that are rendered afresh in the browser. */
  hydrationData: string | null;
  /** Catalogue keys the page asked for and no catalogue has ("common:notFound.title"): the page would show them raw. */
  missingKeys?: string[];
}

const missing = new Set<string>();
/** Records every key a render asks for that its language lacks (i18next's missing-key hook). */
function watchMissingKeys(): void {
  if (i18n.options.saveMissing) return;
  i18n.options.saveMissing = true;
  i18n.options.saveMissingTo = 'current';
  // a name looked up in names.json without an entry there has no grammatical forms in that language (English): not a missing string (src/i18n/grammar.ts)
  i18n.options.missingKeyHandler = (_lngs, ns, key) => void (ns === 'names' ? undefined : missing.add(`${ns}:${key}`));
}

const handler = createStaticHandler(routes);

/**
 * What a rule page's (and an embedded board's) board area says without JavaScript (the first example's starting position
 * and captions, as HTML for a <noscript>): computed here, so neither the engine nor the text
 * reaches the browser's first load.
 */
async function noScriptBoard(pathname: string): Promise<string | null> {
  const match = /^\/([a-z]{2})\/(?:mechanics|embed)\/([a-z0-9-]+)\/$/.exec(pathname);
  const load = match ? exampleLoaders[match[2] ?? ''] : undefined;
  if (!match || !load) return null;
  const [, lang = DEFAULT_LANG, slug = ''] = match;
  const ns = boardNamespaces(slug);
  const [data] = await Promise.all([load(), i18n.loadNamespaces(ns)]);
  if (data.default.examples.length === 0) return null;
  const translate = i18n.t as unknown as (k: string, o: Record<string, unknown>) => string;
  const t: Translate = (key, options) => translate(key, { ns, lng: lang, ...options });
  const caption = (example: string): Caption | null => {
    const c = i18n.getResource(lang, `examples/${slug}`, example) as unknown;
    return c && typeof c === 'object' ? (c as Caption) : null;
  };
  return renderToStaticMarkup(<NoScriptBoard data={data.default} t={t} caption={caption} />);
}

export async function render(url: string): Promise<Rendered> {
  const lang = langFromPath(new URL(url).pathname) ?? DEFAULT_LANG;
  // Pages without a language of their own (/, not found) render in English; the loaders
  // switch to the URL's language where there is one.
  await setLanguage(DEFAULT_LANG);
  watchMissingKeys();
  missing.clear();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: unexpected redirect to ${context.headers.get('Location') ?? '?'}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const noScript = context.statusCode < 400 ? await noScriptBoard(new URL(url).pathname) : null;
  const html = renderToString(
    <NoScriptBoardContext value={noScript}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </NoScriptBoardContext>,
  );
  const ok = context.statusCode < 400 && !context.errors;
  return {
    status: context.statusCode,
    lang: ok ? lang : DEFAULT_LANG,
    html,
    hydrationData: ok ? JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData }) : null,
    missingKeys: [...missing].sort(),
  };
}
