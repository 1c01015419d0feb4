/**
 * What a reader downloads, in gzip bytes, computed from a built site with its Vite manifest
 * (ARCHIVIST_KEEP_MANIFEST=1). For a prerendered page:
 * - readable: the HTML and its stylesheets;
 * - interactive: + every script the page loads before hydrating (its <script type=module>
 *   and <link rel=modulepreload>, with their static imports followed through the manifest);
 * - with a board: + the board chunk (src/board/Sandbox.tsx and what it imports that is not
 *   already loaded), the mechanic's examples module and the catalogues the board loads
 *   (src/board/namespaces.ts).
 * The limit each is set against: the page's own text as bare HTML (its visible text in a
 * minimal document), gzipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { boardNamespaces } from '../../src/board/namespaces.ts';
import { readManifest } from './manifest.ts';

export interface PageBytes {
  path: string;
  bare: number;
  readable: number;
  interactive: number;
  board: number | null;
  /** the JavaScript of `interactive`: what the page loads before it hydrates (entry, page and locale chunks) */
  js: number;
}

export interface ByteFigures {
  pages: PageBytes[];
  firstLoadJs: number;
  boardJs: number;
  catalogue: { name: string; bytes: number };
  css: number;
  /** the board's own stylesheet (loaded with the board chunk) */
  boardCss: number;
  /** what the service worker downloads in the background after the first visit (its precache), if there is one */
  precache: { files: number; bytes: number } | null;
}

const gzipCache = new Map<string, number>();
export function gzipSize(file: string): number {
  let n = gzipCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, n);
  }
  return n;
}

/** The visible text of a page, as the smallest HTML document that reads. */
export function bareHtml(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  return `<!doctype html><meta charset="utf-8"><title>${title}</title><p>${text}`;
}

function attrs(html: string, tag: RegExp): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(tag)) if (m[1]) out.push(m[1].replace(/^\//, ''));
  return out;
}

/** `board`: the build has the sandbox board (the bare baseline has none) */
export function measureBytes(dist: string, pagePaths: string[], { board = true }: { board?: boolean } = {}): ByteFigures {
  const { manifest, byFile, closure } = readManifest(dist);
  const size = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);

  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('bench: no entry chunk in the manifest');
  const firstLoad = closure([entry]);
  // the stylesheets every page links (the entry's), and the board's own, loaded with the board
  const cssOf = (files: Iterable<string>) => new Set([...files].flatMap((f) => manifest[byFile.get(f) ?? '']?.css ?? []));
  const css = cssOf(firstLoad);
  // the board's chunk: Sandbox.tsx's own, or the shared chunk vite.config.ts names board-[hash].js
  // (its manifest key is then the chunk's, not the module's); none is an error, not 0 bytes
  const boardKey = Object.keys(manifest).find((k) => k.endsWith('src/board/Sandbox.tsx')) ?? Object.entries(manifest).find(([, c]) => /^assets\/board-[\w-]+\.js$/.test(c.file))?.[0];
  if (board && !boardKey) throw new Error('bench: no board chunk in the manifest (src/board/Sandbox.tsx, assets/board-*.js)');
  const boardCode = boardKey ? [...closure([boardKey])].filter((f) => !firstLoad.has(f)) : [];
  const boardCss = [...cssOf(boardCode)].filter((f) => !css.has(f));

  const pages: PageBytes[] = pagePaths.map((p) => {
    const htmlFile = path.join(dist, p, 'index.html');
    const html = readFileSync(htmlFile, 'utf8');
    const htmlBytes = gzipSize(htmlFile);
    const bare = gzipSync(bareHtml(html), { level: 9 }).length;
    const styles = attrs(html, /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
    const scripts = [
      ...attrs(html, /<script\b[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...attrs(html, /<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ];
    const js = closure(scripts.map((f) => byFile.get(f) ?? '').filter(Boolean));
    for (const f of scripts) js.add(f);
    const readable = htmlBytes + size(styles);
    const interactive = readable + size(js);
    const [, lang, section, slug] = p.split('/');
    let board: number | null = null;
    if (section === 'mechanics' && slug && manifest[`virtual:archivist/examples/${slug}`]) {
      const extra = new Set([
        ...boardCode,
        ...boardCss,
        ...closure([`virtual:archivist/examples/${slug}`, ...boardNamespaces(slug).map((ns) => `locales/${lang}/${ns}.json`)]),
      ]);
      for (const f of js) extra.delete(f);
      board = interactive + size(extra);
    }
    return { path: p, bare, readable, interactive, board, js: size(js) };
  });

  const catalogues = Object.entries(manifest)
    .filter(([key]) => key.startsWith('locales/'))
    .map(([key, c]) => ({ name: key, bytes: gzipSize(path.join(dist, c.file)) }))
    .sort((a, b) => b.bytes - a.bytes);
  const swFile = path.join(dist, 'sw.js');
  const precached = existsSync(swFile) ? [...readFileSync(swFile, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1] ?? '') : [];
  const precache = precached.length
    ? { files: precached.length, bytes: precached.filter((f) => existsSync(path.join(dist, f))).reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0) }
    : null;
  return {
    precache,
    pages,
    firstLoadJs: size(firstLoad),
    boardJs: size(boardCode),
    catalogue: catalogues[0] ?? { name: '-', bytes: 0 },
    css: size(css),
    boardCss: size(boardCss),
  };
}
