/** One language's search index: its own chunk, fetched when the search box first opens. */
import MiniSearch from 'minisearch';
import type { Lang } from '../i18n/languages.ts';
import { indexOptions, type SearchDoc } from './options.ts';

const loaders: Record<Lang, () => Promise<{ default: string }>> = {
  en: () => import('virtual:archivist/search/en'),
  it: () => import('virtual:archivist/search/it'),
  ru: () => import('virtual:archivist/search/ru'),
};

const loaded = new Map<Lang, Promise<MiniSearch<SearchDoc>>>();

export function loadSearchIndex(lang: Lang): Promise<MiniSearch<SearchDoc>> {
  let index = loaded.get(lang);
  if (!index) {
    index = loaders[lang]().then((m) => MiniSearch.loadJSON<SearchDoc>(m.default, indexOptions));
    index.catch(() => loaded.delete(lang));
    loaded.set(lang, index);
  }
  return index;
}
