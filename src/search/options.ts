/**
 * What the build-time search index (src/content/build/search.ts) and the browser
 * (src/search/SearchDialog.tsx) agree on: the documents' fields, how text becomes terms, how a
 * query is matched. MiniSearch does not store its options in the JSON index, so both sides
 * import them from here.
 */
import type { Options, SearchOptions } from 'minisearch';

export type SearchKind = 'mechanic' | 'ruling' | 'term' | 'rule' | 'page';

export interface SearchDoc {
  /** unique in one language's index: `mechanic:saga`, `ruling:saga-r4`, `term:lore-counter`, `rule:714.4` */
  id: string;
  kind: SearchKind;
  /** what the result shows as its title, in the reader's language */
  title: string;
  /** names in every language (a mechanic's titles, a term's translations and aliases) */
  names: string;
  /** the text shown and searched: summary, ruling, definition, explanation (plain text) */
  text: string;
  /** a rule number, or a ruling's id */
  number: string;
  /** where the result goes: `/<lang>/mechanics/saga/#saga-r4` */
  url: string;
  /** the page a ruling belongs to (its mechanic's title) */
  page?: string;
}

/**
 * Lowercase, without accents or other combining marks: "Città" → "citta", "MUTAZIONE" →
 * "mutazione". Cyrillic letters that decompose the same way lose their marks too, on both
 * sides: "й" → "и", "ё" → "е" (so "ещё" matches "еще").
 */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * Words, rule numbers and ruling ids: "714.2b", "704.5s" and "saga-r4" stay whole (a dot
 * inside a number is not a word break); anything else splits at what is not a letter or a digit.
 */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').match(/[a-z]+-r\d+|\d+(?:\.\d+[a-z]?)*|[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

export function processTerm(term: string): string | null {
  const out = normalize(term);
  return out.length > 0 ? out : null;
}

export const FIELDS = ['title', 'names', 'text', 'number'] as const;
export const STORE_FIELDS = ['kind', 'title', 'text', 'url', 'page'] as const;

export const searchOptions: SearchOptions = {
  boost: { title: 3, names: 2, number: 3, text: 1 },
  prefix: (term) => term.length >= 2,
  // small typos in words of four letters or more; numbers match exactly (or as a prefix)
  fuzzy: (term) => (/\d/.test(term) || term.length < 4 ? false : 0.2),
  combineWith: 'AND',
  // a mechanic's own entry ranks above the rulings that mention its name
  boostDocument: (_id, _term, stored) => (stored?.kind === 'mechanic' ? 2 : stored?.kind === 'term' ? 1.5 : 1),
};

export const indexOptions: Options<SearchDoc> = {
  fields: [...FIELDS],
  storeFields: [...STORE_FIELDS],
  tokenize,
  processTerm,
  searchOptions,
};
