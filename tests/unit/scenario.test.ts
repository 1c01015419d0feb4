/**
 * The scenario CLI (scripts/scenario.ts) as a reader runs it: a malformed example file gets one
 * line naming the file and the field, and a non-zero exit code; never a stack trace.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const SCRIPT = path.join(ROOT, 'scripts', 'scenario.ts');
const EXAMPLE = path.join(ROOT, 'content', 'mechanics', 'saga', 'examples', 'saga-lore-over-turns.json');
const dir = mkdtempSync(path.join(tmpdir(), 'archivist-scenario-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, SCRIPT, file], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The saga example with one change, written to a file of its own. */
function variant(name: string, change: (example: Record<string, unknown>) => unknown): string {
  const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(change(example) ?? example));
  return file;
}

type Players = { id: string; life?: unknown }[];
const setupOf = (e: Record<string, unknown>) => e.setup as { players: Players; turn: Record<string, unknown> };
const decisionsOf = (e: Record<string, unknown>) => e.decisions as Record<string, unknown>[];

describe.concurrent('the scenario CLI names the file and the field of a malformed example', () => {
  test.for([
    ['decisions is an object', (e: Record<string, unknown>) => void (e.decisions = { 0: { type: 'pass', player: 'p1' } }), /: decisions: expected a list of decisions$/],
    ['no setup', (e: Record<string, unknown>) => void delete e.setup, /: setup: expected an object, got undefined$/],
    ['a top-level array', (e: Record<string, unknown>) => [e], /: expected one example \(an object with "setup" and "decisions"\), got a list$/],
    ['a top-level string', () => 'saga', /: expected one example .*got string$/],
    ['an unknown starting step', (e: Record<string, unknown>) => void (setupOf(e).turn.step = 'teatime'), /: setup\.turn\.step: unknown step the string "teatime"/],
    ['advance to an unknown step', (e: Record<string, unknown>) => void ((decisionsOf(e)[2] as Record<string, unknown>).to = 'teatime'), /: decisions\[2\]\.to: the engine rejects this decision \(malformed-action\): \{"type":"advance","player":"p1","to":"teatime"/],
    ['a decision that is a string', (e: Record<string, unknown>) => void (decisionsOf(e)[1] = 'pass' as unknown as Record<string, unknown>), /: decisions\[1\]: the engine rejects this decision \(malformed-action\): "pass"$/],
    ['life as a string', (e: Record<string, unknown>) => void ((setupOf(e).players[0] as { life?: unknown }).life = '15'), /: setup\.players\[0\]\.life: expected a whole number, got the string "15"$/],
    ['a card named "constructor"', (e: Record<string, unknown>) => void ((setupOf(e).players[1] as { hand?: unknown }).hand = ['constructor']), /: setup\.players\[1\]\.hand\[0\]: "constructor" is a reserved name$/],
    ['players as an object', (e: Record<string, unknown>) => void (setupOf(e).players = { p1: {} } as unknown as Players), /: setup\.players: expected a list of players, got object$/],
  ] as [string, (e: Record<string, unknown>) => unknown, RegExp][])('%s', { timeout: 60_000 }, async ([name, change, message], { expect }) => {
    const file = variant(name.replace(/\W+/g, '-'), change);
    const { code, stdout, stderr } = await run(file);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]?.startsWith(`${file}: `), stderr).toBe(true);
    expect(lines[0]).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at |TypeError|Error:/);
  });

  test('a file that is not JSON', { timeout: 60_000 }, async ({ expect }) => {
    const file = path.join(dir, 'not-json.json');
    writeFileSync(file, '{ "setup": ');
    const { code, stderr } = await run(file);
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: can't read the example: `));
  });
});

test('a well-formed example still plays', { timeout: 60_000 }, async () => {
  const { code, stdout, stderr } = await run(EXAMPLE);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  expect(stdout).toMatch(/^saga-lore-over-turns\n0\. Starting position: turn 1, p1's draw step/);
});
