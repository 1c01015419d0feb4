/**
 * Prerender entry (built with `vite build --ssr`, used by scripts/prerender.ts): renders one
 * URL of the route table to HTML with the data the browser needs to hydrate it.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './App.tsx';
import { i18n, setLanguage } from './i18n/i18n.ts';
import { DEFAULT_LANG, langFromPath } from './i18n/languages.ts';
import { prerenderPaths, routes } from './routes/routes.tsx';

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
  i18n.options.missingKeyHandler = (_lngs, ns, key) => void missing.add(`${ns}:${key}`);
}

const handler = createStaticHandler(routes);

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
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
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
