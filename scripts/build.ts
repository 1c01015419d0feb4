/**
 * `npm run build`: the client bundle (dist/), the prerender bundle (dist-ssr/), then every
 * page of the route table written as static HTML (scripts/prerender.ts).
 * SITE_URL=https://… makes canonical and hreflang links absolute.
 * ARCHIVIST_CONTENT_DIR=dir builds from another content directory (tests, demos).
 * ARCHIVIST_OUT_DIR=dir writes the site to dir/ instead of dist/ (the prerender bundle then goes to
 * node_modules/.cache/archivist-ssr/, where it can still resolve react-dom/server); ARCHIVIST_KEEP_MANIFEST=1 keeps dir/.vite/manifest.json (npm run bench reads it).
 * ARCHIVIST_NO_MINIFY=1 leaves the client bundle unminified (readable function names in a browser profile).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { localeProblems } from './check-locales.ts';
import { prerender } from './prerender.ts';
import { writeServiceWorker } from './service-worker.ts';

const started = Date.now();
const outDir = process.env.ARCHIVIST_OUT_DIR || 'dist';
const ssrDir = outDir === 'dist' ? 'dist-ssr' : path.join('node_modules', '.cache', 'archivist-ssr', path.basename(path.resolve(outDir)));
try {
  // a catalogue missing a file or a key fails the build, naming both (the content plugin checks content/)
  const missing = localeProblems('locales', LANGUAGES, '.');
  if (missing.length) throw new Error(`Invalid catalogues (${missing.length} problem${missing.length === 1 ? '' : 's'}):\n  ${missing.join('\n  ')}`);
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true, ...(process.env.ARCHIVIST_NO_MINIFY ? { minify: false } : {}) } });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const written = await prerender({ dist: outDir, ssrEntry: `${ssrDir}/entry-server.js` });
  // The manifest served the prerender (modulepreload links); the site does not need it.
  if (!process.env.ARCHIVIST_KEEP_MANIFEST) rmSync(`${outDir}/.vite`, { recursive: true, force: true });
  // Last: the service worker precaches everything above (offline reading)
  const precached = await writeServiceWorker(outDir);
  console.log(`build: ${written.length} pages prerendered into ${outDir}/, ${precached.count} files precached (${(precached.size / 1024).toFixed(0)} kB), in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  const message = (error instanceof Error ? error.message : String(error))
    .split('\n')
    // A content problem is the writer's to fix: show the message, not the plugin's stack.
    .filter((line) => !/^\s+at /.test(line) && !/^\[plugin [^\]]+\]$/.test(line.trim()) && !/^Build failed with \d+ error/.test(line))
    .map((line) => line.replace(/^(\w*Error): /, ''))
    .join('\n')
    .trim();
  console.error(`\nbuild failed: ${message}`);
  process.exit(1);
}
