import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The element id a hash names: percent-decoded, or as written if it is not valid percent-encoding. */
export function hashTarget(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Wraps every page: keeps <html lang> in step with the page, and on client navigation
 * scrolls to the hash target or to the top (react-router's ScrollRestoration would put an
 * inline script into the prerendered pages).
 */
export function RootLayout() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const first = useRef(true);

  // Escape hides a glossary term's definition tooltip (they show by CSS alone): its code loads once the page is live
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('../ui/termTips.ts').then((m) => {
      if (live) stop = m.installTermTipDismissal();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  useEffect(() => {
    // A marker for the browser tests: the page is live.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    // Only when it changes: writing <html lang>, even the same value, makes the browser
    // recompute the style of the whole page.
    if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
  }, [i18n.language, location.pathname]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = hashTarget(location.hash);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  return <Outlet />;
}
