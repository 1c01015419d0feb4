/**
 * Registers the service worker (dist/sw.js, generated after the prerender by
 * scripts/service-worker.ts) from this module: the site has no inline script. When a new
 * deploy has installed and is waiting, the "new version" notice offers to reload into it.
 */
import { Workbox } from 'workbox-window';
import { setPendingUpdate } from './updateStore.ts';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setPendingUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch(() => {
    // no service worker (private mode, an old browser): the site works online as before
  });
}
