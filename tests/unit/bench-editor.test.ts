import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEditorChunk } from '../../scripts/bench/editor.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built site in miniature: a manifest and pages whose scripts name chunks. */
function site(manifest: Record<string, unknown>, pages: Record<string, string[]>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-editor-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [p, scripts] of Object.entries(pages)) {
    mkdirSync(path.join(dist, p), { recursive: true });
    writeFileSync(path.join(dist, p, 'index.html'), `<script type="module" src="/${scripts[0]}"></script>${scripts.slice(1).map((s) => `<link rel="modulepreload" href="/${s}">`).join('')}`);
  }
  return dist;
}

const chunks = (mainImports: string[]) => ({
  'index.html': { file: 'assets/main.js', isEntry: true, imports: mainImports },
  'src/board/Sandbox.tsx': { file: 'assets/Sandbox.js', imports: ['_engine'] },
  _engine: { file: 'assets/engine.js' },
  'src/editor/Editor.tsx': { file: 'assets/Editor.js', imports: ['src/board/Sandbox.tsx', '_engine'] },
  'virtual:archivist/cards': { file: 'assets/cards.js' },
});

describe('the editor stays on its page (scripts/bench/editor.ts)', () => {
  it('finds no leak when only the editor’s page would load it, and counts only the editor’s own files', () => {
    const dist = site(chunks([]), { en: ['assets/main.js'], 'en/play': ['assets/main.js', 'assets/Editor.js'] });
    const r = checkEditorChunk(dist);
    expect(r.files.sort()).toEqual(['assets/Editor.js', 'assets/cards.js']);
    expect(r.pages).toBe(1);
    expect(r.leaks).toEqual([]);
  });

  it('names the page whose first load holds the editor (a static import, or a modulepreload of the card pool)', () => {
    const dist = site(chunks(['src/editor/Editor.tsx']), { en: ['assets/main.js'], 'it/glossary': ['assets/main.js', 'assets/cards.js'] });
    const r = checkEditorChunk(dist);
    expect(r.leaks.sort()).toEqual([`en${path.sep}index.html: assets/Editor.js`, `it${path.sep}glossary${path.sep}index.html: assets/Editor.js`, `it${path.sep}glossary${path.sep}index.html: assets/cards.js`].sort());
  });
});
