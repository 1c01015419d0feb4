/**
 * The board's strings: its own catalogue (board), the engine's narration and errors (engine),
 * card names and texts (cards) and the example captions of one mechanic (examples/<slug>),
 * loaded lazily with the board. Keys are built from data (event codes, card ids), so the
 * board uses an untyped translate function.
 */
import type { i18n } from 'i18next';
import { useCallback, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { PROTAGONIST, viewCaptions, type Caption } from '../content/captions.ts';
import { missingNamespaces } from '../i18n/i18n.ts';
import type { Translate } from '../i18n/narrate.ts';
import { boardNamespaces } from './namespaces.ts';

function cachedTranslate(i18n: i18n, ns: string[], lang: string, ready: boolean): Translate {
  const cache = new Map<string, string>();
  const translate = i18n.t as unknown as (k: string, o: Record<string, unknown>) => string;
  return (key, options) => {
    const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let out = cache.get(id);
    if (out === undefined) {
      out = translate(key, { ns, lng: lang, ...options });
      // strings asked for before the catalogues arrived are not kept
      if (ready) cache.set(id, out);
    }
    return out;
  };
}

export function useBoardI18n(slug: string) {
  const ns = useMemo(() => boardNamespaces(slug), [slug]);
  const { i18n, ready: loaded } = useTranslation(ns as never);
  const lang = i18n.language;
  // a catalogue that failed to load for good (after i18next's retries, e.g. on a language switch
  // with the connection gone) counts as loaded for i18next: its strings would show as their keys
  const [, loadedAgain] = useReducer((n: number) => n + 1, 0);
  const missing = loaded && missingNamespaces(i18n, lang, ns).length > 0;
  const ready = loaded && !missing;
  const retry = useCallback(() => {
    void i18n.reloadResources(lang, missingNamespaces(i18n, lang, ns)).then(loadedAgain);
  }, [i18n, lang, ns]);
  // the same strings are asked for at every step: remembered per language (and again once loaded;
  // nothing is remembered while a catalogue is missing)
  const t = useMemo(() => cachedTranslate(i18n, ns, lang, ready), [i18n, ns, lang, ready]);
  // an example's captions as `viewer` may read them (private parts: src/content/captions.ts)
  const caption = useCallback(
    (example: string, viewer: string = PROTAGONIST): Caption | null => {
      const c = i18n.getResource(lang, `examples/${slug}`, example) as unknown;
      return c && typeof c === 'object' ? viewCaptions(c as Caption, viewer) : null;
    },
    [i18n, lang, slug],
  );
  return { t, caption, ready, lang, missing, retry };
}
