/**
 * The service worker, generated after the prerender (scripts/build.ts) so its precache list
 * holds every built file: the prerendered pages (each path's index.html, 404.html), the
 * catalogues, the content and board chunks, the search indexes, CSS, icons, manifest.
 * Offline, a navigation gets the cached page of its URL (`/it/mechanics/saga/` →
 * `it/mechanics/saga/index.html`, whatever the query string), and an unknown path the cached
 * 404 page, which renders the not-found page in the browser. Workbox (workbox-build) writes it.
 */
import { generateSW } from 'workbox-build';

export async function writeServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,txt,json,woff2}'],
    globIgnores: ['sw.js', 'workbox-*.js', '.vite/**'],
    swDest: `${dist}/sw.js`,
    // hashed file names: their URL is their version
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // `?example=…&step=…` (a board step) is the same page
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    // other addresses: the network (a real 404 online), else the cached not-found page
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/404.html' } },
      },
    ],
    // a new version waits until the reader accepts the "new version" notice (src/pwa/register.ts)
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    mode: 'production',
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
