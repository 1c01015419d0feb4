// The house's map (docs/architecture.md): no two folders of src/ import each other, directly or
// around a circle, and each top folder imports only what the map in docs/architecture.md lets it.
// Every folder is a node (board/parts as much as board); an edge when a source file in one imports
// from another. Tests, test helpers (testing/) and the engine's own floors are not part of it: the
// engine is one node here, its inside is engine-structure.test.ts's and docs/engine.md's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, relativeImports } from './import-graph.ts';

const SRC = path.resolve('src');
const DOC = path.resolve('docs/architecture.md');
/** The node of the files at the top of src/ (main.tsx, App.tsx, entry-server.tsx). */
const ROOT = '.';
/** Folders that are one node with everything under them. */
const WHOLE = new Set(['engine']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'testing') out.push(...sourceFiles(p));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** A file's folder as a node: its path under src/ ('board/parts'), the engine as one. */
function folderOf(file: string): string {
  const dir = path.relative(SRC, path.dirname(file)).split(path.sep).join('/');
  if (dir === '') return ROOT;
  const top = dir.split('/')[0]!;
  return WHOLE.has(top) ? top : dir;
}
const topOf = (folder: string) => (folder === ROOT ? ROOT : folder.split('/')[0]!);

interface Edge {
  from: string;
  to: string;
  /** 'src/board/model/editLink.ts imports ../../position/share.ts' */
  why: string;
  typeOnly: boolean;
}

/** Every import from one folder of src/ into another. */
function folderEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const imp of relativeImports(file)) {
      const target = path.resolve(path.dirname(file), imp.spec);
      // data outside src/ (locales/, content/) is no folder of the map
      if (!target.startsWith(SRC + path.sep)) continue;
      const to = folderOf(target);
      if (to !== from) edges.push({ from, to, why: `${path.relative('.', file)} imports ${imp.spec}`, typeOnly: imp.typeOnly });
    }
  }
  return edges;
}

function graphOf(edges: readonly Edge[], node: (folder: string) => string = (f) => f): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const e of edges) {
    const [from, to] = [node(e.from), node(e.to)];
    if (from === to) continue;
    const targets = graph.get(from) ?? [];
    if (!targets.includes(to)) targets.push(to);
    graph.set(from, targets);
    if (!graph.has(to)) graph.set(to, []);
  }
  return graph;
}

/**
 * The map, read from docs/architecture.md's table "The map": a row per top folder (`src/board/`, or
 * `src/*.tsx` for the files at the top), the folders it may import named in backticks in its last
 * cell (`engine`, `i18n`), or none.
 */
function parseMap(markdown: string): Map<string, string[]> {
  const section = /^## The map\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1];
  if (!section) throw new Error('docs/architecture.md has no "## The map" section');
  const map = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5) continue;
    const head = /^`src\/(?:([a-z][a-z0-9]*)\/|\*\.tsx)`$/.exec(cells[1] ?? '');
    if (!head) continue;
    const name = head[1] ?? ROOT;
    if (map.has(name)) throw new Error(`docs/architecture.md maps ${name} twice`);
    map.set(name, [...(cells[cells.length - 2] ?? '').matchAll(/`([a-z][a-z0-9]*)`/g)].map((m) => m[1]!));
  }
  return map;
}

/** The imports between top folders that the map does not allow. */
function offMap(edges: readonly Edge[], map: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  for (const e of edges) {
    const [from, to] = [topOf(e.from), topOf(e.to)];
    if (from === to) continue;
    if (!(map.get(from) ?? []).includes(to)) out.push(`${from} may not import ${to}: ${e.why}`);
  }
  return out;
}

const named = (found: string[][]) => found.map((c) => c.join(' ↔ '));

describe('the folders of src/', () => {
  const edges = folderEdges();
  const values = edges.filter((e) => !e.typeOnly);
  const map = parseMap(readFileSync(DOC, 'utf8'));

  it('reads the import graph (the checker itself)', () => {
    expect(edges.length).toBeGreaterThan(100);
    // a nested folder is a node of its own; the engine is one
    expect(values.some((e) => e.from === 'board/parts' && e.to === 'board/cards')).toBe(true);
    expect(edges.some((e) => e.from.startsWith('engine/') || e.to.startsWith('engine/'))).toBe(false);
    // `import type` is no value import; a stylesheet is
    expect(edges.find((e) => e.why.startsWith('src/board/model/stepLabels.ts imports ../../engine/'))?.typeOnly).toBe(true);
    expect(values.some((e) => e.from === 'search' && e.to === 'ui' && e.why.endsWith('dialogs.css'))).toBe(true);
  });

  it('no folder imports a value from one that imports it back, directly or around a circle', () => {
    const graph = graphOf(values);
    expect(graph.size).toBeGreaterThan(20);
    expect(named(circles(graph))).toEqual([]);
  });

  it('nor a type: a type lives with the code that owns it', () => {
    expect(named(circles(graphOf(edges)))).toEqual([]);
  });

  it('a planted circle fails', () => {
    // the real graph, and one import the wrong way: the engine's core reading a board part
    const planted: Edge[] = [...values, { from: 'engine', to: 'board/parts', why: 'planted', typeOnly: false }];
    expect(named(circles(graphOf(planted)))).toContainEqual(expect.stringContaining('board/parts'));
    expect(named(circles(graphOf(planted))).join()).toContain('engine');
    // two nested folders of one top folder importing each other count too
    const nested: Edge[] = [...values, { from: 'board/cards', to: 'board/parts', why: 'planted', typeOnly: false }];
    expect(named(circles(graphOf(nested)))).toEqual(['board/cards ↔ board/parts']);
    // and the map refuses the planted import
    expect(offMap(planted, map)).toEqual(['engine may not import board: planted']);
  });

  it('docs/architecture.md maps every top folder of src/, and only those', () => {
    const tops = readdirSync(SRC).filter((n) => statSync(path.join(SRC, n)).isDirectory());
    expect([...map.keys()].filter((k) => k !== ROOT).sort()).toEqual(tops.sort());
    expect(map.has(ROOT)).toBe(true);
    for (const [from, allowed] of map) for (const to of allowed) expect(map.has(to), `${from} may import ${to}, which is no top folder`).toBe(true);
  });

  it('the map itself has no circle', () => {
    expect(named(circles(map))).toEqual([]);
  });

  it('every import between top folders (values and types) is one the map allows', () => {
    expect(offMap(edges, map)).toEqual([]);
  });

  it('reads the map as written (the parser itself)', () => {
    const doc = ['# x', '## The map', '| folder | holds | may import |', '|---|---|---|', '| `src/a/` | a | `b`, `c` (lazily) |', '| `src/b/` | b | nothing |', '| `src/*.tsx` | entries | `a` |', '## Next', '| `src/z/` | z | `a` |'].join('\n');
    expect([...parseMap(doc)]).toEqual([
      ['a', ['b', 'c']],
      ['b', []],
      [ROOT, ['a']],
    ]);
  });
});
