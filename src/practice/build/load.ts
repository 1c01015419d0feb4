/**
 * Loads and checks the puzzles at build time (Node): content/mechanics/<slug>/puzzles/*.json,
 * validated against the format, played on the engine (src/practice/model/check.ts), and their
 * words in every language (locales/<lang>/puzzles/<slug>.json). Every problem names the file and
 * the field.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CardCatalog } from '../../engine/index.ts';
import { puzzleSchema, puzzleTextSchema, type PuzzleText } from './puzzleSchema.ts';
import { formatPath } from '../../content/schema.ts';
import { SLUGS, type Slug } from '../../content/types.ts';
import { checkPuzzle } from '../model/check.ts';
import type { Puzzle } from '../model/puzzle.ts';

export interface LoadedPuzzle extends Puzzle {
  file: string;
}

function readJson(file: string, shown: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    problems.push(`${shown}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

/** Every puzzle file, validated and checked on the engine; a broken one is reported and left out. */
export function loadPuzzles(root: string, catalog: CardCatalog, rulingIds: Partial<Record<Slug, readonly string[]>>, problems: string[] = [], slugs: readonly string[] = SLUGS): LoadedPuzzle[] {
  const out: LoadedPuzzle[] = [];
  const seen = new Map<string, string>();
  for (const slug of slugs) {
    const dir = path.join(root, 'content', 'mechanics', slug, 'puzzles');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
      const shown = `content/mechanics/${slug}/puzzles/${f}`;
      const data = readJson(path.join(dir, f), shown, problems);
      if (data === undefined) continue;
      const parsed = puzzleSchema.safeParse(data);
      if (!parsed.success) {
        problems.push(...parsed.error.issues.map((i) => `${shown}: "${formatPath(i.path)}": ${i.message}`));
        continue;
      }
      const p = parsed.data;
      const before = problems.length;
      if (`${p.id}.json` !== f) problems.push(`${shown}: "id": must match the file name`);
      if (!p.id.startsWith(`${slug}-`)) problems.push(`${shown}: "id": must start with "${slug}-"`);
      if (p.mechanic !== slug) problems.push(`${shown}: "mechanic": must be "${slug}"`);
      const other = seen.get(p.id);
      if (other) problems.push(`${shown}: "id": "${p.id}" is also used by ${other}`);
      seen.set(p.id, shown);
      const known = rulingIds[slug as Slug];
      if (known) p.tests.forEach((r, i) => known.includes(r) || problems.push(`${shown}: "tests[${i}]": no ruling "${r}" on the ${slug} page`));
      try {
        problems.push(...checkPuzzle(p, catalog).map((x) => `${shown}: ${x}`));
      } catch (e) {
        problems.push(`${shown}: "setup": ${e instanceof Error ? e.message : String(e)}`);
      }
      if (problems.length === before) out.push({ ...p, file: shown });
    }
  }
  return out;
}

/** Each puzzle's words in one language; problems name the file and the key. */
export function loadPuzzleTexts(root: string, lang: string, slug: string, puzzles: readonly Puzzle[], problems: string[] = []): Record<string, PuzzleText> {
  const shown = `locales/${lang}/puzzles/${slug}.json`;
  const file = path.join(root, 'locales', lang, 'puzzles', `${slug}.json`);
  if (!existsSync(file)) {
    if (puzzles.length) problems.push(`${shown}: missing (the ${slug} page has ${puzzles.length} puzzles)`);
    return {};
  }
  const data = readJson(file, shown, problems);
  const all = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const out: Record<string, PuzzleText> = {};
  for (const p of puzzles) {
    const parsed = puzzleTextSchema.safeParse(all[p.id]);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((i) => `${shown}: "${i.path.length ? `${p.id}.${formatPath(i.path)}` : p.id}": ${i.message}`));
      continue;
    }
    const t = parsed.data;
    const keys = (o: object | undefined) => Object.keys(o ?? {}).sort().join(',');
    const want = (ids: string[] | undefined) => (ids ?? []).slice().sort().join(',');
    if (keys(t.answers) !== want(p.answers?.map((a) => a.id))) problems.push(`${shown}: "${p.id}.answers": expected one text per answer (${want(p.answers?.map((a) => a.id)) || 'none'})`);
    if (keys(t.wrong) !== want(p.wrong?.map((w) => w.id))) problems.push(`${shown}: "${p.id}.wrong": expected one hint per wrong line (${want(p.wrong?.map((w) => w.id)) || 'none'})`);
    if (!Object.keys(t.hints).length) problems.push(`${shown}: "${p.id}.hints": at least one hint`);
    out[p.id] = t;
  }
  for (const id of Object.keys(all)) if (!puzzles.some((p) => p.id === id)) problems.push(`${shown}: "${id}": no such puzzle of the ${slug} page`);
  return out;
}
