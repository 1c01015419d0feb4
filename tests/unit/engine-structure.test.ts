// The engine's map (docs/engine.md#the-engines-files): no import circle inside src/engine, and the
// core imports no mechanic: the mechanics (src/engine/mechanics/) are composed into the engine in
// one place, mechanics/index.ts, which only the public entry (src/engine/index.ts) imports. The
// import graph is read with the TypeScript compiler's own pre-processor (type-only imports count:
// a circle of types is a circle too). Tests and test helpers (testing/) are not part of the map.
// Nor does the core name a mechanic: no file outside mechanics/ uses a mechanic's name (its id, or a
// word of its own such as mutate's 'mutates') as a value; the card vocabulary's types may (a type
// is a data shape), and the few files allowed below say why.
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

/** The mechanics' ids (each module's `id: '…'`) and words of their own the core must not use as values. */
function mechanicWords(): Set<string> {
  const words = new Set(['mutates', 'merged']);
  for (const f of engineFiles(MECHANICS)) for (const m of readFileSync(f, 'utf8').matchAll(/^\s*id: '([^']+)',$/gm)) words.add(m[1] as string);
  return words;
}

/**
 * The string literals of a source naming a mechanic, used as values: comments are not read, and a
 * literal in a type (`CastMethod = 'normal' | 'sneak'`, a card definition's field) is vocabulary.
 */
export function namedMechanics(source: string, words: ReadonlySet<string>): { line: number; word: string }[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const out: { line: number; word: string }[] = [];
  const inType = (n: ts.Node): boolean => {
    for (let p = n.parent; p; p = p.parent) if (ts.isTypeNode(p)) return true;
    return false;
  };
  const visit = (n: ts.Node): void => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && words.has(n.text) && !inType(n)) {
      out.push({ line: file.getLineAndCharacterOfPosition(n.getStart()).line + 1, word: n.text });
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return out;
}

/** Core files allowed to use a mechanic's name as a value, with the words and why. */
const ALLOWED: Readonly<Record<string, { words: readonly string[]; why: string }>> = {
  'validate.ts': { words: ['merged'], why: 'the field names of a starting position (SetupPermanent.merged, position.ts): a data shape, checked for spelling' },
};

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

  it('the core names no mechanic: no core file uses a mechanic’s name as a value', () => {
    const words = mechanicWords();
    expect([...words]).toEqual(expect.arrayContaining(['sneak', 'mutate', 'disguise', 'saga', 'scheme', 'mutates']));
    const offending: string[] = [];
    for (const file of graph.keys()) {
      if (file.startsWith(MECHANICS + path.sep)) continue;
      const allowed = ALLOWED[rel(file)]?.words ?? [];
      for (const { line, word } of namedMechanics(readFileSync(file, 'utf8'), words)) {
        if (!allowed.includes(word)) offending.push(`${rel(file)}:${line} '${word}'`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('finds a mechanic named in a planted source, not in its comments or types (the checker itself)', () => {
    const words = new Set(['sneak', 'mutate', 'mutates']);
    const planted = [
      "// method === 'sneak' in a comment",
      "type Method = 'normal' | 'sneak';",
      "interface Def { kind: 'mutate'; cost: string }",
      "const extra = method === 'sneak' ? 1 : 0;",
      'switch (t.on) {',
      "  case 'mutates': break;",
      '}',
      "const code = fail(`mutate`);",
      "const fine = 'sneaky';",
    ].join('\n');
    expect(namedMechanics(planted, words)).toEqual([
      { line: 4, word: 'sneak' },
      { line: 6, word: 'mutates' },
      { line: 8, word: 'mutate' },
    ]);
  });
});
