/**
 * The reader's progress in Practice: the ids of the puzzles they solved, kept in this browser's
 * localStorage (no account). One store for every page; the server renders "nothing solved".
 */
import { useSyncExternalStore } from 'react';

const KEY = 'archivist.practice.solved';
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: new Set() };
const EMPTY: ReadonlySet<string> = new Set();

/** The ids of the solved puzzles, as this browser keeps them. */
export function readSolved(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    ids = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    ids = [];
  }
  cache = { raw, ids: new Set(ids) };
  return cache.ids;
}

export function markSolved(id: string): void {
  const ids = readSolved();
  if (ids.has(id)) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...ids, id]));
  } catch {
    // storage full or refused: the puzzle stays solved on this page only
  }
  for (const l of listeners) l();
}

/** Calls `listener` whenever the solved puzzles change (on this page, or in another tab); returns the unsubscribe. */
export function subscribeSolved(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ids of the solved puzzles (empty on the server and before hydration's first effect). */
export function useSolved(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeSolved, readSolved, () => EMPTY);
}
