/**
 * A lazily loaded chunk that can be asked for again after a failed load (a dropped connection).
 * Some browsers (Chromium before about version 156) remember a dynamic import that failed: the
 * same import fails again at once, without a request, until the page reloads. Where the error
 * names the chunk's address (Chromium and Firefox do), the next try asks for it at an address of
 * its own (`?again=`); elsewhere it simply imports again. Only for a module that is its chunk's
 * whole (the catalogues but the common ones, src/i18n/catalogues.ts): where Vite picks a module out of a shared chunk
 * (`import('./board-….js').then((m) => m.n)`), the chunk's own exports are not the module's, and
 * `reachableAgain` tells whether only a reload can bring it.
 */
const chunkOf = (error: unknown): string | undefined => /https?:\/\/[^\s?#]+\.js/.exec(String(error))?.[0];
const failedAt = new Map<() => Promise<unknown>, string>();

export function importAgain<T>(load: () => Promise<T>): Promise<T> {
  const url = failedAt.get(load);
  const loading = url ? (import(/* @vite-ignore */ `${url}?again=${Date.now()}`) as Promise<T>) : load();
  return loading.then(
    (module) => {
      failedAt.delete(load);
      return module;
    },
    (error: unknown) => {
      const named = chunkOf(error);
      if (named) failedAt.set(load, named);
      throw error;
    },
  );
}

/**
 * Whether the chunk a failed import names arrives now: then the browser only remembers the
 * failure, and reloading the page (its address keeps the reader's place) brings it.
 */
export async function reachableAgain(error: unknown): Promise<boolean> {
  const url = chunkOf(error);
  if (!url) return false;
  try {
    return (await fetch(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** How long after a reload for a chunk the same address may reload again (a loop reloads at once). */
const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * After a failed import of code (not a catalogue): when its chunk arrives now, the browser only
 * remembers the failure (Chromium before about version 156, ./importAgain.ts), and reloading the
 * page, whose address keeps the reader's place, brings it. Reloads, and says so, unless this
 * address was reloaded for a chunk in the last half minute: a chunk that arrives and still fails
 * (a script error) must not reload the page forever.
 */
export async function reloadIfReachable(error: unknown): Promise<boolean> {
  const key = `archivist:chunk-reload:${location.pathname}${location.search}`;
  try {
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < RELOAD_AGAIN_AFTER_MS) return false;
    if (!(await reachableAgain(error))) return false;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // no session storage (a privacy setting): no reload, which could not be kept from looping
    return false;
  }
  location.reload();
  return true;
}
