/**
 * `npm run build` itself refuses content faults, naming the file and the key or field: each test
 * builds a copy of the project (its sources, content and catalogues; node_modules linked) with one
 * fault and expects the build to fail with that message. What npm test alone used to catch:
 * - a key deleted from English (it would ship as the raw key: `<h1>notFound.title</h1>`), or from
 *   every language (the prerender notices the page asking for it);
 * - a worked example's step without a caption (in English only, or in every language);
 * - a content id that is one of the site's own element ids (`{#board}`, a glossary term "main").
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const COPIED = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'src', 'scripts', 'content', 'locales', 'public'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'archivist-build-'));
  for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, ARCHIVIST_OUT_DIR: path.join(dir, 'out') };
    delete env.ARCHIVIST_CONTENT_DIR;
    const child = spawn(process.execPath, [TSX, 'scripts/build.ts'], { cwd: dir, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

type Json = Record<string, unknown>;
function edit(file: string, change: (data: Json) => void): void {
  const full = path.join(dir, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Json;
  change(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}
function editText(file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the change to ${file} changed nothing`);
  writeFileSync(full, after);
}
const stepsOf = (data: Json, example: string) => (data[example] as { steps: Json }).steps;

async function expectBuildFails(message: RegExp): Promise<void> {
  const { code, output } = await build();
  expect(code, output).toBe(1);
  expect(output).toMatch(/build failed: /);
  expect(output).toMatch(message);
  expect(output).not.toMatch(/\n\s+at /);
}

describe('npm run build fails, naming the file and the key or field', () => {
  test('a key deleted from the English catalogue', { timeout: 120_000 }, async () => {
    edit('locales/en/common.json', (d) => delete d['notFound.title']);
    await expectBuildFails(/locales\/en\/common\.json: "notFound\.title": missing translation \(it and ru have it\)/);
  });

  test('a key deleted from every language (the prerender sees the page ask for it)', { timeout: 180_000 }, async () => {
    for (const lang of ['en', 'it', 'ru']) edit(`locales/${lang}/common.json`, (d) => delete d['notFound.title']);
    await expectBuildFails(/prerender: 404\.html \(en\) shows keys no catalogue has: locales\/en\/common\.json: "notFound\.title"/);
  });

  test('a key only Russian has', { timeout: 120_000 }, async () => {
    edit('locales/ru/board.json', (d) => (d['board.extra'] = 'Лишнее'));
    await expectBuildFails(/locales\/en\/board\.json: "board\.extra": missing translation \(ru has it\)[\s\S]*locales\/it\/board\.json: "board\.extra": missing translation \(ru has it\)/);
  });

  test('a step caption missing in English only', { timeout: 120_000 }, async () => {
    edit('locales/en/examples/saga.json', (d) => delete stepsOf(d, 'saga-lore-over-turns')['3']);
    await expectBuildFails(/locales\/en\/examples\/saga\.json: "saga-lore-over-turns\.steps\.3": missing translation \(it and ru have it\)/);
  });

  test('a step caption missing in every language', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'it', 'ru']) edit(`locales/${lang}/examples/saga.json`, (d) => delete stepsOf(d, 'saga-lore-over-turns')['7']);
    await expectBuildFails(/locales\/en\/examples\/saga\.json: "saga-lore-over-turns\.steps\.7": missing caption \(the example has 7 decisions: steps 0 to 7\)/);
  });

  test('a heading id that is one of the site\'s own ids ({#board})', { timeout: 120_000 }, async () => {
    editText('content/mechanics/saga/it.md', (t) => t.replace(/^(## .*) \{#overview\}$/m, '$1 {#board}'));
    await expectBuildFails(/content\/mechanics\/saga\/it\.md: line \d+: id "board" is one of the site's own element ids/);
  });

  test('a glossary term whose id is one of the site\'s own ids', { timeout: 120_000 }, async () => {
    editText('content/glossary.yaml', (t) => t.replace(/^- id: stack$/m, '- id: main'));
    await expectBuildFails(/content\/glossary\.yaml: "\[0\]\.id"?: is one of the site's own element ids/);
  });
});
