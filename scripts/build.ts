/**
 * `npm run build`: the client bundle (dist/), the prerender bundle (dist-ssr/), then every
 * page of the route table written as static HTML (scripts/prerender.ts).
 * SITE_URL=https://… makes canonical and hreflang links absolute.
 * ARCHIVIST_CONTENT_DIR=dir builds from another content directory (tests, demos).
 */
import { rmSync } from 'node:fs';
import { build } from 'vite';
import { prerender } from './prerender.ts';

const started = Date.now();
try {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const written = await prerender({ dist: 'dist', ssrEntry: 'dist-ssr/entry-server.js' });
  // The manifest served the prerender (modulepreload links); the site does not need it.
  rmSync('dist/.vite', { recursive: true, force: true });
  console.log(`build: ${written.length} pages prerendered into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
