// The engine's floors (docs/engine.md#the-engines-files): each folder of src/engine imports only the
// folders below it. The base (state, drafts, the event bus, mana, teams) imports no rule folder;
// the rule families sit above it in the order objects → stack → combat → turn; the action types
// (one module each) and the mechanics above them, side by side; the composition root (the files at the top of src/engine: index.ts, applyAction,
// legalActions, setup…) on top. A file may import any file of its own folder (the file circles are
// tests/unit/engine-structure.test.ts's). Every import counts, type-only ones too. Tests and the
// test helpers (testing/) are not part of the floors.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ENGINE = path.resolve('src/engine');
/** The root: the files at the top of src/engine. */
const ROOT = '.';

/** Each floor and the folders it may import, from the bottom up. */
const FLOORS: Readonly<Record<string, readonly string[]>> = {
  base: [],
  objects: ['base'],
  stack: ['base', 'objects'],
  combat: ['base', 'objects', 'stack'],
  turn: ['base', 'objects', 'stack', 'combat'],
  // the action types and the mechanics share a floor: neither imports the other
  actions: ['base', 'objects', 'stack', 'combat', 'turn'],
  mechanics: ['base', 'objects', 'stack', 'combat', 'turn'],
  [ROOT]: ['base', 'objects', 'stack', 'combat', 'turn', 'actions', 'mechanics'],
};

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

/** A file's folder (its first folder under src/engine), ROOT for the files at the top. */
function folderOf(relative: string): string {
  const parts = relative.split('/');
  return parts.length === 1 ? ROOT : (parts[0] as string);
}

/** Each engine file (relative to src/engine, with /) and the engine files it imports (relative imports, resolved). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const info = ts.preProcessFile(readFileSync(f, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((i) => i.fileName)
      .filter((n) => n.startsWith('.'))
      .map((n) => path.relative(ENGINE, path.resolve(path.dirname(f), n)).split(path.sep).join('/'));
    graph.set(path.relative(ENGINE, f).split(path.sep).join('/'), targets);
  }
  return graph;
}

/** The imports that go up or sideways: from a folder to one its floor may not import (or to a folder with no floor). */
function violations(graph: ReadonlyMap<string, readonly string[]>, floors: Readonly<Record<string, readonly string[]>>): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const allowed = floors[from];
    if (!allowed) {
      out.push(`${file}: its folder ${from} has no floor`);
      continue;
    }
    for (const t of targets) {
      const to = folderOf(t);
      if (to !== from && !allowed.includes(to)) out.push(`${file} imports ${t} (${from} may import ${allowed.join(', ') || 'no other folder'})`);
    }
  }
  return out.sort();
}

/** Whether the floors themselves form an order: no folder may import itself, directly or around a circle. */
function floorCircle(floors: Readonly<Record<string, readonly string[]>>): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (f: string, trail: string[]): string | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return [...trail, f].join(' → ');
    state.set(f, 'open');
    for (const g of floors[f] ?? []) {
      const found = visit(g, [...trail, f]);
      if (found) return found;
    }
    state.set(f, 'done');
    return null;
  };
  for (const f of Object.keys(floors)) {
    const found = visit(f, []);
    if (found) return found;
  }
  return null;
}

describe('the engine’s floors', () => {
  const graph = importGraph(engineFiles(ENGINE));

  it('the floors are an order (no folder may import itself around a circle)', () => {
    expect(floorCircle(FLOORS)).toBeNull();
    expect(floorCircle({ a: ['b'], b: ['c'], c: ['a'] })).toBe('a → b → c → a');
  });

  it('every folder of src/engine has its floor', () => {
    const folders = new Set([...graph.keys()].map(folderOf));
    expect([...folders].filter((f) => !(f in FLOORS))).toEqual([]);
    expect(folders.size).toBe(Object.keys(FLOORS).length);
  });

  it('no import goes up or sideways', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(violations(graph, FLOORS)).toEqual([]);
  });

  it('catches a planted import going up, one going sideways and a folder without a floor (the checker itself)', () => {
    const floors = { base: [], objects: ['base'], stack: ['base', 'objects'], combat: ['base', 'objects', 'stack'], [ROOT]: ['base', 'objects', 'stack', 'combat'] };
    const planted = new Map<string, string[]>([
      ['base/state.ts', ['base/cards.ts']],
      ['base/bus.ts', ['base/state.ts', 'stack/triggers.ts']],
      ['objects/objects.ts', ['base/state.ts', 'objects/refs.ts']],
      ['stack/triggers.ts', ['objects/objects.ts', 'base/bus.ts']],
      ['combat/combat.ts', ['stack/triggers.ts', 'index.ts']],
      ['index.ts', ['combat/combat.ts', 'base/bus.ts']],
      ['rules/new.ts', ['base/state.ts']],
    ]);
    expect(violations(planted, floors)).toEqual([
      'base/bus.ts imports stack/triggers.ts (base may import no other folder)',
      'combat/combat.ts imports index.ts (combat may import base, objects, stack)',
      'rules/new.ts: its folder rules has no floor',
    ]);
    // sideways: two folders on the same floor may not import each other
    const sideways = { base: [], combat: ['base'], turn: ['base'] };
    expect(violations(new Map([['turn/turn.ts', ['combat/combat.ts']]]), sideways)).toEqual(['turn/turn.ts imports combat/combat.ts (turn may import base)']);
    expect(violations(new Map([['stack/triggers.ts', ['objects/objects.ts']]]), floors)).toEqual([]);
  });
});
