/**
 * The compare view's place in the address: ?compare=<lang>, another language than the page's
 * (the page itself, its canonical and hreflang links, are the same: the view is not a page of its
 * own). Read once hydrated only: the prerendered page cannot know the query.
 */
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isLang, type Lang } from '../../i18n/languages.ts';
import { useHydrated } from '../useHydrated.ts';

export const COMPARE_PARAM = 'compare';

export function compareLangOf(search: string, lang: Lang): Lang | null {
  const c = new URLSearchParams(search).get(COMPARE_PARAM);
  return isLang(c) && c !== lang ? c : null;
}

/** The query with ?compare= set to `to` (or taken off, for null), the rest kept. */
export function withCompare(search: string, to: Lang | null): string {
  const q = new URLSearchParams(search);
  if (to) q.set(COMPARE_PARAM, to);
  else q.delete(COMPARE_PARAM);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function useCompareLang(lang: Lang): Lang | null {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? compareLangOf(search, lang) : null;
}

/**
 * What `load` gives for `key` (null while it loads, or with no key): the compare view's code and
 * data. A load that fails (a dropped connection) leaves the page in its own language, as it was.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): T | null {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    load().then(
      (value) => {
        if (live) startTransition(() => setState({ key, value }));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // the key names what is loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state && state.key === key ? state.value : null;
}
