/**
 * Browser entry. Loads the page's catalogue and content first, then hydrates the
 * prerendered HTML (or renders afresh: the dev server, and the not-found page, which a
 * static host serves for any path).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './App.tsx';
import { setLanguage } from './i18n/i18n.ts';
import { browserPreferredLanguage, langFromPath } from './i18n/languages.ts';
import { loadRoute, routes, type RouteHandle } from './routes/routes.tsx';
import { keepPrerendered } from './ui/Prerendered.tsx';
import { watchSystemTheme } from './ui/theme.ts';
import './styles/app.css';

function readHydrationData(): HydrationState | undefined {
  const element = document.getElementById('router-data');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return undefined;
  }
}

/**
 * A prerendered page reached at another address than its own: hosts serve `dir/index.html` at
 * `dir/index.html` too, and decode `%2F` in a path (`/en/mechanics/saga%2F`) to find the file.
 * The page's canonical link names its own path: the address becomes that path (query and hash
 * kept, no reload), so that the router matches the route the HTML was rendered for.
 */
function replaceWithCanonicalPath(): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!canonical) return;
  let own: string;
  try {
    own = new URL(canonical, window.location.href).pathname;
  } catch {
    return;
  }
  if (own !== window.location.pathname && own.startsWith('/')) {
    window.history.replaceState(window.history.state, '', `${own}${window.location.search}${window.location.hash}`);
  }
}

/**
 * Loads what the matched routes render (their preloads, but for what the prerendered HTML holds:
 * a page's text, kept by keepPrerendered, is not fetched again); false if a route throws (not found).
 */
async function preloadRoutes(): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(matches.map(({ route, params }) => loadRoute(route.handle as RouteHandle | undefined, params)));
    return true;
  } catch {
    return false;
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let hydrationData = readHydrationData();
  if (hydrationData) {
    replaceWithCanonicalPath();
    keepPrerendered();
  }

  await setLanguage(langFromPath(window.location.pathname) ?? browserPreferredLanguage());
  // Loaders do not run on hydration: load what they would have loaded, or the first render
  // would differ from the prerendered HTML. If the address still names no page, the HTML can't
  // be hydrated: the router renders afresh whatever its loaders find (the not-found page).
  if (hydrationData && !(await preloadRoutes())) hydrationData = undefined;

  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead
  // of hydrating the whole page in one long task (the page is already readable: it is
  // prerendered). A click before hydration reaches a part is replayed once it hydrates.
  if (hydrationData) startTransition(() => void hydrateRoot(container, app));
  else {
    // Let the first loaders finish, so the page replaces the prerendered HTML in one go.
    if (!router.state.initialized) {
      await new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
    }
    // Rendering afresh (the not-found page at any address, or the dev server): the page's
    // own head tags replace the prerendered ones.
    for (const tag of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"]')) tag.remove();
    createRoot(container).render(app);
  }
  watchSystemTheme();
  // offline reading: the service worker precaches the build (scripts/service-worker.ts)
  if (import.meta.env.PROD) void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
}

void start();
