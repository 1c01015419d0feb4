/**
 * The position editor's code stays on its page (issue 15): no other page's first load (its
 * entry script, its modulepreloads and their static imports, through the Vite manifest) holds
 * a file of the editor's own chunk (src/editor/Editor.tsx and what it imports that the board
 * does not) or the card pool (virtual:archivist/cards). Lists each page that does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest } from './manifest.ts';

export interface EditorFigures {
  /** the pages checked (every prerendered page but the editor's own) */
  pages: number;
  /** the editor's own files */
  files: string[];
  /** "<page>: <file>" for each editor file in another page's first load */
  leaks: string[];
}

export function checkEditorChunk(dist: string): EditorFigures {
  const { manifest, byFile, closure } = readManifest(dist);
  const keyOf = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const editorKey = keyOf('src/editor/Editor.tsx');
  if (!editorKey) throw new Error('bench: the editor chunk (src/editor/Editor.tsx) is not in the manifest: is it still loaded lazily?');
  // the board's chunk: Sandbox.tsx's own, or (when a puzzle, an embed and the rule page share it) the chunk named board-*
  const boardKey = keyOf('src/board/Sandbox.tsx') ?? Object.keys(manifest).find((k) => manifest[k]?.file.startsWith('assets/board-'));
  const board = closure([boardKey ?? '']);
  const files = [...closure([editorKey, ...(manifest['virtual:archivist/cards'] ? ['virtual:archivist/cards'] : [])])].filter((f) => !board.has(f));
  const pagesOf = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? pagesOf(path.join(dir, d.name)) : d.name === 'index.html' ? [path.join(dir, d.name)] : []));
  const pages = pagesOf(dist).filter((f) => !/[\\/]play[\\/]index\.html$/.test(f) && existsSync(f));
  const leaks: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const scripts = [...html.matchAll(/<(?:script\b[^>]*type="module"[^>]*src|link\b[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+)"/g)].map((m) => m[1] ?? '');
    const js = closure(scripts.map((f) => byFile.get(f) ?? '').filter(Boolean));
    for (const f of files) if (js.has(f)) leaks.push(`${path.relative(dist, file)}: ${f}`);
  }
  return { pages: pages.length, files, leaks };
}
