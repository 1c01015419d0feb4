/**
 * Writes each prerendered page into the built index.html: dist/<path>/index.html for every
 * route in `prerenderPaths`, and dist/404.html for the not-found page.
 * React 19 emits hoisted <title>, <meta> and <link> at the start of the rendered HTML; they
 * move into <head>. The router's hydration data goes in a JSON <script> (not executable,
 * so no inline script is needed: main.tsx reads it).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cspHash } from '../src/boot/inline.ts';
import { isLang } from '../src/i18n/languages.ts';
import { paths } from '../src/i18n/paths.ts';
import type { Rendered } from '../src/entry-server.tsx';
import { editorNamespaces } from '../src/editor/namespaces.ts';

interface ServerEntry {
  render: (url: string) => Promise<Rendered>;
  prerenderPaths: string[];
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;
const ORIGIN = 'http://localhost';

/** Splits React's output into the hoisted head tags and the body. */
export function splitHead(html: string): { head: string; body: string } {
  const match = HOISTED.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean } | undefined>;

/**
 * The Content-Security-Policy every page carries (a <meta>, so it holds on any static host): no
 * inline script but the boot script (src/boot/boot.js, allowed by its hash: `scripts`; a <style>
 * in the template would be allowed by its hash likewise: `styles`), no other origin. style-src
 * needs no 'unsafe-inline': the prerendered HTML has no style="" attribute and nothing inserts
 * <style> elements (styles React or the board set from
 * JavaScript go through the CSSOM, which CSP does not restrict). img-src allows data: for
 * images inlined by the build. A <meta> cannot carry frame-ancestors (nor report-to): hosts
 * should send those as headers (README, "Publishing"). Not in the dev server (Vite's HMR
 * injects inline code there).
 */
export const contentSecurityPolicy = (scripts: string[] = [], styles: string[] = []) => [
  "default-src 'self'",
  ["script-src 'self'", ...scripts.map(cspHash)].join(' '),
  ["style-src 'self'", ...styles.map(cspHash)].join(' '),
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** The text of each inline classic script of a page (the boot script), for its hash. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/** The text of each <style> element of a page's template (none today), for its hash. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
}

/**
 * The code of the pages whose route loads it before rendering (src/routes/routes.tsx, lazyModule):
 * Practice's, the position editor's, the embeds', the language chooser's ("/"). Keys of the Vite manifest.
 */
function pageCodeOf(route: string, lang: string | undefined): string | null {
  if (route === '/') return 'src/routes/ChooseLanguage.tsx';
  if (!isLang(lang)) return null;
  if (route === paths.play(lang)) return 'src/routes/Play.tsx';
  if (route.startsWith(`/${lang}/practice/`)) return 'src/practice/ui/pages.ts';
  if (isEmbedRoute(route)) return 'src/routes/Embed.tsx';
  return null;
}

/**
 * The lazily loaded chunks a page needs before it can hydrate: its catalogue (the three on "/"; the
 * position editor's page, Practice's and the embeds add their own words), and the code of a page
 * whose route loads it (Practice's, the editor's page, the embeds, "/": pageCodeOf) with the chunks it
 * imports, but for the entry.
 * Preloading saves a round trip after the entry script. The page's content module is not among
 * them: the home page's list, a rule page's text, the glossary and the rules index hydrate from
 * their own HTML (src/ui/Prerendered.tsx); their modules load on client-side navigation only.
 */
export function preloadsFor(route: string, manifest: Manifest): string[] {
  const lang = route.split('/')[1];
  const keys = lang ? [`locales/${lang}/common.json`] : ['locales/en/common.json', 'locales/it/common.json', 'locales/ru/common.json'];
  // the position editor's page has its own words (its route loads them before it hydrates)
  if (lang && isLang(lang) && route === paths.play(lang)) keys.push(`locales/${lang}/play.json`);
  // Practice's pages too
  if (lang && isLang(lang) && route.startsWith(`/${lang}/practice/`)) keys.push(`locales/${lang}/practice.json`);
  // a board for another page's frame has the few words of its own page (docs/embed.md)
  if (lang && isLang(lang) && isEmbedRoute(route)) keys.push(`locales/${lang}/embed.json`);
  const code = pageCodeOf(route, lang);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || keys.includes(key)) return;
    keys.push(key);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  if (code) add(code);
  // the position editor's page is the editor: its code, the card pool, and the catalogues it reads
  // (src/shell/EditorSlot.tsx) are on their way with the page's own, not after it has hydrated
  if (lang && isLang(lang) && route === paths.play(lang)) {
    for (const ns of editorNamespaces) add(`locales/${lang}/${ns}.json`);
    for (const key of ['src/i18n/catalogues.ts', 'virtual:archivist/cards', 'src/editor/Editor.tsx']) add(key);
  }
  return keys.flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`<link rel="modulepreload" crossorigin href="/${file}">`] : [];
  });
}

const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The app's scripts (the entry and every modulepreload) move from <head> into an inert
 * <template id="app-scripts"> at the end of <body>: the boot script (src/boot/boot.js) puts them
 * into <head> once the page has painted. The page is text first: its HTML holds all of it, and
 * nothing else is downloaded before it shows.
 */
export function deferScripts(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  // the preloads first, so that the entry's imports are on their way when the entry asks for them
  const scripts = (html.slice(0, headEnd).match(APP_SCRIPTS) ?? []).sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
  if (!scripts.length) return html;
  const head = html.slice(0, headEnd).replace(APP_SCRIPTS, '').replace(/\n\s*\n/g, '\n');
  const rest = html.slice(headEnd).replace('</body>', () => `<template id="app-scripts">${scripts.join('')}</template>\n  </body>`);
  return head + rest;
}

/** An embed page (docs/embed.md): a board for another page's frame, which frames nothing itself. */
export const isEmbedRoute = (route: string): boolean => /^\/[a-z]{2}\/embed\//.test(route);
/** What an embed page's policy adds to every page's: it frames nothing. */
export const EMBED_POLICY = "frame-src 'none'";

export function fillTemplate(template: string, page: Rendered, preloads: string[] = [], options: { embed?: boolean } = {}): string {
  const { head: hoisted, body } = splitHead(page.html);
  const head = hoisted + preloads.join('');
  const data = page.hydrationData
    ? `<script type="application/json" id="router-data">${page.hydrationData.replace(/</g, '\\u003c')}</script>`
    : '';
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <meta http-equiv="Content-Security-Policy" content="${[contentSecurityPolicy(inlineScripts(template), inlineStyles(template)), ...(options.embed ? [EMBED_POLICY] : [])].join('; ')}" />`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body)
    .replace('<!--app-data-->', () => data);
  for (const marker of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->']) {
    if (filled.includes(marker)) throw new Error(`prerender: ${marker} left in the page`);
  }
  return deferScripts(filled);
}

export async function prerender(options: { dist: string; ssrEntry: string }): Promise<string[]> {
  const templateFile = path.join(options.dist, 'index.html');
  const template = readFileSync(templateFile, 'utf8');
  for (const marker of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->']) {
    if (!template.includes(marker)) throw new Error(`prerender: ${templateFile} lacks ${marker}`);
  }
  const entry = (await import(pathToFileURL(path.resolve(options.ssrEntry)).href)) as ServerEntry;
  const manifestFile = path.join(options.dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const written: string[] = [];

  // a key no catalogue has would ship as the raw key (`<h1>notFound.title</h1>`): fail, naming it
  const untranslated = (route: string, page: Rendered) => {
    if (page.missingKeys?.length) throw new Error(`prerender: ${route} (${page.lang}) shows keys no catalogue has: ${page.missingKeys.map((k) => `locales/${page.lang}/${k.replace(':', '.json: "')}"`).join(', ')}`);
  };
  for (const route of entry.prerenderPaths) {
    const page = await entry.render(`${ORIGIN}${route}`);
    if (page.status !== 200) throw new Error(`prerender: ${route} rendered with status ${page.status}`);
    untranslated(route, page);
    const file = path.join(options.dist, route, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fillTemplate(template, page, preloadsFor(route, manifest), { embed: isEmbedRoute(route) }));
    written.push(file);
  }

  const missing = await entry.render(`${ORIGIN}/404`);
  if (missing.status !== 404) throw new Error(`prerender: the not-found page rendered with status ${missing.status}`);
  untranslated('404.html', missing);
  const notFoundFile = path.join(options.dist, '404.html');
  writeFileSync(notFoundFile, fillTemplate(template, missing));
  written.push(notFoundFile);
  return written;
}
