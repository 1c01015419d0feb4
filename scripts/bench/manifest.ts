/**
 * The Vite manifest of a build (dist/.vite/manifest.json) and what the bench reads from it: the
 * chunk of each file, and a chunk's files with everything it imports statically, transitively.
 * Used by the byte figures (bytes.ts) and the editor's check (editor.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, Chunk>;

export interface BuildManifest {
  manifest: Manifest;
  /** output file → its manifest key */
  byFile: Map<string, string>;
  /** the files of these chunks and of everything they import statically, transitively */
  closure: (keys: string[], into?: Set<string>) => Set<string>;
}

export function readManifest(dist: string): BuildManifest {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`bench: ${manifestFile} is missing (build with ARCHIVIST_KEEP_MANIFEST=1)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  const closure = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const c = manifest[key];
      if (!c || into.has(c.file)) continue;
      into.add(c.file);
      closure(c.imports ?? [], into);
    }
    return into;
  };
  return { manifest, byFile, closure };
}
