import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages.ts';

/**
 * One i18next instance for the app. Catalogues live in locales/<lang>/<namespace>.json;
 * import.meta.glob makes each file its own lazily loaded chunk, so a reader only fetches
 * their own language. There is no fallback language: the locale check (tests) guarantees
 * every key exists in every language, and a fallback would fetch English for everyone.
 */
export const NAMESPACES = ['common'] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Namespaces may sit in folders: "examples/saga" is locales/<lang>/examples/saga.json. The entry
// knows where to find each language's common catalogue; the others (the board's, the engine's, the
// cards', the examples') are listed in a module of their own (./catalogues.ts), loaded with the
// first of them, so that their list stays out of every page's first load.
type Catalogue = () => Promise<{ default: Record<string, unknown> }>;
const common = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/common.json');
const catalogue = async (file: string): Promise<Catalogue | undefined> => common[file] ?? (await import('./catalogues.ts')).catalogues[file];

// The forms of names ({{card, del}}, {{player, gen}}): i18next formatters over the names catalogue
// (./grammar.ts, ./withGrammar.ts), registered when that catalogue first loads, with it. Only the board's templates
// (the board, the editor, a puzzle, the prerender's board without JavaScript) ask for a form, and
// each loads `names` first (src/board/namespaces.ts): the grammar stays out of every page's first load.
let grammar: Promise<void> | undefined;
const withGrammar = (namespace: string): Promise<void> | undefined =>
  namespace === 'names'
    ? (grammar ??= import('./withGrammar.ts').then(
        (m) => m.withGrammar(),
        (error: unknown) => {
          // a chunk that failed to arrive: asked for again with the catalogue's next try
          grammar = undefined;
          throw error;
        },
      ))
    : undefined;

// a catalogue that failed to arrive is asked for again after 0.3, 0.6 and 1.2 s (i18next's retries)
const MAX_RETRIES = 3;
// the failed tries of each catalogue's current round of loading ("it|board")
const failedTries = new Map<string, number>();

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const key = `${language}|${namespace}`;
    catalogue(`../../locales/${language}/${namespace}.json`)
      .then((load) => {
        if (!load) throw new Error(`No catalogue locales/${language}/${namespace}.json`);
        return Promise.all([load(), withGrammar(namespace)]);
      })
      .then(
        ([module]) => {
          failedTries.delete(key);
          callback(null, module.default);
        },
        (error: unknown) => {
          // a chunk that failed to arrive (a dropped connection) is asked for again: i18next
          // retries while the callback says so, waiting longer each time. After the last try the
          // catalogue has failed for good, until the reader tries again (the board's Try again:
          // reloadResources). Were it left retryable, every later load of any namespace would
          // start another round of tries, and the board's "couldn't load" would flicker with them.
          const tries = (failedTries.get(key) ?? 0) + 1;
          const again = tries <= MAX_RETRIES;
          if (again) failedTries.set(key, tries);
          else failedTries.delete(key);
          callback(error instanceof Error ? error : new Error(String(error)), again);
        },
      );
  },
};

export const i18n: I18n = i18next.createInstance();
let initialised: Promise<unknown> | null = null;

function init(lang: Lang): Promise<unknown> {
  initialised ??= i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: false },
      // a catalogue that failed to arrive is asked for again after 0.3, 0.6 and 1.2 s; then the
      // board says it couldn't load (missingNamespaces) and offers to try again
      maxRetries: MAX_RETRIES,
      retryTimeout: 300,
    });
  return initialised;
}

/** Makes sure a language's catalogues are loaded, without switching to it. */
export async function loadLanguage(lang: Lang): Promise<void> {
  await init(lang);
  await i18n.loadLanguages(lang);
}

/** Loads a language's catalogues and makes it the current language. */
export async function setLanguage(lang: Lang = DEFAULT_LANG): Promise<void> {
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/**
 * The namespaces of a language that aren't loaded. i18next settles a load that failed for good
 * (after its retries) as done, and its strings would then show as their keys.
 */
export function missingNamespaces(instance: I18n, lang: string, namespaces: readonly string[]): string[] {
  return namespaces.filter((ns) => !instance.hasResourceBundle(lang, ns));
}
