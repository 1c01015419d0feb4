/** The bare baseline's prerender entry: one URL to HTML plus the router's hydration data. */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n, routes } from './app.tsx';

export { LANGS } from './app.tsx';

const handler = createStaticHandler(routes);

export async function render(url: string): Promise<{ html: string; data: string }> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  return { html, data: JSON.stringify({ loaderData: context.loaderData }) };
}
