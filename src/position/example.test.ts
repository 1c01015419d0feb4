// "Copy as a worked example" and importing one: the file is the JSON of docs/examples.md, plays
// (runExample, npm run scenario) to the editor's own final state, and reads back to the same position.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleSchema } from '../content/exampleSchema.ts';
import { runExample, type Action, type Example, type GameState, type Step } from '../engine/index.ts';
import { checkPosition } from './check.ts';
import { parseExampleJson, toExampleJson } from './example.ts';
import { arbitraryPicks, arbitrarySetup, playRandom, POOL } from './testing/positions.ts';
import type { SharedPosition } from './types.ts';

const examples = Object.values(import.meta.glob<Example>('../../content/mechanics/*/examples/*.json', { eager: true, import: 'default' }));

/** An authored example as the editor holds it after playing it: the setup and the engine actions. */
function played(ex: Example): { position: SharedPosition; final: GameState } {
  const r = runExample(ex, POOL);
  if (!r.ok) throw new Error(`${ex.id} does not play`);
  return { position: { setup: ex.setup, decisions: r.steps.slice(1).map((s) => s.decision as Action) }, final: r.steps.at(-1)?.state as GameState };
}

const rawIds = (v: unknown): string[] => JSON.stringify(v).match(/"o\d+"/g) ?? [];

describe('toExampleJson', () => {
  it('every worked example, exported from its played decisions, is a valid example file that plays the same game', () => {
    for (const ex of examples) {
      const { position, final } = played(ex);
      const text = toExampleJson(position, POOL, { id: ex.id, mechanic: ex.mechanic });
      const file = JSON.parse(text) as Example;
      expect(file.id).toBe(ex.id);
      expect(file.shows).toEqual([]);
      // the build's schema accepts it once the contributor names the rulings it shows
      const parsed = exampleSchema.safeParse({ ...file, shows: [`${ex.mechanic}-r1`] });
      expect(parsed.success, `${ex.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const r = runExample(file, POOL);
      expect(r.ok, ex.id).toBe(true);
      if (!r.ok) continue;
      expect(r.steps.slice(1).map((s: Step) => s.decision), ex.id).toEqual(position.decisions);
      expect(r.steps.at(-1)?.state, ex.id).toEqual(final);
      // objects are named as the authored examples name them: through their cards, never by engine id
      expect(rawIds(file.decisions), ex.id).toEqual([]);
    }
  });

  it('names objects on the stack, waiting triggers and tokens made in play by reference', () => {
    const text = examples.map((ex) => toExampleJson(played(ex).position, POOL)).join('\n');
    expect(text).toMatch(/"%[a-z-]+(#\d)?"/);
    expect(text).toMatch(/"\^[a-z-]+(#\d)?"/);
    expect(text).toContain('"^token"');
    expect(text).toContain('"@last-token"');
  });

  it('writes one player and one decision per line, as docs/examples.md does', () => {
    const ex = examples.find((e) => e.id === 'food-token-basics') as Example;
    const lines = toExampleJson(played(ex).position, POOL, { mechanic: 'food' }).split('\n');
    expect(lines.slice(0, 6)).toEqual(['{', '  "id": "food-new-example",', '  "mechanic": "food",', '  "shows": [],', '  "setup": {', '    "players": [']);
    expect(lines).toContain('    {"type": "cast", "player": "p1", "object": "@picnic-basket"},');
  });
});

describe('parseExampleJson', () => {
  it('reads back what toExampleJson wrote, and every authored example file', () => {
    for (const ex of examples) {
      const { position } = played(ex);
      expect(parseExampleJson(toExampleJson(position, POOL), POOL), ex.id).toEqual({ ok: true, value: position });
      expect(parseExampleJson(JSON.stringify(ex), POOL), ex.id).toEqual({ ok: true, value: position });
    }
  });

  it('any position from the card pool with random legal decisions: export, import, the same position (property)', () => {
    fc.assert(
      fc.property(arbitrarySetup, arbitraryPicks, (setup, picks) => {
        const start = checkPosition(setup, POOL);
        if (!start.ok) throw new Error(JSON.stringify(start.problem));
        const p = { setup, decisions: playRandom(start.state, picks).decisions };
        expect(parseExampleJson(toExampleJson(p, POOL), POOL)).toEqual({ ok: true, value: p });
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['not JSON', '{"setup": ', { ok: false, reason: 'not-json' }],
    ['a list', '[]', { ok: false, reason: 'not-an-example' }],
    ['no setup', '{"decisions": []}', { ok: false, reason: 'not-an-example', path: 'setup' }],
    ['decisions not a list', '{"setup": {"players": []}, "decisions": {}}', { ok: false, reason: 'not-an-example', path: 'decisions' }],
    ['a setup the engine refuses', '{"setup": {"players": [{"id": "p1", "battlefield": [{"card": "forest", "faceDown": true}]}, {"id": "p2"}]}, "decisions": []}', { ok: false, reason: 'invalid-position', path: 'setup.players[0].battlefield[0].faceDown' }],
    ['an illegal decision', '{"setup": {"players": [{"id": "p1"}, {"id": "p2"}]}, "decisions": [{"type": "pass", "player": "p2"}]}', { ok: false, reason: 'invalid-decisions', path: 'decisions[0]' }],
    ['a reference that names nothing', '{"setup": {"players": [{"id": "p1"}, {"id": "p2"}]}, "decisions": [{"type": "cast", "player": "p1", "object": "@vulpikeet"}]}', { ok: false, reason: 'invalid-decisions', path: 'decisions[0]' }],
    ['a decision of the wrong shape', '{"setup": {"players": [{"id": "p1"}, {"id": "p2"}]}, "decisions": [{"type": "advance", "player": "p1", "to": "teatime"}]}', { ok: false, reason: 'invalid-decisions', path: 'decisions[0].to' }],
  ])('%s', (_name, text, result) => {
    expect(parseExampleJson(text, POOL)).toEqual(result);
  });

  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ setup: v, decisions: [v] }))), (text) => {
        expect(() => parseExampleJson(text, POOL)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('npm run scenario plays an exported example to the editor’s final state', () => {
  const ROOT = process.cwd();
  const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const SCRIPT = path.join(ROOT, 'scripts', 'scenario.ts');
  const dir = mkdtempSync(path.join(tmpdir(), 'archivist-editor-export-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const scenario = (file: string) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [TSX, SCRIPT, file, '--json'], { cwd: ROOT });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  /** A position built in the editor (not an authored example): a random one, with random legal decisions. */
  const random = (() => {
    const [setup, picks] = fc.sample(fc.tuple(arbitrarySetup, fc.array(fc.nat(50), { minLength: 12, maxLength: 12 })), { numRuns: 1, seed: 16 })[0] ?? [];
    if (!setup || !picks) throw new Error('no sample');
    const start = checkPosition(setup, POOL);
    if (!start.ok) throw new Error(JSON.stringify(start.problem));
    const { decisions, states } = playRandom(start.state, picks);
    return { position: { setup, decisions }, final: states.at(-1) as GameState };
  })();
  const mutate = played(examples.find((e) => e.id === 'mutate-pile-of-three') as Example);
  const saga = played(examples.find((e) => e.id === 'saga-two-chapters-at-once') as Example);

  it.concurrent.each([
    ['a random position', random],
    ['a merged pile of three', mutate],
    ['two chapters at once', saga],
  ])('%s', async (name, { position, final }) => {
    const file = path.join(dir, `${name.replace(/\W+/g, '-')}.json`);
    writeFileSync(file, toExampleJson(position, POOL, { id: 'editor-export', mechanic: 'editor' }));
    const r = await scenario(file);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(position.decisions.length).toBeGreaterThan(3);
    const steps = JSON.parse(r.stdout) as Step[];
    expect(steps).toHaveLength(position.decisions.length + 1);
    expect(steps.at(-1)?.state).toEqual(JSON.parse(JSON.stringify(final)));
  }, 60_000);
});
