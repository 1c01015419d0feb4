/**
 * The "new version" state, shared by the service worker registration (src/pwa/register.ts,
 * loaded after start-up) and the notice (src/shell/SiteTools.tsx). Kept apart from
 * register.ts so the notice does not pull workbox-window into the main chunk.
 */
type Listener = () => void;
let apply: (() => void) | null = null;
const listeners = new Set<Listener>();

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that activates the waiting version and reloads, when one is waiting. */
export function pendingUpdate(): (() => void) | null {
  return apply;
}

export function setPendingUpdate(next: (() => void) | null): void {
  apply = next;
  for (const listener of listeners) listener();
}
