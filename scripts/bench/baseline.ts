/**
 * Builds the bare baseline (bench/baseline/: one routed, translated, prerendered, hydrated page
 * made from the site's own versions of react, react-dom, react-router, i18next, react-i18next,
 * vite and tailwindcss) into `outDir`, with its Vite manifest, and prerenders /en/, /it/, /ru/.
 * The bench measures every site page beside the bare page of its language.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';

const SOURCES = path.resolve('bench', 'baseline');

interface BareServer {
  render: (url: string) => Promise<{ html: string; data: string }>;
  LANGS: readonly string[];
}

/** The bare page of a site page: the baseline's page in the same language. */
export function barePathOf(sitePath: string): string {
  const lang = sitePath.split('/')[1];
  return `/${lang && ['en', 'it', 'ru'].includes(lang) ? lang : 'en'}/`;
}

export async function buildBaseline(outDir: string): Promise<void> {
  const started = Date.now();
  const ssrDir = `${outDir}-ssr`;
  const common: InlineConfig = { configFile: false, root: SOURCES, logLevel: 'warn', plugins: [react(), tailwindcss()] };
  await build({ ...common, build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' } });
  await build({ ...common, build: { ssr: path.join(SOURCES, 'server.tsx'), outDir: ssrDir, emptyOutDir: true, target: 'es2022' } });
  const server = (await import(pathToFileURL(path.join(ssrDir, 'server.js')).href)) as BareServer;
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string } | undefined>;
  for (const lang of server.LANGS) {
    const { html, data } = await server.render(`http://localhost/${lang}/`);
    // React 19 puts the hoisted <title> and <meta> at the start of its output: they go in <head>
    const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>)+/.exec(html)?.[0] ?? '';
    const page = template
      .replace('<html lang="en">', `<html lang="${lang}">`)
      // its catalogue preloaded, as the site preloads its own
      .replace('<!--app-head-->', () => hoisted + (manifest[`locales/${lang}.json`] ? `<link rel="modulepreload" crossorigin href="/${manifest[`locales/${lang}.json`]?.file}">` : ''))
      .replace('<!--app-html-->', () => html.slice(hoisted.length))
      .replace('<!--app-data-->', () => `<script type="application/json" id="router-data">${data.replace(/</g, '\\u003c')}</script>`);
    mkdirSync(path.join(outDir, lang), { recursive: true });
    writeFileSync(path.join(outDir, lang, 'index.html'), page);
  }
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`bench: bare baseline built into ${path.relative(process.cwd(), outDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
