/**
 * The site's languages and the reader's remembered choice.
 * Pure functions (storage and navigator are passed in) so the same logic serves the
 * client, the prerender and the tests. The boot script (src/boot/boot.js) mirrors `preferredLanguage` in
 * plain ES5 for the redirect from `/` (keep the two in step).
 */
export const LANGUAGES = ['en', 'it', 'ru'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's name in its own words: the switcher never translates these. */
export const NATIVE_NAMES: Record<Lang, string> = {
  en: 'English',
  it: 'Italiano',
  ru: 'Русский',
};

export const LANG_STORAGE_KEY = 'archivist.lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language named by a path's first segment, if it is one of ours. */
export function langFromPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/** Maps a BCP 47 tag ("it-IT", "ru", "en-GB") to one of our languages. */
export function matchLanguage(tag: string): Lang | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : null;
}

type StorageLike = Pick<Storage, 'getItem'>;

/** The stored choice, or null when absent, corrupt or unreadable (privacy modes throw). */
export function storedLanguage(storage: StorageLike | undefined): Lang | null {
  try {
    const value = storage?.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(lang: Lang, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage may be full or disabled: the choice then lasts for this page only.
  }
}

/** A remembered choice, else the first of the browser's languages we have, else English. */
export function preferredLanguage(
  storage: StorageLike | undefined,
  browserLanguages: readonly string[] | undefined,
): Lang {
  const stored = storedLanguage(storage);
  if (stored) return stored;
  for (const tag of browserLanguages ?? []) {
    const lang = typeof tag === 'string' ? matchLanguage(tag) : null;
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** The reader's preference in a browser; English where there is no browser (prerender). */
export function browserPreferredLanguage(): Lang {
  if (typeof window === 'undefined') return DEFAULT_LANG;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return preferredLanguage(storage, window.navigator.languages);
}
