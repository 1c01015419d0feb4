/** The bare baseline's browser entry: load the page's catalogue, then hydrate the prerendered HTML. */
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, langOf, routes, setLanguage } from './app.tsx';
import './app.css';

const data = document.getElementById('router-data')?.textContent;
await setLanguage(langOf(location.pathname));
const router = createBrowserRouter(routes, data ? { hydrationData: JSON.parse(data) as HydrationState } : {});
const root = document.getElementById('root');
if (root)
  hydrateRoot(
    root,
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
