import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards. Anything that depends on
 * the browser (query string, hash, stored theme) renders only once this is true, so the
 * hydrated markup matches the prerendered one exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
