/**
 * The browser's (and the prerender's) access to the puzzles: the list of one language (small: ids,
 * mechanics and words, for the practice page, the rule pages and the home page) and one mechanic's
 * playable puzzles. Loaders fill a cache; components read it synchronously.
 */
import { listLoaders, puzzleIds, setLoaders } from 'virtual:archivist-puzzles/loaders';
import type { Lang } from '../i18n/languages.ts';
import type { PlayablePuzzle, PuzzleSummary } from './build/plugin.ts';

const lists = new Map<Lang, PuzzleSummary[]>();

export const isPuzzleId = (id: unknown): id is string => typeof id === 'string' && puzzleIds.includes(id);
export const allPuzzleIds = (): readonly string[] => puzzleIds;

export async function loadPuzzleList(lang: Lang): Promise<PuzzleSummary[]> {
  const cached = lists.get(lang);
  if (cached) return cached;
  const list = (await listLoaders[lang]()).default;
  lists.set(lang, list);
  return list;
}

export function peekPuzzleList(lang: Lang): PuzzleSummary[] | undefined {
  return lists.get(lang);
}

export async function loadPuzzleSet(lang: Lang, slug: string): Promise<PlayablePuzzle[]> {
  const load = setLoaders[`${lang}/${slug}`];
  return load ? (await load()).default : [];
}

export const practicePaths = {
  list: (lang: Lang) => `/${lang}/practice/`,
  puzzle: (lang: Lang, id: string) => `/${lang}/practice/${id}/`,
};
