// The engine's map (docs/engine.md#the-engines-files): no import circle inside src/engine, and the
// core imports no mechanic: the mechanics (src/engine/mechanics/) are composed into the engine in
// one place, mechanics/index.ts, which only the public entry (src/engine/index.ts) imports. The
// import graph is read with the TypeScript compiler's own pre-processor (type-only imports count:
// a circle of types is a circle too). Tests and test helpers (testing/) are not part of the map.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { circles } from './import-graph.ts';

const ENGINE = path.resolve('src/engine');
const MECHANICS = path.join(ENGINE, 'mechanics');
const ENTRY = path.join(ENGINE, 'index.ts');

function engineFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'testing') out.push(...engineFiles(p));
    } else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** Each engine file and the engine files it imports (relative imports, resolved). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const info = ts.preProcessFile(readFileSync(f, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((i) => i.fileName)
      .filter((n) => n.startsWith('.'))
      .map((n) => path.resolve(path.dirname(f), n));
    for (const t of targets) if (!known.has(t)) throw new Error(`${path.relative(ENGINE, f)} imports ${t}, which is not an engine file`);
    graph.set(f, targets);
  }
  return graph;
}

const rel = (f: string) => path.relative(ENGINE, f);

describe('the engine’s import graph', () => {
  const graph = importGraph(engineFiles(ENGINE));

  it('finds circles (the checker itself)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(circles(g)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no import circle inside src/engine', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(circles(graph).map((c) => c.map(rel).join(', '))).toEqual([]);
  });

  it('the core imports no mechanic: only the public entry imports the composition in mechanics/index.ts', () => {
    const offending: string[] = [];
    for (const [file, targets] of graph) {
      if (file.startsWith(MECHANICS + path.sep)) continue;
      for (const t of targets) {
        if (!t.startsWith(MECHANICS + path.sep)) continue;
        if (file === ENTRY && t === path.join(MECHANICS, 'index.ts')) continue;
        offending.push(`${rel(file)} imports ${rel(t)}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
